import { existsSync } from 'node:fs';
import { UserError } from '../../support/errors.js';
import type { PromptResult } from '../../terminal/results.js';
import { defineCommand, endSoon, printResult } from '../command.js';

export const promptCommand = defineCommand({
  name: ['prompt'],
  help: `  prompt <fixture.yaml> [--json]   Print the exact request a fixture's turn sends to the model
  prompt <chat> --persona P [--target N] [--json]
                                   The same for a live chat (an id such as -1001234567890, or
                                   @username), read only: nothing is sent, marked read or stored`,
  options: {
    json: { type: 'boolean', default: false },
    persona: { type: 'string' },
    target: { type: 'string' },
  },
  args: { min: 1, max: 1 },
  usage: 'character-agent prompt <fixture.yaml|chat> [--persona P] [--target N] [--json]',
  example: 'character-agent prompt examples/direct-hello.yaml',
  missing:
    'prompt needs a fixture file or a chat: character-agent prompt <fixture.yaml|chat> [--persona P] [--json]',
  run: async (input) => {
    const { values } = input;
    const [arg = ''] = input.args;
    const target = parseTarget(values.target);
    const [{ isChatReference, promptFile }, { renderPrompt }] = await Promise.all([
      import('../../offline/prompt.js'),
      import('../../terminal/render.js'),
    ]);
    let result: PromptResult;
    if (existsSync(arg)) {
      // The default config.yaml never replaces the one a fixture names; an explicit --config does.
      result = await promptFile(arg, input.log, {
        persona: values.persona,
        target,
        configFile: input.given.has('config') ? values.config : undefined,
      });
    } else if (isChatReference(arg)) {
      // Loaded on demand: it pulls in GramJS.
      const { promptLive } = await import('../../live/prompt.js');
      result = await promptLive({
        configFile: values.config,
        chat: arg,
        persona: values.persona,
        verbose: values.verbose,
        target,
      }).finally(endSoon);
    } else {
      throw new UserError(
        /\.ya?ml$/i.test(arg)
          ? `no such fixture file: ${arg}`
          : `"${arg}" is neither a fixture file nor a chat (a chat id such as -1001234567890, or @username)`,
      );
    }
    printResult(input, values.json, result, (r) => renderPrompt(arg, r, input.style));
    return 0;
  },
});

function parseTarget(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^[1-9][0-9]*$/.test(value) || !Number.isSafeInteger(n))
    throw new UserError(`--target: expected a message id such as 1234 (got "${value}")`);
  return n;
}

import { CheckFailedError } from '../../support/errors.js';
import { defineCommand, printResult } from '../command.js';

export const replayCommand = defineCommand({
  name: ['replay'],
  help: '  replay <fixture.yaml> [--json]   Replay a fixture offline: the request, the plan, the actions',
  options: { json: { type: 'boolean', default: false } },
  args: { min: 1, max: 1 },
  usage: 'character-agent replay <fixture.yaml> [--json]',
  missing: 'replay needs a fixture file: character-agent replay <fixture.yaml> [--json]',
  run: async (input) => {
    const [file = ''] = input.args;
    const [{ replayFile }, { renderReplay }] = await Promise.all([
      import('../../offline/replay.js'),
      import('../../terminal/render.js'),
    ]);
    const result = await replayFile(file, input.log);
    printResult(input, input.values.json, result, (r) => renderReplay(file, r, input.style));
    if (result.failed) throw new CheckFailedError(`${file}: the replay failed: ${result.failed.join('; ')}`);
    return 0;
  },
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { UserError } from '../support/errors.js';
import { createLogger, type LogLevel } from '../support/log.js';
import { runDemo } from './demo.js';
import { promptFile, renderPrompt } from './prompt.js';
import { renderReplay } from './render.js';
import { replayFile } from './replay.js';
import { createStyle } from './style.js';

const USAGE = `Usage: character-agent <command> [options]

Commands:
  replay <fixture.yaml> [--json]   Replay a fixture offline: the request, the plan, the actions
  prompt <fixture.yaml> [--json]   Print the exact request a fixture's turn sends to the model
  demo                             Replay the bundled example conversations (offline)

Options:
  --json       Print one JSON object (replay, prompt)
  --verbose    Log what happens (to stderr)
  --help       Show this help`;

export async function main(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return command || values.help ? 0 : 1;
  }
  const level: LogLevel = values.verbose ? 'debug' : 'warn';
  const log = createLogger({ level });
  const style = createStyle();
  const write = (s: string) => process.stdout.write(s);

  switch (command) {
    case 'replay': {
      const file = rest[0];
      if (!file)
        throw new UserError('replay needs a fixture file: character-agent replay <fixture.yaml> [--json]');
      const result = await replayFile(file, log);
      write(values.json ? `${JSON.stringify(result, null, 2)}\n` : `${renderReplay(file, result, style)}\n`);
      return 0;
    }
    case 'prompt': {
      const file = rest[0];
      if (!file)
        throw new UserError('prompt needs a fixture file: character-agent prompt <fixture.yaml> [--json]');
      const result = await promptFile(file, log);
      write(values.json ? `${JSON.stringify(result, null, 2)}\n` : `${renderPrompt(file, result, style)}\n`);
      return 0;
    }
    case 'demo': {
      await runDemo(findExamples(), style, log, write);
      return 0;
    }
    default:
      throw new UserError(`unknown command "${command}" (try --help)`);
  }
}

/** The bundled examples: ./examples of the working directory, else the package's own. */
function findExamples(): string {
  const local = path.resolve('examples');
  if (existsSync(local)) return local;
  const packaged = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'examples');
  if (existsSync(packaged)) return packaged;
  throw new UserError('no examples folder found (run from the project folder)');
}

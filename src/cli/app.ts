import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { UserError } from '../support/errors.js';
import { createLogger, type LogLevel } from '../support/log.js';
import { runDemo } from './demo.js';
import { renderMediaReport, runMediaDescribe } from './media.js';
import { promptFile, renderPrompt } from './prompt.js';
import { renderReplay } from './render.js';
import { replayFile } from './replay.js';
import { createStyle } from './style.js';

const USAGE = `Usage: character-agent <command> [options]

Commands:
  replay <fixture.yaml> [--json]   Replay a fixture offline: the request, the plan, the actions
  prompt <fixture.yaml> [--json]   Print the exact request a fixture's turn sends to the model
  demo                             Replay the bundled example conversations (offline)
  media describe [--persona P] --fixture F [--budget N] [--json]
                                   Describe a persona's sticker sets and recent media in bulk
                                   (offline on a fixture; with GEMINI_API_KEY set, by Gemini)
  login <persona>                  Log a persona's Telegram account in (asks for the code)
  run                              Run every persona of config.yaml on Telegram

Options:
  --config <file>  The config file for login and run (default: config.yaml)
  --json           Print one JSON object (replay, prompt, media describe)
  --verbose        Log what happens (to stderr)
  --help           Show this help`;

export async function main(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean', default: false },
      persona: { type: 'string' },
      fixture: { type: 'string' },
      budget: { type: 'string' },
      config: { type: 'string', short: 'c', default: 'config.yaml' },
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
    case 'media': {
      if (rest[0] !== 'describe') {
        throw new UserError(
          'usage: character-agent media describe [--persona P] --fixture F [--budget N] [--json]',
        );
      }
      const apiKey = process.env.GEMINI_API_KEY?.trim();
      const report = await runMediaDescribe(
        {
          ...(values.persona ? { persona: values.persona } : {}),
          ...(values.fixture ? { fixture: values.fixture } : {}),
          ...(values.budget !== undefined ? { budget: values.budget } : {}),
          ...(apiKey ? { geminiApiKey: apiKey } : {}),
        },
        apiKey ? createLogger({ level, secrets: [apiKey] }) : log,
        process.stderr,
      );
      write(values.json ? `${JSON.stringify(report, null, 2)}\n` : `${renderMediaReport(report, style)}\n`);
      return 0;
    }
    case 'login': {
      const persona = rest[0];
      if (!persona) throw new UserError('login needs a persona: character-agent login <persona>');
      // Loaded on demand: GramJS takes a third of a second to import, which replay and demo never need.
      const [{ login }, { terminalPrompter }] = await Promise.all([
        import('./login.js'),
        import('./terminal.js'),
      ]);
      const prompter = terminalPrompter();
      try {
        await login(persona, { configFile: values.config, prompter });
      } finally {
        prompter.close();
      }
      return 0;
    }
    case 'run': {
      const { run } = await import('./run.js');
      const code = await run({ configFile: values.config, verbose: values.verbose });
      // Clients and timers may linger after a stop; do not let them hold the process.
      setTimeout(() => process.exit(code), 2_000).unref();
      return code;
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

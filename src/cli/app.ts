import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.js';
import { renderConfigJsonSchema } from '../config/json-schema.js';
import type { MediaDescribeReport } from '../media/bulk.js';
import { isChatReference, promptFile } from '../offline/prompt.js';
import { replayFile } from '../offline/replay.js';
import { UserError } from '../support/errors.js';
import { createLogger, type LogLevel } from '../support/log.js';
import { renderMediaReport } from '../terminal/media-report.js';
import { renderPrompt, renderReplay } from '../terminal/render.js';
import type { PromptResult } from '../terminal/results.js';
import { createStyle } from '../terminal/style.js';
import { runChat } from '../workbench/chat.js';
import { renderFindings, runChecks } from './check.js';
import { databaseSessionProbe } from './check-env.js';
import { runDemo } from './demo.js';
import { runMediaDescribe } from './media.js';
import { importPersona } from './persona.js';

const USAGE = `Usage: character-agent <command> [options]

Commands:
  replay <fixture.yaml> [--json]   Replay a fixture offline: the request, the plan, the actions
  prompt <fixture.yaml> [--json]   Print the exact request a fixture's turn sends to the model
  prompt <chat> --persona P [--target N] [--json]
                                   The same for a live chat (an id such as -1001234567890, or
                                   @username), read only: nothing is sent, marked read or stored
  demo                             Replay the bundled example conversations (offline)
  media describe --persona P [--budget N] [--chats N] [--json]
                                   Describe a persona's sticker sets and the media of its newest
                                   chats on Telegram with Gemini, and cache the descriptions
  media describe --fixture F [--persona P] [--budget N] [--json]
                                   The same offline, on a fixture's chat
  login <persona>                  Log a persona's Telegram account in (asks for the code)
  run                              Run every persona of config.yaml on Telegram
  chat <persona> [--group]         Talk to a persona in a simulated Telegram chat (/help inside)
  check                            Check config, prompts, media, keys and sessions (a doctor)
  persona import <card.json|png>   Add a SillyTavern character card (V2) to config.yaml as a persona
  schema [--out FILE]              Print (or write) the JSON Schema of config.yaml for editors

Options:
  --config F   The config file (login, run, prompt, media, chat, check, persona import;
               default config.yaml)
  --json       Print one JSON object (replay, prompt, media describe)
  --persona P  prompt, media describe: the persona (with a fixture: instead of the fixture's)
  --target N   prompt: the message to answer (default: the newest incoming one)
  --budget N   media describe: new descriptions allowed (default media.budget of config.yaml)
  --chats N    media describe: how many of the newest chats to look at (default 20)
  --group      chat: a group chat, where /as switches between people
  --as NAME    chat: your name (default Alex)
  --start ISO  chat: the chat clock's start (default now)
  --scripted   chat: use the scripted model even when GEMINI_API_KEY is set
  --phone P    persona import: the Telegram account's phone number (required)
  --name N     persona import: the persona's name (default: the card's)
  --timezone Z persona import: IANA time zone (default: this computer's)
  --role-prompts A,B  persona import: prompt files to add (e.g. Chatbot)
  --verbose    Log what happens (to stderr)
  --help       Show this help`;

export async function main(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv.map(shieldNegative),
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean', default: false },
      persona: { type: 'string' },
      fixture: { type: 'string' },
      budget: { type: 'string' },
      chats: { type: 'string' },
      target: { type: 'string' },
      config: { type: 'string', short: 'c', default: 'config.yaml' },
      verbose: { type: 'boolean', default: false },
      group: { type: 'boolean', default: false },
      as: { type: 'string', default: 'Alex' },
      start: { type: 'string' },
      scripted: { type: 'boolean', default: false },
      phone: { type: 'string' },
      name: { type: 'string' },
      timezone: { type: 'string' },
      'role-prompts': { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals.map(unshield);
  for (const [key, value] of Object.entries(values))
    if (typeof value === 'string') (values as Record<string, unknown>)[key] = unshield(value);
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
      const arg = rest[0];
      if (!arg)
        throw new UserError(
          'prompt needs a fixture file or a chat: character-agent prompt <fixture.yaml|chat> [--persona P] [--json]',
        );
      const target = parseTarget(values.target);
      const overrides = {
        ...(values.persona !== undefined ? { persona: values.persona } : {}),
        ...(target !== undefined ? { target } : {}),
      };
      let result: PromptResult;
      if (existsSync(arg)) {
        result = await promptFile(arg, log, overrides);
      } else if (isChatReference(arg)) {
        // Loaded on demand: it pulls in GramJS.
        const { promptLive } = await import('../live/prompt.js');
        result = await promptLive({
          configFile: values.config,
          chat: arg,
          persona: values.persona,
          verbose: values.verbose,
          ...(target !== undefined ? { target } : {}),
        }).finally(endSoon);
      } else {
        throw new UserError(
          /\.ya?ml$/i.test(arg)
            ? `no such fixture file: ${arg}`
            : `"${arg}" is neither a fixture file nor a chat (a chat id such as -1001234567890, or @username)`,
        );
      }
      write(values.json ? `${JSON.stringify(result, null, 2)}\n` : `${renderPrompt(arg, result, style)}\n`);
      return 0;
    }
    case 'demo': {
      await runDemo(findExamples(), style, log, write);
      return 0;
    }
    case 'media': {
      if (rest[0] !== 'describe') {
        throw new UserError(
          'usage: character-agent media describe --persona P [--budget N] [--chats N] [--json], or offline: --fixture F',
        );
      }
      let report: MediaDescribeReport;
      if (values.fixture) {
        // As everywhere: the environment, then .env of the working directory and the config's folder.
        const env = loadEnv([process.cwd(), path.dirname(path.resolve(values.config))]).values;
        const apiKey = env.GEMINI_API_KEY?.trim() || undefined;
        report = await runMediaDescribe(
          {
            ...(values.persona ? { persona: values.persona } : {}),
            fixture: values.fixture,
            ...(values.budget !== undefined ? { budget: values.budget } : {}),
            ...(apiKey ? { geminiApiKey: apiKey } : {}),
          },
          apiKey ? createLogger({ level, secrets: [apiKey] }) : log,
          process.stderr,
        );
      } else {
        const { describeLiveMedia } = await import('../live/media.js');
        report = await describeLiveMedia(
          {
            configFile: values.config,
            persona: values.persona,
            verbose: values.verbose,
            ...(values.budget !== undefined ? { budget: values.budget } : {}),
            ...(values.chats !== undefined ? { chats: values.chats } : {}),
          },
          process.stderr,
        ).finally(endSoon);
      }
      write(values.json ? `${JSON.stringify(report, null, 2)}\n` : `${renderMediaReport(report, style)}\n`);
      return 0;
    }
    case 'login': {
      const persona = rest[0];
      if (!persona) throw new UserError('login needs a persona: character-agent login <persona>');
      // Loaded on demand: GramJS takes a third of a second to import, which replay and demo never need.
      const [{ login }, { terminalPrompter }] = await Promise.all([
        import('../live/login.js'),
        import('../terminal/prompter.js'),
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
      const { run } = await import('../live/run.js');
      const code = await run({ configFile: values.config, verbose: values.verbose });
      // Clients and timers may linger after a stop; do not let them hold the process.
      setTimeout(() => process.exit(code), 2_000).unref();
      return code;
    }
    case 'chat': {
      const persona = rest[0];
      if (!persona) throw new UserError('chat needs a persona: character-agent chat <persona> [--group]');
      // The key may sit in a .env file (working directory, then next to config.yaml), as for `run`.
      const env = loadEnv([process.cwd(), path.dirname(path.resolve(values.config))]).values;
      const apiKey = values.scripted
        ? undefined
        : env.GEMINI_API_KEY?.trim() || env.GOOGLE_API_KEY?.trim() || undefined;
      return runChat({
        configFile: values.config,
        persona,
        group: values.group,
        userName: values.as,
        startMs: parseStart(values.start),
        ...(apiKey ? { apiKey } : {}),
        input: process.stdin,
        write,
        tty: Boolean(process.stdin.isTTY && process.stdout.isTTY),
        style,
        log,
      });
    }
    case 'check': {
      const configDir = path.dirname(path.resolve(values.config));
      const findings = runChecks({
        configFile: values.config,
        env: loadEnv([process.cwd(), configDir]),
        sessions: (config) => databaseSessionProbe(config.database),
      });
      write(`${renderFindings(findings, style)}\n`);
      return findings.some((f) => f.status === 'fail') ? 1 : 0;
    }
    case 'persona': {
      if (rest[0] !== 'import' || !rest[1])
        throw new UserError(
          'usage: character-agent persona import <card.json|card.png> --phone +1555… [--name N] [--config config.yaml]',
        );
      write(`${importPersona(rest[1], values, style)}\n`);
      return 0;
    }
    case 'schema': {
      const text = renderConfigJsonSchema();
      if (!values.out) {
        write(text);
        return 0;
      }
      mkdirSync(path.dirname(path.resolve(values.out)), { recursive: true });
      writeFileSync(values.out, text);
      write(`wrote ${values.out}\n`);
      return 0;
    }
    default:
      throw new UserError(`unknown command "${command}" (try --help)`);
  }
}

/**
 * GramJS may leave sockets and timers behind after a command on a live account, success or
 * failure: the process ends shortly after anyway, with the exit code already set.
 */
function endSoon(): void {
  setTimeout(() => process.exit(process.exitCode ?? 0), 2_000).unref();
}

/**
 * Chat ids of groups are negative (`-1001234567890`); parseArgs would take them for options.
 * A negative number is shielded from it and restored after parsing.
 */
const SHIELD = '\u0000';
function shieldNegative(arg: string): string {
  return /^-[0-9]+$/.test(arg) ? `${SHIELD}${arg}` : arg;
}
function unshield(arg: string): string {
  return arg.startsWith(SHIELD) ? arg.slice(1) : arg;
}

function parseTarget(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^[1-9][0-9]*$/.test(value) || !Number.isSafeInteger(n))
    throw new UserError(`--target: expected a message id such as 1234 (got "${value}")`);
  return n;
}

function parseStart(value: string | undefined): number {
  if (value === undefined) return Math.floor(Date.now() / 1000) * 1000;
  const ms = Date.parse(value);
  if (Number.isNaN(ms))
    throw new UserError(`--start: expected an ISO time such as 2026-01-02T15:04:05Z (got "${value}")`);
  return ms;
}

/** The bundled examples: ./examples of the working directory, else the package's own. */
function findExamples(): string {
  const local = path.resolve('examples');
  if (existsSync(local)) return local;
  const packaged = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'examples');
  if (existsSync(packaged)) return packaged;
  throw new UserError('no examples folder found (run from the project folder)');
}

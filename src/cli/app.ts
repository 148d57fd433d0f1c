import { parseArgs } from 'node:util';
import { UserError } from '../support/errors.js';
import { createLogger } from '../support/log.js';
import { suggestion } from '../support/suggest.js';
import { createStyle } from '../terminal/style.js';
import { type Command, GLOBAL_OPTIONS, type OptionSpecs, shieldNegative, unshield } from './command.js';
import { chatCommand } from './commands/chat.js';
import { checkCommand } from './commands/check.js';
import { compareCommand } from './commands/compare.js';
import { consoleCommand } from './commands/console.js';
import { demoCommand } from './commands/demo.js';
import { initCommand } from './commands/init.js';
import { loginCommand } from './commands/login.js';
import { maintenanceVacuumCommand } from './commands/maintenance.js';
import { mediaDescribeCommand } from './commands/media.js';
import {
  memoryEditCommand,
  memoryForgetCommand,
  memoryListCommand,
  memoryPinCommand,
  memoryShareCommand,
  memoryShowCommand,
  memoryUnpinCommand,
  memoryUnshareCommand,
} from './commands/memory.js';
import { personaImportCommand } from './commands/persona.js';
import { promptCommand } from './commands/prompt.js';
import { replayCommand } from './commands/replay.js';
import { runCommand } from './commands/run.js';
import { scheduleCommand } from './commands/schedule.js';
import { schemaCommand } from './commands/schema.js';
import { usageCommand } from './commands/usage.js';
import { failureOf } from './failure.js';

/**
 * Every command, in the order `--help` lists them. A new command is one file and one line here.
 * A command file imports its code inside `run` (`await import(…)`), so that `--help` and every
 * other command load none of it (tests/cli/startup.test.ts checks the built entry).
 */
export const COMMANDS: readonly Command[] = [
  initCommand,
  replayCommand,
  promptCommand,
  compareCommand,
  demoCommand,
  mediaDescribeCommand,
  loginCommand,
  runCommand,
  consoleCommand,
  chatCommand,
  checkCommand,
  personaImportCommand,
  maintenanceVacuumCommand,
  usageCommand,
  scheduleCommand,
  memoryListCommand,
  memoryShowCommand,
  memoryEditCommand,
  memoryForgetCommand,
  memoryShareCommand,
  memoryUnshareCommand,
  memoryPinCommand,
  memoryUnpinCommand,
  schemaCommand,
];

const OPTIONS_HELP = `Options:
  --config F   The config file (login, run, prompt, media, chat, check, persona import,
               maintenance, memory, schedule; default config.yaml); given to replay, prompt
               or compare (side A), it replaces a fixture's config:
  --json       Print one JSON object (replay, prompt, compare, media describe, usage, memory,
               schedule, check; replay of several fixtures: one line each)
  --persona P  init: the new persona's name; replay, prompt, media describe, memory, schedule: the persona (with a fixture:
               instead of the fixture's); usage: only this persona; compare: P for both sides,
               or P1,P2 for A and B
  --a F, --b F compare: the config of side A (default: each fixture's) and of side B
  --html F     compare: also write a self-contained HTML report to F (readable by you only)
  --live       compare: also ask each side's model what it would answer (needs its key)
  --samples K  compare --live: answers asked per turn (default 1, at most 20)
  --cache DIR  compare --live: where answers are kept (default .character-agent/compare-cache/)
  --judge      compare --live: A's model scores each pair of answers by a rubric
  --rubric F   compare --judge: the rubric (default Judge.md in A's prompts folder)
  --seed N     compare --judge: which answer the judge sees first (default: drawn, and reported)
  --at ISO     schedule: the moment to show: an ISO time, now (the default) or tomorrow
  --chat C     memory: the chat whose notes and summaries to see or change
  --person U   memory: the Telegram user the persona knows something about
  --demo       console: over the bundled examples, offline (the scripted model)
  --console    run: also serve the operator console
  --dry-run    run: read and plan real turns, but send, mark read and store nothing
  --record DIR run: save every turn to DIR as a replay fixture
  --port N     console, run --console: the port (default 0: a free one)
  --host H     console, run --console: the address to listen on (default 127.0.0.1;
               anything else is reachable from other machines, and warned about)
  --since S    usage: the period, back from now (30m, 24h, 7d; default 7d) or a date
  --target N   prompt: the message to answer (default: the newest incoming one)
  --fixture F  media describe: describe a fixture's media offline instead of a live account's
  --budget N   media describe: new descriptions allowed (default media.budget of config.yaml)
  --chats N    media describe: how many of the newest chats to look at (default 20)
  --group      chat: a group chat, where /as switches between people
  --as NAME    chat: your name (default Alex)
  --start ISO  chat: the chat clock's start (default now)
  --scripted   chat: use the scripted model even when GEMINI_API_KEY is set
  --about TEXT init: what the persona is like, in a line (default: a template to fill in)
  --yes        init: replace the persona's prompt file if it exists, without asking
  --phone P    persona import, init: the Telegram account's phone number (needed by login)
  --name N     persona import: the persona's name (default: the card's)
  --timezone Z persona import, init: IANA time zone (default: this computer's)
  --role-prompts A,B  persona import: prompt files to add (e.g. Chatbot)
  --integrity  check: also read every page of the state database (slow on a big one)
  --out FILE   schema: write the JSON Schema to FILE instead of printing it
  --verbose    Log what happens (to stderr)
  --help       Show this help`;

export const USAGE = `Usage: character-agent <command> [options]

Commands:
${COMMANDS.map((c) => c.help).join('\n')}

${OPTIONS_HELP}`;

/** Where a command line's output goes: the process's own streams, or a test's captured text. */
export interface CliIo {
  stdout: TextSink;
  stderr: TextSink;
}
interface TextSink {
  write(text: string): unknown;
  /** A terminal gets colours; a pipe or a test's sink gets plain text. */
  isTTY?: boolean;
}

const PROCESS_IO: CliIo = { stdout: process.stdout, stderr: process.stderr };

/**
 * Runs one command line and returns the exit code. Every failure is one line on stderr with the
 * exit code that tells a person or a supervisor what to do (see `failureOf`).
 */
export async function main(argv: readonly string[], io: CliIo = PROCESS_IO): Promise<number> {
  try {
    return await runCommandLine(argv, io);
  } catch (err) {
    const { line, code } = failureOf(err, argv.includes('--verbose'));
    io.stderr.write(`character-agent: ${line}\n`);
    return code;
  }
}

async function runCommandLine(argv: readonly string[], io: CliIo): Promise<number> {
  const args = argv.map(shieldNegative);
  // Every option of every command, to find the command wherever the options stand; the
  // command's own parse then accepts only its options, and names a mistyped one.
  const everyOption: OptionSpecs = Object.assign({}, GLOBAL_OPTIONS, ...COMMANDS.map((c) => c.options));
  const { values, positionals, tokens } = parseArgs({
    args,
    allowPositionals: true,
    strict: false,
    options: everyOption,
    tokens: true,
  });
  const words = positionals.map(unshield);
  const first = words[0];
  if (first === undefined || (values.help && !COMMANDS.some((c) => c.name[0] === first))) {
    const unknown = tokens.find((t) => t.kind === 'option' && !(t.name in everyOption));
    if (unknown?.kind === 'option' && !values.help)
      throw new UserError(
        `unknown option ${unknown.rawName} (${suggestion(unknown.rawName, optionNames(everyOption))}try --help)`,
      );
    io.stdout.write(`${USAGE}\n`);
    return first !== undefined || values.help ? 0 : 1;
  }
  if (values.help) {
    io.stdout.write(`${commandHelp(words)}\n`);
    return 0;
  }
  const command = findCommand(words);
  const level = values.verbose ? 'debug' : 'warn';
  return command.start(args, {
    log: createLogger({ level, write: (line) => io.stderr.write(`${line}\n`) }),
    level,
    style: createStyle(io.stdout),
    write: (s: string) => io.stdout.write(s),
  });
}

function optionNames(options: OptionSpecs): string[] {
  return Object.keys(options).map((name) => `--${name}`);
}

/** The command named by the first words; a group word alone (`media`) gets its command's usage. */
function findCommand(words: readonly string[]): Command {
  const named = COMMANDS.find((c) => c.name.every((w, i) => words[i] === w));
  if (named) return named;
  const partly = COMMANDS.find((c) => c.name[0] === words[0]);
  if (partly) throw new UserError(partly.missing);
  const word = words[0] ?? '';
  const near = suggestion(word, new Set(COMMANDS.map((c) => c.name.join(' '))));
  throw new UserError(`unknown command "${word}" (${near}try --help)`);
}

/**
 * `<command> --help`: its usage, what it does, its options and an example. A group word alone
 * (`memory --help`) shows each command of the group.
 */
export function commandHelp(words: readonly string[]): string {
  const named = COMMANDS.find((c) => c.name.every((w, i) => words[i] === w));
  const shown = named ? [named] : COMMANDS.filter((c) => c.name[0] === words[0]);
  return shown.map(oneCommandHelp).join('\n\n');
}

function oneCommandHelp(command: Command): string {
  const options = { ...command.options, ...GLOBAL_OPTIONS };
  const described = OPTION_ENTRIES.filter((entry) => entry.names.some((name) => name in options));
  return [
    `Usage: ${command.usage}`,
    '',
    description(command.help),
    '',
    'Options:',
    ...described.map((entry) => entry.text),
    '',
    'Example:',
    `  ${command.example}`,
  ].join('\n');
}

/** The description column of a command's lines in the Commands section (the usage stands above it). */
function description(help: string): string {
  return help
    .split('\n')
    .filter((line) => line.slice(DESCRIPTION_COLUMN - 2, DESCRIPTION_COLUMN) === '  ')
    .map((line) => line.slice(DESCRIPTION_COLUMN).trim())
    .filter((line) => line !== '')
    .join('\n');
}
const DESCRIPTION_COLUMN = 35;

/** The Options section cut into its entries: each option's lines, and the options it names. */
const OPTION_ENTRIES: readonly { names: string[]; text: string }[] = OPTIONS_HELP.split('\n')
  .slice(1)
  .reduce<{ names: string[]; text: string }[]>((entries, line) => {
    const head = /^ {2}(--[a-z-]+(?: [A-Z,]+)?(?:, --[a-z-]+(?: [A-Z,]+)?)*)/.exec(line)?.[1];
    const last = entries.at(-1);
    if (head !== undefined || last === undefined) {
      const names = [...(head ?? '').matchAll(/--([a-z-]+)/g)].map((m) => m[1] as string);
      entries.push({ names, text: line });
    } else last.text += `\n${line}`;
    return entries;
  }, []);

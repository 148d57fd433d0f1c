import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UserError } from '../support/errors.js';
import type { Logger, LogLevel } from '../support/log.js';
import { suggestion } from '../support/suggest.js';
import type { Style } from '../terminal/style.js';

/** One option as parseArgs takes it (single values only). */
export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  default?: string | boolean;
}
export type OptionSpecs = Record<string, OptionSpec>;

/** The parsed value of each option: what parseArgs returns for that spec. */
export type OptionValues<O extends OptionSpecs> = {
  [K in keyof O]: O[K] extends { type: 'boolean' }
    ? O[K] extends { default: boolean }
      ? boolean
      : boolean | undefined
    : O[K] extends { default: string }
      ? string
      : string | undefined;
};

/** Options every command takes. */
export const GLOBAL_OPTIONS = {
  config: { type: 'string', short: 'c', default: 'config.yaml' },
  verbose: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const satisfies OptionSpecs;

/** What the CLI hands every command besides its arguments. */
export interface CommandIo {
  log: Logger;
  level: LogLevel;
  style: Style;
  write: (text: string) => void;
}

/** The parsed command line of one command: its arguments, and its options with the global ones. */
export interface CommandInput<O extends OptionSpecs> extends CommandIo {
  args: string[];
  values: OptionValues<O & typeof GLOBAL_OPTIONS>;
  /** The options written on the command line (a value in `values` may be a default). */
  given: ReadonlySet<string>;
}

export interface CommandSpec<O extends OptionSpecs> {
  /** The words that name the command: `['replay']`, `['media', 'describe']`. */
  name: readonly string[];
  /** Its lines in the Commands section of `--help`. */
  help: string;
  /** Its own options (the global ones come on top). */
  options: O;
  /** Arguments after the name: how many are required and how many are allowed. */
  args: { min: number; max: number };
  /** How it is called, for the error on surplus arguments: `character-agent replay <fixture.yaml> [--json]`. */
  usage: string;
  /** A typical command line, shown by `<command> --help`. */
  example: string;
  /** The error when required arguments are missing, or the name is incomplete (`media`). */
  missing: string;
  /** Returns the exit code. */
  run(input: CommandInput<O>): Promise<number>;
}

/** A command of the table, its option types checked inside and erased outside. */
export interface Command {
  name: readonly string[];
  help: string;
  options: OptionSpecs;
  usage: string;
  example: string;
  missing: string;
  /** Parses `argv` (shielded, as `main` got it) for this command and runs it. */
  start(argv: string[], io: CommandIo): Promise<number>;
}

export function defineCommand<const O extends OptionSpecs>(spec: CommandSpec<O>): Command {
  return {
    name: spec.name,
    help: spec.help,
    options: spec.options,
    usage: spec.usage,
    example: spec.example,
    missing: spec.missing,
    start: async (argv, io) => {
      const { values, positionals, given } = parseOptions(spec, argv);
      const args = positionals.slice(spec.name.length);
      if (args.length < spec.args.min) throw new UserError(spec.missing);
      const surplus = args[spec.args.max];
      if (surplus !== undefined)
        throw new UserError(
          `${spec.name.join(' ')}: unexpected argument "${surplus}" (usage: ${spec.usage})`,
        );
      return spec.run({ ...io, args, values, given });
    },
  };
}

function parseOptions<O extends OptionSpecs>(
  spec: Pick<CommandSpec<O>, 'name' | 'options'>,
  argv: string[],
): { values: OptionValues<O & typeof GLOBAL_OPTIONS>; positionals: string[]; given: Set<string> } {
  const options: NonNullable<ParseArgsConfig['options']> = { ...GLOBAL_OPTIONS, ...spec.options };
  try {
    const parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options, tokens: true });
    for (const [key, value] of Object.entries(parsed.values))
      if (typeof value === 'string') (parsed.values as Record<string, unknown>)[key] = unshield(value);
    // parseArgs types its values from a literal config only; OptionValues says the same of ours.
    return {
      values: parsed.values as OptionValues<O & typeof GLOBAL_OPTIONS>,
      positionals: parsed.positionals.map(unshield),
      given: new Set(parsed.tokens.flatMap((t) => (t.kind === 'option' ? [t.name] : []))),
    };
  } catch (err) {
    const option = /^Unknown option '([^']+)'/.exec(err instanceof Error ? err.message : '')?.[1];
    if (option === undefined) throw err;
    const near = suggestion(
      option,
      Object.keys(options).map((name) => `--${name}`),
    );
    throw new UserError(`${spec.name.join(' ')} does not take ${option} (${near}try --help)`);
  }
}

/**
 * Chat ids of groups are negative (`-1001234567890`); parseArgs would take them for options.
 * A negative number is shielded from it and restored after parsing.
 */
const SHIELD = '\u0000';
export function shieldNegative(arg: string): string {
  return /^-[0-9]+$/.test(arg) ? `${SHIELD}${arg}` : arg;
}
export function unshield(arg: string): string {
  return arg.startsWith(SHIELD) ? arg.slice(1) : arg;
}

/**
 * GramJS may leave sockets and timers behind after a command on a live account, success or
 * failure: the process ends shortly after anyway, with the exit code already set.
 */
export function endSoon(): void {
  setTimeout(() => process.exit(process.exitCode ?? 0), 2_000).unref();
}

/** Prints a result as one JSON object or readably. */
export function printResult<T>(
  io: CommandIo,
  json: boolean,
  result: T,
  readable: (result: T) => string,
): void {
  io.write(json ? `${JSON.stringify(result, null, 2)}\n` : `${readable(result)}\n`);
}

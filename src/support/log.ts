/** A small structured logger. Passed in everywhere; nothing logs through a global. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every entry. */
  child(fields: LogFields): Logger;
}

export interface LogEntry {
  level: LogLevel;
  msg: string;
  fields: LogFields;
  time: number;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; defaults to stderr. */
  write?: (line: string) => void;
  json?: boolean;
  /** Secret values (API keys, session strings) replaced by `[redacted]` wherever they appear. */
  secrets?: readonly string[];
  now?: () => number;
  /** Also keeps the newest warnings and errors here, as written (secrets replaced). */
  recent?: RecentProblems;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const min = ORDER[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`));
  const redact = makeRedactor(options.secrets ?? []);
  const now = options.now ?? Date.now;
  const { recent } = options;
  const emit = (entry: LogEntry): void => {
    write(redact(options.json ? JSON.stringify(entry) : formatLine(entry)));
    if (recent && ORDER[entry.level] >= ORDER.warn) recent.add(problemOf(entry, redact));
  };
  return buildLogger(emit, {}, now, (level) => ORDER[level] >= min);
}

/** Keeps entries in memory; tests read `entries` to check what was logged. */
export function memoryLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const logger = buildLogger((entry) => entries.push(entry), {}, Date.now);
  return Object.assign(logger, { entries });
}

export const silentLogger: Logger = buildLogger(
  () => {},
  {},
  Date.now,
  () => false,
);

/**
 * `enabled` is asked before an entry is built: a level that is off costs a call and nothing
 * more (no merged fields, no clock read), which matters on the engine's per-reply path.
 */
function buildLogger(
  emit: (entry: LogEntry) => void,
  base: LogFields,
  now: () => number,
  enabled: (level: LogLevel) => boolean = () => true,
): Logger {
  const off = (): void => {};
  const at = (level: LogLevel) =>
    enabled(level)
      ? (msg: string, fields: LogFields = {}): void =>
          emit({ level, msg, fields: { ...base, ...fields }, time: now() })
      : off;
  const logger: Logger = {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    // Nothing to carry when every level is off: the same logger serves.
    child: (fields) =>
      LEVELS.some(enabled) ? buildLogger(emit, { ...base, ...fields }, now, enabled) : logger,
  };
  return logger;
}

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

function formatLine(entry: LogEntry): string {
  return `${entry.level.toUpperCase().padEnd(5)} ${formatText(entry.msg, entry.fields)}`;
}

function formatText(msg: string, fields: LogFields): string {
  const shown = Object.entries(fields)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? JSON.stringify(v) : safeJson(v)}`)
    .join(' ');
  return `${msg}${shown ? ` ${shown}` : ''}`;
}

/** A warning or error as the operator reads it again: the persona it is about apart. */
export interface Problem {
  level: 'warn' | 'error';
  time: number;
  persona?: string;
  /** The message and its other fields, as the log line has them (secrets replaced). */
  text: string;
}

function problemOf(entry: LogEntry, redact: (line: string) => string): Problem {
  const { persona, ...fields } = entry.fields;
  const named = typeof persona === 'string' ? { persona: redact(persona) } : {};
  const text = redact(formatText(entry.msg, typeof persona === 'string' ? fields : entry.fields));
  return { level: entry.level === 'error' ? 'error' : 'warn', time: entry.time, ...named, text };
}

/**
 * The newest warnings and errors of a process (at most `capacity`, the oldest go first), for the
 * console's panel; listeners hear of each as it comes and never throw back.
 */
export class RecentProblems {
  readonly #problems: Problem[] = [];
  readonly #listeners = new Set<(problem: Problem) => void>();

  constructor(readonly capacity = 50) {}

  add(problem: Problem): void {
    this.#problems.push(problem);
    if (this.#problems.length > this.capacity) this.#problems.shift();
    for (const listener of this.#listeners) {
      try {
        listener(problem);
      } catch {
        // A listener's failure (a closed page) is its own business.
      }
    }
  }

  /** Newest first. */
  list(): Problem[] {
    return [...this.#problems].reverse();
  }

  subscribe(listener: (problem: Problem) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

function safeJson(value: unknown): string {
  if (value instanceof Error) return JSON.stringify(value.message);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function makeRedactor(secrets: readonly string[]): (line: string) => string {
  const usable = secrets.filter((s) => s.length >= 6);
  if (usable.length === 0) return (line) => line;
  return (line) => usable.reduce((acc, secret) => acc.split(secret).join('[redacted]'), line);
}

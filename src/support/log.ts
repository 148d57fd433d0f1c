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
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const min = ORDER[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`));
  const redact = makeRedactor(options.secrets ?? []);
  const now = options.now ?? Date.now;
  const emit = (entry: LogEntry): void => {
    write(redact(options.json ? JSON.stringify(entry) : formatLine(entry)));
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
  const fields = Object.entries(entry.fields)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? JSON.stringify(v) : safeJson(v)}`)
    .join(' ');
  return `${entry.level.toUpperCase().padEnd(5)} ${entry.msg}${fields ? ` ${fields}` : ''}`;
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

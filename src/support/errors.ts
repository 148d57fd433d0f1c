/**
 * The process's exit codes (sysexits where one fits). A supervisor restarts only on 70 and 75;
 * every other failure needs a person, so restarting would only repeat it.
 */
export const EXIT = {
  ok: 0,
  /** A bad command line (and any other mistake of the person running it). */
  usage: 1,
  /** The command ran, and what it checked failed: `check` findings, a failed replay turn. */
  checkFailed: 2,
  /** An internal error: a bug, or something a restart may pass. */
  internal: 70,
  /** The state is held by another process (a second `run`). */
  stateHeld: 73,
  /** Storage I/O: a corrupt, full, read-only or unopenable file. */
  storage: 74,
  /** A temporary failure: try again later. */
  temporary: 75,
  /** Permission, or credentials and session ("log in again"). */
  permission: 77,
  /** Configuration: config.yaml, a prompt file, a persona. */
  config: 78,
} as const;

/**
 * An error meant for the person running the program: its message is one complete line
 * (file, line and field where they apply) and the CLI prints it without a stack trace, then
 * exits with `exitCode`.
 */
export class UserError extends Error {
  override readonly name: string = 'UserError';
  readonly exitCode: number = EXIT.usage;
}

/** Invalid configuration, prompt file or persona. */
export class ConfigError extends UserError {
  override readonly name = 'ConfigError';
  override readonly exitCode: number = EXIT.config;
}

/** An invalid replay fixture: an input named on the command line. */
export class FixtureError extends UserError {
  override readonly name = 'FixtureError';
}

/** The command ran, and what it checked failed (after printing its result). */
export class CheckFailedError extends UserError {
  override readonly name = 'CheckFailedError';
  override readonly exitCode: number = EXIT.checkFailed;
}

/** A file that cannot be read or written as it is: corrupt, full, on a read-only disk, a folder. */
export class StorageError extends UserError {
  override readonly name = 'StorageError';
  override readonly exitCode: number = EXIT.storage;
}

/** No permission for a file, or credentials and sessions that are missing or refused. */
export class AccessError extends UserError {
  override readonly name = 'AccessError';
  override readonly exitCode: number = EXIT.permission;
}

/** The state database is held by another process. */
export class StateHeldError extends UserError {
  override readonly name = 'StateHeldError';
  override readonly exitCode: number = EXIT.stateHeld;
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

/**
 * A failure worth trying again (network trouble, a 5xx, a flood wait). Each adapter classifies
 * its vendor's errors and throws this for the transient ones; anything else ends the task at
 * once with a logged reason. The task engine waits `retryAfterMs` when the other side said how
 * long (a wait above its limit fails the task with the reason), and otherwise backs off.
 */
export class RetryableError extends Error {
  override readonly name = 'RetryableError';
  /** When the other side said how long to wait. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options: { retryAfterMs?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.retryAfterMs = options.retryAfterMs;
  }
}

export function isRetryable(err: unknown): boolean {
  return err instanceof RetryableError;
}

export function retryAfterMs(err: unknown): number | undefined {
  return err instanceof RetryableError ? err.retryAfterMs : undefined;
}

/**
 * An error meant for the person running the program: its message is one complete line
 * (file, line and field where they apply) and the CLI prints it without a stack trace.
 */
export class UserError extends Error {
  override readonly name: string = 'UserError';
}

/** Invalid configuration, prompt file or persona. */
export class ConfigError extends UserError {
  override readonly name = 'ConfigError';
}

/** An invalid replay fixture. */
export class FixtureError extends UserError {
  override readonly name = 'FixtureError';
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

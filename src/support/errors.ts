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
 * A failure worth trying again (network trouble, a 5xx, a flood wait). Adapters wrap their
 * errors in it; anything else ends the task at once with a logged reason.
 */
export class RetryableError extends Error {
  override readonly name = 'RetryableError';
  readonly retryable = true;
  /** When the other side said how long to wait. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options: { retryAfterMs?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.retryAfterMs = options.retryAfterMs;
  }
}

const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
  'ENETUNREACH',
]);

export function isRetryable(err: unknown): boolean {
  if (err instanceof RetryableError) return true;
  if (typeof err !== 'object' || err === null) return false;
  if ('retryable' in err && err.retryable === true) return true;
  const code = 'code' in err ? String(err.code) : '';
  const causeCode =
    'cause' in err && err.cause && typeof err.cause === 'object' && 'code' in err.cause
      ? String(err.cause.code)
      : '';
  return NETWORK_CODES.has(code) || NETWORK_CODES.has(causeCode);
}

export function retryAfterMs(err: unknown): number | undefined {
  return err instanceof RetryableError ? err.retryAfterMs : undefined;
}

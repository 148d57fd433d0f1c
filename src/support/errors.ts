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
 *
 * The contract for a Telegram adapter (the engine retries within its policy, DESIGN.md):
 * - FLOOD_WAIT_n / SLOWMODE_WAIT_n: `new RetryableError(msg, { retryAfterMs: n * 1000, cause })`;
 *   the engine waits exactly that long (a wait above its limit fails the task with the reason).
 * - 5xx RPC errors, timeouts, lost connections: `new RetryableError(msg, { cause })`; the engine
 *   backs off exponentially.
 * - Anything else (400 MESSAGE_ID_INVALID, 403 CHAT_WRITE_FORBIDDEN, ...): throw as is.
 * Unwrapped GramJS errors are recognised by shape too (see `isRetryable`), as a safety net.
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
  if (telegramWaitMs(err) !== undefined) return true;
  // GramJS RPCError: 5xx is Telegram's side; -503 is its request timeout.
  if ('code' in err && typeof err.code === 'number' && (err.code >= 500 || err.code === -503)) return true;
  const code = 'code' in err ? String(err.code) : '';
  const causeCode =
    'cause' in err && err.cause && typeof err.cause === 'object' && 'code' in err.cause
      ? String(err.cause.code)
      : '';
  return NETWORK_CODES.has(code) || NETWORK_CODES.has(causeCode);
}

export function retryAfterMs(err: unknown): number | undefined {
  if (err instanceof RetryableError) return err.retryAfterMs;
  return typeof err === 'object' && err !== null ? telegramWaitMs(err) : undefined;
}

/** GramJS FloodWaitError / SlowModeWaitError: code 420 and the seconds Telegram asked for. */
function telegramWaitMs(err: object): number | undefined {
  if (!('code' in err) || err.code !== 420 || !('seconds' in err)) return undefined;
  const seconds = Number(err.seconds);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

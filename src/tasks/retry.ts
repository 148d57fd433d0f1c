import { errorMessage, isRetryable, retryAfterMs } from '../support/errors.js';

export interface RetryPolicy {
  /** Attempts per task, the first included; interrupted attempts (a crash) count too. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A longer wait asked for by Telegram (a flood wait) fails the task instead. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 2_000,
  maxDelayMs: 60_000,
  maxRetryAfterMs: 15 * 60_000,
};

/** What a failed attempt leads to: another one after `delayMs`, or failing for good. */
export type AfterFailure = { retryInMs: number; reason: string } | { fail: string; retryable: boolean };

/**
 * The outcome of attempt number `attempts` failing with `err` (pure): a retryable error is tried
 * again after the wait Telegram asked for, else after an exponential backoff, until the attempts
 * run out; a wait longer than the policy allows fails at once, saying so.
 */
export function afterFailure(policy: RetryPolicy, attempts: number, err: unknown): AfterFailure {
  const reason = errorMessage(err);
  const retryable = isRetryable(err);
  const asked = retryAfterMs(err);
  const tooLong = asked !== undefined && asked > policy.maxRetryAfterMs;
  if (retryable && !tooLong && attempts < policy.maxAttempts) {
    const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempts - 1));
    return { retryInMs: asked ?? backoff, reason };
  }
  if (!tooLong) return { fail: reason, retryable };
  const waitS = Math.round((asked ?? 0) / 1000);
  const allowedS = Math.round(policy.maxRetryAfterMs / 1000);
  return {
    fail: `${reason} (Telegram asked to wait ${waitS} s, more than the ${allowedS} s allowed)`,
    retryable,
  };
}

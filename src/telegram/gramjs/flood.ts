import type { Clock } from '../../support/clock.js';
import { errorMessage, RetryableError } from '../../support/errors.js';
import type { Logger } from '../../support/log.js';
import { floodWaitMs } from './errors.js';

export interface FloodPolicy {
  /** Waits Telegram asks for up to this are waited out in place; longer ones give up. */
  maxWaitMs: number;
  /** Retries of one call after flood waits. */
  retries: number;
}

/**
 * Runs Telegram calls under flood-wait discipline: a wait Telegram asks for is honoured before
 * the call is retried (a bounded number of times); other calls of the same method wait too
 * instead of hammering the API; a wait above the ceiling is not slept through — the call gives
 * up with a logged reason and a RetryableError carrying the wait, so the task engine can
 * reschedule it. GramJS's own silent flood sleeping is turned off (floodSleepThreshold 0).
 */
export class FloodGuard {
  /** Until when (clock ms) each method is under a flood wait. */
  readonly #until = new Map<string, number>();

  constructor(
    private readonly policy: FloodPolicy,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  async run<T>(method: string, call: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      await this.#respectWait(method);
      try {
        return await call();
      } catch (err) {
        const waitMs = floodWaitMs(err);
        if (waitMs === undefined) throw err;
        this.#until.set(method, Math.max(this.#until.get(method) ?? 0, this.clock.now() + waitMs));
        if (waitMs > this.policy.maxWaitMs) throw this.#giveUp(method, waitMs, 'above the ceiling', err);
        if (attempt >= this.policy.retries) throw this.#giveUp(method, waitMs, 'retries used up', err);
        this.log.info('Telegram flood wait: waiting before retrying', {
          method,
          waitMs,
          attempt: attempt + 1,
        });
      }
    }
  }

  /** The time left on a method's flood wait (0 when none). */
  remainingMs(method: string): number {
    return Math.max(0, (this.#until.get(method) ?? 0) - this.clock.now());
  }

  async #respectWait(method: string): Promise<void> {
    const remaining = this.remainingMs(method);
    if (remaining <= 0) return;
    if (remaining > this.policy.maxWaitMs) {
      throw new RetryableError(
        `${method} is under a Telegram flood wait for another ${Math.ceil(remaining / 1000)} s`,
        {
          retryAfterMs: remaining,
        },
      );
    }
    await this.clock.sleep(remaining);
  }

  #giveUp(method: string, waitMs: number, why: string, err: unknown): RetryableError {
    const reason = `Telegram asks to wait ${Math.ceil(waitMs / 1000)} s before ${method} (${why}; ceiling ${Math.round(this.policy.maxWaitMs / 1000)} s)`;
    this.log.warn('Telegram flood wait: giving up on this call', {
      method,
      waitMs,
      reason,
      error: errorMessage(err),
    });
    return new RetryableError(reason, { retryAfterMs: waitMs, cause: err });
  }
}

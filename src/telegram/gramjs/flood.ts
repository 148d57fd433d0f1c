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

/** What a flood wait applies to: a method, in one chat when the call names one. */
export interface FloodScope {
  method: string;
  /**
   * The chat the call acts on. Telegram's limits on sending (slow mode, flood waits on sends,
   * reactions and typing) are per chat: a wait in one chat never holds back another.
   */
  chat?: string;
  /**
   * Best-effort calls (typing) never sleep through a wait and are never retried: they fail at
   * once, and later ones fail without a request while the wait lasts.
   */
  bestEffort?: boolean;
}

/**
 * Runs Telegram calls under flood-wait discipline: a wait Telegram asks for is honoured before
 * the call is retried (a bounded number of times); other calls of the same method in the same
 * chat wait too instead of hammering the API; a wait above the ceiling is not slept through —
 * the call gives up with a logged reason and a RetryableError carrying the wait, so the task
 * engine can reschedule it. GramJS's own silent flood sleeping is turned off (floodSleepThreshold 0).
 */
export class FloodGuard {
  /** Until when (clock ms) each method (in a chat) is under a flood wait. */
  readonly #until = new Map<string, number>();

  constructor(
    private readonly policy: FloodPolicy,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  async run<T>(scope: string | FloodScope, call: () => Promise<T>): Promise<T> {
    const s = typeof scope === 'string' ? { method: scope } : scope;
    const key = keyOf(s.method, s.chat);
    const policy = s.bestEffort ? { maxWaitMs: 0, retries: 0 } : this.policy;
    for (let attempt = 0; ; attempt++) {
      await this.#respectWait(s, key, policy);
      try {
        return await call();
      } catch (err) {
        const waitMs = floodWaitMs(err);
        if (waitMs === undefined) throw err;
        this.#until.set(key, Math.max(this.#until.get(key) ?? 0, this.clock.now() + waitMs));
        if (waitMs > policy.maxWaitMs) throw this.#giveUp(s, waitMs, 'above the ceiling', err, policy);
        if (attempt >= policy.retries) throw this.#giveUp(s, waitMs, 'retries used up', err, policy);
        this.log.info('Telegram flood wait: waiting before retrying', {
          method: s.method,
          chat: s.chat,
          waitMs,
          attempt: attempt + 1,
        });
      }
    }
  }

  /** The time left on a method's flood wait in a chat, or on the method itself (0 when none). */
  remainingMs(method: string, chat?: string): number {
    return Math.max(0, (this.#until.get(keyOf(method, chat)) ?? 0) - this.clock.now());
  }

  async #respectWait(scope: FloodScope, key: string, policy: FloodPolicy): Promise<void> {
    const remaining = Math.max(0, (this.#until.get(key) ?? 0) - this.clock.now());
    if (remaining <= 0) return;
    if (remaining > policy.maxWaitMs) {
      const where = scope.chat === undefined ? '' : ` in chat ${scope.chat}`;
      throw new RetryableError(
        `${scope.method}${where} is under a Telegram flood wait for another ${Math.ceil(remaining / 1000)} s`,
        { retryAfterMs: remaining },
      );
    }
    await this.clock.sleep(remaining);
  }

  #giveUp(scope: FloodScope, waitMs: number, why: string, err: unknown, policy: FloodPolicy): RetryableError {
    const where = scope.chat === undefined ? '' : ` in chat ${scope.chat}`;
    const reason = `Telegram asks to wait ${Math.ceil(waitMs / 1000)} s before ${scope.method}${where} (${why}; ceiling ${Math.round(policy.maxWaitMs / 1000)} s)`;
    const fields = { method: scope.method, chat: scope.chat, waitMs, reason, error: errorMessage(err) };
    // A best-effort call giving up is expected and harmless.
    if (scope.bestEffort) this.log.debug('Telegram flood wait: best-effort call skipped', fields);
    else this.log.warn('Telegram flood wait: giving up on this call', fields);
    return new RetryableError(reason, { retryAfterMs: waitMs, cause: err });
  }
}

function keyOf(method: string, chat: string | undefined): string {
  return chat === undefined ? method : `${method}\u0000${chat}`;
}

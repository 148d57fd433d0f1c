import type { Clock } from '../support/clock.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { UserId } from '../telegram/types.js';

/**
 * The account's blocked peers, refreshed when older than its TTL. A failed refresh keeps the
 * previous list and is retried after `retryMs` — even the very first one, so an empty list never sticks.
 */
export class Blocklist {
  #ids = new Set<UserId>();
  #nextRefresh = 0;
  #refreshing: Promise<void> | undefined;

  constructor(
    private readonly load: () => Promise<UserId[]>,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly options: { blocklistTtlMs: number; retryMs: number },
  ) {}

  async has(id: UserId): Promise<boolean> {
    if (this.clock.now() >= this.#nextRefresh) {
      this.#refreshing ??= this.#refresh().finally(() => {
        this.#refreshing = undefined;
      });
      await this.#refreshing;
    }
    return this.#ids.has(id);
  }

  invalidate(): void {
    this.#nextRefresh = 0;
  }

  async #refresh(): Promise<void> {
    try {
      this.#ids = new Set(await this.load());
      this.#nextRefresh = this.clock.now() + this.options.blocklistTtlMs;
    } catch (err) {
      this.#nextRefresh = this.clock.now() + this.options.retryMs;
      this.log.warn('blocklist not refreshed; keeping the previous one', {
        entries: this.#ids.size,
        reason: errorMessage(err),
      });
    }
  }
}

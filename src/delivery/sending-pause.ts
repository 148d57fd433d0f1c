import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/log.js';

/** How long sending stays paused after Telegram limited the account, unless resumed earlier. */
export const SENDING_PAUSE_MS = 24 * 60 * 60_000;

/**
 * A persona's sending pause. When Telegram limits the account for spam (PEER_FLOOD), every
 * further message to someone who is not a contact would be refused too, and each refusal
 * counts against the account: sends to them are held, not failed, until the operator resumes
 * sending or the pause ends by itself. Logged once when it starts and once when it ends.
 */
export class SendingPause {
  #until: number | undefined;
  #resumed = new AbortController();

  constructor(
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly durationMs = SENDING_PAUSE_MS,
  ) {}

  /** Whether sends to people who are not contacts are held now. */
  isPaused(): boolean {
    if (this.#until === undefined) return false;
    if (this.clock.now() < this.#until) return true;
    this.#end('the pause is over');
    return false;
  }

  /** Until when sending is paused (clock ms), when it is. */
  pausedUntil(): number | undefined {
    return this.isPaused() ? this.#until : undefined;
  }

  /** Telegram limited the account: starts a pause, unless one is already on. */
  begin(reason: string): void {
    if (this.isPaused()) return;
    this.#until = this.clock.now() + this.durationMs;
    this.#resumed = new AbortController();
    this.log.error(`sending paused: ${reason}`, {
      held: 'messages to people who are not contacts',
      until: new Date(this.#until).toISOString(),
      resume: 'by the operator, or by itself when the pause is over',
    });
  }

  /** The operator lifts the pause: held sends go out. */
  resume(): void {
    if (this.#until === undefined) return;
    this.#end('resumed by the operator');
  }

  /** Resolves once sending is no longer paused; rejects when `signal` aborts (shutdown). */
  async wait(signal: AbortSignal): Promise<void> {
    for (;;) {
      const until = this.pausedUntil();
      if (until === undefined) return;
      const wake = AbortSignal.any([signal, this.#resumed.signal]);
      try {
        await this.clock.sleep(until - this.clock.now(), wake);
      } catch (err) {
        if (signal.aborted) throw err;
      }
    }
  }

  #end(why: string): void {
    this.#until = undefined;
    this.#resumed.abort();
    this.log.warn(`sending resumed: ${why}`);
  }
}

import { READY, type SendReadiness } from '../tasks/readiness.js';
import { isMessageTask, type Task } from '../tasks/types.js';
import type { ChatId } from '../telegram/types.js';

/** A stretch of time the connection to Telegram was down, `to` excluded. */
export interface Outage {
  from: number;
  to: number;
}

/**
 * How long the connection was down between `since` and `now` (pure): the overlap of that span
 * with the outages, the current one (`downSince`) running until `now`.
 */
export function downtimeMs(
  outages: readonly Outage[],
  downSince: number | undefined,
  since: number,
  now: number,
): number {
  const all = downSince === undefined ? outages : [...outages, { from: downSince, to: now }];
  let total = 0;
  for (const outage of all) total += Math.max(0, Math.min(outage.to, now) - Math.max(outage.from, since));
  return total;
}

/**
 * What a visible step (a message, a reaction) or a turn does while Telegram cannot be reached: it waits
 * for the connection, for at most `maxWaitMs` of time the connection was down since it first
 * waited; then it is given up, and its chat is remembered so that it can be marked unread once
 * the connection is back (`takeGivenUp`). The connection counts as back once what arrived
 * meanwhile has been caught up with, so a step is never sent past a message it has not seen:
 * that message has replanned the chat, and its turn decides.
 */
export class ConnectionWait {
  readonly #maxWaitMs: number;
  #downSince: number | undefined;
  /** Outages that ended, as long ago as a step may have waited. */
  #outages: Outage[] = [];
  /** When each held step first waited for the connection. */
  readonly #waitingSince = new Map<string, number>();
  readonly #givenUp = new Set<ChatId>();

  constructor(options: { maxWaitMs: number }) {
    this.#maxWaitMs = options.maxWaitMs;
  }

  get connected(): boolean {
    return this.#downSince === undefined;
  }

  /** The connection went down at `at` (again: the first moment counts). */
  lost(at: number): void {
    this.#downSince ??= at;
  }

  /** The connection is back, and what arrived meanwhile has been handed over. */
  returned(at: number): void {
    if (this.#downSince === undefined) return;
    this.#outages.push({ from: this.#downSince, to: at });
    this.#downSince = undefined;
    const oldest = Math.min(at, ...this.#waitingSince.values());
    this.#outages = this.#outages.filter((o) => o.to > oldest);
  }

  /** Chats a message was given up in since the last call: to be marked unread for the owner. */
  takeGivenUp(): ChatId[] {
    const chats = [...this.#givenUp];
    this.#givenUp.clear();
    return chats;
  }

  /** Whether a due visible step may go out now, waits for the connection, or is given up. */
  readiness(task: Task, now: number): SendReadiness {
    if (this.connected) {
      this.#waitingSince.delete(task.id);
      return READY;
    }
    const since = this.#waitingSince.get(task.id) ?? now;
    this.#waitingSince.set(task.id, since);
    const waited = downtimeMs(this.#outages, this.#downSince, since, now);
    if (waited < this.#maxWaitMs)
      return {
        heldUntil: now + this.#maxWaitMs - waited,
        because: 'Telegram is not connected',
        untilWoken: true,
      };
    this.#waitingSince.delete(task.id);
    if (isMessageTask(task) || task.type === 'received') this.#givenUp.add(task.chatId);
    const minutes = Math.round(this.#maxWaitMs / 60_000);
    return {
      giveUp: `${task.type === 'received' ? 'no turn' : 'not sent'}: Telegram could not be reached for ${minutes} min (telegram.send_wait_max_minutes); the chat is marked unread once the connection is back`,
    };
  }
}

import type { ConnectionMemory } from '../store/connection-memory.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import { READY, type SendReadiness } from '../tasks/readiness.js';
import { isMessageType, type Task, type TaskType } from '../tasks/types.js';
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

/** Where the wait is kept between runs: the store's `ConnectionMemory` (absent: memory only). */
export type ConnectionWaitMemory = Pick<
  ConnectionMemory,
  'load' | 'lost' | 'returned' | 'holding' | 'released' | 'gaveUp'
>;

/** A task whose give-up leaves its chat to be marked unread: a lost message, or a lost turn. */
function marksUnread(type: TaskType): boolean {
  return isMessageType(type) || type === 'received';
}

/**
 * What a visible step (a message, a reaction) or a turn does while Telegram cannot be reached: it waits
 * for the connection, for at most `maxWaitMs` of time the connection was down since it first
 * waited; then it is given up, and its chat is remembered so that it can be marked unread once
 * the connection is back (`toMark`). The connection counts as back once what arrived
 * meanwhile has been caught up with, so a step is never sent past a message it has not seen:
 * that message has replanned the chat, and its turn decides.
 *
 * Decisions are made in memory, at once; each change is also written to `memory`, in order
 * (`saved` resolves once all are), so that a restart, or a kill, takes the wait up where it
 * stood: an outage the process ended in goes on until the connection is back, a held step
 * keeps the time it already waited, and a chat whose reply was given up is still marked unread.
 */
export class ConnectionWait {
  readonly #maxWaitMs: number;
  readonly #memory: ConnectionWaitMemory | undefined;
  readonly #log: Logger | undefined;
  #downSince: number | undefined;
  /** Outages that ended, as long ago as a step may have waited. */
  #outages: Outage[] = [];
  /** When each held step first waited for the connection. */
  readonly #waitingSince = new Map<string, number>();
  readonly #givenUp = new Set<ChatId>();
  #saving: Promise<void> = Promise.resolve();

  constructor(options: { maxWaitMs: number; memory?: ConnectionWaitMemory; log?: Logger }) {
    this.#maxWaitMs = options.maxWaitMs;
    this.#memory = options.memory;
    this.#log = options.log;
  }

  get connected(): boolean {
    return this.#downSince === undefined;
  }

  /**
   * Takes up what the last run left (before anything else changes the wait). A held step whose
   * task failed meanwhile was given up, though the process ended before that was written; one
   * whose task is done, cancelled or gone waits no more.
   */
  async restore(now: number): Promise<void> {
    if (!this.#memory) return;
    const stored = await this.#memory.load();
    this.#outages = stored.outages;
    this.#downSince = stored.downSince;
    for (const chatId of stored.toMark) this.#givenUp.add(chatId);
    for (const { taskId, since, task } of stored.held) {
      if (task?.status === 'pending' || task?.status === 'active') this.#waitingSince.set(taskId, since);
      else if (task?.status === 'failed' && marksUnread(task.type)) {
        this.#givenUp.add(task.chatId);
        this.#save((m) => m.gaveUp(taskId, task.chatId, now));
      } else this.#save((m) => m.released(taskId));
    }
    await this.saved();
  }

  /** Resolves once every change so far is written (a failed write is logged, not thrown). */
  saved(): Promise<void> {
    return this.#saving;
  }

  /** The connection went down at `at` (again: the first moment counts). */
  lost(at: number): void {
    if (this.#downSince !== undefined) return;
    this.#downSince = at;
    this.#save((m) => m.lost(at));
  }

  /** The connection is back, and what arrived meanwhile has been handed over. */
  returned(at: number): void {
    const from = this.#downSince;
    if (from === undefined) return;
    this.#outages.push({ from, to: at });
    this.#downSince = undefined;
    const oldest = Math.min(at, ...this.#waitingSince.values());
    this.#outages = this.#outages.filter((o) => o.to > oldest);
    this.#save((m) => m.returned(from, at, oldest));
  }

  /** Chats a message was given up in and not yet marked unread for the owner. */
  toMark(): ChatId[] {
    return [...this.#givenUp];
  }

  /**
   * Marks unread, once each, the chats a reply was given up in (once every change is written, so
   * the marks' own records follow the give-ups'); a mark Telegram did not take (false) is made at
   * the next call.
   */
  async markGivenUp(markUnread: (chatId: ChatId) => Promise<boolean>): Promise<void> {
    await this.saved();
    for (const chatId of [...this.#givenUp]) {
      this.#log?.warn('a reply was given up while Telegram could not be reached: marking the chat unread', {
        chat: chatId,
      });
      if (await markUnread(chatId)) this.#givenUp.delete(chatId);
    }
  }

  /** Whether a due visible step may go out now, waits for the connection, or is given up. */
  readiness(task: Task, now: number): SendReadiness {
    if (this.connected) {
      if (this.#waitingSince.delete(task.id)) this.#save((m) => m.released(task.id));
      return READY;
    }
    let since = this.#waitingSince.get(task.id);
    if (since === undefined) {
      since = now;
      this.#waitingSince.set(task.id, now);
      this.#save((m) => m.holding(task.id, now));
    }
    const waited = downtimeMs(this.#outages, this.#downSince, since, now);
    if (waited < this.#maxWaitMs)
      return {
        heldUntil: now + this.#maxWaitMs - waited,
        because: 'Telegram is not connected',
        untilWoken: true,
      };
    this.#waitingSince.delete(task.id);
    const chatId = marksUnread(task.type) ? task.chatId : undefined;
    if (chatId !== undefined) this.#givenUp.add(chatId);
    this.#save((m) => m.gaveUp(task.id, chatId, now));
    const minutes = Math.round(this.#maxWaitMs / 60_000);
    return {
      giveUp: `${task.type === 'received' ? 'no turn' : 'not sent'}: Telegram could not be reached for ${minutes} min (telegram.send_wait_max_minutes); the chat is marked unread once the connection is back`,
    };
  }

  #save(write: (memory: ConnectionWaitMemory) => Promise<void>): void {
    const memory = this.#memory;
    if (!memory) return;
    this.#saving = this.#saving
      .then(() => write(memory))
      .catch((err: unknown) => {
        this.#log?.warn('the connection wait was not saved; a restart may wait afresh', {
          reason: errorMessage(err),
        });
      });
  }
}

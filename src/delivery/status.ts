import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { TelegramPort } from '../telegram/port.js';
import type { ChatId, MessageId } from '../telegram/types.js';

/** Where a message stands, as its status reaction shows it. */
export type Status = 'queued' | 'working' | 'handled' | 'delivered' | 'error';

export const STATUS_EMOJI: Readonly<Record<Status, string>> = {
  queued: '👀',
  working: '🤔',
  handled: '👍',
  delivered: '🏆',
  error: '😱',
};

const FINAL: ReadonlySet<Status> = new Set(['handled', 'delivered', 'error']);

export interface StatusReactionsOptions {
  port: TelegramPort;
  log: Logger;
  /** Read on every update: the persona's `status_reactions` setting. */
  enabled: () => boolean;
  /** A reaction that takes longer is given up (and logged); default 5 s. */
  timeoutMs?: number;
}

/**
 * Shows a message's status as the persona's reaction on it. Updates of one chat are applied in
 * order; an update overtaken by a newer one for the same message is skipped. A failed or slow
 * reaction is logged and never blocks or fails anything else: `show` never rejects.
 */
export class StatusReactions {
  readonly #options: StatusReactionsOptions;
  readonly #chains = new Map<ChatId, Promise<void>>();
  /** The newest status asked for, per message, until a final one is applied. */
  readonly #wanted = new Map<string, Status>();
  /** What is on the message now, per message, until a final status is applied. */
  readonly #shown = new Map<string, string>();

  constructor(options: StatusReactionsOptions) {
    this.#options = options;
  }

  get enabled(): boolean {
    return this.#options.enabled();
  }

  /** Asks for `status` on the messages; resolves once applied, failed or given up. */
  show(chatId: ChatId, messageIds: readonly MessageId[], status: Status): Promise<void> {
    if (messageIds.length === 0 || !this.#options.enabled()) return Promise.resolve();
    for (const id of messageIds) this.#wanted.set(key(chatId, id), status);
    const previous = this.#chains.get(chatId) ?? Promise.resolve();
    const next = previous.then(() => this.#apply(chatId, messageIds, status));
    this.#chains.set(chatId, next);
    void next.then(() => {
      if (this.#chains.get(chatId) === next) this.#chains.delete(chatId);
    });
    return next;
  }

  /** Resolves when every update asked for so far is done. */
  async idle(): Promise<void> {
    while (this.#chains.size > 0) await Promise.all([...this.#chains.values()]);
  }

  async #apply(chatId: ChatId, messageIds: readonly MessageId[], status: Status): Promise<void> {
    const emoji = STATUS_EMOJI[status];
    for (const id of messageIds) {
      const k = key(chatId, id);
      if (this.#wanted.get(k) !== status) continue;
      if (this.#shown.get(k) !== emoji) {
        try {
          await this.#withTimeout(this.#options.port.react(chatId, id, emoji));
          this.#shown.set(k, emoji);
        } catch (err) {
          this.#options.log.warn('status reaction not shown (nothing else is affected)', {
            chat: chatId,
            message: id,
            status,
            reason: errorMessage(err),
          });
        }
      }
      if (FINAL.has(status) && this.#wanted.get(k) === status) {
        this.#wanted.delete(k);
        this.#shown.delete(k);
      }
    }
  }

  async #withTimeout(work: Promise<void>): Promise<void> {
    const ms = this.#options.timeoutMs ?? 5_000;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from Telegram within ${ms} ms`)), ms);
    });
    try {
      await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

function key(chatId: ChatId, id: MessageId): string {
  return `${chatId}\u0000${id}`;
}

import type { ChatPausePort } from '../tasks/journal.js';
import type { ChatId } from '../telegram/types.js';
import type { Db } from './schema.js';
import { type Sql, sqlOf } from './sql.js';

/** The paused chats of each persona whose pauses were read, shared by every `ChatPauses` on one database. */
type PausedChats = Map<string, Set<ChatId>>;
const PAUSED: object = {};

/**
 * The chats the operator paused, per persona. A pause outlives restarts until it is lifted.
 * Every turn asks twice whether its chat is paused, so a persona's pauses are read once and then
 * kept in memory, changed only here, by the writes that change the table (nothing else writes
 * it); the table stays the source of truth and is read again after a start.
 */
export class ChatPauses implements ChatPausePort {
  readonly #sql: Sql;

  constructor(
    db: Db,
    private readonly now: () => number,
  ) {
    this.#sql = sqlOf(db);
  }

  async pause(agent: string, chatId: ChatId): Promise<void> {
    await this.#sql.atomically((sql) => {
      sql.run(
        'INSERT INTO chat_pauses (agent, chat_id, paused_at) VALUES (?, ?, ?) ON CONFLICT (agent, chat_id) DO NOTHING',
        [agent, chatId, this.now()],
      );
      this.#sql.whenCommitted(() => this.#kept().get(agent)?.add(chatId));
    });
  }

  async resume(agent: string, chatId: ChatId): Promise<void> {
    await this.#sql.atomically((sql) => {
      sql.run('DELETE FROM chat_pauses WHERE agent = ? AND chat_id = ?', [agent, chatId]);
      this.#sql.whenCommitted(() => this.#kept().get(agent)?.delete(chatId));
    });
  }

  async isPaused(agent: string, chatId: ChatId): Promise<boolean> {
    return (await this.#paused(agent)).has(chatId);
  }

  /** The paused chats of a persona. */
  async list(agent: string): Promise<Set<ChatId>> {
    return new Set(await this.#paused(agent));
  }

  #paused(agent: string): Promise<ReadonlySet<ChatId>> {
    const kept = this.#kept().get(agent);
    if (kept) return Promise.resolve(kept);
    return this.#sql.atomically((sql) => {
      const rows = sql.all<{ chat_id: string }>('SELECT chat_id FROM chat_pauses WHERE agent = ?', [agent]);
      const paused = new Set(rows.map((r) => r.chat_id));
      // Read inside a transaction, the rows may still be rolled back: kept only when committed.
      if (!this.#sql.inTransaction) this.#kept().set(agent, paused);
      return paused;
    });
  }

  #kept(): PausedChats {
    return this.#sql.shared(PAUSED, (): PausedChats => new Map());
  }
}

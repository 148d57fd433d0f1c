import { type ChatId, type InboundMessage, inAccountSequence, type MessageId } from '../telegram/types.js';
import { TASKS_OPEN_OR_FAILED } from './migrations.js';
import type { Db } from './schema.js';
import { type Sql, type SqlValue, sqlOf } from './sql.js';

/**
 * What this process last stored of each recent chat's messages (their bodies, by id): the next
 * turn reads mostly the same window, and only what is new or changed needs writing.
 *
 * Bounded by what a turn reads: each chat keeps about as many bodies as its largest window
 * (a history window and its reply chain, read through `changed`) plus `SLACK`, never more than
 * `perChat`, dropping the longest-stored first; and only the `chats` most recent chats. The
 * bodies of a chat are stored in the order they arrive, so the ones dropped are those the
 * window has slid past. A body dropped too soon costs one write, never a wrong answer.
 */
export class WrittenWindows {
  readonly #chats = new Map<string, ChatBodies>();

  constructor(
    private readonly chats = 256,
    private readonly perChat = 2048,
  ) {}

  /** The rows of `rows` that differ from what was stored for their chat. */
  changed<R extends StoredBody>(agent: string, rows: readonly R[]): R[] {
    this.#noteWindow(agent, rows);
    return rows.filter((r) => this.#chats.get(key(agent, r.chat_id))?.bodies.get(r.msg_id) !== r.body);
  }

  /** Notes `rows` as stored. */
  written(agent: string, rows: readonly StoredBody[]): void {
    for (const r of rows) {
      const chat = this.#chat(key(agent, r.chat_id));
      chat.bodies.delete(r.msg_id);
      chat.bodies.set(r.msg_id, r.body);
      if (chat.bodies.size > chat.limit) chat.bodies.delete(chat.bodies.keys().next().value as MessageId);
    }
  }

  /** A message was stored some other way: the next window writes it again. */
  forget(agent: string, chatId: ChatId, id: MessageId): void {
    this.#chats.get(key(agent, chatId))?.bodies.delete(id);
  }

  /** A window of `rows` was read: each chat it shows keeps at least that many bodies from now on. */
  #noteWindow(agent: string, rows: readonly StoredBody[]): void {
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.chat_id, (counts.get(r.chat_id) ?? 0) + 1);
    for (const [chatId, count] of counts) {
      const chat = this.#chat(key(agent, chatId));
      chat.limit = Math.max(chat.limit, Math.min(this.perChat, count + SLACK));
    }
  }

  /** The chat's bodies, made the most recent chat (the least recent beyond `chats` are dropped). */
  #chat(k: string): ChatBodies {
    const chat = this.#chats.get(k) ?? { bodies: new Map<MessageId, string>(), limit: SLACK };
    this.#chats.delete(k);
    this.#chats.set(k, chat);
    while (this.#chats.size > this.chats) this.#chats.delete(this.#chats.keys().next().value as string);
    return chat;
  }
}

/**
 * Bodies kept beyond a chat's largest window: the messages taken in between two turns (they are
 * in the next window) and an edited or replied-to message stored out of order.
 */
const SLACK = 64;

interface ChatBodies {
  bodies: Map<MessageId, string>;
  /** Most bodies kept: the chat's largest window so far plus `SLACK`, at most `perChat`. */
  limit: number;
}

interface StoredBody {
  chat_id: string;
  msg_id: MessageId;
  body: string;
}

/** Every message the agent has seen, keyed by (agent, chat, message id): the inbound dedupe. */
export class MessageLog {
  readonly #sql: Sql;

  constructor(
    db: Db,
    private readonly now: () => number,
    /** Shared by the log and the same log in a transaction. */
    private readonly windows = new WrittenWindows(),
  ) {
    this.#sql = sqlOf(db);
  }

  /** The same log working inside `trx`. */
  in(trx: Db): MessageLog {
    return new MessageLog(trx, this.now, this.windows);
  }

  /** Stores a message; returns false when it was already known. */
  async remember(
    agent: string,
    message: InboundMessage,
    options: { handled?: boolean } = {},
  ): Promise<boolean> {
    this.windows.forget(agent, message.chatId, message.id);
    const r = row(agent, message, this.now());
    const inserted = await this.#sql.run(
      `INSERT INTO inbound_messages (agent, chat_id, msg_id, sender_id, date, body, received_at, handled)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (agent, chat_id, msg_id) DO NOTHING`,
      [...values(r), options.handled ? 1 : 0],
    );
    return inserted > 0;
  }

  /**
   * Records a message Telegram delivered to the agent. True when it should start a turn: it
   * was never delivered before and no finished turn has answered it yet (it may already be
   * known from a fetched history), or it was delivered but the turn for it failed (nothing is
   * left to answer it: a turn that could not reach the chat is tried again when a scan or a
   * catch-up delivers the message anew). False for a repeated delivery.
   */
  async accept(agent: string, message: InboundMessage): Promise<boolean> {
    this.windows.forget(agent, message.chatId, message.id);
    const now = this.now();
    const r = row(agent, message, now);
    const inserted = await this.#sql.run(
      `INSERT INTO inbound_messages (agent, chat_id, msg_id, sender_id, date, body, received_at, handled, accepted_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?) ON CONFLICT (agent, chat_id, msg_id) DO NOTHING`,
      [...values(r), now],
    );
    if (inserted > 0) {
      // The next turn's history window holds it: once committed, it need not be written again.
      this.#sql.whenCommitted(() => this.windows.written(agent, [r]));
      return true;
    }
    const known = await this.#sql.get<{ accepted_at: number | null; handled: number }>(
      'SELECT accepted_at, handled FROM inbound_messages WHERE agent = ? AND chat_id = ? AND msg_id = ?',
      [agent, message.chatId, message.id],
    );
    if (!known) return false;
    if (known.accepted_at !== null) {
      if (known.handled !== 0) return false;
      if (await this.#sql.get(SELECT_OPEN_TURN, [agent, message.chatId])) return false;
      if (!(await this.#sql.get(SELECT_FAILED_TURN, [agent, message.chatId, known.accepted_at])))
        return false;
    }
    await this.#sql.run(
      'UPDATE inbound_messages SET accepted_at = ?, body = ? WHERE agent = ? AND chat_id = ? AND msg_id = ?',
      [now, r.body, agent, message.chatId, message.id],
    );
    return known.handled === 0;
  }

  /**
   * Stores many messages (a fetched history window), ignoring known ones and updating those
   * whose content changed. Consecutive turns read mostly the same window: what this process
   * already stored unchanged is not written again.
   */
  async rememberAll(agent: string, messages: readonly InboundMessage[]): Promise<void> {
    const now = this.now();
    const rows = this.windows.changed(
      agent,
      messages.map((m) => row(agent, m, now)),
    );
    if (rows.length === 0) return;
    const write = async (sql: Sql) => {
      for (let at = 0; at < rows.length; at += BATCH) {
        const batch = rows.slice(at, at + BATCH);
        await sql.run(
          `INSERT INTO inbound_messages (agent, chat_id, msg_id, sender_id, date, body, received_at, handled)
           VALUES ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?, 0)').join(', ')}
           ON CONFLICT (agent, chat_id, msg_id) DO UPDATE SET body = excluded.body
           WHERE inbound_messages.body <> excluded.body`,
          batch.flatMap(values),
        );
      }
    };
    // One statement is atomic on its own; more take a transaction.
    await (rows.length <= BATCH ? write(this.#sql) : this.#sql.transaction(write));
    // Only once it is committed: a rolled-back write must be written again next time.
    this.#sql.whenCommitted(() => this.windows.written(agent, rows));
  }

  async get(agent: string, chatId: ChatId, id: MessageId): Promise<InboundMessage | undefined> {
    const found = await this.#sql.get<{ body: string }>(
      'SELECT body FROM inbound_messages WHERE agent = ? AND chat_id = ? AND msg_id = ?',
      [agent, chatId, id],
    );
    return found ? (JSON.parse(found.body) as InboundMessage) : undefined;
  }

  /**
   * The newest stored message of a chat not sent by `not` (the account itself): who the persona
   * talks with there, and whether they ever wrote.
   */
  async newestFrom(agent: string, chatId: ChatId, who: { not: string }): Promise<InboundMessage | undefined> {
    const found = await this.#sql.get<{ body: string }>(
      `SELECT body FROM inbound_messages WHERE agent = ? AND chat_id = ? AND sender_id <> ?
       ORDER BY msg_id DESC LIMIT 1`,
      [agent, chatId, who.not],
    );
    return found ? (JSON.parse(found.body) as InboundMessage) : undefined;
  }

  /**
   * How many stored messages of a chat are newer than `after` (all when undefined): a cheap look
   * before asking Telegram for a history to summarise.
   */
  async countNewer(agent: string, chatId: ChatId, after: MessageId | undefined): Promise<number> {
    const row = await this.#sql.get<{ n: number }>(
      'SELECT count(*) AS n FROM inbound_messages WHERE agent = ? AND chat_id = ? AND msg_id > ?',
      [agent, chatId, after ?? 0],
    );
    return row?.n ?? 0;
  }

  /** Messages Telegram delivered that no finished turn has answered yet, oldest first. */
  async unhandled(agent: string, chatId: ChatId): Promise<InboundMessage[]> {
    const rows = await this.#sql.all<{ body: string }>(SELECT_UNHANDLED, [agent, chatId]);
    return rows.map((r) => JSON.parse(r.body) as InboundMessage);
  }

  /**
   * Marks stored messages deleted (kept, so a reply to one shows as a reply to a deleted
   * message). Without `chatId` (Telegram does not say for private chats) the ids are looked up in
   * every chat of the agent. Returns the chats whose messages were marked.
   */
  async markDeleted(agent: string, ids: readonly MessageId[], chatId?: ChatId): Promise<ChatId[]> {
    if (ids.length === 0) return [];
    const marks = ids.map(() => '?').join(', ');
    const rows = await this.#sql.all<{ chat_id: string; msg_id: number; body: string }>(
      chatId === undefined
        ? `SELECT chat_id, msg_id, body FROM inbound_messages WHERE agent = ? AND msg_id IN (${marks})`
        : `SELECT chat_id, msg_id, body FROM inbound_messages WHERE agent = ? AND chat_id = ? AND msg_id IN (${marks})`,
      chatId === undefined ? [agent, ...ids] : [agent, chatId, ...ids],
    );
    const chats = new Set<ChatId>();
    for (const r of rows) {
      // Without a chat, the ids are the account's: a supergroup's own ids are other messages.
      if (chatId === undefined && !inAccountSequence(r.chat_id)) continue;
      const message = JSON.parse(r.body) as InboundMessage;
      chats.add(r.chat_id);
      if (message.deleted) continue;
      message.deleted = true;
      this.windows.forget(agent, r.chat_id, r.msg_id);
      await this.#sql.run(
        'UPDATE inbound_messages SET body = ? WHERE agent = ? AND chat_id = ? AND msg_id = ?',
        [JSON.stringify(message), agent, r.chat_id, r.msg_id],
      );
    }
    return [...chats];
  }

  /** Marks the chat's messages up to `upTo` answered; only those not answered yet are touched. */
  async markHandled(agent: string, chatId: ChatId, upTo: MessageId): Promise<void> {
    await this.#sql.run(MARK_HANDLED, [agent, chatId, upTo]);
  }
}

/** A literal `handled = 0`: the partial index of unhandled messages serves it, whatever the chat's age. */
export const MARK_HANDLED =
  'UPDATE inbound_messages SET handled = 1 WHERE agent = ? AND chat_id = ? AND handled = 0 AND msg_id <= ?';

/** A literal `handled = 0` too, for the same index. */
export const SELECT_UNHANDLED =
  'SELECT body FROM inbound_messages WHERE agent = ? AND chat_id = ? AND handled = 0 AND accepted_at IS NOT NULL ORDER BY msg_id';

/** Whether a turn of the chat is still to run (a delivered message is then in its hands). */
export const SELECT_OPEN_TURN = `SELECT 1 AS open FROM tasks WHERE ${TASKS_OPEN_OR_FAILED} AND agent = ? AND chat_id = ? AND status IN ('pending', 'active') AND type = 'received' LIMIT 1`;

/** Whether a turn of the chat failed for good since `accepted_at` (the message's turn, or its successor). */
export const SELECT_FAILED_TURN = `SELECT 1 AS failed FROM tasks WHERE ${TASKS_OPEN_OR_FAILED} AND agent = ? AND chat_id = ? AND status = 'failed' AND type = 'received' AND updated_at >= ? LIMIT 1`;

/** Rows per INSERT of a history window (a window is up to a thousand messages). */
const BATCH = 100;

/** What a turn needs of the message log: remember what it read, look up what it did not. */
export type TurnMessages = Pick<MessageLog, 'rememberAll' | 'get'>;

/**
 * A turn's fetched windows, held in memory until the transaction that stores the turn's plan
 * writes them (`take`), instead of a commit of their own before the model call. The turn reads
 * back what it holds first. Whoever changes a held message meanwhile (an edit, a deletion)
 * writes what is held first, so the stored order of changes stays the order they happened.
 */
export class HeldWindow implements TurnMessages {
  readonly #held = new Map<string, InboundMessage>();

  constructor(private readonly log: Pick<MessageLog, 'get'>) {}

  async rememberAll(_agent: string, messages: readonly InboundMessage[]): Promise<void> {
    for (const m of messages) {
      const k = `${m.chatId}\u0000${m.id}`;
      this.#held.delete(k);
      this.#held.set(k, m);
    }
  }

  async get(agent: string, chatId: ChatId, id: MessageId): Promise<InboundMessage | undefined> {
    return this.#held.get(`${chatId}\u0000${id}`) ?? (await this.log.get(agent, chatId, id));
  }

  /** What is held, in the order it was fetched; the window holds nothing afterwards. */
  take(): InboundMessage[] {
    const held = [...this.#held.values()];
    this.#held.clear();
    return held;
  }
}

/**
 * A message log read from `base` with writes kept in `overlay` (read first): `prompt` on a live
 * chat finds messages the state database (opened read-only) remembers and stores nothing there.
 */
export class OverlayMessages implements TurnMessages {
  constructor(
    private readonly base: Pick<MessageLog, 'get'>,
    private readonly overlay: TurnMessages,
  ) {}

  rememberAll(agent: string, messages: readonly InboundMessage[]): Promise<void> {
    return this.overlay.rememberAll(agent, messages);
  }

  async get(agent: string, chatId: ChatId, id: MessageId): Promise<InboundMessage | undefined> {
    return (await this.overlay.get(agent, chatId, id)) ?? (await this.base.get(agent, chatId, id));
  }
}

function row(agent: string, message: InboundMessage, now: number) {
  return {
    agent,
    chat_id: message.chatId,
    msg_id: message.id,
    sender_id: message.senderId,
    date: message.date,
    body: JSON.stringify(message),
    received_at: now,
  };
}

/** A row's values in the column order of the INSERTs above. */
function values(r: ReturnType<typeof row>): SqlValue[] {
  return [r.agent, r.chat_id, r.msg_id, r.sender_id, r.date, r.body, r.received_at];
}

function key(agent: string, chatId: ChatId): string {
  return `${agent}\u0000${chatId}`;
}

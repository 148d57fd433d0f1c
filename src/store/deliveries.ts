import type { ChatId, MessageId } from '../telegram/types.js';
import type { Db } from './schema.js';
import { placeholders, sqlOf } from './sql.js';

export interface Delivery {
  /** Idempotency key: the id of the task that sent it. */
  key: string;
  agent: string;
  chatId: ChatId;
  kind: 'send' | 'sticker';
  /** Telegram's id of the message. */
  messageId: MessageId;
  detail?: string;
  confirmedAt: number;
}

/**
 * Outgoing messages Telegram confirmed, keyed by the task that sent them. A task with a record
 * is never sent again; a task without one that may have reached Telegram anyway (the process
 * died in between) is looked up in the chat first (see delivery/outgoing.ts).
 */
export class DeliveryLog {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  in(trx: Db): DeliveryLog {
    return new DeliveryLog(trx, this.now);
  }

  /** Records a confirmed delivery; recording the same key twice keeps the first record. */
  async record(delivery: Omit<Delivery, 'confirmedAt'>): Promise<void> {
    // On every reply's path: a cached prepared statement rather than a kysely query.
    await sqlOf(this.db).run(
      `INSERT INTO deliveries (key, agent, chat_id, kind, msg_id, detail, confirmed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING`,
      [
        delivery.key,
        delivery.agent,
        delivery.chatId,
        delivery.kind,
        delivery.messageId,
        delivery.detail ?? null,
        this.now(),
      ],
    );
  }

  async get(key: string): Promise<Delivery | undefined> {
    const row = await this.db.selectFrom('deliveries').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row) return undefined;
    const delivery: Delivery = {
      key: row.key,
      agent: row.agent,
      chatId: row.chat_id,
      kind: row.kind as Delivery['kind'],
      messageId: row.msg_id ?? 0,
      confirmedAt: row.confirmed_at,
    };
    if (row.detail !== null) delivery.detail = row.detail;
    return delivery;
  }

  /** Which of `keys` have a confirmed delivery. */
  async confirmed(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    // Read by every turn's report: a cached prepared statement too.
    const rows = await sqlOf(this.db).all<{ key: string }>(
      `SELECT key FROM deliveries WHERE key IN (${placeholders(keys.length)})`,
      keys,
    );
    return new Set(rows.map((r) => r.key));
  }

  /** Of the given Telegram message ids, those already recorded as some task's delivery. */
  async claimedMessageIds(agent: string, chatId: ChatId, ids: readonly MessageId[]): Promise<Set<MessageId>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('deliveries')
      .select('msg_id')
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('msg_id', 'in', [...ids])
      .execute();
    return new Set(rows.flatMap((r) => (r.msg_id === null ? [] : [r.msg_id])));
  }
}

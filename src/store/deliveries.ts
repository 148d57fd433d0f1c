import type { Insertable } from 'kysely';
import type { MessageType } from '../tasks/types.js';
import type { ChatId, MessageId } from '../telegram/types.js';
import { prepared } from './prepared.js';
import type { Db, DeliveriesTable } from './schema.js';

export interface Delivery {
  /** Idempotency key: the id of the task that sent it. */
  key: string;
  agent: string;
  chatId: ChatId;
  kind: MessageType;
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
    await RECORD(this.db, {
      key: delivery.key,
      agent: delivery.agent,
      chat_id: delivery.chatId,
      kind: delivery.kind,
      msg_id: delivery.messageId,
      detail: delivery.detail ?? null,
      confirmed_at: this.now(),
    });
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
    const rows = await this.db
      .selectFrom('deliveries')
      .select('key')
      .where('key', 'in', [...keys])
      .execute();
    return new Set(rows.map((r) => r.key));
  }

  /**
   * The parts of a long text a task delivered so far (`partKey`), their message ids in order:
   * a retry sends only the rest.
   */
  async partsSent(taskId: string): Promise<MessageId[]> {
    const rows = await this.db
      .selectFrom('deliveries')
      .select(['key', 'msg_id'])
      .where('key', 'like', `${taskId}#%`)
      .execute();
    return rows
      .flatMap((r) =>
        r.msg_id === null ? [] : [{ index: Number(r.key.slice(taskId.length + 1)), id: r.msg_id }],
      )
      .filter((p) => Number.isInteger(p.index))
      .sort((a, b) => a.index - b.index)
      .map((p) => p.id);
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

/** The delivery key of one part of a task's long text. */
export function partKey(taskId: string, index: number): string {
  return `${taskId}#${index}`;
}

/** Every send records one: compiled once. */
const RECORD = prepared((db, row: Insertable<DeliveriesTable>) =>
  db
    .insertInto('deliveries')
    .values({
      key: row.key,
      agent: row.agent,
      chat_id: row.chat_id,
      kind: row.kind,
      msg_id: row.msg_id,
      detail: row.detail,
      confirmed_at: row.confirmed_at,
    })
    .onConflict((oc) => oc.column('key').doNothing()),
);

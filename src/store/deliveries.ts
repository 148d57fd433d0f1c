import type { MessageType } from '../tasks/types.js';
import type { ChatId, MessageId } from '../telegram/types.js';
import type { Db } from './schema.js';
import { placeholders, type Sql, sqlOf } from './sql.js';

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
    const sql = sqlOf(this.db);
    // On every reply's path: a cached prepared statement rather than a kysely query.
    await sql.run(
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
    const known = recentKeys(sql);
    // Known at once to this transaction (a report that runs in it), to the others once committed.
    if (sql.inTransaction) recordedHere(sql).add(delivery.key);
    sql.whenCommitted(() => known.add(delivery.key));
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

  /**
   * Which of `keys` have a confirmed delivery. A turn's report asks for the sends this process
   * has just recorded: those are known without a statement, the rest are read.
   */
  async confirmed(keys: readonly string[]): Promise<Set<string>> {
    const sql = sqlOf(this.db);
    const known = recentKeys(sql);
    const here = sql.inTransaction ? recordedHere(sql) : undefined;
    const found = new Set(keys.filter((k) => known.has(k) || here?.has(k)));
    const unknown = keys.filter((k) => !found.has(k));
    if (unknown.length === 0) return found;
    // Read by every turn's report: a cached prepared statement too.
    const rows = await sql.all<{ key: string }>(
      `SELECT key FROM deliveries WHERE key IN (${placeholders(unknown.length)})`,
      unknown,
    );
    for (const r of rows) found.add(r.key);
    return found;
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

/** After deliveries were deleted (pruning): what was recorded is read from the table again. */
export function forgetConfirmed(db: Db): void {
  recentKeys(sqlOf(db)).clear();
}

/** The delivery keys this process saw committed, one set per database and its transactions. */
function recentKeys(sql: Sql): RecentKeys {
  return sql.shared(CONFIRMED, () => new RecentKeys(RECENT_KEPT));
}

/** The keys recorded in one transaction, not committed yet. */
function recordedHere(sql: Sql): Set<string> {
  return sql.scoped(RECORDED_HERE, () => new Set<string>());
}

const CONFIRMED = {};
const RECORDED_HERE = {};
/** Enough for the reports of every plan under way; an older key is simply read again. */
const RECENT_KEPT = 8192;

/**
 * The most recently recorded keys, bounded. A record is taken back only by pruning, which
 * clears this set (`forgetConfirmed`), so a key found here is confirmed; one not found is read
 * from the table.
 */
class RecentKeys {
  readonly #keys = new Set<string>();

  constructor(private readonly kept: number) {}

  has(key: string): boolean {
    return this.#keys.has(key);
  }

  clear(): void {
    this.#keys.clear();
  }

  add(key: string): void {
    this.#keys.delete(key);
    this.#keys.add(key);
    if (this.#keys.size > this.kept) this.#keys.delete(this.#keys.values().next().value as string);
  }
}

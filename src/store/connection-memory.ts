import type { TaskStatus, TaskType } from '../tasks/types.js';
import type { ChatId } from '../telegram/types.js';
import { type Db, transaction } from './schema.js';

/** A step that was held for the connection when the process last ran, with its task as stored now. */
export interface StoredHeldStep {
  taskId: string;
  since: number;
  /** Absent when the task is gone (pruned). */
  task?: { chatId: ChatId; type: TaskType; status: TaskStatus };
}

/** What one persona knew about the connection when its process last ran. */
export interface StoredConnection {
  /** Outages that ended, oldest first. */
  outages: { from: number; to: number }[];
  /** When the outage the process ended in began. */
  downSince?: number;
  held: StoredHeldStep[];
  /** Chats a reply was given up in, not yet marked unread. */
  toMark: ChatId[];
}

/** The chats a persona marked unread itself, or will: for the console. */
export interface ConnectionOverview {
  /** Steps waiting for the connection, and since when the first of them waits. */
  held: number;
  heldSince?: number;
  toMark: ChatId[];
  marked: ChatId[];
}

/**
 * One persona's outages, held steps and own unread marks, kept between runs so that a restart
 * (or a kill) neither restarts a held step's wait nor forgets a reply given up, and the
 * persona's own mark never reads as its owner's request. Each change is one statement or one
 * transaction.
 */
export class ConnectionMemory {
  constructor(
    private readonly db: Db,
    private readonly agent: string,
  ) {}

  async load(): Promise<StoredConnection> {
    const outages = await this.db
      .selectFrom('connection_outages')
      .select(['from_at', 'to_at'])
      .where('agent', '=', this.agent)
      .orderBy('from_at')
      .execute();
    const held = await this.db
      .selectFrom('held_steps')
      .leftJoin('tasks', 'tasks.id', 'held_steps.task_id')
      .select(['held_steps.task_id', 'held_steps.since', 'tasks.chat_id', 'tasks.type', 'tasks.status'])
      .where('held_steps.agent', '=', this.agent)
      .orderBy('held_steps.since')
      .execute();
    const stored: StoredConnection = {
      outages: outages.flatMap((o) => (o.to_at === null ? [] : [{ from: o.from_at, to: o.to_at }])),
      held: held.map((h) => ({
        taskId: h.task_id,
        since: h.since,
        ...(h.chat_id !== null && h.type !== null && h.status !== null
          ? { task: { chatId: h.chat_id, type: h.type, status: h.status } }
          : {}),
      })),
      toMark: (await this.#marks('to-mark')).map((m) => m.chat_id),
    };
    const open = outages.find((o) => o.to_at === null);
    if (open) stored.downSince = open.from_at;
    return stored;
  }

  async lost(at: number): Promise<void> {
    await this.db
      .insertInto('connection_outages')
      .values({ agent: this.agent, from_at: at, to_at: null })
      .onConflict((oc) => oc.columns(['agent', 'from_at']).doNothing())
      .execute();
  }

  /** The outage that began at `from` ended at `to`; outages that ended by `keepAfter` are forgotten. */
  async returned(from: number, to: number, keepAfter: number): Promise<void> {
    await transaction(this.db, async (trx) => {
      await trx
        .updateTable('connection_outages')
        .set({ to_at: to })
        .where('agent', '=', this.agent)
        .where('from_at', '=', from)
        .execute();
      await trx
        .deleteFrom('connection_outages')
        .where('agent', '=', this.agent)
        .where('to_at', '<=', keepAfter)
        .execute();
    });
  }

  async holding(taskId: string, since: number): Promise<void> {
    await this.db
      .insertInto('held_steps')
      .values({ agent: this.agent, task_id: taskId, since })
      .onConflict((oc) => oc.columns(['agent', 'task_id']).doNothing())
      .execute();
  }

  async released(taskId: string): Promise<void> {
    await this.db
      .deleteFrom('held_steps')
      .where('agent', '=', this.agent)
      .where('task_id', '=', taskId)
      .execute();
  }

  /** The step waited too long: it waits no more, and its chat (if any) is to be marked unread. */
  async gaveUp(taskId: string, chatId: ChatId | undefined, at: number): Promise<void> {
    await transaction(this.db, async (trx) => {
      await trx
        .deleteFrom('held_steps')
        .where('agent', '=', this.agent)
        .where('task_id', '=', taskId)
        .execute();
      if (chatId === undefined) return;
      await trx
        .insertInto('own_unread_marks')
        .values({ agent: this.agent, chat_id: chatId, state: 'to-mark', at })
        .onConflict((oc) => oc.columns(['agent', 'chat_id']).doUpdateSet({ state: 'to-mark', at }))
        .execute();
    });
  }

  /** Chats whose unread mark is the persona's own: set by it, or about to be. */
  async ownMarks(): Promise<Set<ChatId>> {
    const rows = await this.db
      .selectFrom('own_unread_marks')
      .select('chat_id')
      .where('agent', '=', this.agent)
      .execute();
    return new Set(rows.map((r) => r.chat_id));
  }

  /** The persona is about to mark the chat unread: the mark is its own already. */
  async marking(chatId: ChatId, at: number): Promise<void> {
    await this.db
      .insertInto('own_unread_marks')
      .values({ agent: this.agent, chat_id: chatId, state: 'to-mark', at })
      .onConflict((oc) => oc.columns(['agent', 'chat_id']).doNothing())
      .execute();
  }

  /** The persona marked the chat unread (Telegram took it). */
  async marked(chatId: ChatId, at: number): Promise<void> {
    await this.db
      .insertInto('own_unread_marks')
      .values({ agent: this.agent, chat_id: chatId, state: 'marked', at })
      .onConflict((oc) => oc.columns(['agent', 'chat_id']).doUpdateSet({ state: 'marked', at }))
      .execute();
  }

  /** Telegram shows these chats without a mark: the persona's marks there are gone. */
  async cleared(chatIds: readonly ChatId[]): Promise<void> {
    if (chatIds.length === 0) return;
    await this.db
      .deleteFrom('own_unread_marks')
      .where('agent', '=', this.agent)
      .where('state', '=', 'marked')
      .where('chat_id', 'in', chatIds)
      .execute();
  }

  async overview(): Promise<ConnectionOverview> {
    const held = await this.db
      .selectFrom('held_steps')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('since').as('since')])
      .where('agent', '=', this.agent)
      .executeTakeFirst();
    const marks = await this.#marks();
    const overview: ConnectionOverview = {
      held: Number(held?.count ?? 0),
      toMark: marks.filter((m) => m.state === 'to-mark').map((m) => m.chat_id),
      marked: marks.filter((m) => m.state === 'marked').map((m) => m.chat_id),
    };
    if (held?.since !== null && held?.since !== undefined) overview.heldSince = held.since;
    return overview;
  }

  #marks(state?: 'to-mark' | 'marked') {
    let query = this.db
      .selectFrom('own_unread_marks')
      .select(['chat_id', 'state'])
      .where('agent', '=', this.agent);
    if (state) query = query.where('state', '=', state);
    return query.orderBy('at').execute();
  }
}

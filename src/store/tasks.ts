import type { Selectable } from 'kysely';
import type { NewTask, Task, TaskStatus, TaskType } from '../tasks/types.js';
import type { ChatId } from '../telegram/types.js';
import type { Db, TasksTable } from './schema.js';

export interface TaskPatch {
  status?: TaskStatus;
  attempts?: number;
  notBefore?: number | null;
  lastError?: string | null;
}

/** Task graphs per conversation, persisted so a restart resumes where it stopped. */
export class TaskRepo {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly newId: () => string,
  ) {}

  /**
   * Appends tasks to a conversation as one graph, each depending on the one before (and the
   * first on `after`, when given; the first also waits until `notBefore`). Returns them.
   */
  async appendChain(
    agent: string,
    chatId: ChatId,
    tasks: readonly NewTask[],
    options: { after?: string; notBefore?: number } = {},
  ): Promise<Task[]> {
    if (tasks.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('tasks')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('agent', '=', agent)
        .where('chat_id', '=', chatId)
        .executeTakeFirst();
      let seq = Number(last?.seq ?? 0);
      const graphId = `g-${this.newId()}`;
      const now = this.now();
      let previous = options.after;
      const stored: Task[] = [];
      for (const task of tasks) {
        const id = `${task.type}-${this.newId()}`;
        const row = {
          id,
          agent,
          chat_id: chatId,
          graph_id: graphId,
          seq: ++seq,
          type: task.type,
          params: JSON.stringify(task.params),
          status: 'pending',
          depends_on: JSON.stringify(previous ? [previous] : []),
          attempts: 0,
          not_before: stored.length === 0 ? (options.notBefore ?? null) : null,
          last_error: null,
          created_at: now,
          updated_at: now,
        };
        await trx.insertInto('tasks').values(row).execute();
        stored.push(toTask(row));
        previous = id;
      }
      return stored;
    });
  }

  async get(id: string): Promise<Task | undefined> {
    const row = await this.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toTask(row) : undefined;
  }

  /** The conversation's oldest unfinished task (pending or active), in plan order. */
  async next(agent: string, chatId: ChatId): Promise<Task | undefined> {
    const row = await this.db
      .selectFrom('tasks')
      .selectAll()
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('status', 'in', ['pending', 'active'])
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst();
    return row ? toTask(row) : undefined;
  }

  async list(agent: string, chatId: ChatId): Promise<Task[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .selectAll()
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .orderBy('seq')
      .execute();
    return rows.map(toTask);
  }

  async update(id: string, patch: TaskPatch): Promise<void> {
    const set: Partial<Selectable<TasksTable>> = { updated_at: this.now() };
    if (patch.status !== undefined) set.status = patch.status;
    if (patch.attempts !== undefined) set.attempts = patch.attempts;
    if (patch.notBefore !== undefined) set.not_before = patch.notBefore;
    if (patch.lastError !== undefined) set.last_error = patch.lastError;
    await this.db.updateTable('tasks').set(set).where('id', '=', id).execute();
  }

  /** Cancels the conversation's pending tasks of the given types; returns how many. */
  async cancelPending(agent: string, chatId: ChatId, types: readonly TaskType[]): Promise<number> {
    if (types.length === 0) return 0;
    const result = await this.db
      .updateTable('tasks')
      .set({ status: 'cancelled', updated_at: this.now(), last_error: 'replaced by a newer message' })
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('status', '=', 'pending')
      .where('type', 'in', [...types])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Cancels what comes after `task` in its graph (its dependants, since a graph is a chain). */
  async cancelRestOfGraph(task: Task, reason: string): Promise<number> {
    const result = await this.db
      .updateTable('tasks')
      .set({ status: 'cancelled', updated_at: this.now(), last_error: reason })
      .where('graph_id', '=', task.graphId)
      .where('seq', '>', task.seq)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Tasks that were running when the process stopped go back to pending. */
  async resetActive(): Promise<number> {
    const result = await this.db
      .updateTable('tasks')
      .set({ status: 'pending', updated_at: this.now() })
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Conversations that still have unfinished tasks. */
  async openConversations(): Promise<{ agent: string; chatId: ChatId }[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .select(['agent', 'chat_id'])
      .distinct()
      .where('status', 'in', ['pending', 'active'])
      .execute();
    return rows.map((r) => ({ agent: r.agent, chatId: r.chat_id }));
  }
}

function toTask(row: Selectable<TasksTable>): Task {
  const task: Task = {
    id: row.id,
    agent: row.agent,
    chatId: row.chat_id,
    graphId: row.graph_id,
    seq: row.seq,
    type: row.type as TaskType,
    params: JSON.parse(row.params) as Record<string, unknown>,
    status: row.status as TaskStatus,
    dependsOn: JSON.parse(row.depends_on) as string[],
    attempts: row.attempts,
  };
  if (row.not_before !== null) task.notBefore = row.not_before;
  if (row.last_error !== null) task.lastError = row.last_error;
  return task;
}

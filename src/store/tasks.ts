import type { Selectable } from 'kysely';
import type { NewTask, Task, TaskStatus, TaskType } from '../tasks/types.js';
import type { ChatId } from '../telegram/types.js';
import type { Db, TasksTable } from './schema.js';

export interface AppendOptions {
  /** The first task depends on this one. */
  after?: string;
  /** The first task does not run before this time (debounce). */
  notBefore?: number;
  /** Stored as cancelled, for the record (a superseded plan). */
  cancelledBecause?: string;
}

/** A dependency as readiness needs it. */
export interface DependencyState {
  status: TaskStatus;
  type: TaskType;
}

/** Open means not finished: pending or active. */
const OPEN: TaskStatus[] = ['pending', 'active'];

/**
 * Task graphs per conversation. Every method is one statement or runs in a transaction (its
 * own, or the caller's when `db` is one), so each state change is stored atomically with its
 * consequences.
 */
export class TaskRepo {
  constructor(
    readonly db: Db,
    private readonly now: () => number,
    private readonly newId: () => string,
  ) {}

  /** The same repository working inside `trx`. */
  in(trx: Db): TaskRepo {
    return new TaskRepo(trx, this.now, this.newId);
  }

  /**
   * Appends tasks to a conversation as one graph, each depending on the one before (the first
   * on `after`, when given). Returns them as stored.
   */
  async appendChain(
    agent: string,
    chatId: ChatId,
    tasks: readonly NewTask[],
    options: AppendOptions = {},
  ): Promise<Task[]> {
    if (tasks.length === 0) return [];
    return transaction(this.db, async (trx) => {
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
      const rows: Selectable<TasksTable>[] = [];
      for (const task of tasks) {
        const id = `${task.type}-${this.newId()}`;
        rows.push({
          id,
          agent,
          chat_id: chatId,
          graph_id: graphId,
          seq: ++seq,
          type: task.type,
          params: JSON.stringify(task.params),
          status: options.cancelledBecause ? 'cancelled' : 'pending',
          depends_on: JSON.stringify(previous ? [previous] : []),
          attempts: 0,
          not_before: rows.length === 0 ? (options.notBefore ?? null) : null,
          last_error: options.cancelledBecause ?? null,
          created_at: now,
          updated_at: now,
        });
        previous = id;
      }
      await trx.insertInto('tasks').values(rows).execute();
      return rows.map(toTask);
    });
  }

  async get(id: string): Promise<Task | undefined> {
    const row = await this.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
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

  /** The conversation's unfinished tasks (pending or active), in plan order. */
  async open(agent: string, chatId: ChatId): Promise<Task[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .selectAll()
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('status', 'in', OPEN)
      .orderBy('seq')
      .execute();
    return rows.map(toTask);
  }

  /** All tasks of one graph, in order. */
  async graph(graphId: string): Promise<Task[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .selectAll()
      .where('graph_id', '=', graphId)
      .orderBy('seq')
      .execute();
    return rows.map(toTask);
  }

  /** Status and type of the given tasks (missing ids are left out). */
  async states(ids: readonly string[]): Promise<Map<string, DependencyState>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('tasks')
      .select(['id', 'status', 'type'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.id, { status: r.status as TaskStatus, type: r.type as TaskType }]));
  }

  /** Marks a pending task active and counts the attempt; undefined when it is no longer pending. */
  async claim(id: string): Promise<Task | undefined> {
    const row = await this.db
      .updateTable('tasks')
      .set((eb) => ({ status: 'active', attempts: eb('attempts', '+', 1), updated_at: this.now() }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    return row ? toTask(row) : undefined;
  }

  /** Done; a `wait` that this made runnable gets its due time now (it counts from here). */
  async complete(task: Task): Promise<void> {
    await transaction(this.db, async (trx) => {
      await setStatus(trx, task.id, { status: 'done', last_error: null, updated_at: this.now() });
      const repo = this.in(trx);
      const unarmed = await trx
        .selectFrom('tasks')
        .selectAll()
        .where('agent', '=', task.agent)
        .where('chat_id', '=', task.chatId)
        .where('status', '=', 'pending')
        .where('type', '=', 'wait')
        .where('not_before', 'is', null)
        .execute();
      for (const next of unarmed.map(toTask)) {
        if (!next.dependsOn.includes(task.id)) continue;
        const states = await repo.states(next.dependsOn);
        if (next.dependsOn.every((d) => states.get(d)?.status === 'done')) {
          await repo.setNotBefore(next.id, this.now() + waitMs(next));
        }
      }
    });
  }

  /** Back to pending, to run again at `notBefore`. */
  async retryLater(id: string, notBefore: number, reason: string): Promise<void> {
    await setStatus(this.db, id, {
      status: 'pending',
      not_before: notBefore,
      last_error: reason,
      updated_at: this.now(),
    });
  }

  /** An attempt interrupted by a graceful stop: pending again, and the attempt does not count. */
  async release(task: Task): Promise<void> {
    await this.db
      .updateTable('tasks')
      .set({ status: 'pending', attempts: Math.max(0, task.attempts - 1), updated_at: this.now() })
      .where('id', '=', task.id)
      .where('status', '=', 'active')
      .execute();
  }

  /**
   * Failed for good. Unless `keepDependents`, the tasks that depend on it (transitively) are
   * cancelled in the same transaction so none is left waiting; `report` tasks stay, since they
   * run after their predecessor settles. Returns how many were cancelled.
   */
  async fail(task: Task, reason: string, options: { keepDependents?: boolean } = {}): Promise<number> {
    return transaction(this.db, async (trx) => {
      await setStatus(trx, task.id, { status: 'failed', last_error: reason, updated_at: this.now() });
      if (options.keepDependents) return 0;
      return this.in(trx).cancelDependents(task, `depends on ${task.id}, which failed`);
    });
  }

  /** Cancels the pending tasks that depend on `task`, transitively (except `report` tasks). */
  async cancelDependents(task: Task, reason: string): Promise<number> {
    let cancelled = 0;
    const queue = [task];
    for (let current = queue.shift(); current; current = queue.shift()) {
      for (const next of await this.dependents(current)) {
        if (next.status !== 'pending' || next.type === 'report') continue;
        cancelled += await this.cancel([next.id], reason);
        queue.push(next);
      }
    }
    return cancelled;
  }

  /** Cancels the given tasks that are still pending; returns how many. */
  async cancel(ids: readonly string[], reason: string): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .updateTable('tasks')
      .set({ status: 'cancelled', last_error: reason, updated_at: this.now() })
      .where('id', 'in', [...ids])
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async setDependsOn(id: string, dependsOn: readonly string[]): Promise<void> {
    await setStatus(this.db, id, { depends_on: JSON.stringify(dependsOn), updated_at: this.now() });
  }

  async setParams(id: string, params: Record<string, unknown>): Promise<void> {
    await setStatus(this.db, id, { params: JSON.stringify(params), updated_at: this.now() });
  }

  async setNotBefore(id: string, notBefore: number): Promise<void> {
    await setStatus(this.db, id, { not_before: notBefore, updated_at: this.now() });
  }

  /** Pending tasks of the same conversation that list `task` as a dependency. */
  async dependents(task: Task): Promise<Task[]> {
    const open = await this.open(task.agent, task.chatId);
    return open.filter((t) => t.dependsOn.includes(task.id));
  }

  /** The agent's tasks that were running when the process stopped go back to pending. */
  async resetActive(agent: string): Promise<number> {
    const result = await this.db
      .updateTable('tasks')
      .set({ status: 'pending', updated_at: this.now() })
      .where('agent', '=', agent)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Deletes the agent's finished tasks last changed before `before` (ms); returns how many. */
  async prune(agent: string, before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('tasks')
      .where('agent', '=', agent)
      .where('status', 'in', ['done', 'failed', 'cancelled'])
      .where('updated_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Conversations that still have unfinished tasks. */
  async openConversations(): Promise<{ agent: string; chatId: ChatId }[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .select(['agent', 'chat_id'])
      .distinct()
      .where('status', 'in', OPEN)
      .execute();
    return rows.map((r) => ({ agent: r.agent, chatId: r.chat_id }));
  }
}

/** Runs `fn` in a transaction, or directly when `db` already is one (kysely cannot nest them). */
export function transaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/** How long a `wait` task waits, in ms. */
export function waitMs(task: Pick<Task, 'params'>): number {
  const delay = Number(task.params.delay ?? 0);
  return Number.isFinite(delay) && delay > 0 ? delay * 1000 : 0;
}

async function setStatus(db: Db, id: string, set: Partial<Selectable<TasksTable>>): Promise<void> {
  await db.updateTable('tasks').set(set).where('id', '=', id).execute();
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
    createdAt: row.created_at,
  };
  if (row.not_before !== null) task.notBefore = row.not_before;
  if (row.last_error !== null) task.lastError = row.last_error;
  return task;
}

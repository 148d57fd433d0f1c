import type { Selectable } from 'kysely';
import { z } from 'zod';
import { errorMessage } from '../support/errors.js';
import { type Logger, silentLogger } from '../support/log.js';
import { parseTask } from '../tasks/params.js';
import type { DependencyState, TaskQueue } from '../tasks/queue.js';
import type { NewTask, Task, TaskStatus } from '../tasks/types.js';
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

/** Open means not finished: pending or active. */
const OPEN: readonly TaskStatus[] = ['pending', 'active'];

type TaskRow = Selectable<TasksTable>;

/**
 * Task graphs per conversation. Every method is one statement or runs in a transaction (its
 * own, or the caller's when `db` is one). It stores what it is told; when tasks become due and
 * what a failure cancels is decided by the engine (tasks/).
 *
 * Rows are parsed once, here, as they are read. A row that does not parse (a hand-edited
 * database, or one written by another version) must not stop its conversation: it is left out
 * of what the read returns and, when it was still unfinished, stored as failed with the parse
 * error as its last error and logged. Its dependents are then cancelled by the engine like
 * those of any failed task; a finished row that does not parse is only left out.
 */
export class TaskRepo implements TaskQueue {
  constructor(
    readonly db: Db,
    private readonly now: () => number,
    private readonly newId: () => string,
    private readonly log: Logger = silentLogger,
  ) {}

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
      const stored: Task[] = [];
      for (const task of tasks) {
        const id = `${task.type}-${this.newId()}`;
        const notBefore = stored.length === 0 ? options.notBefore : undefined;
        stored.push({
          ...task,
          id,
          agent,
          chatId,
          graphId,
          seq: ++seq,
          status: options.cancelledBecause ? 'cancelled' : 'pending',
          dependsOn: previous ? [previous] : [],
          attempts: 0,
          notBefore,
          lastError: options.cancelledBecause,
          createdAt: now,
        });
        previous = id;
      }
      await trx.insertInto('tasks').values(stored.map(toRow)).execute();
      return stored;
    });
  }

  async get(id: string): Promise<Task | undefined> {
    const row = await this.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
    return (await this.#read(row ? [row] : []))[0];
  }

  async list(agent: string, chatId: ChatId): Promise<Task[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .selectAll()
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .orderBy('seq')
      .execute();
    return this.#read(rows);
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
    return this.#read(rows);
  }

  /** All tasks of one graph, in order. */
  async graph(graphId: string): Promise<Task[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .selectAll()
      .where('graph_id', '=', graphId)
      .orderBy('seq')
      .execute();
    return this.#read(rows);
  }

  /** Status and type of the given tasks (missing ids are left out). */
  async states(ids: readonly string[]): Promise<Map<string, DependencyState>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('tasks')
      .select(['id', 'status', 'type'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.id, { status: r.status, type: r.type }]));
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
    return (await this.#read(row ? [row] : []))[0];
  }

  async complete(id: string): Promise<void> {
    await setColumns(this.db, id, { status: 'done', last_error: null, updated_at: this.now() });
  }

  /** Back to pending, to run again at `notBefore`. */
  async retryLater(id: string, notBefore: number, reason: string): Promise<void> {
    await setColumns(this.db, id, {
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

  /** Failed for good. */
  async fail(id: string, reason: string): Promise<void> {
    await setColumns(this.db, id, { status: 'failed', last_error: reason, updated_at: this.now() });
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
    await setColumns(this.db, id, { depends_on: JSON.stringify(dependsOn), updated_at: this.now() });
  }

  /** Stores `task.params` as the task's parameters. */
  async setParams(task: Task): Promise<void> {
    await setColumns(this.db, task.id, { params: JSON.stringify(task.params), updated_at: this.now() });
  }

  async setNotBefore(id: string, notBefore: number): Promise<void> {
    await setColumns(this.db, id, { not_before: notBefore, updated_at: this.now() });
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

  /** The rows as tasks; those that do not parse are left out (and failed when unfinished). */
  async #read(rows: readonly TaskRow[]): Promise<Task[]> {
    const tasks: Task[] = [];
    for (const row of rows) {
      const task = toTask(row);
      if ('error' in task) await this.#unreadable(row, task.error);
      else tasks.push(task);
    }
    return tasks;
  }

  async #unreadable(row: TaskRow, error: string): Promise<void> {
    if (!OPEN.includes(row.status)) return;
    const reason = `stored task cannot be read: ${error}`;
    await this.db
      .updateTable('tasks')
      .set({ status: 'failed', last_error: reason, updated_at: this.now() })
      .where('id', '=', row.id)
      .where('status', 'in', OPEN)
      .execute();
    this.log.error('stored task cannot be read; marked failed', { chat: row.chat_id, task: row.id, error });
  }
}

/** Runs `fn` in a transaction, or directly when `db` already is one (kysely cannot nest them). */
export function transaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

async function setColumns(db: Db, id: string, set: Partial<TaskRow>): Promise<void> {
  await db.updateTable('tasks').set(set).where('id', '=', id).execute();
}

const DEPENDS_ON = z.array(z.string());

/** A row as a task, its type and parameters checked; the error when they do not parse. */
function toTask(row: TaskRow): Task | { error: string } {
  const params = parseJson(row.params);
  if ('error' in params) return { error: `params are not JSON: ${params.error}` };
  const typed = parseTask(row.type, params.value);
  if ('error' in typed) return typed;
  const deps = parseJson(row.depends_on);
  const dependsOn = 'value' in deps ? DEPENDS_ON.safeParse(deps.value) : undefined;
  if (!dependsOn?.success) return { error: `depends_on is not a list of task ids: ${row.depends_on}` };
  return {
    ...typed,
    id: row.id,
    agent: row.agent,
    chatId: row.chat_id,
    graphId: row.graph_id,
    seq: row.seq,
    status: row.status,
    dependsOn: dependsOn.data,
    attempts: row.attempts,
    notBefore: row.not_before ?? undefined,
    lastError: row.last_error ?? undefined,
    createdAt: row.created_at,
  };
}

function parseJson(json: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(json) };
  } catch (err) {
    return { error: errorMessage(err) };
  }
}

function toRow(task: Task): TaskRow {
  return {
    id: task.id,
    agent: task.agent,
    chat_id: task.chatId,
    graph_id: task.graphId,
    seq: task.seq,
    type: task.type,
    params: JSON.stringify(task.params),
    status: task.status,
    depends_on: JSON.stringify(task.dependsOn),
    attempts: task.attempts,
    not_before: task.notBefore ?? null,
    last_error: task.lastError ?? null,
    created_at: task.createdAt,
    updated_at: task.createdAt,
  };
}

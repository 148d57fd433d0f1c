import { type Selectable, sql } from 'kysely';
import { z } from 'zod';
import { errorMessage } from '../support/errors.js';
import { type Logger, silentLogger } from '../support/log.js';
import { parseTask } from '../tasks/params.js';
import type { DependencyState, TaskQueue } from '../tasks/queue.js';
import type { NewTask, Task, TaskStatus } from '../tasks/types.js';
import type { ChatId } from '../telegram/types.js';
import { TASKS_OPEN_OR_FAILED } from './migrations.js';
import { prepared } from './prepared.js';
import { type Db, type TasksTable, transaction } from './schema.js';

export interface AppendOptions {
  /** The first task depends on this one. */
  after?: string;
  /** The first task does not run before this time (debounce). */
  notBefore?: number;
  /** Stored as cancelled, for the record (a superseded plan). */
  cancelledBecause?: string;
  /** Tasks the caller carries out in this transaction: stored done, whatever else happens. */
  doneNow?: (task: NewTask) => boolean;
}

/** Open means not finished: pending or active. */
const OPEN: readonly TaskStatus[] = ['pending', 'active'];

type TaskRow = Selectable<TasksTable>;

/**
 * The partial index of unfinished tasks serves a query only when the query repeats its
 * predicate word for word.
 */
const OPEN_OR_FAILED = sql.raw<boolean>(TASKS_OPEN_OR_FAILED);

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
      // The conversation's counter, not max(seq): that would read every task it ever had.
      const [counted] = (await NEXT_SEQ(trx, { agent, chatId, count: tasks.length })).rows;
      let seq = Number(counted?.last_seq ?? tasks.length) - tasks.length;
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
          ...initialState(task, options),
          dependsOn: previous ? [previous] : [],
          attempts: 0,
          notBefore,
          createdAt: now,
        });
        previous = id;
      }
      await trx.insertInto('tasks').values(stored.map(toRow)).execute();
      return stored;
    });
  }

  get(id: string): Promise<Task | undefined> {
    return this.#read(this.db.selectFrom('tasks').selectAll().where('id', '=', id)).then((tasks) => tasks[0]);
  }

  list(agent: string, chatId: ChatId): Promise<Task[]> {
    return this.#read(
      this.db
        .selectFrom('tasks')
        .selectAll()
        .where('agent', '=', agent)
        .where('chat_id', '=', chatId)
        .orderBy('seq'),
    );
  }

  /** The conversation's unfinished tasks (pending or active), in plan order. */
  open(agent: string, chatId: ChatId): Promise<Task[]> {
    return this.#read({ execute: async () => (await OPEN_TASKS(this.db, { agent, chatId })).rows });
  }

  /** All tasks of one graph, in order. */
  graph(graphId: string): Promise<Task[]> {
    return this.#read({ execute: async () => (await GRAPH(this.db, { graphId })).rows });
  }

  /** Status and type of the given tasks (missing ids are left out). */
  async states(ids: readonly string[]): Promise<Map<string, DependencyState>> {
    const states = new Map<string, DependencyState>();
    if (ids.length === 0) return states;
    const rows = await this.db
      .selectFrom('tasks')
      .select(['id', 'status', 'type'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    for (const r of rows) states.set(r.id, { status: r.status, type: r.type });
    return states;
  }

  /** Marks a pending task active and counts the attempt; undefined when it is no longer pending. */
  async claim(id: string): Promise<Task | undefined> {
    const claimed = { execute: async () => (await CLAIM(this.db, { id, now: this.now() })).rows };
    return (await this.#read(claimed))[0];
  }

  async complete(id: string): Promise<void> {
    await COMPLETE(this.db, { id, now: this.now() });
  }

  /** Back to pending, to run again at `notBefore`. */
  async retryLater(id: string, notBefore: number, reason: string): Promise<void> {
    await this.db
      .updateTable('tasks')
      .set({ status: 'pending', not_before: notBefore, last_error: reason, updated_at: this.now() })
      .where('id', '=', id)
      .execute();
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
    await this.db
      .updateTable('tasks')
      .set({ status: 'failed', last_error: reason, updated_at: this.now() })
      .where('id', '=', id)
      .execute();
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
    await this.db
      .updateTable('tasks')
      .set({ depends_on: JSON.stringify(dependsOn), updated_at: this.now() })
      .where('id', '=', id)
      .execute();
  }

  /** Stores `task.params` as the task's parameters. */
  async setParams(task: Task): Promise<void> {
    await this.db
      .updateTable('tasks')
      .set({ params: JSON.stringify(task.params), updated_at: this.now() })
      .where('id', '=', task.id)
      .execute();
  }

  async setNotBefore(id: string, notBefore: number): Promise<void> {
    await SET_NOT_BEFORE(this.db, { id, notBefore, now: this.now() });
  }

  /** The agent's tasks that were running when the process stopped go back to pending. */
  async resetActive(agent: string): Promise<number> {
    const result = await this.db
      .updateTable('tasks')
      .set({ status: 'pending', updated_at: this.now() })
      .where(OPEN_OR_FAILED)
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
      .where(OPEN_OR_FAILED)
      .where('status', 'in', OPEN)
      .execute();
    return rows.map((r) => ({ agent: r.agent, chatId: r.chat_id }));
  }

  /**
   * The rows a query returns, as tasks; those that do not parse are left out, and those still
   * unfinished are stored as failed.
   */
  async #read(query: { execute(): Promise<TaskRow[]> }): Promise<Task[]> {
    const tasks: Task[] = [];
    for (const row of await query.execute()) {
      const task = toTask(row);
      if (!('error' in task)) {
        tasks.push(task);
        continue;
      }
      if (!OPEN.includes(row.status)) continue;
      await this.db
        .updateTable('tasks')
        .set({
          status: 'failed',
          last_error: `stored task cannot be read: ${task.error}`,
          updated_at: this.now(),
        })
        .where('id', '=', row.id)
        .where('status', 'in', OPEN)
        .execute();
      this.log.error('stored task cannot be read; marked failed', {
        chatId: row.chat_id,
        task: row.id,
        error: task.error,
      });
    }
    return tasks;
  }
}

/** The queries every reply runs, compiled once. */
const NEXT_SEQ = prepared((db, p: { agent: string; chatId: ChatId; count: number }) =>
  // The conversation's counter, not max(seq): that would read every task it ever had.
  db
    .insertInto('task_seq')
    .values({ agent: p.agent, chat_id: p.chatId, last_seq: p.count })
    .onConflict((oc) =>
      oc
        .columns(['agent', 'chat_id'])
        .doUpdateSet((eb) => ({ last_seq: eb('task_seq.last_seq', '+', eb.ref('excluded.last_seq')) })),
    )
    .returning('last_seq'),
);
const OPEN_TASKS = prepared((db, p: { agent: string; chatId: ChatId }) =>
  db
    .selectFrom('tasks')
    .selectAll()
    .where(OPEN_OR_FAILED)
    .where('agent', '=', p.agent)
    .where('chat_id', '=', p.chatId)
    .where('status', 'in', OPEN)
    .orderBy('seq'),
);
const GRAPH = prepared((db, p: { graphId: string }) =>
  db.selectFrom('tasks').selectAll().where('graph_id', '=', p.graphId).orderBy('seq'),
);
const CLAIM = prepared((db, p: { id: string; now: number }) =>
  db
    .updateTable('tasks')
    .set((eb) => ({ status: 'active', attempts: eb('attempts', '+', 1), updated_at: p.now }))
    .where('id', '=', p.id)
    .where('status', '=', 'pending')
    .returningAll(),
);
const COMPLETE = prepared((db, p: { id: string; now: number }) =>
  db.updateTable('tasks').set({ status: 'done', last_error: null, updated_at: p.now }).where('id', '=', p.id),
);
const SET_NOT_BEFORE = prepared((db, p: { id: string; notBefore: number; now: number }) =>
  db.updateTable('tasks').set({ not_before: p.notBefore, updated_at: p.now }).where('id', '=', p.id),
);

const DEPENDS_ON = z.array(z.string());

/** A row as a task, its type and parameters checked; the error when they do not parse. */
function toTask(row: TaskRow): Task | { error: string } {
  const parsed = parsedParts(row);
  if ('error' in parsed) return parsed;
  return {
    ...parsed.typed,
    id: row.id,
    agent: row.agent,
    chatId: row.chat_id,
    graphId: row.graph_id,
    seq: row.seq,
    status: row.status,
    dependsOn: parsed.dependsOn,
    attempts: row.attempts,
    notBefore: row.not_before ?? undefined,
    lastError: row.last_error ?? undefined,
    createdAt: row.created_at,
  };
}

interface ParsedParts {
  typed: NewTask;
  dependsOn: string[];
}

/**
 * The engine reads a conversation's open tasks several times per reply, and checking their
 * parameters was a tenth of its CPU: the checked parts are kept by their stored text (the most
 * recent few thousand), frozen, since every read shares them.
 */
const PARSED = new Map<string, ParsedParts>();
const PARSED_KEPT = 4096;

function parsedParts(row: TaskRow): ParsedParts | { error: string } {
  const key = `${row.type}\u0000${row.params}\u0000${row.depends_on}`;
  const kept = PARSED.get(key);
  if (kept) return kept;
  const params = parseJson(row.params);
  if ('error' in params) return { error: `params are not JSON: ${params.error}` };
  const typed = parseTask(row.type, params.value);
  if ('error' in typed) return typed;
  const deps = parseJson(row.depends_on);
  const dependsOn = 'value' in deps ? DEPENDS_ON.safeParse(deps.value) : undefined;
  if (!dependsOn?.success) return { error: `depends_on is not a list of task ids: ${row.depends_on}` };
  const parsed: ParsedParts = { typed: deepFreeze(typed), dependsOn: deepFreeze(dependsOn.data) };
  PARSED.set(key, parsed);
  if (PARSED.size > PARSED_KEPT) PARSED.delete(PARSED.keys().next().value as string);
  return parsed;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function parseJson(json: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(json) };
  } catch (err) {
    return { error: errorMessage(err) };
  }
}

function initialState(task: NewTask, options: AppendOptions): Pick<Task, 'status' | 'lastError'> {
  if (options.doneNow?.(task)) return { status: 'done', lastError: undefined };
  if (options.cancelledBecause) return { status: 'cancelled', lastError: options.cancelledBecause };
  return { status: 'pending', lastError: undefined };
}

/** A task as its row. */
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

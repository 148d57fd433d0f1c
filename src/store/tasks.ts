import type { Selectable } from 'kysely';
import { z } from 'zod';
import { errorMessage } from '../support/errors.js';
import { type Logger, silentLogger } from '../support/log.js';
import { parseTask } from '../tasks/params.js';
import type { DependencyState, TaskQueue } from '../tasks/queue.js';
import type { NewTask, Task, TaskStatus } from '../tasks/types.js';
import type { ChatId } from '../telegram/types.js';
import { TASKS_OPEN_OR_FAILED } from './migrations.js';
import {
  CommittedTasks,
  conversationKey,
  rememberAppended,
  rememberChanged,
  rememberFinished,
  type TaskMemory,
  TransactionTasks,
} from './open-tasks.js';
import type { Db, TasksTable } from './schema.js';
import { placeholders, type Sql, type SqlValue, type SyncSql, sqlOf, sqlTransaction } from './sql.js';

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
  readonly #sql: Sql;

  constructor(
    readonly db: Db,
    private readonly now: () => number,
    private readonly newId: () => string,
    private readonly log: Logger = silentLogger,
  ) {
    this.#sql = sqlOf(db);
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
    return this.#sql.transaction(async (trx) => {
      // The conversation's counter, not max(seq): that would read every task it ever had.
      const counted = await trx.get<{ last_seq: number }>(
        `INSERT INTO task_seq (agent, chat_id, last_seq) VALUES (?, ?, ?)
         ON CONFLICT (agent, chat_id) DO UPDATE SET last_seq = task_seq.last_seq + excluded.last_seq
         RETURNING last_seq`,
        [agent, chatId, tasks.length],
      );
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
      await trx.atomically((s) => {
        s.run(insertTasksSql(stored.length), stored.flatMap(toValues));
        rememberAppended(memoryOf(trx), conversationKey(agent, chatId), stored);
      });
      return stored;
    });
  }

  get(id: string): Promise<Task | undefined> {
    return this.#read('SELECT * FROM tasks WHERE id = ?', [id]).then((tasks) => tasks[0]);
  }

  list(agent: string, chatId: ChatId): Promise<Task[]> {
    return this.#read('SELECT * FROM tasks WHERE agent = ? AND chat_id = ? ORDER BY seq', [agent, chatId]);
  }

  /**
   * The conversation's unfinished tasks (pending or active), in plan order. Read from the
   * database once; after that from what this process stored since.
   */
  async open(agent: string, chatId: ChatId): Promise<Task[]> {
    const key = conversationKey(agent, chatId);
    const known = memoryOf(this.#sql).open(key);
    if (known) return [...known];
    const { tasks, broken } = await this.#sql.atomically((s) => {
      const read = this.#readRows(s, s.all<TaskRow>(SELECT_OPEN, [agent, chatId]));
      memoryOf(this.#sql).setOpen(key, read.tasks);
      return read;
    });
    this.#report(broken);
    return [...tasks];
  }

  /**
   * All tasks of one graph, in order. A plan this process stored is known task by task while
   * one of them is still open (its report is), so it comes from memory; nothing can have
   * pruned it meanwhile, since pruning keeps every plan with an open task.
   */
  async graph(graphId: string): Promise<Task[]> {
    const known = knownPlan(memoryOf(this.#sql), graphId);
    if (known) return known;
    return this.#read('SELECT * FROM tasks WHERE graph_id = ? ORDER BY seq', [graphId]);
  }

  /** Status and type of the given tasks (missing ids are left out). */
  async states(ids: readonly string[]): Promise<Map<string, DependencyState>> {
    const memory = memoryOf(this.#sql);
    const states = new Map<string, DependencyState>();
    const unknown: string[] = [];
    for (const id of new Set(ids)) {
      const known = memory.finished(id) ?? openState(memory, id);
      if (known) states.set(id, known);
      else unknown.push(id);
    }
    if (unknown.length === 0) return states;
    const rows = await this.#sql.atomically((s) => {
      const found = s.all<Pick<TaskRow, 'id' | 'status' | 'type'>>(
        `SELECT id, status, type FROM tasks WHERE id IN (${placeholders(unknown.length)})`,
        unknown,
      );
      // A finished task never changes again: its state can be kept.
      for (const r of found)
        if (!OPEN.includes(r.status))
          memoryOf(this.#sql).setFinished(r.id, { status: r.status, type: r.type });
      return found;
    });
    for (const r of rows) states.set(r.id, { status: r.status, type: r.type });
    return states;
  }

  /** Marks a pending task active and counts the attempt; undefined when it is no longer pending. */
  async claim(id: string): Promise<Task | undefined> {
    const { tasks, broken } = await this.#sql.atomically((s) => {
      const memory = memoryOf(this.#sql);
      const known = openTask(memory, id);
      if (known) {
        // Known already: its parameters need no second read or check, only its new attempt count.
        const [claimed] = s.all<{ attempts: number }>(
          `UPDATE tasks SET status = 'active', attempts = attempts + 1, updated_at = ?
           WHERE id = ? AND status = 'pending' RETURNING attempts`,
          [this.now(), id],
        );
        if (!claimed) return { tasks: [], broken: [] };
        const task: Task = { ...known, status: 'active', attempts: claimed.attempts };
        rememberChanged(memory, id, () => task);
        return { tasks: [task], broken: [] };
      }
      const rows = s.all<TaskRow>(
        `UPDATE tasks SET status = 'active', attempts = attempts + 1, updated_at = ?
         WHERE id = ? AND status = 'pending' RETURNING *`,
        [this.now(), id],
      );
      const read = this.#readRows(s, rows);
      for (const task of read.tasks) rememberChanged(memory, task.id, () => task);
      return read;
    });
    this.#report(broken);
    return tasks[0];
  }

  complete(id: string): Promise<void> {
    return this.#sql.atomically((s) => {
      s.run("UPDATE tasks SET status = 'done', last_error = NULL, updated_at = ? WHERE id = ?", [
        this.now(),
        id,
      ]);
      rememberFinished(memoryOf(this.#sql), [id], 'done', undefined);
    });
  }

  completeUnclaimed(id: string): Promise<void> {
    return this.#sql.atomically((s) => {
      const changed = s.run(
        `UPDATE tasks SET status = 'done', attempts = attempts + 1, last_error = NULL, updated_at = ?
         WHERE id = ? AND status = 'pending'`,
        [this.now(), id],
      );
      if (changed > 0) rememberFinished(memoryOf(this.#sql), [id], 'done', undefined);
    });
  }

  /** Back to pending, to run again at `notBefore`. */
  retryLater(id: string, notBefore: number, reason: string): Promise<void> {
    return this.#sql.atomically((s) => {
      s.run(
        "UPDATE tasks SET status = 'pending', not_before = ?, last_error = ?, updated_at = ? WHERE id = ?",
        [notBefore, reason, this.now(), id],
      );
      rememberChanged(memoryOf(this.#sql), id, (t) => ({
        ...t,
        status: 'pending',
        notBefore,
        lastError: reason,
      }));
    });
  }

  /** An attempt interrupted by a graceful stop: pending again, and the attempt does not count. */
  release(task: Task): Promise<void> {
    const attempts = Math.max(0, task.attempts - 1);
    return this.#sql.atomically((s) => {
      const changed = s.run(
        "UPDATE tasks SET status = 'pending', attempts = ?, updated_at = ? WHERE id = ? AND status = 'active'",
        [attempts, this.now(), task.id],
      );
      if (changed > 0)
        rememberChanged(memoryOf(this.#sql), task.id, (t) => ({ ...t, status: 'pending', attempts }));
    });
  }

  /** Failed for good. */
  fail(id: string, reason: string): Promise<void> {
    return this.#sql.atomically((s) => {
      s.run("UPDATE tasks SET status = 'failed', last_error = ?, updated_at = ? WHERE id = ?", [
        reason,
        this.now(),
        id,
      ]);
      rememberFinished(memoryOf(this.#sql), [id], 'failed', reason);
    });
  }

  /** Cancels the given tasks that are still pending; returns how many. */
  async cancel(ids: readonly string[], reason: string): Promise<number> {
    if (ids.length === 0) return 0;
    return this.#sql.atomically((s) => {
      const changed = s.run(
        `UPDATE tasks SET status = 'cancelled', last_error = ?, updated_at = ?
         WHERE id IN (${placeholders(ids.length)}) AND status = 'pending'`,
        [reason, this.now(), ...ids],
      );
      rememberFinished(memoryOf(this.#sql), ids, 'cancelled', reason, (t) => t.status === 'pending');
      return changed;
    });
  }

  setDependsOn(id: string, dependsOn: readonly string[]): Promise<void> {
    return this.#sql.atomically((s) => {
      s.run('UPDATE tasks SET depends_on = ?, updated_at = ? WHERE id = ?', [
        JSON.stringify(dependsOn),
        this.now(),
        id,
      ]);
      rememberChanged(memoryOf(this.#sql), id, (t) => ({ ...t, dependsOn: [...dependsOn] }));
    });
  }

  /** Stores `task.params` as the task's parameters. */
  setParams(task: Task): Promise<void> {
    return this.#sql.atomically((s) => {
      s.run('UPDATE tasks SET params = ?, updated_at = ? WHERE id = ?', [
        JSON.stringify(task.params),
        this.now(),
        task.id,
      ]);
      // The stored state of everything else stays what it is; only the parameters are new.
      rememberChanged(memoryOf(this.#sql), task.id, (t) => ({
        ...task,
        status: t.status,
        attempts: t.attempts,
        notBefore: t.notBefore,
        lastError: t.lastError,
        dependsOn: t.dependsOn,
      }));
    });
  }

  setNotBefore(id: string, notBefore: number): Promise<void> {
    return this.#sql.atomically((s) => {
      s.run('UPDATE tasks SET not_before = ?, updated_at = ? WHERE id = ?', [notBefore, this.now(), id]);
      rememberChanged(memoryOf(this.#sql), id, (t) => ({ ...t, notBefore }));
    });
  }

  /** The agent's tasks that were running when the process stopped go back to pending. */
  resetActive(agent: string): Promise<number> {
    return this.#sql.atomically((s) => {
      const changed = s.run(
        `UPDATE tasks SET status = 'pending', updated_at = ? WHERE ${TASKS_OPEN_OR_FAILED} AND agent = ? AND status = 'active'`,
        [this.now(), agent],
      );
      // Read again from the database when next needed.
      committedOf(this.#sql).forgetAgent(agent);
      this.#sql.whenCommitted(() => committedOf(this.#sql).forgetAgent(agent));
      return changed;
    });
  }

  /** Conversations that still have unfinished tasks. */
  async openConversations(): Promise<{ agent: string; chatId: ChatId }[]> {
    const rows = await this.#sql.all<{ agent: string; chat_id: string }>(
      `SELECT DISTINCT agent, chat_id FROM tasks WHERE ${TASKS_OPEN_OR_FAILED} AND status IN ('pending', 'active')`,
    );
    return rows.map((r) => ({ agent: r.agent, chatId: r.chat_id }));
  }

  /** The rows a query returns, as tasks. */
  async #read(sql: string, params: readonly SqlValue[]): Promise<Task[]> {
    const { tasks, broken } = await this.#sql.atomically((s) =>
      this.#readRows(s, s.all<TaskRow>(sql, params)),
    );
    this.#report(broken);
    return tasks;
  }

  /**
   * The rows as tasks; those that do not parse are left out, and those still unfinished are
   * stored as failed (with the statement that read them, so memory and database agree).
   */
  #readRows(s: SyncSql, rows: readonly TaskRow[]): { tasks: Task[]; broken: Unreadable[] } {
    const tasks: Task[] = [];
    const broken: Unreadable[] = [];
    for (const row of rows) {
      const task = toTask(row);
      if (!('error' in task)) {
        tasks.push(task);
        continue;
      }
      if (!OPEN.includes(row.status)) continue;
      s.run(
        "UPDATE tasks SET status = 'failed', last_error = ?, updated_at = ? WHERE id = ? AND status IN ('pending', 'active')",
        [`stored task cannot be read: ${task.error}`, this.now(), row.id],
      );
      const memory = memoryOf(this.#sql);
      const reason = `stored task cannot be read: ${task.error}`;
      rememberFinished(memory, [row.id], 'failed', reason);
      memory.setFinished(row.id, { status: 'failed', type: row.type });
      broken.push({ chatId: row.chat_id, task: row.id, error: task.error });
    }
    return { tasks, broken };
  }

  #report(broken: readonly Unreadable[]): void {
    for (const b of broken) this.log.error('stored task cannot be read; marked failed', { ...b });
  }
}

interface Unreadable {
  chatId: ChatId;
  task: string;
  error: string;
}

const COMMITTED = {};
const IN_TRANSACTION = {};

/** What this process knows of the tasks table as committed: one per database. */
function committedOf(sql: Sql): CommittedTasks {
  return sql.shared(COMMITTED, () => new CommittedTasks());
}

/**
 * Memory as `sql` sees it: the committed state, or inside a transaction that state with the
 * transaction's own changes, which become the committed state right after COMMIT.
 */
function memoryOf(sql: Sql): TaskMemory {
  const committed = committedOf(sql);
  if (!sql.inTransaction) return committed;
  return sql.scoped(IN_TRANSACTION, () => {
    const changes = new TransactionTasks(committed);
    sql.whenCommitted(() => changes.commit());
    return changes;
  });
}

/** An open task memory knows. */
function openTask(memory: TaskMemory, id: string): Task | undefined {
  const key = memory.conversationOf(id);
  return key === undefined ? undefined : memory.open(key)?.find((t) => t.id === id);
}

/** Every task of a plan, from memory, when each is known and one is still open. */
function knownPlan(memory: TaskMemory, graphId: string): Task[] | undefined {
  const ids = memory.graph(graphId);
  if (!ids) return undefined;
  const tasks: Task[] = [];
  let open = false;
  for (const id of ids) {
    const live = openTask(memory, id);
    const task = live ?? memory.finishedTask(id);
    if (!task) return undefined;
    open ||= live !== undefined;
    tasks.push(task);
  }
  return open ? tasks.sort((a, b) => a.seq - b.seq) : undefined;
}

/** Status and type of an open task memory knows. */
function openState(memory: TaskMemory, id: string): DependencyState | undefined {
  const task = openTask(memory, id);
  return task ? { status: task.status, type: task.type } : undefined;
}

/** Open tasks, in order, by the partial index of unfinished tasks (its predicate repeated). */
export const SELECT_OPEN = `SELECT * FROM tasks WHERE ${TASKS_OPEN_OR_FAILED} AND agent = ? AND chat_id = ? AND status IN ('pending', 'active') ORDER BY seq`;

/** The columns of a task row, in the order `toValues` gives them. */
const COLUMNS = [
  'id',
  'agent',
  'chat_id',
  'graph_id',
  'seq',
  'type',
  'params',
  'status',
  'depends_on',
  'attempts',
  'not_before',
  'last_error',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof TaskRow)[];

/** Runs `fn` in a transaction, or directly when `db` already is one (they do not nest). */
export function transaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return sqlTransaction(db, fn);
}

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

/** The INSERT of `count` tasks at once, built once per count (a plan has a handful of steps). */
function insertTasksSql(count: number): string {
  let sql = insertTasks[count];
  if (sql === undefined) {
    const row = `(${placeholders(COLUMNS.length)})`;
    sql = `INSERT INTO tasks (${COLUMNS.join(', ')}) VALUES ${Array.from({ length: count }, () => row).join(', ')}`;
    insertTasks[count] = sql;
  }
  return sql;
}
const insertTasks: string[] = [];

function initialState(task: NewTask, options: AppendOptions): Pick<Task, 'status' | 'lastError'> {
  if (options.doneNow?.(task)) return { status: 'done', lastError: undefined };
  if (options.cancelledBecause) return { status: 'cancelled', lastError: options.cancelledBecause };
  return { status: 'pending', lastError: undefined };
}

function toValues(task: Task): SqlValue[] {
  return [
    task.id,
    task.agent,
    task.chatId,
    task.graphId,
    task.seq,
    task.type,
    JSON.stringify(task.params),
    task.status,
    JSON.stringify(task.dependsOn),
    task.attempts,
    task.notBefore ?? null,
    task.lastError ?? null,
    task.createdAt,
    task.createdAt,
  ];
}

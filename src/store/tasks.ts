import type { Selectable } from 'kysely';
import { z } from 'zod';
import { errorMessage } from '../support/errors.js';
import { type Logger, silentLogger } from '../support/log.js';
import { parseTask } from '../tasks/params.js';
import type { DependencyState, TaskQueue } from '../tasks/queue.js';
import type { NewTask, Task, TaskStatus } from '../tasks/types.js';
import type { ChatId } from '../telegram/types.js';
import type { Db, TasksTable } from './schema.js';
import { placeholders, type Sql, type SqlValue, sqlOf, sqlTransaction } from './sql.js';

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
          status: options.cancelledBecause ? 'cancelled' : 'pending',
          dependsOn: previous ? [previous] : [],
          attempts: 0,
          notBefore,
          lastError: options.cancelledBecause,
          createdAt: now,
        });
        previous = id;
      }
      const row = `(${placeholders(COLUMNS.length)})`;
      await trx.run(
        `INSERT INTO tasks (${COLUMNS.join(', ')}) VALUES ${stored.map(() => row).join(', ')}`,
        stored.flatMap(toValues),
      );
      return stored;
    });
  }

  async get(id: string): Promise<Task | undefined> {
    return this.#read(await this.#sql.all<TaskRow>('SELECT * FROM tasks WHERE id = ?', [id]));
  }

  async list(agent: string, chatId: ChatId): Promise<Task[]> {
    return this.#readAll(
      await this.#sql.all<TaskRow>('SELECT * FROM tasks WHERE agent = ? AND chat_id = ? ORDER BY seq', [
        agent,
        chatId,
      ]),
    );
  }

  /** The conversation's unfinished tasks (pending or active), in plan order. */
  async open(agent: string, chatId: ChatId): Promise<Task[]> {
    return this.#readAll(await this.#sql.all<TaskRow>(SELECT_OPEN, [agent, chatId]));
  }

  /** All tasks of one graph, in order. */
  async graph(graphId: string): Promise<Task[]> {
    return this.#readAll(
      await this.#sql.all<TaskRow>('SELECT * FROM tasks WHERE graph_id = ? ORDER BY seq', [graphId]),
    );
  }

  /** Status and type of the given tasks (missing ids are left out). */
  async states(ids: readonly string[]): Promise<Map<string, DependencyState>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#sql.all<Pick<TaskRow, 'id' | 'status' | 'type'>>(
      `SELECT id, status, type FROM tasks WHERE id IN (${placeholders(ids.length)})`,
      ids,
    );
    return new Map(rows.map((r) => [r.id, { status: r.status, type: r.type }]));
  }

  /** Marks a pending task active and counts the attempt; undefined when it is no longer pending. */
  async claim(id: string): Promise<Task | undefined> {
    const rows = await this.#sql.all<TaskRow>(
      `UPDATE tasks SET status = 'active', attempts = attempts + 1, updated_at = ?
       WHERE id = ? AND status = 'pending' RETURNING *`,
      [this.now(), id],
    );
    return this.#read(rows);
  }

  async complete(id: string): Promise<void> {
    await this.#sql.run("UPDATE tasks SET status = 'done', last_error = NULL, updated_at = ? WHERE id = ?", [
      this.now(),
      id,
    ]);
  }

  /** Back to pending, to run again at `notBefore`. */
  async retryLater(id: string, notBefore: number, reason: string): Promise<void> {
    await this.#sql.run(
      "UPDATE tasks SET status = 'pending', not_before = ?, last_error = ?, updated_at = ? WHERE id = ?",
      [notBefore, reason, this.now(), id],
    );
  }

  /** An attempt interrupted by a graceful stop: pending again, and the attempt does not count. */
  async release(task: Task): Promise<void> {
    await this.#sql.run(
      "UPDATE tasks SET status = 'pending', attempts = ?, updated_at = ? WHERE id = ? AND status = 'active'",
      [Math.max(0, task.attempts - 1), this.now(), task.id],
    );
  }

  /** Failed for good. */
  async fail(id: string, reason: string): Promise<void> {
    await this.#sql.run("UPDATE tasks SET status = 'failed', last_error = ?, updated_at = ? WHERE id = ?", [
      reason,
      this.now(),
      id,
    ]);
  }

  /** Cancels the given tasks that are still pending; returns how many. */
  async cancel(ids: readonly string[], reason: string): Promise<number> {
    if (ids.length === 0) return 0;
    return this.#sql.run(
      `UPDATE tasks SET status = 'cancelled', last_error = ?, updated_at = ?
       WHERE id IN (${placeholders(ids.length)}) AND status = 'pending'`,
      [reason, this.now(), ...ids],
    );
  }

  async setDependsOn(id: string, dependsOn: readonly string[]): Promise<void> {
    await this.#sql.run('UPDATE tasks SET depends_on = ?, updated_at = ? WHERE id = ?', [
      JSON.stringify(dependsOn),
      this.now(),
      id,
    ]);
  }

  /** Stores `task.params` as the task's parameters. */
  async setParams(task: Task): Promise<void> {
    await this.#sql.run('UPDATE tasks SET params = ?, updated_at = ? WHERE id = ?', [
      JSON.stringify(task.params),
      this.now(),
      task.id,
    ]);
  }

  async setNotBefore(id: string, notBefore: number): Promise<void> {
    await this.#sql.run('UPDATE tasks SET not_before = ?, updated_at = ? WHERE id = ?', [
      notBefore,
      this.now(),
      id,
    ]);
  }

  /** The agent's tasks that were running when the process stopped go back to pending. */
  async resetActive(agent: string): Promise<number> {
    return this.#sql.run(
      "UPDATE tasks SET status = 'pending', updated_at = ? WHERE agent = ? AND status = 'active'",
      [this.now(), agent],
    );
  }

  /** Conversations that still have unfinished tasks. */
  async openConversations(): Promise<{ agent: string; chatId: ChatId }[]> {
    const rows = await this.#sql.all<{ agent: string; chat_id: string }>(
      "SELECT DISTINCT agent, chat_id FROM tasks WHERE status IN ('pending', 'active')",
    );
    return rows.map((r) => ({ agent: r.agent, chatId: r.chat_id }));
  }

  /** The first row as a task, unless it does not parse. */
  async #read(rows: readonly TaskRow[]): Promise<Task | undefined> {
    return (await this.#readAll(rows))[0];
  }

  /** The rows as tasks; those that do not parse are left out (and failed when unfinished). */
  async #readAll(rows: readonly TaskRow[]): Promise<Task[]> {
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
    await this.#sql.run(
      "UPDATE tasks SET status = 'failed', last_error = ?, updated_at = ? WHERE id = ? AND status IN ('pending', 'active')",
      [reason, this.now(), row.id],
    );
    this.log.error('stored task cannot be read; marked failed', { chat: row.chat_id, task: row.id, error });
  }
}

/** Open tasks, by the conversation index (agent, chat_id, status, seq). */
export const SELECT_OPEN =
  "SELECT * FROM tasks WHERE agent = ? AND chat_id = ? AND status IN ('pending', 'active') ORDER BY seq";

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

import type { DependencyState } from '../tasks/queue.js';
import type { Task } from '../tasks/types.js';
import type { ChatId } from '../telegram/types.js';

/**
 * What `TaskRepo` remembers of the tasks table between statements. The engine reads a
 * conversation's open tasks and the states of their dependencies several times per reply; the
 * answers only change through the repository's own writes, so it keeps them here instead of
 * asking SQLite each time. The database stays the source of truth: a conversation this process
 * has not read yet (after a start, after being forgotten) is read from it, and anything not
 * remembered is simply read again.
 */
export interface TaskMemory {
  /** The conversation's open tasks in plan order, when known. */
  open(key: string): readonly Task[] | undefined;
  /** Replaces what is known of a conversation's open tasks. */
  setOpen(key: string, tasks: readonly Task[]): void;
  /** The conversation an open task belongs to, when known. */
  conversationOf(id: string): string | undefined;
  /** The final state of a finished task, when known. */
  finished(id: string): DependencyState | undefined;
  /** `task`: the whole finished task as stored, when known (its plan's report reads it). */
  setFinished(id: string, state: DependencyState, task?: Task): void;
  /** A finished task as stored, when known. */
  finishedTask(id: string): Task | undefined;
  /** The ids of a plan (graph) this process stored, in order, when known. */
  graph(graphId: string): readonly string[] | undefined;
  setGraph(graphId: string, ids: readonly string[]): void;
}

export function conversationKey(agent: string, chatId: ChatId): string {
  return `${agent}\u0000${chatId}`;
}

/**
 * The committed state, shared by every repository on one database. Bounded: the most recently
 * used conversations and finished tasks; what is dropped is read again when needed.
 */
export class CommittedTasks implements TaskMemory {
  readonly #open = new Map<string, readonly Task[]>();
  readonly #where = new Map<string, string>();
  readonly #finished = new Map<string, DependencyState>();
  readonly #finishedTasks = new Map<string, Task>();
  readonly #graphs = new Map<string, readonly string[]>();

  constructor(
    private readonly conversations = 4096,
    private readonly finishedKept = 16_384,
    /** Whole finished tasks and plans: enough for the reports of every plan under way. */
    private readonly plansKept = 4096,
  ) {}

  open(key: string): readonly Task[] | undefined {
    const tasks = this.#open.get(key);
    if (tasks) {
      this.#open.delete(key);
      this.#open.set(key, tasks);
    }
    return tasks;
  }

  setOpen(key: string, tasks: readonly Task[]): void {
    this.#drop(key);
    this.#open.set(key, tasks);
    for (const task of tasks) this.#where.set(task.id, key);
    while (this.#open.size > this.conversations) this.#drop(this.#open.keys().next().value as string);
  }

  conversationOf(id: string): string | undefined {
    return this.#where.get(id);
  }

  finished(id: string): DependencyState | undefined {
    return this.#finished.get(id);
  }

  setFinished(id: string, state: DependencyState, task?: Task): void {
    this.#finished.set(id, state);
    if (this.#finished.size > this.finishedKept)
      this.#finished.delete(this.#finished.keys().next().value as string);
    if (task) keepBounded(this.#finishedTasks, id, task, this.plansKept);
    else this.#finishedTasks.delete(id);
  }

  finishedTask(id: string): Task | undefined {
    return this.#finishedTasks.get(id);
  }

  graph(graphId: string): readonly string[] | undefined {
    return this.#graphs.get(graphId);
  }

  setGraph(graphId: string, ids: readonly string[]): void {
    keepBounded(this.#graphs, graphId, ids, this.plansKept);
  }

  /** Forgets every conversation of `agent` (they are read again on their next use). */
  forgetAgent(agent: string): void {
    for (const key of [...this.#open.keys()]) if (key.startsWith(`${agent}\u0000`)) this.#drop(key);
  }

  #drop(key: string): void {
    for (const task of this.#open.get(key) ?? []) this.#where.delete(task.id);
    this.#open.delete(key);
  }
}

/**
 * The changes of one transaction, over the committed state: read by that transaction only,
 * and made the committed state when it commits (dropped when it rolls back).
 */
export class TransactionTasks implements TaskMemory {
  // Each made on its first write: a transaction changes one or two of them, and there is one
  // per transaction, several per reply.
  #open: Map<string, readonly Task[]> | undefined;
  #where: Map<string, string> | undefined;
  #finished: Map<string, DependencyState> | undefined;
  #finishedTasks: Map<string, Task | undefined> | undefined;
  #graphs: Map<string, readonly string[]> | undefined;

  constructor(private readonly base: CommittedTasks) {}

  open(key: string): readonly Task[] | undefined {
    return this.#open?.get(key) ?? this.base.open(key);
  }

  setOpen(key: string, tasks: readonly Task[]): void {
    this.#open ??= new Map();
    this.#open.set(key, tasks);
    this.#where ??= new Map();
    for (const task of tasks) this.#where.set(task.id, key);
  }

  conversationOf(id: string): string | undefined {
    return this.#where?.get(id) ?? this.base.conversationOf(id);
  }

  finished(id: string): DependencyState | undefined {
    return this.#finished?.get(id) ?? this.base.finished(id);
  }

  setFinished(id: string, state: DependencyState, task?: Task): void {
    this.#finished ??= new Map();
    this.#finished.set(id, state);
    this.#finishedTasks ??= new Map();
    this.#finishedTasks.set(id, task);
  }

  finishedTask(id: string): Task | undefined {
    return this.#finishedTasks?.has(id) ? this.#finishedTasks.get(id) : this.base.finishedTask(id);
  }

  graph(graphId: string): readonly string[] | undefined {
    return this.#graphs?.get(graphId) ?? this.base.graph(graphId);
  }

  setGraph(graphId: string, ids: readonly string[]): void {
    this.#graphs ??= new Map();
    this.#graphs.set(graphId, ids);
  }

  commit(): void {
    if (this.#open) for (const [key, tasks] of this.#open) this.base.setOpen(key, tasks);
    if (this.#finished)
      for (const [id, state] of this.#finished)
        this.base.setFinished(id, state, this.#finishedTasks?.get(id));
    if (this.#graphs) for (const [graphId, ids] of this.#graphs) this.base.setGraph(graphId, ids);
  }
}

/**
 * Appends newly stored tasks (one plan) to a known conversation (those stored cancelled are
 * finished). The plan's ids are kept only when its conversation is known: its report can then
 * find every task in memory.
 */
export function rememberAppended(memory: TaskMemory, key: string, tasks: readonly Task[]): void {
  const known = memory.open(key);
  for (const task of tasks)
    if (task.status === 'cancelled' || task.status === 'done')
      memory.setFinished(task.id, { status: task.status, type: task.type }, task);
  if (!known) return;
  const graphId = tasks[0]?.graphId;
  if (graphId !== undefined)
    memory.setGraph(graphId, [...(memory.graph(graphId) ?? []), ...tasks.map((t) => t.id)]);
  memory.setOpen(key, [...known, ...tasks.filter((t) => t.status === 'pending' || t.status === 'active')]);
}

/** An open task changed (and stays open). */
export function rememberChanged(memory: TaskMemory, id: string, change: (task: Task) => Task): void {
  const key = memory.conversationOf(id);
  const known = key === undefined ? undefined : memory.open(key);
  if (key === undefined || !known?.some((t) => t.id === id)) return;
  memory.setOpen(
    key,
    known.map((t) => (t.id === id ? change(t) : t)),
  );
}

/**
 * Open tasks were finished (done, failed or cancelled) with `lastError` (undefined: cleared);
 * `which` picks those the statement changed.
 */
export function rememberFinished(
  memory: TaskMemory,
  ids: readonly string[],
  status: DependencyState['status'],
  lastError: string | undefined,
  which: (task: Task) => boolean = () => true,
): void {
  for (const id of ids) {
    const key = memory.conversationOf(id);
    const known = key === undefined ? undefined : memory.open(key);
    const task = known?.find((t) => t.id === id);
    if (key === undefined || !known || !task || !which(task)) continue;
    memory.setOpen(
      key,
      known.filter((t) => t.id !== id),
    );
    memory.setFinished(id, { status, type: task.type }, { ...task, status, lastError });
  }
}

/** Sets `key`, dropping the oldest entries beyond `kept`. */
function keepBounded<V>(map: Map<string, V>, key: string, value: V, kept: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > kept) map.delete(map.keys().next().value as string);
}

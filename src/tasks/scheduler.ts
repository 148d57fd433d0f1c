import type { Clock } from '../support/clock.js';
import { settlesWithin } from '../support/deadline.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { ChatId } from '../telegram/types.js';
import type { TaskQueue, TaskStore } from './queue.js';
import { dueTimeToStore, OPTIONAL, orphanedBy, readiness, type SendReadiness } from './readiness.js';
import { afterFailure, DEFAULT_RETRY, type RetryPolicy } from './retry.js';
import { logFieldsOf, type StepType, type Task, type TaskType } from './types.js';

/** What a handler may use while it runs. */
export interface TaskContext {
  /** Aborted when the engine stops; long waits (typing, model calls) should honour it. */
  signal: AbortSignal;
  /** Telegram confirmed the task's effect; what follows records it (a crash test kills here). */
  confirmed(): void;
}

/** What a handler hands back to be stored with its completion (`S`: the engine's store). */
export interface TaskResult<S> {
  /** Runs in the transaction that marks the task done: records of what it did, follow-up work. */
  commit?: (store: S) => Promise<void>;
  /** Runs once that transaction is stored (e.g. a shutdown, which must not run twice). */
  afterCommit?: () => void;
}

export type TaskHandler<K extends TaskType, S> = (
  task: Task<K>,
  context: TaskContext,
  // biome-ignore lint/suspicious/noConfusingVoidType: handlers with nothing to record return nothing
) => Promise<TaskResult<S> | undefined | void>;

/**
 * Handlers by task type, each given its own type's parameters. The scheduler takes any subset (a
 * test runs the types it exercises); the runtime builds `AllTaskHandlers`, so a new task type is a
 * compile error there until it has a handler.
 */
export type TaskHandlers<S> = { [K in TaskType]?: TaskHandler<K, S> };
export type AllTaskHandlers<S> = Required<TaskHandlers<S>>;
/** The handlers of the model's steps (delivery): every step type, none missing. */
export type StepHandlers<S> = { [K in StepType]: TaskHandler<K, S> };

/** The handler for the task's own type (a lookup by `task.type` alone loses the pairing). */
export function handlerFor<K extends TaskType, S>(
  handlers: TaskHandlers<S>,
  task: Task<K>,
): TaskHandler<K, S> | undefined {
  return handlers[task.type];
}

/** Points between which the process may die; the crash test kills the process at each one. */
export type Boundary =
  | 'message-received'
  | 'message-stored'
  | 'task-claimed'
  | 'effect-confirmed'
  | 'task-settled';
export type BoundaryHook = (boundary: Boundary, detail: { chatId: ChatId; task?: Task }) => void;

/** A conversation whose lane failed (a storage error) is tried again after this long. */
const STALL_RETRY_MS = 30_000;

export interface SchedulerOptions<S extends TaskStore<S>> {
  store: S;
  handlers: TaskHandlers<S>;
  clock: Clock;
  log: Logger;
  retry?: Partial<RetryPolicy>;
  /** Stored in the same transaction as a task's final failure (the turn's report). */
  onFailure?: (task: Task, reason: string, store: S) => Promise<void>;
  onBoundary?: BoundaryHook;
  /**
   * Whether a due task may be carried out now (the persona is awake, …); a held one is stored with
   * the moment it may be and judged again then. Absent: everything due runs.
   */
  readyToSend?: (task: Task, now: number) => SendReadiness;
}

interface Lane {
  agent: string;
  chatId: ChatId;
  run: Promise<void>;
  /** Something changed while the lane was deciding: decide again. */
  dirty: boolean;
  /** Aborts the lane's timer sleep. */
  wake: AbortController | undefined;
  /**
   * Aborts the running handler (graceful stop). One per lane, not per task: a lane runs one task
   * at a time, and a reply's four tasks then make one signal instead of four.
   */
  abort: AbortController;
  /** A handler is running. */
  busy: boolean;
}

/**
 * The event-driven engine. Each conversation has a lane that runs its ready tasks one at a
 * time, lowest plan order first; lanes run side by side. A task is ready when what it depends
 * on is done and its due time (debounce, wait, retry backoff) has come; the lane sleeps on the
 * injected clock until the next due time and wakes early when `kick` reports new work. A `wait`
 * holds back only the tasks after it, never a newer turn. Due times are stored, so timers
 * survive a restart.
 */
export class Scheduler<S extends TaskStore<S>> {
  readonly #store: S;
  readonly #handlers: TaskHandlers<S>;
  readonly #clock: Clock;
  readonly #log: Logger;
  readonly #retry: RetryPolicy;
  readonly #onFailure: SchedulerOptions<S>['onFailure'];
  readonly #readyToSend: SchedulerOptions<S>['readyToSend'];
  readonly #boundary: BoundaryHook;
  readonly #lanes = new Map<string, Lane>();
  #stopping = false;

  constructor(options: SchedulerOptions<S>) {
    this.#store = options.store;
    this.#handlers = options.handlers;
    this.#clock = options.clock;
    this.#log = options.log;
    this.#retry = { ...DEFAULT_RETRY, ...options.retry };
    this.#onFailure = options.onFailure;
    this.#readyToSend = options.readyToSend;
    this.#boundary = options.onBoundary ?? (() => {});
  }

  get stopping(): boolean {
    return this.#stopping;
  }

  /** Reports new or changed work in a conversation; resolves when its lane has nothing left. */
  kick(agent: string, chatId: ChatId): Promise<void> {
    if (this.#stopping) return Promise.resolve();
    const key = `${agent}\u0000${chatId}`;
    const existing = this.#lanes.get(key);
    if (existing) {
      existing.dirty = true;
      existing.wake?.abort();
      return existing.run;
    }
    const lane: Lane = {
      agent,
      chatId,
      run: Promise.resolve(),
      dirty: false,
      wake: undefined,
      abort: new AbortController(),
      busy: false,
    };
    this.#lanes.set(key, lane);
    lane.run = this.#drain(lane).finally(() => this.#lanes.delete(key));
    return lane.run;
  }

  /** Every sleeping lane judges its work again: what held it may have changed (the connection). */
  wakeAll(): void {
    for (const lane of this.#lanes.values()) lane.wake?.abort();
  }

  /** Resolves when no conversation has work in progress (timers included). */
  async idle(): Promise<void> {
    while (this.#lanes.size > 0) await Promise.all([...this.#lanes.values()].map((l) => l.run));
  }

  /**
   * Stops taking work: sleeping lanes end at once (their due times are stored), running tasks
   * get `graceMs` to finish, then are aborted and left pending for the next start.
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.#stopping = true;
    for (const lane of this.#lanes.values()) lane.wake?.abort();
    const lanes = () => Promise.all([...this.#lanes.values()].map((l) => l.run));
    if (await settlesWithin(this.#clock, lanes(), graceMs)) return;
    for (const lane of this.#lanes.values())
      if (lane.busy) lane.abort.abort(new Error('the engine is stopping'));
    if (!(await settlesWithin(this.#clock, lanes(), graceMs)))
      this.#log.warn('tasks still running at shutdown; they will be retried on the next start', {
        lanes: this.#lanes.size,
      });
  }

  async #drain(lane: Lane): Promise<void> {
    // Claimed with the completion of the task before it, to run next.
    let claimed: Task | undefined;
    try {
      while (!this.#stopping) {
        if (claimed) {
          const task = claimed;
          claimed = undefined;
          claimed = await this.#run(task, lane);
          continue;
        }
        lane.dirty = false;
        const next = await this.#next(lane, this.#store.tasks);
        if (this.#stopping) return;
        if (next.run) {
          const task = await this.#store.tasks.claim(next.run.id);
          if (task) claimed = await this.#run(task, lane);
          continue;
        }
        if (next.giveUp) {
          const { task, reason } = next.giveUp;
          await this.#fail(task, reason, this.#log.child({ task: task.id, chat: task.chatId }));
          continue;
        }
        if (next.again || lane.dirty) continue;
        if (next.wakeAt === undefined) return;
        await this.#sleepUntil(lane, next.wakeAt);
      }
    } catch (err) {
      this.#log.error('conversation stalled; its tasks stay stored and it is tried again in 30 s', {
        chat: lane.chatId,
        reason: errorMessage(err),
      });
      // A storage error may pass (a locked or full disk). A background timer: it never keeps the
      // process alive, and on a virtual clock it waits for time to be moved instead of spinning.
      this.#clock.timer(STALL_RETRY_MS, () => void this.kick(lane.agent, lane.chatId), { background: true });
    } finally {
      // Claimed but never started (the engine is stopping): pending again, the attempt not counted.
      if (claimed) await this.#store.tasks.release(claimed).catch(() => {});
    }
  }

  /** The lowest ready task that is due, else when the next one will be. */
  async #next(lane: Lane, tasks: TaskQueue): Promise<Next> {
    const open = await tasks.open(lane.agent, lane.chatId);
    const pending = open.filter((t) => t.status === 'pending');
    if (pending.length === 0) return {};
    const openIds = new Set(open.map((t) => t.id));
    const outside = [...new Set(pending.flatMap((t) => t.dependsOn))].filter((id) => !openIds.has(id));
    const states = await tasks.states(outside);
    const now = this.#clock.now();
    let wakeAt: number | undefined;
    const doomed: Task[] = [];
    for (const task of pending) {
      const ready = readiness(task, openIds, states);
      if (ready === 'doomed') doomed.push(task);
      if (ready !== 'ready') continue;
      const armed = dueTimeToStore(task, now);
      if (armed !== undefined) await tasks.setNotBefore(task.id, armed);
      let due = armed ?? task.notBefore;
      if ((due ?? 0) <= now) {
        const held = this.#readyToSend?.(task, now);
        if (held && 'giveUp' in held) return { giveUp: { task, reason: held.giveUp } };
        if (!held || 'ready' in held || held.heldUntil <= now) return { run: task };
        due = held.heldUntil;
        if (!held.untilWoken) await tasks.setNotBefore(task.id, due);
        this.#log.info('held until the persona is ready to send', {
          chat: task.chatId,
          task: task.id,
          type: task.type,
          because: held.because,
          until: new Date(due).toISOString(),
        });
      }
      wakeAt = Math.min(wakeAt ?? Number.POSITIVE_INFINITY, due ?? now);
    }
    if (doomed.length > 0) {
      const count = await tasks.cancel(
        doomed.map((t) => t.id),
        'a task it depends on failed or was cancelled',
      );
      this.#log.warn('tasks cancelled: what they depend on did not happen', { chat: lane.chatId, count });
      return { again: true };
    }
    return wakeAt === undefined ? {} : { wakeAt };
  }

  /**
   * Stores the due time of what completing `done` made ready (a wait counts from now), in the
   * completion's transaction, so a restart keeps it.
   */
  async #armFollowers(tasks: TaskQueue, done: Task): Promise<void> {
    const open = await tasks.open(done.agent, done.chatId);
    const followers = open.filter((t) => t.status === 'pending' && t.dependsOn.includes(done.id));
    if (followers.length === 0) return;
    const openIds = new Set(open.map((t) => t.id));
    const states = await tasks.states(followers.flatMap((t) => t.dependsOn));
    const now = this.#clock.now();
    for (const task of followers) {
      const armed = readiness(task, openIds, states) === 'ready' ? dueTimeToStore(task, now) : undefined;
      if (armed !== undefined) await tasks.setNotBefore(task.id, armed);
    }
  }

  async #sleepUntil(lane: Lane, at: number): Promise<void> {
    const wake = new AbortController();
    lane.wake = wake;
    try {
      // First let what is already queued to run (the next message of a burst being taken in)
      // land: on a virtual clock the sleep moves time as soon as it starts.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (wake.signal.aborted) return;
      await this.#clock.sleep(Math.max(0, at - this.#clock.now()), wake.signal);
    } catch {
      // woken early: new work arrived, or the engine is stopping
    } finally {
      if (lane.wake === wake) lane.wake = undefined;
    }
  }

  /**
   * Runs a claimed task and stores its outcome. When it succeeded and the conversation has more
   * work, the next task that is due is claimed in the same transaction; it is returned, to run
   * next (one commit fewer per task, and the same attempt count as claiming it a moment later).
   */
  async #run(task: Task, lane: Lane): Promise<Task | undefined> {
    const log = this.#log.child({ task: task.id, chat: task.chatId });
    this.#boundary('task-claimed', { chatId: task.chatId, task });
    if (task.attempts > this.#retry.maxAttempts) {
      await this.#fail(
        task,
        `interrupted ${task.attempts - 1} times (the process stopped while it ran)`,
        log,
      );
      return undefined;
    }
    const handler = handlerFor(this.#handlers, task);
    if (!handler) {
      await this.#fail(task, `no handler for task type ${task.type}`, log);
      return undefined;
    }
    const abort = lane.abort;
    lane.busy = true;
    try {
      const result = await handler(task, {
        signal: abort.signal,
        confirmed: () => this.#boundary('effect-confirmed', { chatId: task.chatId, task }),
      });
      const commit = result?.commit;
      let next: Task | undefined;
      // A completion with nothing else to store and nothing after it is one statement.
      if (!commit && !(await this.#othersPending(task))) await this.#store.tasks.complete(task.id);
      else
        next = await this.#store.transaction(async (store) => {
          await store.tasks.complete(task.id);
          await this.#armFollowers(store.tasks, task);
          await commit?.(store);
          return this.#stopping ? undefined : this.#claimNext(lane, store);
        });
      this.#boundary('task-settled', { chatId: task.chatId, task });
      result?.afterCommit?.();
      return next;
    } catch (err) {
      if (abort.signal.aborted && this.#stopping) {
        await this.#store.tasks.release(task);
        log.info('task interrupted by shutdown; it runs again on the next start', { type: task.type });
        return undefined;
      }
      await this.#failed(task, err, log);
      return undefined;
    } finally {
      lane.busy = false;
    }
  }

  /** Whether the task's conversation has pending work besides it. */
  async #othersPending(task: Task): Promise<boolean> {
    const open = await this.#store.tasks.open(task.agent, task.chatId);
    return open.some((t) => t.id !== task.id && t.status === 'pending');
  }

  /** Claims the conversation's next task when it is due now. */
  async #claimNext(lane: Lane, store: S): Promise<Task | undefined> {
    const next = await this.#next(lane, store.tasks);
    return next.run && store.tasks.claim(next.run.id);
  }

  async #failed(task: Task, err: unknown, log: Logger): Promise<void> {
    const next = afterFailure(this.#retry, task.attempts, err);
    const held = this.#readyToSend?.(task, this.#clock.now());
    const retryable = 'retryInMs' in next || next.retryable;
    if (retryable && held && 'untilWoken' in held && held.untilWoken) {
      // It failed because what it waits for went away (the connection): no attempt is spent.
      await this.#store.tasks.release(task);
      this.#boundary('task-settled', { chatId: task.chatId, task });
      log.warn('task failed; held until the persona is ready to send', {
        type: task.type,
        because: held.because,
        reason: errorMessage(err),
      });
      return;
    }
    if ('fail' in next) return this.#fail(task, next.fail, log, next.retryable);
    await this.#store.tasks.retryLater(task.id, this.#clock.now() + next.retryInMs, next.reason);
    this.#boundary('task-settled', { chatId: task.chatId, task });
    log.warn('task failed, will retry', {
      type: task.type,
      attempt: task.attempts,
      retryInMs: next.retryInMs,
      reason: next.reason,
    });
  }

  async #fail(task: Task, reason: string, log: Logger, retryable = false): Promise<void> {
    const cancelled = await this.#store.transaction(async (store) => {
      await store.tasks.fail(task.id, reason);
      // Nothing is left waiting on a failure: what depends on it goes in the same transaction.
      const orphans = OPTIONAL.has(task.type)
        ? []
        : orphanedBy(task, await store.tasks.open(task.agent, task.chatId));
      const count = await store.tasks.cancel(
        orphans.map((t) => t.id),
        `depends on ${task.id}, which failed`,
      );
      await this.#onFailure?.(task, reason, store);
      return count;
    });
    this.#boundary('task-settled', { chatId: task.chatId, task });
    log.error('task failed', {
      type: task.type,
      attempts: task.attempts,
      reason,
      retryable,
      cancelled,
      ...logFieldsOf(task),
    });
  }
}

/** A lane's next step: a task to run, one to give up on, or when to look again. */
interface Next {
  run?: Task;
  giveUp?: { task: Task; reason: string };
  wakeAt?: number;
  again?: boolean;
}

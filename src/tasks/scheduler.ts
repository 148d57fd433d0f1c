import type { TaskRepo } from '../store/tasks.js';
import type { Clock } from '../support/clock.js';
import { errorMessage, isRetryable, retryAfterMs } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { ChatId } from '../telegram/types.js';
import type { Task, TaskType } from './types.js';

export type TaskHandler = (task: Task) => Promise<void>;
export type TaskHandlers = Partial<Record<TaskType, TaskHandler>>;

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 2_000, maxDelayMs: 60_000 };

export interface SchedulerOptions {
  repo: TaskRepo;
  handlers: TaskHandlers;
  clock: Clock;
  log: Logger;
  retry?: RetryPolicy;
}

/**
 * Runs each conversation's tasks in plan order, one at a time; different conversations run
 * side by side. `wait` tasks and retry backoff sleep on the injected clock, with the due time
 * stored first so a restart resumes the same wait.
 */
export class Scheduler {
  readonly #repo: TaskRepo;
  readonly #handlers: TaskHandlers;
  readonly #clock: Clock;
  readonly #log: Logger;
  readonly #retry: RetryPolicy;
  readonly #running = new Map<string, Promise<void>>();
  readonly #again = new Set<string>();

  constructor(options: SchedulerOptions) {
    this.#repo = options.repo;
    this.#handlers = options.handlers;
    this.#clock = options.clock;
    this.#log = options.log;
    this.#retry = options.retry ?? DEFAULT_RETRY;
  }

  /** Makes sure the conversation's tasks are being worked on; resolves when it has none left. */
  kick(agent: string, chatId: ChatId): Promise<void> {
    const key = `${agent}\u0000${chatId}`;
    const running = this.#running.get(key);
    if (running) {
      this.#again.add(key);
      return running;
    }
    const run = this.#drain(agent, chatId, key).finally(() => this.#running.delete(key));
    this.#running.set(key, run);
    return run;
  }

  /** Resolves when no conversation has work in progress. */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running.values()]);
  }

  async #drain(agent: string, chatId: ChatId, key: string): Promise<void> {
    do {
      this.#again.delete(key);
      for (
        let task = await this.#repo.next(agent, chatId);
        task;
        task = await this.#repo.next(agent, chatId)
      ) {
        await this.#step(task);
      }
    } while (this.#again.has(key));
  }

  async #step(task: Task): Promise<void> {
    const log = this.#log.child({ task: task.id, chat: task.chatId });
    const failedDependency = await this.#failedDependency(task);
    if (failedDependency) {
      await this.#repo.update(task.id, {
        status: 'cancelled',
        lastError: `dependency ${failedDependency} failed`,
      });
      log.warn('task cancelled: a task it depends on failed', { dependency: failedDependency });
      return;
    }
    const due = await this.#dueTime(task);
    if (due > this.#clock.now()) {
      await this.#clock.sleep(due - this.#clock.now());
      const fresh = await this.#repo.get(task.id);
      if (fresh?.status !== 'pending') return;
    }
    const handler = this.#handlers[task.type];
    if (!handler) {
      await this.#repo.update(task.id, {
        status: 'failed',
        lastError: `no handler for task type ${task.type}`,
      });
      log.error('task failed: no handler for its type', { type: task.type });
      return;
    }
    const attempts = task.attempts + 1;
    await this.#repo.update(task.id, { status: 'active', attempts });
    try {
      await handler({ ...task, attempts });
      await this.#repo.update(task.id, { status: 'done', lastError: null });
    } catch (err) {
      await this.#failed(task, attempts, err, log);
    }
  }

  async #failed(task: Task, attempts: number, err: unknown, log: Logger): Promise<void> {
    const reason = errorMessage(err);
    if (isRetryable(err) && attempts < this.#retry.maxAttempts) {
      const backoff = Math.min(this.#retry.maxDelayMs, this.#retry.baseDelayMs * 2 ** (attempts - 1));
      const delay = retryAfterMs(err) ?? backoff;
      await this.#repo.update(task.id, {
        status: 'pending',
        notBefore: this.#clock.now() + delay,
        lastError: reason,
      });
      log.warn('task failed, will retry', { type: task.type, attempt: attempts, retryInMs: delay, reason });
      return;
    }
    await this.#repo.update(task.id, { status: 'failed', lastError: reason });
    const cancelled = await this.#repo.cancelRestOfGraph(task, `dependency ${task.id} failed`);
    log.error('task failed', { type: task.type, attempts, reason, retryable: isRetryable(err), cancelled });
  }

  /** A wait's due time is fixed when it first becomes runnable, then stored. */
  async #dueTime(task: Task): Promise<number> {
    if (task.notBefore !== undefined) return task.notBefore;
    if (task.type !== 'wait') return 0;
    const due = this.#clock.now() + Number(task.params.delay ?? 0) * 1000;
    await this.#repo.update(task.id, { notBefore: due });
    return due;
  }

  async #failedDependency(task: Task): Promise<string | undefined> {
    for (const id of task.dependsOn) {
      const dependency = await this.#repo.get(id);
      if (dependency?.status === 'failed') return id;
    }
    return undefined;
  }
}

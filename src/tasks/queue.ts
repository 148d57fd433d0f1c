import type { ChatId } from '../telegram/types.js';
import type { Task, TaskStatus, TaskType } from './types.js';

/** A dependency as readiness needs it. */
export interface DependencyState {
  status: TaskStatus;
  type: TaskType;
}

/**
 * What the engine needs of task storage (the store's `TaskRepo` is one). It persists what it is
 * told; when a task may run and what a failure cancels is decided in tasks/.
 */
export interface TaskQueue {
  /** The conversation's unfinished tasks (pending or active), in plan order. */
  open(agent: string, chatId: ChatId): Promise<Task[]>;
  /** Status and type of the given tasks (missing ids are left out). */
  states(ids: readonly string[]): Promise<Map<string, DependencyState>>;
  /** Marks a pending task active and counts the attempt; undefined when it is no longer pending. */
  claim(id: string): Promise<Task | undefined>;
  complete(id: string): Promise<void>;
  /** Back to pending, to run again at `notBefore`. */
  retryLater(id: string, notBefore: number, reason: string): Promise<void>;
  /** An attempt interrupted by a graceful stop: pending again, and the attempt does not count. */
  release(task: Task): Promise<void>;
  fail(id: string, reason: string): Promise<void>;
  /** Cancels the given tasks that are still pending; returns how many. */
  cancel(ids: readonly string[], reason: string): Promise<number>;
  setNotBefore(id: string, notBefore: number): Promise<void>;
}

/**
 * Storage the engine changes in transactions: its task queue, and whatever a handler records
 * with a task's completion (`S`, the store itself, as handed to the transaction).
 */
export interface TaskStore<S> {
  readonly tasks: TaskQueue;
  transaction<T>(fn: (store: S) => Promise<T>): Promise<T>;
}

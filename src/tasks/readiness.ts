import type { DependencyState } from './queue.js';
import type { Task, TaskParams, TaskType } from './types.js';

/** Task types whose failure does not stop the rest of their plan (a reaction is decoration). */
export const OPTIONAL: ReadonlySet<TaskType> = new Set(['react']);

/**
 * Whether a pending task may run as far as its dependencies go: `blocked` while one is still
 * open, `doomed` when one failed or was cancelled (a `report` runs regardless, and a failed
 * optional task does not count).
 */
export function readiness(
  task: Task,
  openIds: ReadonlySet<string>,
  states: ReadonlyMap<string, DependencyState>,
): 'ready' | 'blocked' | 'doomed' {
  for (const id of task.dependsOn) {
    if (openIds.has(id)) return 'blocked';
    const state = states.get(id);
    if (!state || state.status === 'done' || task.type === 'report') continue;
    if (state.status === 'failed' && OPTIONAL.has(state.type)) continue;
    return 'doomed';
  }
  return 'ready';
}

/**
 * Whether the persona may carry out a task that is due now:
 * - ready;
 * - held until a moment (asleep until its wake-up): stored with that due time, judged again then;
 * - held until woken (`untilWoken`: the connection is down, and its return wakes every lane):
 *   its due time stays as it is, and `heldUntil` is the latest moment to judge it again;
 * - given up (`giveUp`: why it fails, e.g. it waited for the connection longer than allowed).
 */
export type SendReadiness =
  | { ready: true }
  | { heldUntil: number; because: string; untilWoken?: boolean }
  | { giveUp: string };

export const READY: SendReadiness = { ready: true };

/** How long a `wait` holds back what follows it, in ms. */
export function waitMs(params: TaskParams['wait']): number {
  return Number.isFinite(params.delay) && params.delay > 0 ? params.delay * 1000 : 0;
}

/**
 * The due time to store for a task that became ready at `now`: a `wait` counts its delay from
 * the moment what it follows has happened, and keeps that due time across a restart. Undefined
 * when the task has its due time already, or needs none.
 */
export function dueTimeToStore(task: Task, now: number): number | undefined {
  return task.type === 'wait' && task.notBefore === undefined ? now + waitMs(task.params) : undefined;
}

/**
 * The pending tasks a failure leaves without a future: what depends on the failed task,
 * transitively, except `report` tasks, which run once their predecessor has settled.
 */
export function orphanedBy(failed: Task, open: readonly Task[]): Task[] {
  const out: Task[] = [];
  const queue = [failed.id];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const next of open) {
      if (next.status !== 'pending' || next.type === 'report' || !next.dependsOn.includes(id)) continue;
      if (out.includes(next)) continue;
      out.push(next);
      queue.push(next.id);
    }
  }
  return out;
}

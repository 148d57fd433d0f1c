import type { MessageId } from '../telegram/types.js';
import { type DuePlan, isTask, type Task, type TurnTrigger } from './types.js';

/** At most this many messages carry one turn's status reactions (the newest are kept). */
export const MAX_COVERED = 20;

/** What a new message (or a requested turn) does to the conversation's unfinished plans. */
export interface Replan {
  /** Pending tasks that are obsolete now. */
  cancel: string[];
  /** Kept tasks whose predecessor is cancelled now depend on the nearest kept one before it. */
  rewire: { id: string; dependsOn: string[] }[];
  /** Messages whose turns or reports are cancelled: the new turn answers for them. */
  inherit: MessageId[];
  /** Plans that were due for the cancelled turns: the new turn carries them on. */
  plans: DuePlan[];
}

/**
 * Decides which unfinished work a new message makes obsolete (pure). Everything pending goes —
 * earlier turns and the unsent part of earlier plans — except a block → wait → unblock sequence
 * whose block has already happened: its waits and its unblock stay, so nobody stays blocked
 * by a plan cut short. `graphs` are the tasks of every graph with pending work, each in order.
 */
export function replanForNewMessage(graphs: readonly (readonly Task[])[]): Replan {
  const out: Replan = { cancel: [], rewire: [], inherit: [], plans: [] };
  for (const graph of graphs) {
    const keep = keptBlockSequence(graph);
    const cancelled = new Set(
      graph.filter((t) => t.status === 'pending' && t.type !== 'report' && !keep.has(t.id)).map((t) => t.id),
    );
    for (const task of graph) {
      if (task.type !== 'report' || task.status !== 'pending') continue;
      // A report closes its plan; it goes with the plan when part of the plan goes.
      if (cancelled.size > 0) cancelled.add(task.id);
      else keep.add(task.id);
    }
    for (const task of graph) {
      if (!cancelled.has(task.id)) continue;
      out.cancel.push(task.id);
      if (isTask(task, 'received', 'report')) out.inherit.push(...task.params.covers);
      if (isTask(task, 'received')) out.plans = mergePlans(out.plans, duePlansOf(task.params));
    }
    out.rewire.push(...rewire(graph, cancelled));
  }
  out.inherit = mergeCovered([], out.inherit);
  return out;
}

/** At most this many due plans ride on one turn (the newest are kept). */
export const MAX_CARRIED_PLANS = 5;

/** The plans a turn is due to act on: the one that started it and those it carries. */
export function duePlansOf(params: { trigger?: TurnTrigger; plans?: readonly DuePlan[] }): DuePlan[] {
  const trigger = params.trigger;
  const own: DuePlan[] =
    trigger?.kind === 'event' ? [{ id: trigger.id, what: trigger.what, dueAt: trigger.dueAt }] : [];
  return [...(params.plans ?? []), ...own];
}

/** Plans in order, each once (by id, else by text), the newest `MAX_CARRIED_PLANS`. */
export function mergePlans(a: readonly DuePlan[], b: readonly DuePlan[]): DuePlan[] {
  const byKey = new Map<string, DuePlan>();
  for (const plan of [...a, ...b]) {
    const key = plan.id ?? `text:${plan.what}`;
    byKey.delete(key);
    byKey.set(key, plan);
  }
  return [...byKey.values()].slice(-MAX_CARRIED_PLANS);
}

/**
 * The plans a new turn carries from the turns it replaced, less the one that starts it; absent
 * when there are none (a stored turn then reads exactly as before plans could be carried).
 */
export function carriedPlans(replaced: readonly DuePlan[], trigger: TurnTrigger): DuePlan[] | undefined {
  const own = trigger.kind === 'event' ? (trigger.id ?? `text:${trigger.what}`) : undefined;
  const carried = replaced.filter((p) => (p.id ?? `text:${p.what}`) !== own);
  return carried.length > 0 ? carried : undefined;
}

/** What the end of a turn means for turns queued behind it. */
export interface TurnSettlement {
  /** A newer message arrived while the model was working: its turn answers everything. */
  supersededBy?: Task<'received'>;
  /** Queued turns for messages this turn has answered already. */
  redundant: Task<'received'>[];
}

/**
 * A turn that answered `target` ends (pure). Queued turns covering only messages up to the
 * target are redundant; a queued turn covering a newer message supersedes this turn's plan,
 * which was written without seeing that message.
 */
export function settleTurn(target: MessageId | undefined, queued: readonly Task[]): TurnSettlement {
  const turns = queued.filter((t) => isTask(t, 'received')).filter((t) => t.status === 'pending');
  if (target === undefined) return { redundant: [] };
  const newer = turns.filter((t) => t.params.covers.some((id) => id > target));
  const latest = newer.at(-1);
  if (latest) return { supersededBy: latest, redundant: [] };
  const redundant = turns.filter((t) => {
    const { covers } = t.params;
    return covers.length > 0 && covers.every((id) => id <= target);
  });
  return { redundant };
}

/** Union of two lists of message ids, ascending, capped to the newest MAX_COVERED. */
export function mergeCovered(a: readonly MessageId[], b: readonly MessageId[]): MessageId[] {
  return [...new Set([...a, ...b])].sort((x, y) => x - y).slice(-MAX_COVERED);
}

/** Ids of pending waits and unblocks that finish a block which has already happened. */
function keptBlockSequence(graph: readonly Task[]): Set<string> {
  const keep = new Set<string>();
  let blockStarted = false;
  let waits: string[] = [];
  for (const task of graph) {
    if (task.type === 'block') {
      blockStarted = task.status === 'done' || task.status === 'active';
      waits = [];
    } else if (task.type === 'wait' && blockStarted && task.status === 'pending') {
      waits.push(task.id);
    } else if (task.type === 'unblock' && blockStarted) {
      if (task.status === 'pending') for (const id of [...waits, task.id]) keep.add(id);
      blockStarted = false;
      waits = [];
    }
  }
  return keep;
}

/** Kept tasks after a cancelled one now depend on the nearest earlier task that is not cancelled. */
function rewire(graph: readonly Task[], cancelled: ReadonlySet<string>): Replan['rewire'] {
  const out: Replan['rewire'] = [];
  let previous: Task | undefined;
  let skipped = false;
  for (const task of graph) {
    if (cancelled.has(task.id)) {
      skipped = true;
      continue;
    }
    if (skipped && previous && task.status === 'pending') out.push({ id: task.id, dependsOn: [previous.id] });
    previous = task;
    skipped = false;
  }
  return out;
}

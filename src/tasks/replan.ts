import type { MessageId } from '../telegram/types.js';
import { isTask, type Task } from './types.js';

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
}

/**
 * Decides which unfinished work a new message makes obsolete (pure). Everything pending goes —
 * earlier turns and the unsent part of earlier plans — except a block → wait → unblock sequence
 * whose block has already happened: its waits and its unblock stay, so nobody stays blocked
 * by a plan cut short. `graphs` are the tasks of every graph with pending work, each in order.
 */
export function replanForNewMessage(graphs: readonly (readonly Task[])[]): Replan {
  const out: Replan = { cancel: [], rewire: [], inherit: [] };
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
    }
    out.rewire.push(...rewire(graph, cancelled));
  }
  out.inherit = mergeCovered([], out.inherit);
  return out;
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

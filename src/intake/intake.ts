import type { ReadDelaySettings } from '../config/telegram-schema.js';
import type { EngineStore } from '../store/engine.js';
import type { Logger } from '../support/log.js';
import { carriedPlans, mergeCovered, type Replan, replanForNewMessage } from '../tasks/replan.js';
import type { BoundaryHook } from '../tasks/scheduler.js';
import type { NewTask, TurnTrigger } from '../tasks/types.js';
import type { ChatId, InboundMessage } from '../telegram/types.js';
import { type Availability, turnDueTime } from './availability.js';
import { readingTimeMs } from './read-delay.js';

export interface IntakeDeps {
  agent: string;
  store: EngineStore;
  log: Logger;
  now: () => number;
  /** How long a turn waits for more messages of a burst before it starts. */
  debounceMs: number;
  /** Why the turn runs: a new message from the live stream, or one an unread scan found. */
  trigger?: TurnTrigger;
  /** The persona's availability by its schedule at a moment; absent without a schedule. */
  availability?: (now: number) => Availability;
  /** Whether this message may wake a sleeping persona (an admin's direct message, when allowed). */
  wakes?: (message: InboundMessage) => boolean;
  /** How fast the persona reads (`readingTimeMs`); absent: the turn does not wait for reading. */
  readDelay?: ReadDelaySettings;
  /** Starts work on the conversation. */
  kick: (chatId: ChatId) => void;
  onBoundary?: BoundaryHook;
}

export type IntakeOutcome = 'queued' | 'duplicate' | 'own';

/**
 * Takes one inbound message. In one transaction: it is recorded (a repeated delivery is
 * dropped), the conversation is replanned (earlier turns and unsent messages are replaced,
 * a running block → wait → unblock is kept) and one `received` turn is queued that answers
 * this message and every message whose turn it replaced. The turn waits `debounceMs` for more
 * of a burst (never more than three periods in all), so a burst costs one model call; it also
 * waits for the message's reading time, with a schedule for the persona's responsiveness, and
 * while it sleeps until it wakes (`turnDueTime`).
 */
export async function acceptMessage(deps: IntakeDeps, message: InboundMessage): Promise<IntakeOutcome> {
  if (message.out) return 'own';
  deps.onBoundary?.('message-received', { chatId: message.chatId });
  const queued = await deps.store.transaction(async (store) => {
    if (!(await store.messages.accept(deps.agent, message))) return undefined;
    const replan = await replanConversation(store, deps.agent, message.chatId);
    const now = deps.now();
    const since = Math.min(now, replan.since ?? now);
    const covers = mergeCovered(replan.inherit, [message.id]);
    const trigger = deps.trigger ?? { kind: 'message' };
    const plans = carriedPlans(replan.plans, trigger);
    const turn: NewTask<'received'> = {
      type: 'received',
      params: { targetId: Math.max(...covers), trigger, covers, since, plans },
    };
    const notBefore = turnDueTime({
      now,
      since,
      debounceMs: deps.debounceMs,
      readingMs: deps.readDelay && readingTimeMs(message, deps.readDelay),
      availability: deps.availability,
      wakes: deps.wakes?.(message) ?? false,
      spread: { persona: deps.agent, chatId: message.chatId, messageId: message.id },
    });
    await store.tasks.appendChain(deps.agent, message.chatId, [turn], { notBefore });
    return replan;
  });
  if (!queued) {
    deps.log.debug('duplicate message ignored', { chat: message.chatId, message: message.id });
    return 'duplicate';
  }
  deps.onBoundary?.('message-stored', { chatId: message.chatId });
  deps.log.info('message received', {
    chat: message.chatId,
    message: message.id,
    replaced: queued.cancel.length,
    kept: queued.rewire.length,
  });
  deps.kick(message.chatId);
  return 'queued';
}

/**
 * Cancels the conversation's obsolete work (see `replanForNewMessage`) inside the caller's
 * transaction; `since` is when the earliest replaced turn's burst began.
 */
export async function replanConversation(
  store: EngineStore,
  agent: string,
  chatId: ChatId,
): Promise<Replan & { since?: number }> {
  const open = await store.tasks.open(agent, chatId);
  const graphIds = [...new Set(open.filter((t) => t.status === 'pending').map((t) => t.graphId))];
  const graphs = [];
  for (const id of graphIds) graphs.push(await store.tasks.graph(id));
  const replan: Replan & { since?: number } = replanForNewMessage(graphs);
  await store.tasks.cancel(replan.cancel, 'replaced by a newer message');
  for (const { id, dependsOn } of replan.rewire) await store.tasks.setDependsOn(id, dependsOn);
  const cancelled = new Set(replan.cancel);
  for (const task of open) {
    if (task.type !== 'received' || !cancelled.has(task.id)) continue;
    const { since } = task.params;
    if (since !== undefined) replan.since = Math.min(replan.since ?? since, since);
  }
  return replan;
}

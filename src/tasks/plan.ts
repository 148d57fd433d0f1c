import { instantOf } from '../config/schedule.js';
import type { AnswerBounds } from '../config/types.js';
import { chooseReaction } from '../telegram/reactions.js';
import type { ChatKind, MessageId, UserId } from '../telegram/types.js';
import { AnswerBudget, countTypes } from './bounds.js';
import { parseLocalStart } from './event-time.js';
import type { EventStep, EventTaskParams, NewTask, PlanStep } from './types.js';

export interface PlanContext {
  chatKind: ChatKind;
  /** The message this turn answers. */
  targetId: MessageId;
  /**
   * The partner of a direct chat, when they are a configured admin. Only then are `shutdown` and
   * `clear-conversation` planned (stamped with this id): in a group anyone can make the newest
   * message one an admin wrote, or ask the persona in an admin's name, so a group never counts.
   */
  adminPartner?: UserId;
  /**
   * The messages of this chat the model was shown (the window and the quoted ones). A reply or
   * reaction naming another id is not a message of this chat: the reply id is dropped, the
   * reaction goes to the target. Absent: ids are not checked.
   */
  knownIds?: ReadonlySet<MessageId>;
  /** Bounds on one answer (messages, characters, longest wait); the defaults when absent. */
  bounds?: AnswerBounds;
  /**
   * The people the model was shown (senders in the window, the partner of a direct chat): a
   * `person` block about anyone else is dropped, so a fact never lands on the wrong user.
   * Absent: user ids are not checked.
   */
  knownUsers?: ReadonlySet<UserId>;
  /** What an `event` step is checked against; absent: events are not planned here. */
  events?: EventPlanning;
}

/** The facts an event step needs: the clock, the persona's zone, whether the chat has a conversation. */
export interface EventPlanning {
  now: number;
  timeZone: string;
  /**
   * The other side has written in this chat before (the turn's history has a message not from
   * the persona): a persona may plan to write again where it was spoken to, never to open a chat.
   */
  earlierConversation: boolean;
}

export interface PlanNote {
  step: number;
  reason: string;
}

/**
 * Turns parsed steps into tasks for the engine (pure). `think` stays private; admin-only steps
 * (only in a direct chat with an admin) and DM-only steps are dropped with a note elsewhere; in groups the first message
 * without a reply target answers the target message, so it is clear whom the persona answers.
 * Reply ids must name a message of the chat; one answer sends at most the bounded number of
 * messages and characters (the rest is dropped with a note), and waits are capped.
 */
export function planSteps(
  steps: readonly PlanStep[],
  context: PlanContext,
): { tasks: NewTask[]; notes: PlanNote[] } {
  const tasks: NewTask[] = [];
  const notes: PlanNote[] = [];
  const budget = new AnswerBudget(context.bounds);
  let fallbackReply = context.chatKind === 'group';
  let cutAt: number | undefined;

  steps.forEach((step, index) => {
    if (cutAt !== undefined) return;
    const note = (reason: string) => notes.push({ step: index + 1, reason });
    const planned = planOne(step, context);
    if ('drop' in planned) {
      note(planned.drop);
      return;
    }
    let task = checkIds(planned.task, context, note);
    if (task.type === 'react') {
      const choice = chooseReaction(task.params.emoji);
      if ('dropped' in choice) {
        note(`react dropped: ${choice.dropped}`);
        return;
      }
      if (choice.substitutedFor !== undefined)
        note(`react: ${choice.substitutedFor} is not a Telegram reaction; ${choice.emoji} is used instead`);
      task = { type: 'react', params: { ...task.params, emoji: choice.emoji } };
    }
    if (task.type === 'wait') {
      const wait = budget.capWait(task);
      if (wait.capped !== undefined)
        note(`wait of ${wait.capped} s shortened to ${wait.task.params.delay} s (answers.max_wait_hours)`);
      task = wait.task;
    }
    if (task.type === 'send' || task.type === 'sticker') {
      const taken = budget.take(task);
      if (taken?.shortened !== undefined)
        note(`message of ${taken.shortened} characters shortened: ${budget.cut ?? ''}`);
      if (!taken) {
        cutAt = index;
        return;
      }
      task = taken.task;
      if (fallbackReply) {
        task = withReplyTo(task, context.targetId);
        fallbackReply = false;
      }
    }
    tasks.push(task);
  });
  if (cutAt !== undefined) {
    // A wait left at the end would only hold back the turn's report.
    while (tasks.at(-1)?.type === 'wait') tasks.pop();
    const dropped = steps.slice(cutAt).map((s) => s.type);
    notes.push({
      step: cutAt + 1,
      reason: `answer cut (${budget.cut ?? 'bounds'}): dropped ${countTypes(dropped)}`,
    });
  }
  return { tasks, notes };
}

/** Reply and reaction ids that name no message of this chat are not used. */
function checkIds(task: NewTask, context: PlanContext, note: (reason: string) => void): NewTask {
  const known = context.knownIds;
  if (!known) return task;
  if ((task.type === 'send' || task.type === 'sticker') && task.params.replyTo !== undefined) {
    if (known.has(task.params.replyTo)) return task;
    note(`reply to #${task.params.replyTo} dropped: not a message of this chat`);
    return task.type === 'send'
      ? { type: 'send', params: { text: task.params.text } }
      : { type: 'sticker', params: { set: task.params.set, name: task.params.name } };
  }
  if (task.type === 'react' && !known.has(task.params.messageId)) {
    note(`reaction to #${task.params.messageId} goes to #${context.targetId}: not a message of this chat`);
    return { type: 'react', params: { ...task.params, messageId: context.targetId } };
  }
  return task;
}

/** The task for one step, or why it is not carried out. */
function planOne(step: PlanStep, context: PlanContext): { task: NewTask } | { drop: string } {
  switch (step.type) {
    case 'think':
      return { drop: 'think is private and never sent' };
    case 'react':
      return {
        task: {
          type: 'react',
          params: { ...step.params, messageId: step.params.messageId ?? context.targetId },
        },
      };
    case 'block':
    case 'unblock':
      return context.chatKind === 'direct'
        ? { task: { type: step.type, params: {} } }
        : { drop: `${step.type} only applies to direct chats` };
    case 'clear-conversation':
    case 'shutdown': {
      const admin = context.chatKind === 'direct' ? context.adminPartner : undefined;
      if (admin === undefined) return { drop: `${step.type} only applies in a direct chat with an admin` };
      return step.type === 'shutdown'
        ? { task: { type: step.type, params: { ...step.params, requestedBy: admin } } }
        : { task: { type: step.type, params: { requestedBy: admin } } };
    }
    case 'send':
      return { task: { type: step.type, params: { ...step.params } } };
    case 'sticker':
      return { task: { type: step.type, params: { ...step.params } } };
    case 'wait':
      return { task: { type: step.type, params: { ...step.params } } };
    case 'note':
    case 'remember':
      return { task: { type: step.type, params: { ...step.params } } };
    case 'event':
      return planEvent(step.params, context.events);
    case 'person':
      if (context.knownUsers && !context.knownUsers.has(step.params.user))
        return { drop: `person ${step.params.user} dropped: nobody with that user id is in this chat` };
      return { task: { type: step.type, params: { ...step.params } } };
  }
}

/**
 * An event step with its start resolved in the persona's zone. A new or changed plan needs an
 * earlier conversation in the chat (a cancel never does); a new one-off already past is dropped
 * (a change is checked against the event it changes when it is carried out).
 */
function planEvent(step: EventStep, events: EventPlanning | undefined): { task: NewTask } | { drop: string } {
  const label = step.id === undefined ? 'event' : `event ${step.id}`;
  if (step.cancel) {
    if (step.id === undefined) return { drop: 'event cancel dropped: no event id' };
    return { task: { type: 'event', params: { id: step.id, cancel: true } } };
  }
  if (!events) return { drop: `${label} dropped: plans are not kept here` };
  if (!events.earlierConversation)
    return { drop: `${label} dropped: the other side has not written in this chat yet` };
  const params: EventTaskParams = {};
  if (step.id !== undefined) params.id = step.id;
  if (step.at !== undefined) {
    const start = parseLocalStart(step.at, events.now, events.timeZone);
    if (!start) return { drop: `${label} dropped: \`at: ${step.at}\` is not a local time` };
    const once = step.every === undefined || step.every === 'once';
    if (step.id === undefined && once && instantOf(start.day, start.minute, events.timeZone) <= events.now)
      return { drop: `${label} dropped: ${step.at} has already passed` };
    params.start = start;
  }
  // Only what the model wrote: a change keeps every field it leaves out.
  if (step.every !== undefined) params.every = step.every;
  if (step.times !== undefined) params.times = step.times;
  if (step.what !== undefined) params.what = step.what;
  return { task: { type: 'event', params } };
}

/** A message without a reply target answers `targetId`. */
function withReplyTo(task: NewTask<'send' | 'sticker'>, targetId: MessageId): NewTask<'send' | 'sticker'> {
  if (task.params.replyTo !== undefined) return task;
  return task.type === 'send'
    ? { type: 'send', params: { ...task.params, replyTo: targetId } }
    : { type: 'sticker', params: { ...task.params, replyTo: targetId } };
}

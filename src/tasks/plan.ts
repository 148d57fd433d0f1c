import { chooseReaction } from '../telegram/reactions.js';
import type { ChatKind, MessageId, UserId } from '../telegram/types.js';
import type { NewTask, PlanStep } from './types.js';

export interface PlanContext {
  chatKind: ChatKind;
  /** The message this turn answers. */
  targetId: MessageId;
  /** The sender of the target message is a configured admin. */
  fromAdmin: boolean;
  /** The target's sender: stamped on admin-only tasks, which check it again when they run. */
  requestedBy?: UserId;
}

export interface PlanNote {
  step: number;
  reason: string;
}

/**
 * Turns parsed steps into tasks for the engine (pure). `think` stays private; admin-only and
 * DM-only steps are dropped with a note where they do not apply; in groups the first message
 * without a reply target answers the target message, so it is clear whom the persona answers.
 */
export function planSteps(
  steps: readonly PlanStep[],
  context: PlanContext,
): { tasks: NewTask[]; notes: PlanNote[] } {
  const tasks: NewTask[] = [];
  const notes: PlanNote[] = [];
  let fallbackReply = context.chatKind === 'group';

  steps.forEach((step, index) => {
    const note = (reason: string) => notes.push({ step: index + 1, reason });
    const planned = planOne(step, context);
    if ('drop' in planned) {
      note(planned.drop);
      return;
    }
    let task = planned.task;
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
    if ((task.type === 'send' || task.type === 'sticker') && fallbackReply) {
      task = withReplyTo(task, context.targetId);
      fallbackReply = false;
    }
    tasks.push(task);
  });
  return { tasks, notes };
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
      if (context.chatKind !== 'direct') return { drop: 'clear-conversation only applies to direct chats' };
      return context.fromAdmin
        ? { task: { type: step.type, params: byWhom(context) } }
        : { drop: 'clear-conversation needs a message from an admin' };
    case 'shutdown':
      return context.fromAdmin
        ? { task: { type: step.type, params: { ...step.params, ...byWhom(context) } } }
        : { drop: 'shutdown needs a message from an admin' };
    case 'send':
      return { task: { type: step.type, params: { ...step.params } } };
    case 'sticker':
      return { task: { type: step.type, params: { ...step.params } } };
    case 'wait':
      return { task: { type: step.type, params: { ...step.params } } };
  }
}

/** A message without a reply target answers `targetId`. */
function withReplyTo(task: NewTask<'send' | 'sticker'>, targetId: MessageId): NewTask<'send' | 'sticker'> {
  if (task.params.replyTo !== undefined) return task;
  return task.type === 'send'
    ? { type: 'send', params: { ...task.params, replyTo: targetId } }
    : { type: 'sticker', params: { ...task.params, replyTo: targetId } };
}

function byWhom(context: PlanContext): { requestedBy?: UserId } {
  return context.requestedBy === undefined ? {} : { requestedBy: context.requestedBy };
}

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
    const planned = planOne(step, context);
    if (typeof planned === 'string') {
      notes.push({ step: index + 1, reason: planned });
      return;
    }
    if (planned.type === 'react') {
      const choice = chooseReaction(String(planned.params.emoji));
      if ('dropped' in choice) {
        notes.push({ step: index + 1, reason: `react dropped: ${choice.dropped}` });
        return;
      }
      if (choice.substitutedFor !== undefined) {
        notes.push({
          step: index + 1,
          reason: `react: ${choice.substitutedFor} is not a Telegram reaction; ${choice.emoji} is used instead`,
        });
      }
      planned.params.emoji = choice.emoji;
    }
    if ((planned.type === 'send' || planned.type === 'sticker') && fallbackReply) {
      if (planned.params.replyTo === undefined) planned.params.replyTo = context.targetId;
      fallbackReply = false;
    }
    tasks.push(planned);
  });
  return { tasks, notes };
}

/** The task for one step, or why it is not carried out. */
function planOne(step: PlanStep, context: PlanContext): NewTask | string {
  switch (step.type) {
    case 'think':
      return 'think is private and never sent';
    case 'react':
      return {
        type: 'react',
        params: { ...step.params, messageId: step.params.messageId ?? context.targetId },
      };
    case 'block':
    case 'unblock':
      return context.chatKind === 'direct'
        ? { type: step.type, params: {} }
        : `${step.type} only applies to direct chats`;
    case 'clear-conversation':
      if (context.chatKind !== 'direct') return 'clear-conversation only applies to direct chats';
      return context.fromAdmin
        ? { type: step.type, params: byWhom(context) }
        : 'clear-conversation needs a message from an admin';
    case 'shutdown':
      return context.fromAdmin
        ? { type: step.type, params: { ...step.params, ...byWhom(context) } }
        : 'shutdown needs a message from an admin';
    default:
      return { type: step.type, params: { ...step.params } };
  }
}

function byWhom(context: PlanContext): { requestedBy?: UserId } {
  return context.requestedBy === undefined ? {} : { requestedBy: context.requestedBy };
}

import { chooseReaction } from '../telegram/reactions.js';
import { isCarriedId, type MessageId } from '../telegram/types.js';
import { AnswerBudget, countTypes } from './bounds.js';
import type { PlanContext } from './kinds/define.js';
import {
  isMessage,
  isQuiet,
  type MessageType,
  type NewTask,
  type PlanStep,
  planStep,
  type TaskParams,
} from './types.js';

export type { EventPlanning, PlanContext } from './kinds/define.js';

export interface PlanNote {
  step: number;
  reason: string;
}

/**
 * A step planning carried out with other values than the model wrote (a wait capped, a text
 * shortened, a reaction substituted, an id that names no message of the chat): the values used
 * and why, so a replay can show both.
 */
export interface BoundedStep {
  step: number;
  params: NewTask['params'];
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
): { tasks: NewTask[]; notes: PlanNote[]; bounded: BoundedStep[] } {
  const tasks: NewTask[] = [];
  const notes: PlanNote[] = [];
  const bounded: BoundedStep[] = [];
  const budget = new AnswerBudget(context.bounds);
  // A message carried over from the chat's former id cannot be replied to.
  let fallbackReply = context.chatKind === 'group' && !isCarriedId(context.targetId);
  let cutAt: number | undefined;
  let recalled = false;

  steps.forEach((step, index) => {
    // What the persona decided to remember or plan is kept even after the messages were cut.
    if (cutAt !== undefined && !isQuiet(step)) return;
    const note = (reason: string) => notes.push({ step: index + 1, reason });
    // After a recall the answer goes on in the follow-up turn, which sees what it found.
    if (recalled && !isQuiet(step)) {
      if (step.type !== 'think')
        note(
          step.type === 'recall'
            ? 'recall dropped: one recall per answer'
            : `${step.type} dropped: after a recall, the follow-up turn with its results decides`,
        );
      return;
    }
    if (step.type === 'recall') recalled = true;
    const changes: string[] = [];
    const change = (reason: string) => {
      note(reason);
      changes.push(reason);
    };
    const planned = planStep(step, context);
    if ('drop' in planned) {
      note(planned.drop);
      return;
    }
    let task = checkIds(planned.task, context, change);
    if (task.type === 'react') {
      const choice = chooseReaction(task.params.emoji);
      if ('dropped' in choice) {
        note(`react dropped: ${choice.dropped}`);
        return;
      }
      if (choice.substitutedFor !== undefined)
        change(`react: ${choice.substitutedFor} is not a Telegram reaction; ${choice.emoji} is used instead`);
      task = { type: 'react', params: { ...task.params, emoji: choice.emoji } };
    }
    if (task.type === 'wait') {
      const wait = budget.capWait(task);
      if (wait.capped !== undefined)
        change(`wait of ${wait.capped} s shortened to ${wait.task.params.delay} s (answers.max_wait_hours)`);
      task = wait.task;
    }
    if (isMessage(task)) {
      const taken = budget.take(task);
      if (taken?.shortened !== undefined)
        change(`message of ${taken.shortened} characters shortened: ${budget.cut ?? ''}`);
      if (!taken) {
        cutAt = index;
        return;
      }
      task = taken.task;
      if (fallbackReply) {
        if (task.params.replyTo === undefined) task = withReplyTo(task, context.targetId);
        fallbackReply = false;
      }
    }
    tasks.push(task);
    if (changes.length > 0)
      bounded.push({ step: index + 1, params: task.params, reason: changes.join('; ') });
  });
  if (cutAt !== undefined) {
    // A wait left after the last message would only hold back the turn's report.
    dropTrailingWaits(tasks);
    const dropped = steps
      .slice(cutAt)
      .filter((s) => !isQuiet(s))
      .map((s) => s.type);
    notes.push({
      step: cutAt + 1,
      reason: `answer cut (${budget.cut ?? 'bounds'}): dropped ${countTypes(dropped)}`,
    });
  }
  return { tasks, notes, bounded };
}

/** Waits after the last task that does something now (quiet ones are carried out with the plan). */
function dropTrailingWaits(tasks: NewTask[]): void {
  for (let i = tasks.length - 1; i >= 0; i--) {
    const task = tasks[i];
    if (!task || (task.type !== 'wait' && !isQuiet(task))) return;
    if (task.type === 'wait') tasks.splice(i, 1);
  }
}

/** Reply and reaction ids that name no message of this chat are not used. */
function checkIds(task: NewTask, context: PlanContext, note: (reason: string) => void): NewTask {
  const known = context.knownIds;
  if (!known) return task;
  if (isMessage(task) && task.params.replyTo !== undefined) {
    if (known.has(task.params.replyTo)) return task;
    note(`reply to #${task.params.replyTo} dropped: not a message of this chat`);
    return withReplyTo(task, undefined);
  }
  if (task.type === 'react' && !known.has(task.params.messageId)) {
    note(`reaction to #${task.params.messageId} goes to #${context.targetId}: not a message of this chat`);
    return { type: 'react', params: { ...task.params, messageId: context.targetId } };
  }
  return task;
}

/** The message answering `replyTo` (undefined: answering none). */
function withReplyTo<K extends MessageType>(task: NewTask<K>, replyTo: MessageId | undefined): NewTask<K> {
  const params: TaskParams[K] = { ...task.params };
  if (replyTo === undefined) delete params.replyTo;
  else params.replyTo = replyTo;
  const replying: NewTask<K> = { type: task.type, params };
  return replying;
}

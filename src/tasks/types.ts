import type { ChatId, MessageId, UserId } from '../telegram/types.js';

/** A step that takes no parameters. */
export type NoParams = Record<string, never>;

/** The parameters of each step the model may ask for, as parsed from its reply. */
export type StepParams = {
  send: { text: string; replyTo?: MessageId };
  sticker: { set: string; name: string; replyTo?: MessageId };
  react: { emoji: string; messageId?: MessageId };
  wait: { delay: number };
  block: NoParams;
  unblock: NoParams;
  'clear-conversation': NoParams;
  think: { text: string };
  shutdown: { reason?: string };
};

export type StepType = keyof StepParams;

/** One step the model asked for: `switch (step.type)` narrows `params`. */
export type PlanStep<K extends StepType = StepType> = { [T in K]: { type: T; params: StepParams[T] } }[K];

/** Listed as a record so a new step type is a compile error here until it is listed. */
const STEPS: Record<StepType, true> = {
  send: true,
  sticker: true,
  react: true,
  wait: true,
  block: true,
  unblock: true,
  'clear-conversation': true,
  think: true,
  shutdown: true,
};

export const STEP_TYPES = Object.keys(STEPS) as readonly StepType[];

export function isStepType(type: string): type is StepType {
  return Object.hasOwn(STEPS, type);
}

/**
 * The parameters the engine stores per task type: the steps as planned (a reaction always
 * names its message, admin-only steps carry who asked), plus the two internal types.
 * `received` is a turn: read the chat, ask the model, plan. `report` closes a turn: it accounts
 * for what was delivered and sets the final status reaction; it runs once its predecessor has
 * settled, even when that failed.
 */
export type TaskParams = {
  send: StepParams['send'];
  sticker: StepParams['sticker'];
  react: { emoji: string; messageId: MessageId };
  wait: StepParams['wait'];
  block: NoParams;
  unblock: NoParams;
  /** `requestedBy`: the admin partner of the direct chat the task was planned in. */
  'clear-conversation': { requestedBy?: UserId };
  think: StepParams['think'];
  shutdown: { reason?: string; requestedBy?: UserId };
  received: {
    /** The message to answer; without it the turn answers the newest message. */
    targetId?: MessageId;
    /** The inbound messages whose status reactions this turn sets. */
    covers: MessageId[];
    /** When the burst this turn answers began (ms): debounce never waits past a bound from it. */
    since?: number;
    /** What started the turn when no new message did (absent: a message). */
    trigger?: ReceivedTrigger;
  };
  report: {
    covers: MessageId[];
    /** The model wrote a reply (even if no message came of it). */
    answered?: boolean;
    /** The turn itself failed for good. */
    turnFailed?: boolean;
  };
};

/** A turn nobody's new message started: someone reacted to one of the persona's messages. */
export type ReceivedTrigger = { kind: 'reaction'; messageId: MessageId; emoji: string; fromId?: UserId };

export type TaskType = keyof TaskParams;

export type TaskStatus = 'pending' | 'active' | 'done' | 'failed' | 'cancelled';

/** What every stored task has, whatever its type. */
export interface TaskRecord {
  id: string;
  agent: string;
  chatId: ChatId;
  graphId: string;
  seq: number;
  status: TaskStatus;
  dependsOn: string[];
  attempts: number;
  notBefore?: number;
  lastError?: string;
  /** When the task was stored (ms). */
  createdAt: number;
}

/** Work the engine runs: `switch (task.type)` narrows `params`. */
export type Task<K extends TaskType = TaskType> = {
  [T in K]: TaskRecord & { type: T; params: TaskParams[T] };
}[K];

/** A task about to be stored: the engine assigns ids, order and status. */
export type NewTask<K extends TaskType = TaskType> = { [T in K]: { type: T; params: TaskParams[T] } }[K];

/** Narrows a task to one type (for `filter`, where `task.type === …` does not narrow the array). */
export function isTask<K extends TaskType>(task: Task, ...types: K[]): task is Extract<Task, { type: K }> {
  return types.some((type) => type === task.type);
}

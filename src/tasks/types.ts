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
  /** A note of this chat: no id adds one, an id with text changes it, an id without text deletes it. */
  note: { id?: string; text: string };
  /** A memory across chats, with the same id rules as a note. */
  remember: { id?: string; text: string };
  /** What the persona knows about one user: the text replaces it, no text forgets it. */
  person: { user: UserId; text: string };
  /**
   * A plan of the persona in this chat, as the model wrote it (checked for form, not yet for
   * time): no id adds one, an id with fields changes those fields, `cancel` ends it.
   */
  event: EventStep;
};

/** An `# «event»` block: its local start, how it recurs, its intent. */
export interface EventStep {
  /** `e3`: the event to change or cancel; absent: a new one. */
  id?: string;
  /** The local start as written: `2026-05-03 09:00` or `09:00` (its next occurrence). */
  at?: string;
  /** `30m`, `2h`, `1d`, `1w` (normalised), or `once` to stop a recurring one recurring. */
  every?: string;
  /** Occurrences from the next one on; absent with `every`: until cancelled. */
  times?: number;
  /** The one-line intent, shown to the persona when the event is due. */
  what?: string;
  /** The block named an event and nothing else: it is cancelled. */
  cancel?: boolean;
}

/** An event as planned: its start resolved to a local day and minute in the persona's zone. */
export interface EventTaskParams {
  id?: string;
  /** Local calendar day (days since 1970-01-01) and minute of the start. */
  start?: { day: number; minute: number };
  every?: string;
  times?: number;
  what?: string;
  cancel?: boolean;
}

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
  note: true,
  remember: true,
  person: true,
  event: true,
};

/** Steps that change only the persona's memory: nothing reaches the chat. */
export const MEMORY_STEPS: readonly StepType[] = ['note', 'remember', 'person'];

/**
 * Steps that send nothing now: memory and the persona's plans. An answer of only these is
 * silence, and their bare names in prose (`Note:`, `Event:`) are not task headings.
 */
export const QUIET_STEPS: readonly StepType[] = [...MEMORY_STEPS, 'event'];

export const STEP_TYPES = Object.keys(STEPS) as readonly StepType[];

export function isStepType(type: string): type is StepType {
  return Object.hasOwn(STEPS, type);
}

/** Why a turn runs, told to the model in the turn's last part. */
export type TurnTrigger =
  /** New messages arrived in the chat (the live stream, or a replayed fixture). */
  | { kind: 'message' }
  /** A scan for unread messages found them (after a reconnect or a start). */
  | { kind: 'unread-scan' }
  /** The account's owner marked the chat unread: an explicit request for attention. */
  | { kind: 'marked-unread' }
  /** Someone reacted to one of the persona's messages. */
  | { kind: 'reaction'; messageId: MessageId; emoji: string; fromId?: UserId }
  /** The operator asked for an answer now. */
  | { kind: 'operator' }
  /**
   * A planned event of the persona is due: its id (`e3`; absent in a fixture that gives none)
   * and its intent, as the persona wrote it.
   */
  | { kind: 'event'; id?: string; what: string };

/** A plan that is due, as a turn carries it: its id (when it has one) and its intent. */
export interface DuePlan {
  id?: string;
  what: string;
}

export type TurnTriggerKind = TurnTrigger['kind'];

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
  note: StepParams['note'];
  remember: StepParams['remember'];
  person: StepParams['person'];
  event: EventTaskParams;
  received: {
    /** The message to answer; without it the turn answers the newest message. */
    targetId?: MessageId;
    /** What started the turn; stored turns from before triggers existed read as a new message. */
    trigger?: TurnTrigger;
    /** The inbound messages whose status reactions this turn sets. */
    covers: MessageId[];
    /** When the burst this turn answers began (ms): debounce never waits past a bound from it. */
    since?: number;
    /**
     * Plans that fell due for turns this one replaced (a plan due while the persona slept, then a
     * message): the turn part names them, so a plan is never dropped by a newer turn.
     */
    plans?: DuePlan[];
  };
  report: {
    covers: MessageId[];
    /** The model wrote a reply (even if no message came of it). */
    answered?: boolean;
    /** The turn itself failed for good. */
    turnFailed?: boolean;
  };
};

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

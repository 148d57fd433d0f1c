import type { z } from 'zod';
import type { ChatId } from '../telegram/types.js';
import type { MessageFacet, Outgoing, PlanContext, PlanOutcome } from './kinds/define.js';
import { STEP_KINDS, TASK_KINDS } from './kinds/registry.js';

export type { Outgoing } from './kinds/define.js';
export type { EventStep, EventTaskParams } from './kinds/event.js';

import type { TurnTrigger } from './kinds/received.js';

export type { DuePlan, TurnTrigger } from './kinds/received.js';

type StepKinds = typeof STEP_KINDS;
type TaskKinds = typeof TASK_KINDS;

export type StepType = keyof StepKinds;
export type TaskType = keyof TaskKinds;

/** The parameters of each step the model may ask for, as parsed from its reply (each kind's step schema). */
export type StepParams = { [K in StepType]: z.output<StepKinds[K]['step']> };

/**
 * The parameters the engine stores per task type (each kind's params schema): the steps as
 * planned (a reaction always names its message, admin-only steps carry who asked), plus the
 * two internal types, `received` (a turn) and `report` (its close).
 */
export type TaskParams = { [K in TaskType]: z.output<TaskKinds[K]['params']> };

/** The task types that reach the chat as a message of the persona (their kind has `message`). */
export type MessageType = {
  [K in StepType]: StepKinds[K]['message'] extends undefined ? never : K;
}[StepType];

/** One step the model asked for: `switch (step.type)` narrows `params`. */
export type PlanStep<K extends StepType = StepType> = { [T in K]: { type: T; params: StepParams[T] } }[K];

export const STEP_TYPES = Object.keys(STEP_KINDS) as readonly StepType[];

export function isStepType(type: string): type is StepType {
  return Object.hasOwn(STEP_KINDS, type);
}

export function isTaskType(type: string): type is TaskType {
  return Object.hasOwn(TASK_KINDS, type);
}

/**
 * Steps that send nothing now: memory and the persona's plans. An answer of only these is
 * silence, and their bare names in prose (`Note:`, `Event:`) are not task headings.
 */
export const QUIET_STEPS: readonly StepType[] = STEP_TYPES.filter((type) => STEP_KINDS[type].quiet);

/**
 * A step that sends nothing now (memory, the persona's plans): what the persona decided. It is
 * carried out when its plan is stored, so nothing that happens to the rest of the plan undoes it.
 */
export function isQuiet(task: { type: string }): boolean {
  return QUIET_STEPS.some((type) => type === task.type);
}

const MESSAGE_TYPES: ReadonlySet<string> = new Set(
  STEP_TYPES.filter((type) => STEP_KINDS[type].message !== undefined),
);

/** A task type that puts a message of the persona in the chat. */
export function isMessageType(type: TaskType): type is MessageType {
  return MESSAGE_TYPES.has(type);
}

/** A task that puts a message of the persona in the chat (send, sticker, …). */
export function isMessageTask(task: Task): task is Task<MessageType> {
  return MESSAGE_TYPES.has(task.type);
}

/** The same for a task about to be stored. */
export function isMessage(task: NewTask): task is NewTask<MessageType> {
  return MESSAGE_TYPES.has(task.type);
}

export type TurnTriggerKind = TurnTrigger['kind'];

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

type Planners = {
  [K in StepType]: { plan(step: StepParams[K], context: PlanContext): PlanOutcome<TaskParams[K]> };
};
const PLANNERS: Planners = STEP_KINDS;

/** The task for one step by its kind's plan rule, or why it is not carried out. */
export function planStep<K extends StepType>(
  step: PlanStep<K>,
  context: PlanContext,
): { task: NewTask<K> } | { drop: string } {
  const kind: Planners[K] = PLANNERS[step.type];
  const planned = kind.plan(step.params, context);
  if ('drop' in planned) return planned;
  const task: NewTask<K> = { type: step.type, params: planned.params };
  return { task };
}

type Describers = { [K in StepType]: { describe(step: StepParams[K]): string } };
const DESCRIBERS: Describers = STEP_KINDS;

/** One line for people: what a step asks for (replay, console, chat). */
export function describeStep<K extends StepType>(step: PlanStep<K>): string {
  const kind: Describers[K] = DESCRIBERS[step.type];
  return kind.describe(step.params);
}

type LogFields = { [K in TaskType]: { logFields(params: TaskParams[K]): Record<string, unknown> } };
const LOG_FIELDS: LogFields = TASK_KINDS;

/** What a task was about to do, for the log line people read. */
export function logFieldsOf<K extends TaskType>(task: Task<K>): Record<string, unknown> {
  const kind: LogFields[K] = LOG_FIELDS[task.type];
  return kind.logFields(task.params);
}

type Messages = { [K in MessageType]: { message: MessageFacet<TaskParams[K]> } };
const MESSAGES: Messages = STEP_KINDS;

/** What a message task puts in the chat, in every form it can be recognised there (never twice). */
export function outgoingOf<K extends MessageType>(task: NewTask<K>): Outgoing[] {
  const kind: Messages[K] = MESSAGES[task.type];
  return kind.message.outgoing(task.params);
}

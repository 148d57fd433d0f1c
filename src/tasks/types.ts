import type { ChatId, MessageId } from '../telegram/types.js';

/** One step the model asked for, as parsed from its reply (BRIEF §5). */
export type PlanStep =
  | { type: 'send'; params: { text: string; replyTo?: MessageId } }
  | { type: 'sticker'; params: { set: string; name: string; replyTo?: MessageId } }
  | { type: 'react'; params: { emoji: string; messageId?: MessageId } }
  | { type: 'wait'; params: { delay: number } }
  | { type: 'block' | 'unblock' | 'clear-conversation'; params: Record<string, never> }
  | { type: 'think'; params: { text: string } }
  | { type: 'shutdown'; params: { reason?: string } };

export type StepType = PlanStep['type'];

export const STEP_TYPES: readonly StepType[] = [
  'send',
  'sticker',
  'react',
  'wait',
  'block',
  'unblock',
  'clear-conversation',
  'think',
  'shutdown',
];

/** Work the engine runs: the model's steps plus the internal `received` turn. */
export type TaskType = StepType | 'received';

export type TaskStatus = 'pending' | 'active' | 'done' | 'failed' | 'cancelled';

export interface Task {
  id: string;
  agent: string;
  chatId: ChatId;
  graphId: string;
  seq: number;
  type: TaskType;
  params: Record<string, unknown>;
  status: TaskStatus;
  dependsOn: string[];
  attempts: number;
  notBefore?: number;
  lastError?: string;
}

/** A task about to be stored: the engine assigns ids, order and status. */
export interface NewTask {
  type: TaskType;
  params: Record<string, unknown>;
}

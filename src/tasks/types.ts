import type { ChatId, MessageId } from '../telegram/types.js';

/** One step the model asked for, as parsed from its task blocks (prompts/ResponseFormat.md). */
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

/**
 * Work the engine runs: the model's steps plus two internal types: `received` (a turn: read
 * the chat, ask the model, plan) and `report` (closes a turn: accounts for what was delivered
 * and sets the final status reaction; it runs once its predecessor has settled, even when that
 * failed).
 */
export type TaskType = StepType | 'received' | 'report';

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
  /** When the task was stored (ms). */
  createdAt: number;
}

/** A task about to be stored: the engine assigns ids, order and status. */
export interface NewTask {
  type: TaskType;
  params: Record<string, unknown>;
}

import type { ChatId, MessageId } from '../telegram/types.js';
import type { DuePlan, NewTask, PlanStep, TaskStatus, TurnTrigger } from './types.js';
import type { Withheld } from './withheld.js';

/**
 * What one turn did, kept for the operator: why it started, what it answered, the exact request
 * and answer, the plan, and what became of each planned action. The request and the chat
 * snapshot are stored as JSON for pages and fixtures; the engine does not read them back.
 */
export interface JournalTurn {
  /** The `received` task of the turn. */
  turnId: string;
  agent: string;
  chatId: ChatId;
  /** When the turn finished reading and asking (ms). */
  at: number;
  /** Why the turn started: `message` (people wrote), `operator` (answer now), `started` (no new message: a scan, a restart, a replay). */
  trigger: string;
  targetId?: MessageId;
  /** Exactly what the model was handed, as `prompt --json` prints it under `request`. */
  request?: unknown;
  /** The model's answer as received; `silent` with the reason it gave none. */
  reply?: { kind: 'text'; text: string } | { kind: 'silent'; reason: string };
  steps: PlanStep[];
  /** Why parts of the answer were dropped or not carried out. */
  issues: string[];
  /** What of the answer did not reach the chat, and why (absent in turns kept before it existed). */
  withheld?: Withheld[];
  /** What the plan stored (before delivery). */
  tasks: NewTask[];
  /** The chat as the model saw it, enough to write a replay fixture of the turn. */
  snapshot?: unknown;
  /** The newest message the chat's previous turn showed (its fixture's `seen_up_to`). */
  seenBefore?: MessageId;
  /** What started the turn, with its details (its fixture's `trigger`). */
  cause?: TurnTrigger;
  /** Plans due that the turn carried from turns it replaced (its fixture's `plans_due`). */
  plans?: DuePlan[];
  /** Why the turn failed for good (after its retries); it then planned nothing. */
  error?: string;
}

/** One planned action and what became of it. */
export interface JournalAction {
  taskId: string;
  type: string;
  params: Record<string, unknown>;
  status: TaskStatus;
  lastError?: string;
  /** Telegram confirmed the message (sends and stickers). */
  delivered: boolean;
}

/** Where the engine writes its turns (the store; nothing in a replay). */
export interface TurnJournalPort {
  /** The turn as decided; `graphId`: the stored plan's graph, when it stored one. */
  record(turn: JournalTurn, graphId: string | undefined): Promise<void>;
  /** What the plan's actions came to, once it settled. */
  settle(graphId: string, actions: readonly JournalAction[]): Promise<void>;
}

/** Chats the operator paused: their messages are stored, but no turn starts in them. */
export interface ChatPausePort {
  isPaused(agent: string, chatId: ChatId): Promise<boolean>;
  /** Pauses and resumes a chat; a port without them cannot carry a pause over to a chat's new id. */
  pause?(agent: string, chatId: ChatId): Promise<void>;
  resume?(agent: string, chatId: ChatId): Promise<void>;
}

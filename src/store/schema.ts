import type { Kysely } from 'kysely';
import type { TaskStatus, TaskType } from '../tasks/types.js';

/**
 * Table types. Telegram's 64-bit ids are TEXT; times are integers (milliseconds since the
 * epoch); booleans are 0/1 (better-sqlite3 binds neither booleans nor Dates). Keys are natural
 * or TEXT ids, never auto-increment, so the same queries run on PostgreSQL.
 */
export interface InboundMessagesTable {
  agent: string;
  chat_id: string;
  msg_id: number;
  sender_id: string;
  /** Telegram's date, unix seconds. */
  date: number;
  /** The normalised InboundMessage as JSON. */
  body: string;
  received_at: number;
  /** 0 until a turn that answered this message or a newer one has finished. */
  handled: number;
  /**
   * When Telegram delivered it to the agent (ms); null for messages only seen in a fetched
   * history. Only accepted messages trigger turns.
   */
  accepted_at: number | null;
}

export type DescriptionStatus = 'ok' | 'unsupported' | 'error' | 'timeout';
/** Where a description came from. */
export type DescriptionSource = 'curated' | 'ai' | 'fixture' | 'fallback';

export interface MediaDescriptionsTable {
  media_id: string;
  kind: string;
  set_name: string | null;
  emoji: string | null;
  description: string | null;
  status: DescriptionStatus;
  attempts: number;
  source: DescriptionSource;
  updated_at: number;
  /** Why the last attempt gave no description (status other than ok); added by 0004. */
  reason: string | null;
}

export interface TasksTable {
  id: string;
  agent: string;
  chat_id: string;
  /** Tasks planned together (one model reply, or one `received` trigger) share a graph id. */
  graph_id: string;
  /** Order within the conversation. */
  seq: number;
  type: TaskType;
  /** JSON of `TaskParams[type]`, checked when the row is read. */
  params: string;
  status: TaskStatus;
  /** JSON array of task ids. */
  depends_on: string;
  attempts: number;
  /** Not to run before this time (wait tasks, retry backoff), ms since the epoch. */
  not_before: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface TelegramSessionsTable {
  /** Persona name as written in config.yaml. */
  persona: string;
  /** GramJS StringSession: a full credential for the account. Never logged. */
  session: string;
  user_id: string;
  user_name: string;
  updated_at: number;
}

/** Outgoing actions Telegram confirmed: the idempotency record of the delivery stage. */
export interface DeliveriesTable {
  /** The idempotency key: the id of the task that sent it. */
  key: string;
  agent: string;
  chat_id: string;
  /** send | sticker */
  kind: string;
  /** Telegram's id of the message sent. */
  msg_id: number | null;
  /** A short description (the text's first characters, or the sticker), for people reading logs. */
  detail: string | null;
  confirmed_at: number;
}

/** The last `seq` given to a task of each conversation (added by 0005). */
export interface TaskSeqTable {
  agent: string;
  chat_id: string;
  last_seq: number;
}

/** The kinds of memory the persona writes (added by 0007). */
export type MemoryKind = 'note' | 'memory' | 'person';

/**
 * One thing the persona remembers. `scope` is the chat of a note and '' for memories and
 * people; `id` is the note's or memory's short id (`n3`, `m7`) or the person's user id.
 */
export interface MemoryEntriesTable {
  agent: string;
  kind: MemoryKind;
  scope: string;
  id: string;
  text: string;
  /** The chat a memory was written in (shown with it); null for people. */
  origin_chat: string | null;
  created_at: number;
  updated_at: number;
  /** Last written, or last shown for people: the least recently used go first at the cap. */
  used_at: number;
}

/** A summary of a chat's messages `first_id`..`last_id` (added by 0007). */
export interface SummariesTable {
  agent: string;
  chat_id: string;
  first_id: number;
  last_id: number;
  /** Dates of the first and last message covered (ms). */
  first_date: number;
  last_date: number;
  text: string;
  created_at: number;
}

export interface Database {
  memory_entries: MemoryEntriesTable;
  summaries: SummariesTable;
  inbound_messages: InboundMessagesTable;
  media_descriptions: MediaDescriptionsTable;
  tasks: TasksTable;
  task_seq: TaskSeqTable;
  telegram_sessions: TelegramSessionsTable;
  deliveries: DeliveriesTable;
}

export type Db = Kysely<Database>;

import type { Generated, Kysely } from 'kysely';
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

/** One model call's token counts (added by 0008). */
export interface ModelUsageTable {
  id: string;
  agent: string;
  /** Null for calls shared by every chat (media descriptions). */
  chat_id: string | null;
  /** turn | media | summary | compare | judge */
  purpose: string;
  model: string;
  /** Who answered: gemini (rows written before providers were recorded), openai-compatible. */
  provider: Generated<string>;
  prompt_tokens: number;
  cached_tokens: number;
  output_tokens: number;
  thinking_tokens: number;
  at: number;
  /** The journal turn the call answered (added by 0017; null for calls outside a turn and rows before). */
  turn_id: string | null;
  /** Wall time of the call in ms (added by 0017; null in rows before). */
  latency_ms: number | null;
}

/**
 * One turn for the operator (added by 0008). Rows written since 0013 hold the turn in `packed`
 * (see journal-pack.ts) and leave `body` empty; older rows hold the JournalTurn as JSON in `body`.
 */
export interface TurnJournalTable {
  turn_id: string;
  agent: string;
  chat_id: string;
  at: number;
  trigger: string;
  target_id: number | null;
  /** The graph of the plan the turn stored (its actions and closing report). */
  graph_id: string | null;
  body: string;
  /** JSON of JournalAction[], written when the plan settled. */
  actions: string | null;
  updated_at: number;
  /** The deflated frame of the turn and where its parts are (added by 0013; see journal-pack.ts). */
  packed: Buffer | null;
  /** The actions, deflated, once the plan settled (added by 0013; `actions` holds older ones). */
  packed_actions: Buffer | null;
}

/** Parts of journalled turns that first appeared in one turn, stored once (added by 0013). */
export interface JournalPartsTable {
  id: Generated<number>;
  agent: string;
  /** The newest turn that uses one of them: pruned once that turn is. */
  used_at: number;
  /** The parts, a deflated JSON array of strings. */
  body: Buffer;
}

/** Chats the operator paused (added by 0008). */
export interface ChatPausesTable {
  agent: string;
  chat_id: string;
  paused_at: number;
}

/** Users and chats an account met, with their access hashes (added by 0006). */
export interface TelegramPeersTable {
  /** The account's Telegram user id: access hashes are valid for one account only. */
  account_id: string;
  /** Marked id. */
  peer_id: string;
  /** user | group | channel */
  kind: string;
  /** Decimal; null for basic groups. */
  access_hash: string | null;
  /** The rest of what is known (name, username, flags) as JSON; names are untrusted text. */
  info: string;
  updated_at: number;
}

/** An account's Telegram update state, where catching up starts (added by 0006). */
export interface TelegramUpdateStateTable {
  account_id: string;
  pts: number;
  qts: number;
  /** Unix seconds. */
  date: number;
  seq: number;
  updated_at: number;
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
  /** The chat a memory or a person's fact was written in; null when the operator wrote it. */
  origin_chat: string | null;
  /** 1: shown in every chat (a memory), following the person into other chats (a fact). */
  shared: number;
  created_at: number;
  updated_at: number;
  /** Last written or shown: the least recently used are archived first at the cap. */
  used_at: number;
  /** 1: never dropped at the cap (the persona or the operator pinned it; added by 0014). */
  pinned: number;
  /** When the cap pushed it out: not shown, not counted, found by recall (null: shown; added by 0019). */
  archived_at: number | null;
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

/** An event the persona planned in a chat (added by 0009); its rule is read by `tasks/event-time.ts`. */
export interface EventsTable {
  agent: string;
  /** The short id the persona uses: `e1`, `e2`, … numbered per persona. */
  id: string;
  chat_id: string;
  /** The one-line intent the turn is given when the event is due. */
  what: string;
  /** The persona's time zone when the event was written: its local times are read in it. */
  time_zone: string;
  start_day: number;
  start_minute: number;
  /** `30m`, `2h`, `1d`, `1w`; null: once. */
  every: string | null;
  /** Occurrences in all; null: once, or until cancelled. */
  times: number | null;
  /** Occurrences passed (fired or skipped). */
  done: number;
  next_at: number;
  created_at: number;
  updated_at: number;
}

/**
 * What happened to one occurrence of an event: `fired`, or `skipped` with the reason; a fired
 * occurrence whose turn delivered a message gets a second line, `checked-in`, when its turn closes.
 */
export type EventOutcome = 'fired' | 'skipped' | 'checked-in';

export interface EventLogTable {
  agent: string;
  chat_id: string;
  event_id: string;
  occurrence: number;
  due_at: number;
  at: number;
  outcome: EventOutcome;
  reason: string | null;
}

/** A stretch the connection to Telegram was down (added by 0017); `to_at` null: it had not ended. */
export interface ConnectionOutagesTable {
  agent: string;
  from_at: number;
  to_at: number | null;
}

/** When a step held for the connection first waited (added by 0017). */
export interface HeldStepsTable {
  agent: string;
  task_id: string;
  since: number;
}

/**
 * A chat the persona marked unread itself (`marked`), or gave a reply up in and marks unread once
 * Telegram is reachable (`to-mark`); either way the mark asks nothing of it (added by 0017).
 */
export interface OwnUnreadMarksTable {
  agent: string;
  chat_id: string;
  state: 'to-mark' | 'marked';
  at: number;
}

export interface Database {
  events: EventsTable;
  event_log: EventLogTable;
  model_usage: ModelUsageTable;
  turn_journal: TurnJournalTable;
  journal_parts: JournalPartsTable;
  chat_pauses: ChatPausesTable;
  memory_entries: MemoryEntriesTable;
  summaries: SummariesTable;
  inbound_messages: InboundMessagesTable;
  media_descriptions: MediaDescriptionsTable;
  tasks: TasksTable;
  task_seq: TaskSeqTable;
  telegram_sessions: TelegramSessionsTable;
  deliveries: DeliveriesTable;
  telegram_peers: TelegramPeersTable;
  telegram_update_state: TelegramUpdateStateTable;
  connection_outages: ConnectionOutagesTable;
  held_steps: HeldStepsTable;
  own_unread_marks: OwnUnreadMarksTable;
}

export type Db = Kysely<Database>;

/** Runs `fn` in a transaction on `db`, or directly when `db` already is one (they do not nest). */
export function transaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

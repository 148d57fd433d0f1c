import type { ModelPrice } from './prices.js';
import type { Activity } from './schedule.js';
/** A sticker by its set's short name and its name in the set (the emoji it stands for). */
export interface StickerRef {
  set: string;
  name: string;
}

export interface TypingSettings {
  charsPerSecond: number;
  minSeconds: number;
  maxSeconds: number;
}

/** SillyTavern Character Card V2 texts a persona may carry (each absent when not given). */
export interface CharacterCard {
  description?: string;
  personality?: string;
  scenario?: string;
  /** Example dialogue (`mes_example`). */
  exampleMessages?: string;
  /** The card's main prompt (`system_prompt`). */
  systemPrompt?: string;
  /** `post_history_instructions`. */
  postHistoryInstructions?: string;
  /** The greeting (`first_mes`): `chat` opens with it. */
  firstMessage?: string;
}

/** Gemini's adjustable harm categories, by their config keys. */
export type HarmCategoryName =
  | 'harassment'
  | 'hate_speech'
  | 'sexually_explicit'
  | 'dangerous_content'
  | 'civic_integrity';

/** How likely harmful content must be before Gemini blocks it; `OFF` turns the filter off. */
export type SafetyThreshold =
  | 'BLOCK_LOW_AND_ABOVE'
  | 'BLOCK_MEDIUM_AND_ABOVE'
  | 'BLOCK_ONLY_HIGH'
  | 'BLOCK_NONE'
  | 'OFF';

/** How the model samples and what it may say; an absent field is left to the model's default. */
export interface GenerationSettings {
  temperature?: number;
  topP?: number;
  topK?: number;
  /** Tokens of one answer, thinking included. */
  maxOutputTokens?: number;
  /** Thinking tokens: 0 off, -1 the model decides. */
  thinkingBudget?: number;
  /** Threshold per category; a category absent here is left to the model's default. */
  safety: Partial<Record<HarmCategoryName, SafetyThreshold>>;
}

export interface Persona {
  name: string;
  phone: string;
  /** "" when the persona is described by a Card V2 `description` instead. */
  instructions: string;
  rolePrompts: string[];
  stickerSets: string[];
  /** Explicit `set :: name` stickers the persona may send. */
  stickers: StickerRef[];
  timezone: string;
  model: string;
  historySize: number;
  /** Messages of the answered message's reply chain shown, its direct parent included (1–10). */
  replyThreadDepth: number;
  typing: TypingSettings;
  /**
   * Sampling, output limit, thinking and safety: the global `generation:` under the persona's.
   * Absent (a persona built in code): the defaults of an empty section.
   */
  generation?: GenerationSettings;
  /** React 👀 🤔 👍 🏆 😱 so people see what became of each message, a lost reply too; off when absent. */
  statusReactions?: boolean;
  /** Voice messages and audio are sent to the model to be described (default off). */
  describeAudio?: boolean;
  /** Card V2 fields; absent or empty for personas written without them. */
  card?: CharacterCard;
  /** Bounds on what one model answer may do (config `answers:`); the defaults when absent. */
  answers?: AnswerBounds;
  /** Memory caps and summary thresholds (config `memory:`); the defaults when absent. */
  memory?: MemorySettings;
  /** Caps on the persona's own plans (config `events:`); the defaults when absent. */
  events?: EventSettings;
  /** The persona's day (config `schedule:`); absent: always available, as without a schedule. */
  schedule?: readonly Activity[];
  /** While asleep, an admin's direct message still starts a turn at once (`wake_for_admins`). */
  wakeForAdmins?: boolean;
  /** `run` shows the account online while the persona works (`presence`); absent: on. */
  presence?: boolean;
  /** Who may start a turn (config `access:`); absent: `OPEN_ACCESS`. */
  access?: AccessPolicy;
  /** `own`: a reaction to the persona's own message starts a turn; absent: `off`. */
  reactionTurns?: 'off' | 'own';
  /** Roleplay actions (`*smiles*`): `never`, `direct` (direct chats only), `always`; absent: `direct`. */
  actions?: 'never' | 'direct' | 'always';
}

/** The `events:` section: how many plans the persona may keep, and how many may fire a day. */
export interface EventSettings {
  /** Open events per chat; a new one beyond it is refused. */
  perChat: number;
  /** Open events across the persona's chats. */
  perPersona: number;
  /** Events that may start a turn in one chat per day. */
  firePerChatPerDay: number;
  /** Events that may start a turn across all chats per day. */
  firePerPersonaPerDay: number;
}

/** The `memory:` section: what the persona may remember, and when summaries are written. */
export interface MemorySettings {
  notesPerChat: number;
  memories: number;
  people: number;
  entryMaxCharacters: number;
  /** More unsummarised messages than this start a summary; 0: never. */
  summarizeAbove: number;
  keepNewest: number;
  consolidateAt: number;
  consolidateCount: number;
  /** A direct chat whose history the partner cleared loses its notes and summaries too. */
  forgetOnRestart: boolean;
}

export type DmPolicy = 'open' | 'contacts' | 'allowlist' | 'off';

/** The `access:` section of a persona. */
export interface AccessPolicy {
  dmPolicy: DmPolicy;
  /** User ids (digits) and usernames (`@name`, lower case). */
  allowFrom: string[];
  /** Default for every group: only mentions, replies to the persona and callouts by name start a turn. */
  requireMention: boolean;
  /** Per group chat id, overriding `requireMention`. */
  groups: Record<string, { requireMention: boolean }>;
}

/** Today's behaviour: direct chats open, every group answered at every burst. */
export const OPEN_ACCESS: AccessPolicy = {
  dmPolicy: 'open',
  allowFrom: [],
  requireMention: false,
  groups: {},
};

/** How long reading a message takes before the chat is marked read: length ÷ speed, clamped. */
export interface ReadDelaySettings {
  charsPerSecond: number;
  minMs: number;
  maxMs: number;
}

/** The `answers:` section: what one model answer may do at most. */
export interface AnswerBounds {
  /** Messages (sends and stickers) per answer; the rest of the answer is dropped and logged. */
  maxMessages: number;
  /** Characters of message text per answer, all its messages together. */
  maxCharacters: number;
  /** Longest `wait`, in seconds; a longer one is shortened to it. */
  maxWaitSeconds: number;
}

/** The `media:` section: how media is turned into descriptions. */
export interface MediaSettings {
  /** New descriptions per turn; cache hits are free. */
  budget: number;
  /** Items described at the same time. */
  concurrency: number;
  /** Time allowed per item (download, decode and model call). */
  timeoutMs: number;
  /** Attempts for an item that failed or timed out; `unsupported` is never retried. */
  retryLimit: number;
  /** Model used for descriptions. */
  model: string;
}

/** Live Telegram settings, in milliseconds and bytes. */
export interface TelegramSettings {
  floodWaitMaxMs: number;
  floodWaitRetries: number;
  /** 0 = no periodic scan. */
  scanIntervalMs: number;
  scanPaceMs: number;
  scanMaxDialogs: number;
  keepAliveMs: number;
  reconnectMaxMs: number;
  muteCacheMs: number;
  blocklistCacheMs: number;
  downloadMaxBytes: number;
  shutdownGraceMs: number;
  /** Messages older than this when found get no turn and are left unread. */
  backlogMaxAgeMs: number;
  readDelay: ReadDelaySettings;
}

/** Settings of the task engine shared by all personas. */
export interface EngineSettings {
  /** Model calls in flight at once, across all personas. */
  maxConcurrentModelCalls: number;
  /** How long a turn waits for more messages of a burst. */
  debounceMs: number;
  /** Attempts per task before it fails for good. */
  maxAttempts: number;
}

/** The `retention:` section, in milliseconds: how long stored state is kept (see retentionSchema). */
export interface RetentionSettings {
  messagesMs: number;
  mediaMs: number;
  tasksMs: number;
  deliveriesMs: number;
  journalMs: number;
  pruneIntervalMs: number;
}

export interface AppConfig {
  /** Absolute path of the config file; other paths are resolved against its folder. */
  file: string;
  model: string;
  historySize: number;
  responsePrompt: string;
  /** The summarising call's prompt file name (without .md); a missing file turns summaries off. */
  summaryPrompt: string;
  promptsDir: string;
  mediaDir: string;
  database: string;
  admins: string[];
  media: MediaSettings;
  telegram: TelegramSettings;
  engine: EngineSettings;
  retention: RetentionSettings;
  /** Dollars per million tokens by model: the defaults with config.yaml's `prices:` over them. */
  prices: Record<string, ModelPrice>;
  personas: Persona[];
}

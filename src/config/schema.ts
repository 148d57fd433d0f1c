import { z } from 'zod';
import { generationSchema } from './generation.js';
import { scheduleSchema } from './schedule-schema.js';

/**
 * The config.yaml schema. Runtime validation and the published JSON Schema both come from
 * here, so an editor and the program agree on what a valid file is.
 */

const timeZone = z
  .string()
  .refine(isTimeZone, { message: 'not a known IANA time zone (e.g. Europe/Berlin)' })
  .meta({ examples: ['Europe/Berlin', 'Europe/London', 'America/New_York', 'Asia/Tokyo', 'UTC'] });

/** A string with something in it; the JSON Schema says so with a pattern, since it cannot trim. */
const nonBlank = (message = 'must not be empty') =>
  z.string().trim().min(1, { message }).meta({ pattern: '\\S' });

const STICKER_HINT = 'expected "SET :: NAME" (sticker set short name, then sticker name)';

/**
 * `- HeidiDuck :: 👋` is what people write; unquoted, YAML reads it as the one-key map
 * `{"HeidiDuck :": "👋"}`, so that shape is joined back into the line it was meant to be.
 */
export const stickerLine = z.preprocess(
  (value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value);
      const [key, rest] = entries[0] ?? [];
      if (entries.length === 1 && key?.endsWith(':') && typeof rest === 'string') return `${key}: ${rest}`;
    }
    return value;
  },
  z.string({ message: STICKER_HINT }).regex(/^[^:]*\S[^:]*::.*\S.*$/, { message: STICKER_HINT }),
);

/**
 * SillyTavern Character Card V2 fields (spec chara_card_v2), so tuners can use what they know
 * and `persona import` can carry a card over; `src/llm/system-instruction.ts` places them.
 */
const cardText = () => nonBlank('must not be empty (leave the field out instead)').optional();
const cardFields = {
  /** Who the character is; used with (or instead of) `instructions`. */
  description: cardText(),
  personality: cardText(),
  scenario: cardText(),
  /** Example dialogue showing how the character writes; `<START>` separates examples. */
  mes_example: cardText(),
  /** The card's own main prompt, placed after the role prompts. */
  system_prompt: cardText(),
  /** The last instruction the model reads, after the turn directive. */
  post_history_instructions: cardText(),
  /** The character's greeting: `chat` opens with it (on Telegram the persona never speaks first). */
  first_mes: cardText(),
};

/** A Telegram user id (digits) or an @username. */
const ALLOW_HINT = 'expected a Telegram user id (digits) or an @username such as "@alice"';
const allowEntry = z.union([
  z.int().positive(),
  z.string({ message: ALLOW_HINT }).regex(/^(\d+|@[A-Za-z][A-Za-z0-9_]{3,31})$/, { message: ALLOW_HINT }),
]);

/**
 * Who may start a turn. The defaults keep a persona as it always was: direct chats open, groups
 * answered at every burst unless muted; a stricter policy is opted into.
 */
const accessSchema = z
  .strictObject({
    /** Direct chats: `open` (anyone), `contacts` (contacts and allow_from), `allowlist` (allow_from only), `off`. */
    dm_policy: z.enum(['open', 'contacts', 'allowlist', 'off']).default('open'),
    allow_from: z.array(allowEntry).default([]),
    /** Every group: answer only mentions, replies to the persona and callouts by name. */
    require_mention: z.boolean().default(false),
    /** Per group (chat id such as "-1001234567890"): overrides `require_mention`. */
    groups: z
      .record(z.string(), z.strictObject({ require_mention: z.boolean() }))
      .refine((groups) => Object.keys(groups).every((id) => /^-\d+$/.test(id)), {
        message: 'keys must be group chat ids such as "-1001234567890"',
      })
      .default({}),
  })
  .refine((a) => a.dm_policy !== 'allowlist' || a.allow_from.length > 0, {
    path: ['allow_from'],
    message: 'dm_policy allowlist needs at least one entry in allow_from (or set dm_policy: off)',
  });

const typingSchema = z.strictObject({
  chars_per_second: z.number().positive().max(1000).default(30),
  min_seconds: z.number().min(0).max(60).default(0.5),
  max_seconds: z.number().min(0).max(120).default(6),
});

/** Reading time: length ÷ speed, clamped; a read receipt never comes the instant a message arrives. */
const readDelaySchema = z
  .strictObject({
    chars_per_second: z.number().positive().max(1000).default(40),
    min_seconds: z.number().min(0).max(600).default(2),
    max_seconds: z.number().min(0).max(600).default(12),
  })
  .refine((d) => d.min_seconds <= d.max_seconds, {
    path: ['max_seconds'],
    message: 'must not be less than min_seconds',
  });

/** Live Telegram settings (`run`); every field has a default, so the section is optional. */
const telegramSchema = z.strictObject({
  /** Flood waits Telegram asks for up to this long are waited out, then the call is retried. */
  flood_wait_max_seconds: z.int().min(0).max(3600).default(60),
  /** Retries after flood waits for one call before it gives up. */
  flood_wait_retries: z.int().min(0).max(10).default(3),
  /** How often every dialog is checked for unread messages; 0 turns the periodic scan off. */
  scan_interval_seconds: z.int().min(0).max(86_400).default(90),
  /** Pause between the chats a scan looks into, so a scan never hammers the API. */
  scan_pace_ms: z.int().min(0).max(60_000).default(1_000),
  /** The newest dialogs a scan looks at. */
  scan_max_dialogs: z.int().min(1).max(10_000).default(200),
  /** A cheap request this often keeps the update stream flowing and detects a dead connection. */
  keepalive_seconds: z.int().min(5).max(3_600).default(60),
  /** Upper bound of the exponential backoff between reconnection attempts. */
  reconnect_max_seconds: z.int().min(1).max(3_600).default(300),
  /** How long mute settings and the blocklist are trusted before they are fetched again. */
  mute_cache_seconds: z.int().min(0).max(3_600).default(60),
  blocklist_cache_seconds: z.int().min(0).max(3_600).default(60),
  /** Media larger than this is not downloaded (its thumbnail still is). */
  download_max_mb: z.number().positive().max(2_000).default(20),
  /** On SIGINT/SIGTERM, how long in-flight work may finish before the process exits (it resumes later). */
  shutdown_grace_seconds: z.int().min(0).max(600).default(10),
  /** Messages older than this when they are found (start, catch-up, scans) get no turn and stay unread. */
  backlog_max_age_hours: z
    .number()
    .positive()
    .max(24 * 365)
    .default(24),
  /** How long the persona takes to read a message before the chat is marked read and the turn starts. */
  read_delay: readDelaySchema.prefault({}),
});

/**
 * A persona's name is shown on one line in prompts, logs and the terminal: line breaks, other
 * control characters and bidi controls (which reorder what follows) have no place in it.
 */
const CONTROL = String.raw`\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069`;
const personaName = z
  .string()
  .trim()
  .min(1, { message: 'must not be empty' })
  .regex(new RegExp(`^[^${CONTROL}]*$`), {
    message: 'must not contain line breaks, tabs or other control characters',
  })
  .meta({ pattern: `^[^${CONTROL}]*[^\\s${CONTROL}][^${CONTROL}]*$` });

/** What the persona may remember, and when a chat's older messages are summarised. */
export const DEFAULT_MEMORY = {
  notesPerChat: 30,
  memories: 50,
  people: 200,
  entryMaxCharacters: 500,
  summarizeAbove: 70,
  keepNewest: 20,
  consolidateAt: 7,
  consolidateCount: 5,
  forgetOnRestart: false,
} as const;

const memoryFields = {
  /** Notes the persona keeps per chat; beyond it the least recently written goes. */
  notes_per_chat: z.int().min(1).max(500),
  /** Memories it keeps across all chats. */
  memories: z.int().min(1).max(2_000),
  /** People it keeps something about. */
  people: z.int().min(1).max(10_000),
  /** Characters of one note, memory or person; longer ones are cut. */
  entry_max_characters: z.int().min(20).max(4_000),
  /** A chat's older messages are summarised once more than this many are unsummarised; 0: never. */
  summarize_above: z.int().min(0).max(1_000),
  /** The newest messages a summary leaves out: the turn always sees at least these. */
  keep_newest: z.int().min(1).max(500),
  /** When a chat has this many summaries, its oldest ones are merged into one. */
  consolidate_at: z.int().min(2).max(100),
  /** How many of the oldest summaries are merged then. */
  consolidate_count: z.int().min(2).max(100),
  /**
   * When the partner of a direct chat cleared its history (the summarised messages are gone from
   * Telegram), forget that chat's notes and summaries too, as `clear-conversation` does.
   */
  forget_on_restart: z.boolean(),
};

const memorySchema = z
  .strictObject({
    notes_per_chat: memoryFields.notes_per_chat.default(DEFAULT_MEMORY.notesPerChat),
    memories: memoryFields.memories.default(DEFAULT_MEMORY.memories),
    people: memoryFields.people.default(DEFAULT_MEMORY.people),
    entry_max_characters: memoryFields.entry_max_characters.default(DEFAULT_MEMORY.entryMaxCharacters),
    summarize_above: memoryFields.summarize_above.default(DEFAULT_MEMORY.summarizeAbove),
    keep_newest: memoryFields.keep_newest.default(DEFAULT_MEMORY.keepNewest),
    consolidate_at: memoryFields.consolidate_at.default(DEFAULT_MEMORY.consolidateAt),
    consolidate_count: memoryFields.consolidate_count.default(DEFAULT_MEMORY.consolidateCount),
    forget_on_restart: memoryFields.forget_on_restart.default(DEFAULT_MEMORY.forgetOnRestart),
  })
  .refine((m) => m.consolidate_count <= m.consolidate_at, {
    path: ['consolidate_count'],
    message: 'must not be larger than consolidate_at',
  });

/** A persona's `memory:` overrides the global section field by field. */
const personaMemorySchema = z.strictObject({
  notes_per_chat: memoryFields.notes_per_chat.optional(),
  memories: memoryFields.memories.optional(),
  people: memoryFields.people.optional(),
  entry_max_characters: memoryFields.entry_max_characters.optional(),
  summarize_above: memoryFields.summarize_above.optional(),
  keep_newest: memoryFields.keep_newest.optional(),
  consolidate_at: memoryFields.consolidate_at.optional(),
  consolidate_count: memoryFields.consolidate_count.optional(),
  forget_on_restart: memoryFields.forget_on_restart.optional(),
});

/** How many plans the persona may keep, and how many may start a turn a day. */
export const DEFAULT_EVENTS = {
  perChat: 5,
  perPersona: 50,
  firePerChatPerDay: 3,
  firePerPersonaPerDay: 20,
} as const;

const eventFields = {
  /** Open events the persona may keep in one chat; a new one beyond it is refused. */
  per_chat: z.int().min(1).max(100),
  /** Open events across all its chats. */
  per_persona: z.int().min(1).max(10_000),
  /** Events that may start a turn in one chat per day. */
  fire_per_chat_per_day: z.int().min(0).max(1_000),
  /** Events that may start a turn across all chats per day. */
  fire_per_persona_per_day: z.int().min(0).max(10_000),
};

const eventsSchema = z.strictObject({
  per_chat: eventFields.per_chat.default(DEFAULT_EVENTS.perChat),
  per_persona: eventFields.per_persona.default(DEFAULT_EVENTS.perPersona),
  fire_per_chat_per_day: eventFields.fire_per_chat_per_day.default(DEFAULT_EVENTS.firePerChatPerDay),
  fire_per_persona_per_day: eventFields.fire_per_persona_per_day.default(DEFAULT_EVENTS.firePerPersonaPerDay),
});

/** A persona's `events:` overrides the global section field by field. */
const personaEventsSchema = z.strictObject({
  per_chat: eventFields.per_chat.optional(),
  per_persona: eventFields.per_persona.optional(),
  fire_per_chat_per_day: eventFields.fire_per_chat_per_day.optional(),
  fire_per_persona_per_day: eventFields.fire_per_persona_per_day.optional(),
});

/** Roleplay actions (`*smiles*`) in messages: never, in direct chats only, or everywhere. */
const actionsStyle = z.enum(['never', 'direct', 'always']);

/** How the persona writes: `actions` decides whether a line such as `*smiles*` is sent. */
const styleSchema = z.strictObject({ actions: actionsStyle.default('direct') });

/** A persona's `style:` overrides the global section field by field. */
const personaStyleSchema = z.strictObject({ actions: actionsStyle.optional() });

export const personaSchema = z.strictObject({
  name: personaName,
  phone: z
    .string()
    .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, { message: 'expected a phone number such as "+15550100001"' }),
  /** Required unless the persona has a Card V2 `description` (personaEntrySchema). */
  instructions: nonBlank().optional(),
  role_prompts: z.array(nonBlank()).default([]),
  sticker_sets: z.array(nonBlank()).default([]),
  stickers: z.array(stickerLine).default([]),
  timezone: timeZone,
  model: z.string().min(1).optional(),
  history_size: z.int().min(1).max(1000).optional(),
  reply_thread_depth: z.int().min(1).max(10).optional(),
  typing: typingSchema.optional(),
  /** Overrides the global `generation:` field by field (safety category by category). */
  generation: generationSchema().optional(),
  /** Status reactions on incoming messages (👀 🤔 👍 🏆 😱); off so a character looks human. */
  status_reactions: z.boolean().default(false),
  /** Let the model listen to voice messages and audio (transcribe and describe); off: a placeholder with the duration. */
  describe_audio: z.boolean().default(false),
  /** Overrides the global `memory:` field by field. */
  memory: personaMemorySchema.optional(),
  /** Overrides the global `events:` field by field. */
  events: personaEventsSchema.optional(),
  /** The persona's day: activities with local times; without it the persona is always available. */
  schedule: scheduleSchema.optional(),
  /** While the schedule says asleep, a direct message from an admin still starts a turn at once. */
  wake_for_admins: z.boolean().default(false),
  /** `run` shows the account online while the persona works and offline after a pause. */
  presence: z.boolean().default(true),
  /** Who may start a turn: direct chats and groups (see accessSchema). */
  access: accessSchema.prefault({}),
  /** `own`: a reaction to one of the persona's own messages starts a turn; `off` (default): it is context. */
  reaction_turns: z.enum(['off', 'own']).default('off'),
  /** Overrides the global `style:` field by field. */
  style: personaStyleSchema.optional(),
  ...cardFields,
});

/** How media is understood: new descriptions per turn, parallel calls, time per item, attempts. */
const mediaSchema = z.strictObject({
  budget: z.int().min(0).max(100).default(8),
  concurrency: z.int().min(1).max(32).default(4),
  timeout_seconds: z.number().positive().max(300).default(12),
  retry_limit: z.int().min(1).max(20).default(3),
  /** Model for descriptions; default: the global `model`. */
  model: z.string().min(1).optional(),
});

const engineSchema = z.strictObject({
  /** Model calls in flight at once, across all personas. */
  max_concurrent_model_calls: z.int().min(1).max(64).default(8),
  /** How long a turn waits for more messages of a burst (one model call per burst). */
  debounce_ms: z.int().min(0).max(10_000).default(500),
  /** Attempts per task (network trouble, 5xx, flood waits) before it fails for good. */
  max_attempts: z.int().min(1).max(10).default(4),
});

/** What one model answer may do at most; the numbers `answers:` defaults to. */
export const DEFAULT_ANSWER_BOUNDS = { maxMessages: 10, maxCharacters: 6000, maxWaitHours: 24 } as const;

const answersSchema = z.strictObject({
  /** Messages (sends and stickers) one answer may send; a runaway answer keeps its first ones. */
  max_messages: z.int().min(1).max(100).default(DEFAULT_ANSWER_BOUNDS.maxMessages),
  /** Characters of message text one answer may send, all its messages together. */
  max_characters: z.int().min(100).max(100_000).default(DEFAULT_ANSWER_BOUNDS.maxCharacters),
  /** Longest `wait` the model may ask for, in hours; longer waits are shortened to it. */
  max_wait_hours: z
    .number()
    .positive()
    .max(24 * 365)
    .default(DEFAULT_ANSWER_BOUNDS.maxWaitHours),
});

/**
 * How long stored state is kept before periodic pruning deletes it. Whatever the setting,
 * pruning keeps each chat's newest `history_size` messages, messages no turn has handled yet,
 * everything younger than a day (the backlog age), and whatever unfinished tasks still need.
 */
export const retentionSchema = z.strictObject({
  /** Stored messages (a copy of what Telegram keeps: reply lookups and the inbound dedupe). */
  messages_days: z.int().min(1).max(3_650).default(7),
  /** Media descriptions, counted from when they were made; a pruned one is described again when seen. */
  media_days: z.int().min(1).max(3_650).default(30),
  /** Finished tasks (done, failed, cancelled). */
  tasks_days: z.int().min(1).max(3_650).default(7),
  /** Records of confirmed sends (they stop a retried task from sending twice). */
  deliveries_days: z.int().min(1).max(3_650).default(7),
  /** The turn journal the console shows (requests, answers, plans, deliveries). */
  journal_days: z.int().min(1).max(3_650).default(14),
  /** How often pruning runs while the agent is up (it also runs at start). */
  prune_interval_minutes: z.int().min(1).max(1_440).default(60),
});

/**
 * A persona is described by `instructions`, a Card V2 `description`, or both. An editor sees the
 * same rule through the JSON Schema's `anyOf` (src/config/json-schema.ts).
 */
export const personaEntrySchema = personaSchema.refine(
  (p) => p.instructions !== undefined || p.description !== undefined,
  {
    path: ['instructions'],
    message: 'a persona needs instructions (or a Card V2 description)',
    when: (payload) => payload.issues.length === 0,
  },
);

export const configSchema = z.strictObject({
  $schema: z.string().optional(),
  model: z.string().min(1).default('gemini-2.5-flash'),
  history_size: z.int().min(1).max(1000).default(100),
  /** Messages of the answered message's reply chain shown to the model, its direct parent included. */
  reply_thread_depth: z.int().min(1).max(10).default(3),
  response_prompt: z.string().min(1).default('ResponseFormat'),
  prompts_dir: z.string().min(1).default('prompts'),
  media_dir: z.string().min(1).default('media'),
  database: z.string().min(1).default('state/agent.sqlite'),
  /** Telegram user ids allowed to trigger `shutdown` and `clear-conversation`. */
  admins: z.array(z.union([z.string().regex(/^\d+$/), z.int().nonnegative()])).default([]),
  media: mediaSchema.prefault({}),
  telegram: telegramSchema.prefault({}),
  engine: engineSchema.prefault({}),
  /** Sampling, output limit, thinking and safety for every persona; each may override it. */
  generation: generationSchema().optional(),
  retention: retentionSchema.prefault({}),
  answers: answersSchema.prefault({}),
  style: styleSchema.prefault({}),
  /** Dollars per million tokens, per model; added to (and overriding) the built-in defaults. */
  prices: z
    .record(
      z.string().min(1),
      z.strictObject({
        input: z.number().nonnegative(),
        cached_input: z.number().nonnegative().optional(),
        output: z.number().nonnegative(),
      }),
    )
    .default({}),
  /** Notes, memories, people and rolling summaries: caps and thresholds. */
  memory: memorySchema.prefault({}),
  /** The persona's own plans (`# «event»`): how many it may keep and how many may fire a day. */
  events: eventsSchema.prefault({}),
  /** The prompt file (in prompts_dir, without .md) that instructs the summarising call. */
  summary_prompt: z.string().min(1).default('Summarize'),
  personas: z.array(personaEntrySchema).min(1, { message: 'at least one persona is required' }),
});

export type RawConfig = z.infer<typeof configSchema>;
export type RawPersona = z.infer<typeof personaSchema>;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

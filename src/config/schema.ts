import { z } from 'zod';
import { generationSchema } from './generation.js';
import { lorebookSchema } from './lorebook.js';
import { modelEntrySchema } from './model-catalog.js';
import {
  accessSchema,
  cardFields,
  nonBlank,
  personaName,
  stickerLine,
  timeZone,
  typingSchema,
} from './persona-schema.js';
import { scheduleSchema } from './schedule-schema.js';
import { telegramSchema } from './telegram-schema.js';

/**
 * The config.yaml schema. Runtime validation, the published JSON Schema and the resolved config
 * the program reads (`resolved.ts`) all come from here: each section's `.transform()` turns the
 * file's snake_case fields and units into the settings code uses (milliseconds, camelCase), and
 * the types are the schema's output, so a field is declared once.
 */

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
  /** Notes the persona keeps per chat; beyond it the least recently used unpinned one goes. */
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
const personaMemorySchema = z.strictObject(memoryFields).partial();

/** How many plans the persona may keep, and how many may start a turn a day. */
export const DEFAULT_EVENTS = {
  perChat: 5,
  perPersona: 50,
  firePerChatPerDay: 3,
  firePerPersonaPerDay: 20,
  maxUnanswered: 2,
} as const;

const eventFields = {
  per_chat: z.int().min(1).max(100).meta({
    description:
      'Open events the persona may keep in one chat; a new one beyond it is refused and logged (default 5).',
  }),
  per_persona: z
    .int()
    .min(1)
    .max(10_000)
    .meta({ description: 'Open events across all its chats (default 50).' }),
  fire_per_chat_per_day: z
    .int()
    .min(0)
    .max(1_000)
    .meta({ description: 'Events that may start a turn in one chat per day (default 3).' }),
  fire_per_persona_per_day: z
    .int()
    .min(0)
    .max(10_000)
    .meta({ description: 'Events that may start a turn across all chats per day (default 20).' }),
  max_unanswered: z.int().min(0).max(1_000).meta({
    description: 'Unanswered check-ins after which a chat gets no more plans until they write (default 2).',
  }),
};

const eventsSchema = z.strictObject({
  per_chat: eventFields.per_chat.default(DEFAULT_EVENTS.perChat),
  per_persona: eventFields.per_persona.default(DEFAULT_EVENTS.perPersona),
  fire_per_chat_per_day: eventFields.fire_per_chat_per_day.default(DEFAULT_EVENTS.firePerChatPerDay),
  fire_per_persona_per_day: eventFields.fire_per_persona_per_day.default(DEFAULT_EVENTS.firePerPersonaPerDay),
  max_unanswered: eventFields.max_unanswered.default(DEFAULT_EVENTS.maxUnanswered),
});

/** A persona's `events:` overrides the global section field by field. */
const personaEventsSchema = z.strictObject(eventFields).partial();

/** Roleplay actions (`*smiles*`) in messages: never, in direct chats only, or everywhere. */
const actionsStyle = z.enum(['never', 'direct', 'always']);

/** How the persona writes: `actions` decides whether a line such as `*smiles*` is sent. */
const styleSchema = z.strictObject({ actions: actionsStyle.default('direct') });

/** A persona's `style:` overrides the global section field by field. */
const personaStyleSchema = z.strictObject({ actions: actionsStyle.optional() });

export const personaSchema = z.strictObject({
  name: personaName.meta({
    description: 'The character’s name; {{char}} in prompts. Unique, case-insensitive.',
  }),
  phone: z
    .string()
    .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, { message: 'expected a phone number such as "+15550100001"' })
    .optional()
    .meta({
      description:
        'Phone number of the Telegram account the persona lives on: needed by login (offline commands run without it).',
    }),
  instructions: nonBlank().optional().meta({
    description:
      'Who the character is and how it behaves; {{char}} and {{user}} are replaced. Required unless description is given.',
  }),
  role_prompts: z
    .array(nonBlank())
    .default([])
    .meta({ description: 'Prompt files (in prompts_dir, without .md) added before the character.' }),
  sticker_sets: z
    .array(nonBlank())
    .default([])
    .meta({ description: 'Sticker sets (short names) the persona may send from.' }),
  stickers: z
    .array(stickerLine)
    .default([])
    .meta({ description: 'Stickers the persona may send, as "SET :: NAME" lines.' }),
  timezone: timeZone.meta({ description: 'IANA time zone the persona lives in, e.g. Europe/Berlin.' }),
  model: z.string().min(1).optional().meta({
    description: 'Model for this persona: a models: name or a Gemini model id (default: the global model).',
  }),
  history_size: z
    .int()
    .min(1)
    .max(1000)
    .optional()
    .meta({ description: 'Messages of history for this persona (default: the global history_size).' }),
  reply_thread_depth: z
    .int()
    .min(1)
    .max(10)
    .optional()
    .meta({ description: 'Reply-chain depth for this persona (default: the global setting).' }),
  typing: typingSchema
    .optional()
    .meta({ description: 'How long "typing…" shows before each message: length ÷ speed, clamped.' }),
  generation: generationSchema().optional().meta({
    description:
      'This persona’s generation settings: each field given here replaces the global one (safety category by category).',
  }),
  /** Status reactions on incoming messages (👀 🤔 👍 🏆 😱); off so a character looks human. */
  status_reactions: z.boolean().default(false),
  /** Let the model listen to voice messages and audio (transcribe and describe); off: a placeholder with the duration. */
  describe_audio: z.boolean().default(false),
  /** Overrides the global `memory:` field by field. */
  memory: personaMemorySchema.optional(),
  events: personaEventsSchema
    .optional()
    .meta({ description: 'This persona’s event caps: each field given here replaces the global one.' }),
  schedule: scheduleSchema.optional().meta({
    description:
      'The persona’s day in its local time: activities with start and end (HH:MM; an end before the start runs past midnight), optional days, responsiveness and asleep. Overlapping activities are refused; a moment no activity covers is free time (answered as without a schedule). Dates that differ (a holiday, a trip): write {activities: [...], exceptions: [{date | from, to, activities | like}]}. Applies on reload.',
  }),
  wake_for_admins: z.boolean().default(false).meta({
    description:
      'While the schedule says asleep, a direct message from an admin is still answered at once (default false).',
  }),
  presence: z.boolean().default(true).meta({
    description:
      'run: the account shows online while the persona reads and answers, and goes offline 30–90 s after its last activity, at once when it falls asleep by its schedule and when it stops (default true). Replay, demo and chat show none. Applies on reload.',
  }),
  access: accessSchema.prefault({}).meta({
    description:
      'Who may start a turn. Default: direct chats open, every group answered at each burst unless muted. Messages that start no turn stay in the history as context. Applies on reload.',
  }),
  reaction_turns: z.enum(['off', 'own']).default('off').meta({
    description:
      'off (default): reactions are context. own: a reaction to one of the persona’s own messages starts a turn.',
  }),
  style: personaStyleSchema
    .optional()
    .meta({ description: 'This persona’s style: each field given here replaces the global one.' }),
  ...cardFields,
  character_book: lorebookSchema.optional().meta({
    description:
      'Card V2 lorebook (world info): entries shown in the standing context while their keys appear in the newest scan_depth messages or the new ones.',
  }),
});

/** How media is understood: new descriptions per turn, parallel calls, time per item, attempts. */
const mediaSchema = z
  .strictObject({
    budget: z.int().min(0).max(100).default(8),
    concurrency: z.int().min(1).max(32).default(4),
    timeout_seconds: z.number().positive().max(300).default(12),
    retry_limit: z.int().min(1).max(20).default(3),
    /** Model for descriptions (a models: name or Gemini id); default: the global `model`. */
    model: z.string().min(1).optional(),
  })
  .transform((m) => ({
    /** New descriptions per turn; cache hits are free. */
    budget: m.budget,
    /** Items described at the same time. */
    concurrency: m.concurrency,
    /** Time allowed per item (download, decode and model call). */
    timeoutMs: Math.round(m.timeout_seconds * 1000),
    /** Attempts for an item that failed or timed out; `unsupported` is never retried. */
    retryLimit: m.retry_limit,
    model: m.model,
  }));

const engineSchema = z
  .strictObject({
    /** Model calls in flight at once, across all personas. */
    max_concurrent_model_calls: z.int().min(1).max(64).default(8),
    /** How long a turn waits for more messages of a burst (one model call per burst). */
    debounce_ms: z.int().min(0).max(10_000).default(500),
    /** Attempts per task (network trouble, 5xx, flood waits) before it fails for good. */
    max_attempts: z.int().min(1).max(10).default(4),
  })
  .transform((e) => ({
    maxConcurrentModelCalls: e.max_concurrent_model_calls,
    debounceMs: e.debounce_ms,
    maxAttempts: e.max_attempts,
  }));

/** What one model answer may do at most; the numbers `answers:` defaults to. */
export const DEFAULT_ANSWER_BOUNDS = { maxMessages: 10, maxCharacters: 6000, maxWaitHours: 24 } as const;

const answersSchema = z
  .strictObject({
    max_messages: z.int().min(1).max(100).default(DEFAULT_ANSWER_BOUNDS.maxMessages).meta({
      description:
        'Messages (sends and stickers) one answer may send; the rest is dropped and logged (default 10).',
    }),
    max_characters: z.int().min(100).max(100_000).default(DEFAULT_ANSWER_BOUNDS.maxCharacters).meta({
      description:
        'Characters of message text one answer may send, all its messages together; the message that crosses it is cut (default 6000).',
    }),
    max_wait_hours: z
      .number()
      .positive()
      .max(24 * 365)
      .default(DEFAULT_ANSWER_BOUNDS.maxWaitHours)
      .meta({
        description:
          'Longest wait the model may ask for, in hours; longer waits are shortened to it (default 24).',
      }),
  })
  .transform((a) => ({
    maxMessages: a.max_messages,
    maxCharacters: a.max_characters,
    maxWaitSeconds: Math.round(a.max_wait_hours * 3600),
  }));

/** The `answers:` section: what one model answer may do at most. */
export type AnswerBounds = z.output<typeof answersSchema>;

const DAY_MS = 24 * 3_600_000;

/** A retention in days: at least one, at most ten years. */
const keptDays = (days: number, description: string) =>
  z.int().min(1).max(3_650).default(days).meta({ description });

/**
 * How long stored state is kept before periodic pruning deletes it. Whatever the setting,
 * pruning keeps each chat's newest `history_size` messages, messages no turn has handled yet,
 * everything younger than a day (the backlog age), and whatever unfinished tasks still need.
 */
export const retentionSchema = z
  .strictObject({
    messages_days: keptDays(7, 'Days stored messages are kept (default 7); Telegram keeps the chat itself.'),
    media_days: keptDays(
      30,
      'Days a media description is kept after it was made (default 30); seen again later, the item is described again. Sticker descriptions are kept: they are the persona’s sticker list.',
    ),
    tasks_days: keptDays(7, 'Days finished tasks are kept (default 7).'),
    deliveries_days: keptDays(7, 'Days records of confirmed sends are kept (default 7).'),
    journal_days: keptDays(
      14,
      'Days the turn journal keeps each turn (request, answer, plan, deliveries) for the console (default 14).',
    ),
    prune_interval_minutes: z.int().min(1).max(1_440).default(60).meta({
      description:
        'How often pruning runs while the agent is up (default 60); it also runs at start, in small batches.',
    }),
  })
  .transform((r) => ({
    messagesMs: r.messages_days * DAY_MS,
    mediaMs: r.media_days * DAY_MS,
    tasksMs: r.tasks_days * DAY_MS,
    deliveriesMs: r.deliveries_days * DAY_MS,
    journalMs: r.journal_days * DAY_MS,
    pruneIntervalMs: r.prune_interval_minutes * 60_000,
  }));

/**
 * The operator console of `run --console`: host names it answers besides its own addresses
 * (anything else is refused, against DNS rebinding), and a file holding a stable token.
 */
export const consoleSchema = z.strictObject({
  allowed_hosts: z
    .array(
      z.string().regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/, {
        message: 'a host name, optionally with :port (e.g. agent.example.net or my-pc.local:8080)',
      }),
    )
    .default([])
    .meta({
      description:
        'Host names the console answers besides this machine’s own addresses, as the browser sends them (e.g. a name in your LAN, or the one an SSH tunnel or reverse proxy uses); with no :port, any port. Other names are refused.',
    }),
  token_file: z.string().min(1).optional().meta({
    description:
      'A file holding a stable console token (at least 32 characters; readable by its owner only), so the link survives restarts and is printed without it. CHARACTER_AGENT_CONSOLE_TOKEN does the same. Relative to config.yaml.',
  }),
});

/** The `retention:` section, in milliseconds. */
export type RetentionSettings = z.output<typeof retentionSchema>;

/** The retention of a config.yaml without a `retention:` section. */
export const DEFAULT_RETENTION: RetentionSettings = retentionSchema.parse({});

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

export const configFields = z.strictObject({
  $schema: z.string().optional(),
  model: z.string().min(1).default('gemini-2.5-flash').meta({
    description:
      'Default model for every persona: a models: name or a Gemini model id (a persona may override it).',
  }),
  history_size: z
    .int()
    .min(1)
    .max(1000)
    .default(100)
    .meta({ description: 'Messages of history sent to the model per turn (1–1000).' }),
  reply_thread_depth: z.int().min(1).max(10).default(3).meta({
    description:
      "Messages of the answered message's reply chain shown to the model, its direct parent included (1–10).",
  }),
  response_prompt: z
    .string()
    .min(1)
    .default('ResponseFormat')
    .meta({ description: 'Prompt file (in prompts_dir, without .md) that tells the model how to answer.' }),
  prompts_dir: z
    .string()
    .min(1)
    .default('prompts')
    .meta({ description: 'Folder of the prompt files, relative to this file.' }),
  media_dir: z
    .string()
    .min(1)
    .default('media')
    .meta({ description: 'Folder of curated media descriptions (JSON per item), relative to this file.' }),
  database: z.string().min(1).default('state/agent.sqlite').meta({
    description: 'SQLite state file (messages, tasks, media cache, sessions), relative to this file.',
  }),
  admins: z
    .array(z.union([z.string().regex(/^\d+$/), z.int().nonnegative()]))
    .default([])
    .meta({ description: 'Telegram user ids allowed to trigger shutdown and clear-conversation.' }),
  media: mediaSchema.prefault({}),
  telegram: telegramSchema.prefault({}),
  engine: engineSchema.prefault({}),
  generation: generationSchema().optional().meta({
    description:
      'How every persona’s model samples and what it may say: temperature, top_p, top_k, max_output_tokens, thinking_budget, safety. A persona may override each field.',
  }),
  console: consoleSchema.prefault({}).meta({
    description: 'The operator console of `run --console`: extra host names, a stable token. Read at start.',
  }),
  retention: retentionSchema.prefault({}).meta({
    description:
      'How long stored state is kept. Pruning never drops a chat’s newest history_size messages, messages not yet handled, anything younger than a day, or what unfinished tasks need. Read at start.',
  }),
  answers: answersSchema.prefault({}).meta({
    description:
      'Bounds on one model answer: a runaway answer keeps its first messages, long waits are shortened.',
  }),
  style: styleSchema.prefault({}).meta({
    description:
      'How the persona writes. actions: never, direct (default; roleplay actions such as *smiles* only in direct chats) or always.',
  }),
  prices: z
    .record(
      z.string().min(1),
      z.strictObject({
        input: z.number().nonnegative(),
        cached_input: z.number().nonnegative().optional(),
        output: z.number().nonnegative(),
      }),
    )
    .default({})
    .meta({
      description:
        'Dollars per million tokens by model name, for usage and cost (console, `usage`): { input, cached_input, output }; thinking tokens count as output. Built-in defaults cover the Gemini 2.5 and 2.0 models (Google’s list prices of 2025-10-01); an entry here adds or replaces one.',
    }),
  /** Notes, memories, people and rolling summaries: caps and thresholds. */
  memory: memorySchema.prefault({}),
  events: eventsSchema.prefault({}).meta({
    description:
      'The persona’s own plans (`# «event»`): how many it may keep and how many may start a turn a day. A persona may override each field. Applies on reload.',
  }),
  /** The prompt file (in prompts_dir, without .md) that instructs the summarising call. */
  summary_prompt: z.string().min(1).default('Summarize'),
  models: z.record(z.string().min(1), modelEntrySchema).default({}).meta({
    description:
      'Models by a name of your choice ({provider, base_url, model, api_key_env, vision}); `model:`, `summary_model:`, `media.model` and `fallback:` take these names or a bare Gemini model id.',
  }),
  summary_model: z.string().min(1).optional().meta({
    description: 'Model for summaries (a models: name or Gemini id; default: the persona’s model).',
  }),
  fallback: z.array(z.string().min(1)).default([]).meta({
    description:
      'Models (models: names or Gemini ids) tried in order when a chat call still fails after its retries; each turn starts again from the persona’s model.',
  }),
  personas: z
    .array(personaEntrySchema)
    .min(1, { message: 'at least one persona is required' })
    .meta({ description: 'The characters, one per Telegram account.' }),
});

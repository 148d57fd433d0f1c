import type { z } from 'zod';
import { resolveGeneration } from './generation.js';
import { cardOf, DEFAULT_TYPING, definedOnly, parseStickerLine } from './persona-schema.js';
import { DEFAULT_PRICES, type ModelPrice } from './prices.js';
import { type Activity, type DayRange, parseClockTime } from './schedule.js';
import {
  parseLocalDate,
  type RawActivity,
  type RawException,
  type scheduleSchema,
} from './schedule-schema.js';
import { configFields, type personaSchema } from './schema.js';

/**
 * The config as the program reads it: the file's schema (`schema.ts`) with its sections already
 * resolved by their transforms, and each persona's overrides put over the global sections here.
 * Every settings type is this schema's output.
 */

type RawConfig = z.output<typeof configFields>;
type RawPersona = z.output<typeof personaSchema>;

/** The config as the program reads it; `load.ts` resolves its folders against the file's. */
export const configSchema = configFields.transform((raw) => ({
  model: raw.model,
  historySize: raw.history_size,
  responsePrompt: raw.response_prompt,
  /** The summarising call's prompt file name (without .md); a missing file turns summaries off. */
  summaryPrompt: raw.summary_prompt,
  promptsDir: raw.prompts_dir,
  mediaDir: raw.media_dir,
  database: raw.database,
  admins: raw.admins.map(String),
  media: { ...raw.media, model: raw.media.model ?? raw.model },
  telegram: raw.telegram,
  engine: raw.engine,
  retention: raw.retention,
  console: { allowedHosts: raw.console.allowed_hosts, tokenFile: raw.console.token_file },
  /** Dollars per million tokens by model: the defaults with config.yaml's `prices:` over them. */
  prices: pricesOf(raw.prices),
  /** The `models:` entries by name and the fallback order: what the model factory routes by. */
  models: raw.models,
  fallback: raw.fallback,
  personas: raw.personas.map((p) => resolvePersona(p, raw)),
}));

export type ResolvedConfig = z.output<typeof configSchema>;
/** The resolved config, its folders absolute (resolved against the config file's folder by `load.ts`). */
export type AppConfig = ResolvedConfig & {
  /** Absolute path of the config file. */
  file: string;
};
export type Persona = ResolvedConfig['personas'][number];
export type MediaSettings = ResolvedConfig['media'];
export type EngineSettings = ResolvedConfig['engine'];
export type MemorySettings = Persona['memory'];
export type EventSettings = Persona['events'];
export type CharacterCard = Persona['card'];
/** A sticker by its set's short name and its name in the set (the emoji it stands for). */
export type StickerRef = Persona['stickers'][number];

function pricesOf(raw: RawConfig['prices']): Record<string, ModelPrice> {
  const prices: Record<string, ModelPrice> = { ...DEFAULT_PRICES };
  for (const [model, p] of Object.entries(raw))
    prices[model] = { input: p.input, cachedInput: p.cached_input ?? p.input, output: p.output };
  return prices;
}

/** A persona with the global sections under its own overrides. */
function resolvePersona(raw: RawPersona, config: RawConfig) {
  return {
    name: raw.name,
    phone: raw.phone,
    /** "" when the persona is described by a Card V2 `description` instead. */
    instructions: raw.instructions ?? '',
    rolePrompts: raw.role_prompts,
    stickerSets: raw.sticker_sets,
    /** Explicit `set :: name` stickers the persona may send. */
    stickers: raw.stickers.map(parseStickerLine),
    timezone: raw.timezone,
    model: raw.model ?? config.model,
    /** The summarising call's model: the global `summary_model`, else the persona's own. */
    summaryModel: config.summary_model ?? raw.model ?? config.model,
    historySize: raw.history_size ?? config.history_size,
    /** Messages of the answered message's reply chain shown, its direct parent included (1–10). */
    replyThreadDepth: raw.reply_thread_depth ?? config.reply_thread_depth,
    typing: raw.typing ?? DEFAULT_TYPING,
    /** Sampling, output limit, thinking and safety: the global `generation:` under the persona's. */
    generation: resolveGeneration(config.generation, raw.generation),
    describeAudio: raw.describe_audio,
    statusReactions: raw.status_reactions,
    card: cardOf(raw),
    /** The Card V2 `character_book`; absent: no lorebook. */
    lorebook: raw.character_book,
    answers: config.answers,
    memory: memoryOf({ ...config.memory, ...definedOnly(raw.memory ?? {}) }),
    events: eventsOf({ ...config.events, ...definedOnly(raw.events ?? {}) }),
    /** The persona's day; absent: always available, as without a schedule. */
    schedule: raw.schedule && scheduleOf(raw.schedule),
    wakeForAdmins: raw.wake_for_admins,
    presence: raw.presence,
    access: raw.access,
    reactionTurns: raw.reaction_turns,
    /** Roleplay actions (`*smiles*`) in messages: the persona's `style.actions`, else the global one. */
    actions: raw.style?.actions ?? config.style.actions,
  };
}

function memoryOf(m: RawConfig['memory']) {
  return {
    notesPerChat: m.notes_per_chat,
    memories: m.memories,
    people: m.people,
    entryMaxCharacters: m.entry_max_characters,
    /** More unsummarised messages than this start a summary; 0: never. */
    summarizeAbove: m.summarize_above,
    keepNewest: m.keep_newest,
    consolidateAt: Math.max(m.consolidate_at, m.consolidate_count),
    consolidateCount: m.consolidate_count,
    /** A direct chat whose history the partner cleared loses its notes and summaries too. */
    forgetOnRestart: m.forget_on_restart,
  };
}

function eventsOf(e: RawConfig['events']) {
  return {
    perChat: e.per_chat,
    perPersona: e.per_persona,
    firePerChatPerDay: e.fire_per_chat_per_day,
    firePerPersonaPerDay: e.fire_per_persona_per_day,
    /** Plans fired in a chat since the other side last wrote there, after which none fires there. */
    maxUnanswered: e.max_unanswered,
  };
}

/**
 * The week's activities, with each exception's days taken out of them and given their own: the
 * exception's activities, or copies of those of the weekday it is `like`. An activity that began
 * the evening before an exception (a night's sleep) runs its course.
 */
function scheduleOf(raw: z.output<typeof scheduleSchema>): Activity[] {
  if (Array.isArray(raw)) return raw.map(activityOf);
  const exceptions = raw.exceptions.map((exception) => ({ exception, only: exceptionDays(exception) }));
  const ranges = exceptions.map((e) => e.only);
  const week = raw.activities.map(activityOf);
  const usual = week.map((a) => (ranges.length > 0 ? { ...a, notOn: ranges } : a));
  const exceptional = exceptions.flatMap(({ exception, only }) => {
    const like = exception.like;
    const activities = like
      ? week.filter((a) => !a.days || a.days.includes(like)).map(({ days: _days, ...a }) => a)
      : (exception.activities ?? []).map(activityOf);
    return activities.map((a) => ({ ...a, only }));
  });
  return [...usual, ...exceptional];
}

function exceptionDays(exception: RawException): DayRange {
  const from = parseLocalDate(exception.date ?? exception.from ?? '') ?? 0;
  const to = parseLocalDate(exception.date ?? exception.to ?? '') ?? from;
  return { from, to };
}

function activityOf(raw: RawActivity): Activity {
  const activity: Activity = {
    name: raw.name,
    startMinute: parseClockTime(raw.start) ?? 0,
    endMinute: parseClockTime(raw.end) ?? 0,
    responsiveness: raw.responsiveness,
    asleep: raw.asleep,
  };
  if (raw.days) activity.days = raw.days;
  return activity;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../support/errors.js';
import { generationConflict, resolveGeneration } from './generation.js';
import { DEFAULT_PRICES, type ModelPrice } from './prices.js';
import type { Activity } from './schedule.js';
import { parseClockTime } from './schedule.js';
import type { RawActivity } from './schedule-schema.js';
import { configSchema, type RawConfig, type RawPersona, retentionSchema } from './schema.js';
import { decodeUtf8, notUtf8Message } from './text-file.js';
import type {
  AccessPolicy,
  AnswerBounds,
  AppConfig,
  CharacterCard,
  EventSettings,
  MemorySettings,
  Persona,
  RetentionSettings,
  TelegramSettings,
} from './types.js';
import {
  describeIssue,
  formatPath,
  parseYamlSource,
  type YamlSource,
  YamlSyntaxError,
} from './yaml-source.js';

export const DEFAULT_TYPING = { charsPerSecond: 30, minSeconds: 0.5, maxSeconds: 6 } as const;

const DAY_MS = 24 * 3_600_000;

/** Reads and validates config.yaml; any problem is one ConfigError line naming file, line and field. */
export function loadConfig(file: string): AppConfig {
  const absolute = path.resolve(file);
  let bytes: Buffer;
  try {
    bytes = readFileSync(absolute);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ConfigError(`${file}: cannot read config file (${code ?? 'error'})`);
  }
  const decoded = decodeUtf8(bytes);
  if ('notUtf8' in decoded) throw new ConfigError(notUtf8Message(file, decoded.notUtf8));
  return parseConfig(decoded.text, absolute, file);
}

/** Validates config text; `displayName` is how the file is named in error messages. */
export function parseConfig(text: string, absolute: string, displayName = absolute): AppConfig {
  let source: YamlSource;
  try {
    source = parseYamlSource(text, displayName);
  } catch (err) {
    if (err instanceof YamlSyntaxError) throw new ConfigError(err.message);
    throw err;
  }
  if (source.value === null || source.value === undefined)
    throw new ConfigError(`${displayName}:1:1: the file is empty (it needs at least a personas list)`);
  const result = configSchema.safeParse(source.value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(issue ? describeIssue(source, issue) : `${displayName}: invalid config`);
  }
  checkUniquePersonas(result.data, source);
  const config = toAppConfig(result.data, absolute);
  checkGeneration(result.data, config, source);
  checkPromptFiles(result.data, config, source);
  return config;
}

function checkPromptFiles(raw: RawConfig, config: AppConfig, source: YamlSource): void {
  const check = (name: string, fieldPath: (string | number)[]) => {
    if (promptFileExists(config.promptsDir, name)) return;
    const { line, col } = source.locate(fieldPath);
    const shown = path.relative(process.cwd(), path.join(config.promptsDir, `${name}.md`));
    throw new ConfigError(
      `${source.file}:${line}:${col}: ${formatPath(fieldPath)}: prompt file not found: ${shown}`,
    );
  };
  check(raw.response_prompt, ['response_prompt']);
  raw.personas.forEach((persona, p) => {
    persona.role_prompts.forEach((name, r) => {
      check(name, ['personas', p, 'role_prompts', r]);
    });
  });
}

/** Prompt names are plain file names inside the prompts folder, never paths. */
export function promptFileExists(dir: string, name: string): boolean {
  return /^[\w.-]+$/.test(name) && !name.startsWith('.') && existsSync(path.join(dir, `${name}.md`));
}

/** Generation settings that contradict each other once the global section and the persona's meet. */
function checkGeneration(raw: RawConfig, config: AppConfig, source: YamlSource): void {
  config.personas.forEach((persona, index) => {
    const conflict = persona.generation && generationConflict(persona.generation);
    if (!conflict) return;
    const fieldPath = raw.personas[index]?.generation ? ['personas', index, 'generation'] : ['generation'];
    const { line, col } = source.locate(fieldPath);
    throw new ConfigError(
      `${source.file}:${line}:${col}: ${formatPath(fieldPath)}: ${conflict} (persona ${persona.name})`,
    );
  });
}

/**
 * Names key each persona's state; phones are Telegram accounts, and two personas on one account
 * would answer every message twice and fight over one session.
 */
function checkUniquePersonas(raw: RawConfig, source: YamlSource): void {
  const names = new Map<string, number>();
  const phones = new Map<string, number>();
  raw.personas.forEach((persona, index) => {
    const fail = (field: string, reason: string): never => {
      const { line, col } = source.locate(['personas', index, field]);
      throw new ConfigError(`${source.file}:${line}:${col}: personas[${index}].${field}: ${reason}`);
    };
    const name = persona.name.toLowerCase();
    if (names.has(name)) fail('name', `duplicate persona name "${persona.name}"`);
    names.set(name, index);
    const phone = phoneDigits(persona.phone);
    const other = phones.get(phone);
    if (other !== undefined)
      fail(
        'phone',
        `same phone number as personas[${other}] ("${raw.personas[other]?.name}"): one Telegram account per persona`,
      );
    phones.set(phone, index);
  });
}

/** `+1 (555) 010-0001` and `15550100001` are the same account. */
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

function toAppConfig(raw: RawConfig, file: string): AppConfig {
  const dir = path.dirname(file);
  return {
    file,
    model: raw.model,
    historySize: raw.history_size,
    responsePrompt: raw.response_prompt,
    summaryPrompt: raw.summary_prompt,
    promptsDir: path.resolve(dir, raw.prompts_dir),
    mediaDir: path.resolve(dir, raw.media_dir),
    database: path.resolve(dir, raw.database),
    admins: raw.admins.map(String),
    media: {
      budget: raw.media.budget,
      concurrency: raw.media.concurrency,
      timeoutMs: Math.round(raw.media.timeout_seconds * 1000),
      retryLimit: raw.media.retry_limit,
      model: raw.media.model ?? raw.model,
    },
    telegram: toTelegramSettings(raw.telegram),
    engine: {
      maxConcurrentModelCalls: raw.engine.max_concurrent_model_calls,
      debounceMs: raw.engine.debounce_ms,
      maxAttempts: raw.engine.max_attempts,
    },
    retention: toRetentionSettings(raw.retention),
    prices: toPrices(raw.prices),
    personas: raw.personas.map((p) => toPersona(p, raw)),
  };
}

function toPrices(raw: RawConfig['prices']): Record<string, ModelPrice> {
  const prices: Record<string, ModelPrice> = { ...DEFAULT_PRICES };
  for (const [model, p] of Object.entries(raw))
    prices[model] = { input: p.input, cachedInput: p.cached_input ?? p.input, output: p.output };
  return prices;
}

function toRetentionSettings(raw: RawConfig['retention']): RetentionSettings {
  return {
    messagesMs: raw.messages_days * DAY_MS,
    mediaMs: raw.media_days * DAY_MS,
    tasksMs: raw.tasks_days * DAY_MS,
    deliveriesMs: raw.deliveries_days * DAY_MS,
    journalMs: raw.journal_days * DAY_MS,
    pruneIntervalMs: raw.prune_interval_minutes * 60_000,
  };
}

/** The retention of a config.yaml without a `retention:` section. */
export const DEFAULT_RETENTION: RetentionSettings = toRetentionSettings(retentionSchema.parse({}));

function toTelegramSettings(raw: RawConfig['telegram']): TelegramSettings {
  return {
    floodWaitMaxMs: raw.flood_wait_max_seconds * 1000,
    floodWaitRetries: raw.flood_wait_retries,
    scanIntervalMs: raw.scan_interval_seconds * 1000,
    scanPaceMs: raw.scan_pace_ms,
    scanMaxDialogs: raw.scan_max_dialogs,
    keepAliveMs: raw.keepalive_seconds * 1000,
    reconnectMaxMs: raw.reconnect_max_seconds * 1000,
    muteCacheMs: raw.mute_cache_seconds * 1000,
    blocklistCacheMs: raw.blocklist_cache_seconds * 1000,
    downloadMaxBytes: Math.round(raw.download_max_mb * 1024 * 1024),
    shutdownGraceMs: raw.shutdown_grace_seconds * 1000,
    backlogMaxAgeMs: Math.round(raw.backlog_max_age_hours * 3_600_000),
    readDelay: {
      charsPerSecond: raw.read_delay.chars_per_second,
      minMs: Math.round(raw.read_delay.min_seconds * 1000),
      maxMs: Math.round(raw.read_delay.max_seconds * 1000),
    },
  };
}

function toPersona(raw: RawPersona, config: RawConfig): Persona {
  return {
    name: raw.name,
    phone: raw.phone,
    instructions: raw.instructions ?? '',
    rolePrompts: raw.role_prompts,
    stickerSets: raw.sticker_sets,
    stickers: raw.stickers.map(parseStickerLine),
    timezone: raw.timezone,
    model: raw.model ?? config.model,
    historySize: raw.history_size ?? config.history_size,
    replyThreadDepth: raw.reply_thread_depth ?? config.reply_thread_depth,
    typing: raw.typing
      ? {
          charsPerSecond: raw.typing.chars_per_second,
          minSeconds: raw.typing.min_seconds,
          maxSeconds: raw.typing.max_seconds,
        }
      : { ...DEFAULT_TYPING },
    generation: resolveGeneration(config.generation, raw.generation),
    describeAudio: raw.describe_audio,
    statusReactions: raw.status_reactions,
    card: toCharacterCard(raw),
    answers: toAnswerBounds(config.answers),
    memory: toMemorySettings(config.memory, raw.memory),
    events: toEventSettings(config.events, raw.events),
    schedule: raw.schedule?.map(toActivity),
    wakeForAdmins: raw.wake_for_admins,
    presence: raw.presence,
    access: toAccessPolicy(raw.access),
    reactionTurns: raw.reaction_turns,
    actions: raw.style?.actions ?? config.style.actions,
  };
}

function toAccessPolicy(raw: RawPersona['access']): AccessPolicy {
  const groups: AccessPolicy['groups'] = {};
  for (const [chatId, group] of Object.entries(raw.groups))
    groups[chatId] = { requireMention: group.require_mention };
  return {
    dmPolicy: raw.dm_policy,
    // Usernames are case-insensitive on Telegram.
    allowFrom: raw.allow_from.map((entry) => String(entry).toLowerCase()),
    requireMention: raw.require_mention,
    groups,
  };
}

function toActivity(raw: RawActivity): Activity {
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

function toMemorySettings(global: RawConfig['memory'], own: RawPersona['memory']): MemorySettings {
  const m = { ...global, ...definedOnly(own ?? {}) };
  return {
    notesPerChat: m.notes_per_chat,
    memories: m.memories,
    people: m.people,
    entryMaxCharacters: m.entry_max_characters,
    summarizeAbove: m.summarize_above,
    keepNewest: m.keep_newest,
    consolidateAt: Math.max(m.consolidate_at, m.consolidate_count),
    consolidateCount: m.consolidate_count,
    forgetOnRestart: m.forget_on_restart,
  };
}

function toEventSettings(global: RawConfig['events'], own: RawPersona['events']): EventSettings {
  const e = { ...global, ...definedOnly(own ?? {}) };
  return {
    perChat: e.per_chat,
    perPersona: e.per_persona,
    firePerChatPerDay: e.fire_per_chat_per_day,
    firePerPersonaPerDay: e.fire_per_persona_per_day,
  };
}

/** The keys of an override that are set (an absent one must not hide the global value). */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function toAnswerBounds(raw: RawConfig['answers']): AnswerBounds {
  return {
    maxMessages: raw.max_messages,
    maxCharacters: raw.max_characters,
    maxWaitSeconds: Math.round(raw.max_wait_hours * 3600),
  };
}

function toCharacterCard(raw: RawPersona): CharacterCard {
  const card: CharacterCard = {};
  if (raw.description !== undefined) card.description = raw.description;
  if (raw.personality !== undefined) card.personality = raw.personality;
  if (raw.scenario !== undefined) card.scenario = raw.scenario;
  if (raw.mes_example !== undefined) card.exampleMessages = raw.mes_example;
  if (raw.system_prompt !== undefined) card.systemPrompt = raw.system_prompt;
  if (raw.post_history_instructions !== undefined)
    card.postHistoryInstructions = raw.post_history_instructions;
  if (raw.first_mes !== undefined) card.firstMessage = raw.first_mes;
  return card;
}

/** `SET :: NAME`, split at the first `::` (as the original did). */
export function parseStickerLine(line: string): { set: string; name: string } {
  const at = line.indexOf('::');
  return { set: line.slice(0, at).trim(), name: line.slice(at + 2).trim() };
}

export function findPersona(config: AppConfig, name: string): Persona | undefined {
  const key = name.toLowerCase();
  return config.personas.find((p) => p.name.toLowerCase() === key);
}

import { z } from 'zod';
import { closest } from '../support/suggest.js';

/**
 * The parts of a persona's entry in config.yaml that only a persona has: its name, time zone,
 * stickers, Card V2 texts, who may start a turn and how it types. `schema.ts` assembles the
 * entry from these and the sections it shares with the global config.
 */

export const timeZone = z
  .string()
  .refine(isTimeZone, {
    error: (issue) => `not a known IANA time zone (${timeZoneHint(String(issue.input))})`,
  })
  .meta({ examples: ['Europe/Berlin', 'Europe/London', 'America/New_York', 'Asia/Tokyo', 'UTC'] });

/** `did you mean Europe/Lisbon?` for a near zone, else an example of the form. */
export function timeZoneHint(zone: string): string {
  const near = closest(zone, Intl.supportedValuesOf('timeZone'));
  return near ? `did you mean ${near}?` : 'e.g. Europe/Berlin';
}

/** A string with something in it; the JSON Schema says so with a pattern, since it cannot trim. */
export const nonBlank = (message = 'must not be empty') =>
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
export const cardFields = {
  description: cardText().meta({
    description: 'Card V2: the character description, placed in "Your character" after the instructions.',
  }),
  personality: cardText().meta({ description: 'Card V2: a short personality summary ("## Personality").' }),
  scenario: cardText().meta({
    description: 'Card V2: the circumstances of the conversation ("## Scenario").',
  }),
  mes_example: cardText().meta({
    description: 'Card V2: example dialogue showing how the character writes; <START> separates examples.',
  }),
  system_prompt: cardText().meta({
    description: 'Card V2: the card’s own main prompt, placed after the role prompts.',
  }),
  post_history_instructions: cardText().meta({
    description: 'Card V2: the last instruction the model reads, after the turn directive.',
  }),
  first_mes: cardText().meta({
    description:
      'Card V2: the greeting; the console chat opens with it (on Telegram the persona never speaks first).',
  }),
  alternate_greetings: z
    .array(nonBlank('a greeting must not be empty'))
    .optional()
    .meta({ description: 'Card V2: other greetings; `chat --greeting N` opens with the Nth.' }),
  nickname: cardText().meta({
    description: 'Card V3: the name {{char}} stands for in the card texts (default: the persona’s name).',
  }),
  depth_prompt: cardText().meta({
    description:
      'Card V2 extension depth_prompt: a note the model reads in every turn’s last part, before the post-history instructions.',
  }),
  talkativeness: z.number().min(0).max(1).optional().meta({
    description:
      'Card V2 extension (0–1): kept and shown, changes nothing (group turns follow access and the model’s judgement).',
  }),
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
export const accessSchema = z
  .strictObject({
    dm_policy: z.enum(['open', 'contacts', 'allowlist', 'off']).default('open').meta({
      description:
        'Direct chats: open (anyone, default), contacts (the account’s contacts and allow_from), allowlist (allow_from only), off (nobody). Admins are always answered.',
    }),
    allow_from: z
      .array(allowEntry)
      .default([])
      .meta({ description: 'Who may write to the persona: Telegram user ids and @usernames.' }),
    require_mention: z.boolean().default(false).meta({
      description:
        'Every group: answer only mentions, replies to the persona and messages calling it by name (default false).',
    }),
    groups: z
      .record(z.string(), z.strictObject({ require_mention: z.boolean() }))
      .refine((groups) => Object.keys(groups).every((id) => /^-\d+$/.test(id)), {
        message: 'keys must be group chat ids such as "-1001234567890"',
      })
      .default({})
      .meta({
        description:
          'Per group chat id (e.g. "-1001234567890"): { require_mention: true|false }, overriding require_mention.',
      }),
  })
  .refine((a) => a.dm_policy !== 'allowlist' || a.allow_from.length > 0, {
    path: ['allow_from'],
    message: 'dm_policy allowlist needs at least one entry in allow_from (or set dm_policy: off)',
  })
  .transform((a) => ({
    dmPolicy: a.dm_policy,
    /** User ids (digits) and usernames (`@name`, lower case: Telegram ignores case in them). */
    allowFrom: a.allow_from.map((entry) => String(entry).toLowerCase()),
    requireMention: a.require_mention,
    /** Per group chat id, overriding `requireMention`. */
    groups: Object.fromEntries(
      Object.entries(a.groups).map(([id, g]) => [id, { requireMention: g.require_mention }]),
    ) as Record<string, { requireMention: boolean }>,
  }));

/** The `access:` section of a persona. */
export type AccessPolicy = z.output<typeof accessSchema>;
export type DmPolicy = AccessPolicy['dmPolicy'];

/** Today's behaviour: direct chats open, every group answered at every burst. */
export const OPEN_ACCESS: AccessPolicy = accessSchema.parse({});

export const typingSchema = z
  .strictObject({
    chars_per_second: z
      .number()
      .positive()
      .max(1000)
      .default(30)
      .meta({ description: 'Typing speed (default 30).' }),
    min_seconds: z
      .number()
      .min(0)
      .max(60)
      .default(0.5)
      .meta({ description: 'Shortest typing time (default 0.5).' }),
    max_seconds: z
      .number()
      .min(0)
      .max(120)
      .default(6)
      .meta({ description: 'Longest typing time (default 6).' }),
  })
  .transform((t) => ({
    charsPerSecond: t.chars_per_second,
    minSeconds: t.min_seconds,
    maxSeconds: t.max_seconds,
  }));

export type TypingSettings = z.output<typeof typingSchema>;
export const DEFAULT_TYPING: TypingSettings = typingSchema.parse({});

/**
 * A persona's name is shown on one line in prompts, logs and the terminal: line breaks, other
 * control characters and bidi controls (which reorder what follows) have no place in it.
 */
const CONTROL = String.raw`\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069`;
export const personaName = z
  .string()
  .trim()
  .min(1, { message: 'must not be empty' })
  .regex(new RegExp(`^[^${CONTROL}]*$`), {
    message: 'must not contain line breaks, tabs or other control characters',
  })
  .meta({ pattern: `^[^${CONTROL}]*[^\\s${CONTROL}][^${CONTROL}]*$` });

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The keys of an override that are set (an absent one must not hide the global value). */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

type CardTexts = { [K in keyof typeof cardFields]?: z.output<(typeof cardFields)[K]> };

/** SillyTavern Character Card V2 texts a persona may carry (each absent when not given). */
export function cardOf(raw: CardTexts) {
  return definedOnly({
    description: raw.description,
    personality: raw.personality,
    scenario: raw.scenario,
    /** Example dialogue (`mes_example`). */
    exampleMessages: raw.mes_example,
    /** The card's main prompt (`system_prompt`). */
    systemPrompt: raw.system_prompt,
    postHistoryInstructions: raw.post_history_instructions,
    /** The greeting (`first_mes`): `chat` opens with it. */
    firstMessage: raw.first_mes,
    /** Other greetings `chat --greeting N` may open with. */
    alternateGreetings: raw.alternate_greetings,
    /** What `{{char}}` stands for in the card texts (Card V3). */
    nickname: raw.nickname,
    /** Read in every turn's last part (the card's `extensions.depth_prompt`). */
    depthPrompt: raw.depth_prompt,
    /** Kept and shown only. */
    talkativeness: raw.talkativeness,
  });
}

/** `SET :: NAME`, split at the first `::` (as the original did). */
export function parseStickerLine(line: string): { set: string; name: string } {
  const at = line.indexOf('::');
  return { set: line.slice(0, at).trim(), name: line.slice(at + 2).trim() };
}

import { z } from 'zod';

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

const typingSchema = z.strictObject({
  chars_per_second: z.number().positive().max(1000).default(30),
  min_seconds: z.number().min(0).max(60).default(0.5),
  max_seconds: z.number().min(0).max(120).default(6),
});

export const personaSchema = z.strictObject({
  name: nonBlank(),
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
  ...cardFields,
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

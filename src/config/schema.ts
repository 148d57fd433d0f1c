import { z } from 'zod';

/**
 * The config.yaml schema. Runtime validation and the published JSON Schema both come from
 * here, so an editor and the program agree on what a valid file is.
 */

const timeZone = z
  .string()
  .refine(isTimeZone, { message: 'not a known IANA time zone (e.g. Europe/Berlin)' });

const STICKER_HINT = 'expected "SET :: NAME" (sticker set short name, then sticker name)';

/**
 * `- HeidiDuck :: 👋` is what people write; unquoted, YAML reads it as the one-key map
 * `{"HeidiDuck :": "👋"}`, so that shape is joined back into the line it was meant to be.
 */
const stickerLine = z.preprocess(
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

const typingSchema = z.strictObject({
  chars_per_second: z.number().positive().max(1000).default(30),
  min_seconds: z.number().min(0).max(60).default(0.5),
  max_seconds: z.number().min(0).max(120).default(6),
});

export const personaSchema = z.strictObject({
  name: z.string().trim().min(1, { message: 'must not be empty' }),
  phone: z
    .string()
    .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, { message: 'expected a phone number such as "+15550100001"' }),
  instructions: z.string().trim().min(1, { message: 'must not be empty' }),
  role_prompts: z.array(z.string().trim().min(1)).default([]),
  sticker_sets: z.array(z.string().trim().min(1)).default([]),
  stickers: z.array(stickerLine).default([]),
  timezone: timeZone,
  model: z.string().min(1).optional(),
  history_size: z.int().min(1).max(1000).optional(),
  typing: typingSchema.optional(),
  /** Status reactions on incoming messages (👀 🤔 👍 🏆 😱); off so a character looks human. */
  status_reactions: z.boolean().default(false),
});

const engineSchema = z.strictObject({
  /** Model calls in flight at once, across all personas. */
  max_concurrent_model_calls: z.int().min(1).max(64).default(8),
  /** How long a turn waits for more messages of a burst (one model call per burst). */
  debounce_ms: z.int().min(0).max(10_000).default(500),
  /** Attempts per task (network trouble, 5xx, flood waits) before it fails for good. */
  max_attempts: z.int().min(1).max(10).default(4),
});

export const configSchema = z.strictObject({
  $schema: z.string().optional(),
  model: z.string().min(1).default('gemini-2.5-flash'),
  history_size: z.int().min(1).max(1000).default(100),
  response_prompt: z.string().min(1).default('ResponseFormat'),
  prompts_dir: z.string().min(1).default('prompts'),
  media_dir: z.string().min(1).default('media'),
  database: z.string().min(1).default('state/agent.sqlite'),
  /** Telegram user ids allowed to trigger `shutdown` and `clear-conversation`. */
  admins: z.array(z.union([z.string().regex(/^\d+$/), z.int().nonnegative()])).default([]),
  engine: engineSchema.prefault({}),
  personas: z.array(personaSchema).min(1, { message: 'at least one persona is required' }),
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

import { z } from 'zod';

/**
 * The `generation:` section: how the model samples and what it may say. A persona's section
 * overrides the global one field by field, and its `safety` category by category.
 */

/** Gemini's adjustable harm categories, as config keys. */
export const HARM_CATEGORIES = [
  'harassment',
  'hate_speech',
  'sexually_explicit',
  'dangerous_content',
  'civic_integrity',
] as const;

/** Gemini's adjustable harm categories, by their config keys. */
export type HarmCategoryName = (typeof HARM_CATEGORIES)[number];

/** Block thresholds, strictest first, spelt as Gemini spells them (the SDK's HarmBlockThreshold). */
export const SAFETY_THRESHOLDS = [
  'BLOCK_LOW_AND_ABOVE',
  'BLOCK_MEDIUM_AND_ABOVE',
  'BLOCK_ONLY_HIGH',
  'BLOCK_NONE',
  'OFF',
] as const;

/** How likely harmful content must be before Gemini blocks it; `OFF` turns the filter off. */
export type SafetyThreshold = (typeof SAFETY_THRESHOLDS)[number];

/**
 * Our default: a persona talks to real people from a real account, so what Gemini rates as
 * highly likely harmful is still blocked, while the fiction a character lives on (a crime plot,
 * a rude joke, a storm that drowns a ship) is not. Civic integrity is left to the model: the SDK
 * marks it deprecated, and a category a model rejects would fail every turn.
 */
export const DEFAULT_SAFETY: Readonly<Partial<Record<HarmCategoryName, SafetyThreshold>>> = {
  harassment: 'BLOCK_ONLY_HIGH',
  hate_speech: 'BLOCK_ONLY_HIGH',
  sexually_explicit: 'BLOCK_ONLY_HIGH',
  dangerous_content: 'BLOCK_ONLY_HIGH',
};

const THRESHOLD_HINT = `expected one of ${SAFETY_THRESHOLDS.join(', ')}`;

const threshold = () => z.enum(SAFETY_THRESHOLDS, { message: THRESHOLD_HINT }).optional();

const safetySchema = () =>
  z.strictObject({
    harassment: threshold().meta({ description: 'Harassment: abuse, threats, bullying.' }),
    hate_speech: threshold().meta({ description: 'Hate speech.' }),
    sexually_explicit: threshold().meta({ description: 'Sexually explicit content.' }),
    dangerous_content: threshold().meta({
      description: 'Dangerous content: promotes or enables harmful acts.',
    }),
    civic_integrity: threshold().meta({
      description: 'Civic integrity (deprecated by Google; sent only when set).',
    }),
  } satisfies Record<HarmCategoryName, unknown>);

/** One instance per place it is used, so the editor schema documents each place on its own. */
export const generationSchema = () =>
  z.strictObject({
    temperature: z
      .number()
      .min(0)
      .max(2)
      .optional()
      .meta({ description: 'Randomness of word choice, 0–2 (default: the model’s).' }),
    top_p: z.number().min(0).max(1).optional().meta({
      description:
        'Nucleus sampling, 0–1: words come from the likeliest ones covering this share (default: the model’s).',
    }),
    top_k: z
      .int()
      .min(1)
      .max(1000)
      .optional()
      .meta({ description: 'Words come from this many likeliest ones (default: the model’s).' }),
    max_output_tokens: z.int().min(1).max(65_536).optional().meta({
      description:
        'Longest answer in tokens; on thinking models thinking counts toward it (default: the model’s).',
    }),
    thinking_budget: z.int().min(-1).max(32_768).optional().meta({
      description:
        'Tokens the model may think before answering: 0 off, -1 the model decides; must stay below max_output_tokens (default: the model’s).',
    }),
    safety: safetySchema().optional().meta({
      description:
        'Block threshold per harm category. Default BLOCK_ONLY_HIGH for harassment, hate_speech, sexually_explicit and dangerous_content; civic_integrity is left to the model. Every block is logged with its category.',
    }),
  });

export type RawGeneration = z.infer<ReturnType<typeof generationSchema>>;

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

/** The settings a persona's turn uses: defaults, then the global section, then the persona's. */
export function resolveGeneration(
  global: RawGeneration | undefined,
  persona: RawGeneration | undefined,
): GenerationSettings {
  const pick = <K extends keyof RawGeneration>(key: K): RawGeneration[K] => persona?.[key] ?? global?.[key];
  return {
    temperature: pick('temperature'),
    topP: pick('top_p'),
    topK: pick('top_k'),
    maxOutputTokens: pick('max_output_tokens'),
    thinkingBudget: pick('thinking_budget'),
    safety: { ...DEFAULT_SAFETY, ...definedOnly(global?.safety), ...definedOnly(persona?.safety) },
  };
}

/**
 * Settings that cannot work together, or undefined. Thinking tokens count toward the output
 * limit, so a thinking budget that fills it leaves no room for the answer: the persona would
 * fall silent on every turn.
 */
export function generationConflict(settings: GenerationSettings): string | undefined {
  const { maxOutputTokens: limit, thinkingBudget: budget } = settings;
  if (limit === undefined || budget === undefined || budget < 0) return undefined;
  if (budget >= limit) {
    return `thinking_budget ${budget} leaves no room for the answer within max_output_tokens ${limit} (thinking counts toward it): lower thinking_budget or raise max_output_tokens`;
  }
  return undefined;
}

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

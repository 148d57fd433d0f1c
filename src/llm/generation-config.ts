import type { GenerationSettings, HarmCategoryName, SafetyThreshold } from '../config/generation.js';
import { resolveGeneration } from '../config/generation.js';

/** Gemini's names of the harm categories (the SDK's HarmCategory), by config key. */
export const GEMINI_HARM_CATEGORY = {
  harassment: 'HARM_CATEGORY_HARASSMENT',
  hate_speech: 'HARM_CATEGORY_HATE_SPEECH',
  sexually_explicit: 'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  dangerous_content: 'HARM_CATEGORY_DANGEROUS_CONTENT',
  civic_integrity: 'HARM_CATEGORY_CIVIC_INTEGRITY',
} as const satisfies Record<HarmCategoryName, string>;

export type GeminiHarmCategory = (typeof GEMINI_HARM_CATEGORY)[HarmCategoryName];

export interface SafetySettingRequest {
  category: GeminiHarmCategory;
  threshold: SafetyThreshold;
}

/**
 * The SDK's `config` beside the system instruction, in its field names: what is absent is left
 * to the model's default.
 */
export interface GenerationConfig {
  temperature?: number;
  topP?: number;
  topK?: number;
  maxOutputTokens?: number;
  thinkingConfig?: { thinkingBudget: number };
  safetySettings: SafetySettingRequest[];
}

/** A persona's settings as the request carries them (pure); no settings: the config's defaults. */
export function buildGenerationConfig(settings?: GenerationSettings): GenerationConfig {
  const s = settings ?? resolveGeneration(undefined, undefined);
  const safetySettings: SafetySettingRequest[] = [];
  for (const [name, category] of Object.entries(GEMINI_HARM_CATEGORY) as [
    HarmCategoryName,
    GeminiHarmCategory,
  ][]) {
    const threshold = s.safety[name];
    if (threshold !== undefined) safetySettings.push({ category, threshold });
  }
  return {
    temperature: s.temperature,
    topP: s.topP,
    topK: s.topK,
    maxOutputTokens: s.maxOutputTokens,
    thinkingConfig: s.thinkingBudget === undefined ? undefined : { thinkingBudget: s.thinkingBudget },
    safetySettings,
  };
}

/** The config key of a Gemini harm category (`HARM_CATEGORY_HATE_SPEECH` → `hate_speech`). */
export function harmCategoryKey(category: string): string {
  for (const [key, name] of Object.entries(GEMINI_HARM_CATEGORY)) if (name === category) return key;
  return category.replace(/^HARM_CATEGORY_/, '').toLowerCase();
}

/**
 * One line for people: `temperature 0.9, top_p 0.95, thinking budget 512; safety BLOCK_ONLY_HIGH
 * for harassment, hate_speech`. Config names, so the line says what to edit.
 */
export function describeGenerationConfig(config: GenerationConfig): string {
  const sampling: string[] = [];
  if (config.temperature !== undefined) sampling.push(`temperature ${config.temperature}`);
  if (config.topP !== undefined) sampling.push(`top_p ${config.topP}`);
  if (config.topK !== undefined) sampling.push(`top_k ${config.topK}`);
  if (config.maxOutputTokens !== undefined) sampling.push(`max_output_tokens ${config.maxOutputTokens}`);
  const budget = config.thinkingConfig?.thinkingBudget;
  if (budget !== undefined)
    sampling.push(`thinking_budget ${budget}${budget === -1 ? ' (model decides)' : ''}`);
  const byThreshold = new Map<SafetyThreshold, string[]>();
  for (const { category, threshold } of config.safetySettings) {
    byThreshold.set(threshold, [...(byThreshold.get(threshold) ?? []), harmCategoryKey(category)]);
  }
  const safety = [...byThreshold].map(([threshold, names]) => `${threshold} for ${names.join(', ')}`);
  return [
    sampling.length > 0 ? sampling.join(', ') : 'sampling and length: model defaults',
    `safety ${safety.length > 0 ? safety.join('; ') : 'model defaults'}`,
  ].join('; ');
}

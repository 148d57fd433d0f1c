import { z } from 'zod';

/** The wire formats a model can be reached by. */
export const MODEL_PROVIDERS = ['gemini', 'openai-compatible'] as const;
export type ModelProviderName = (typeof MODEL_PROVIDERS)[number];

/** One `models:` entry as config.yaml writes it. */
export const modelEntrySchema = z
  .strictObject({
    provider: z.enum(MODEL_PROVIDERS).default('gemini').meta({
      description:
        'gemini (Google’s API, the default) or openai-compatible (Ollama, llama.cpp’s server, vLLM, OpenRouter, DeepSeek, …).',
    }),
    base_url: z
      .url({ protocol: /^https?$/ })
      .optional()
      .meta({
        description:
          'Where the API is, up to its version (http://127.0.0.1:11434/v1); required for openai-compatible.',
      }),
    model: z.string().min(1).meta({ description: 'The model id as the provider names it.' }),
    api_key_env: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name')
      .optional()
      .meta({ description: 'The environment variable that holds the API key (none: no key is sent).' }),
    vision: z
      .boolean()
      .default(false)
      .meta({ description: 'May the model see images (media descriptions send them to it).' }),
  })
  .refine((entry) => entry.provider !== 'openai-compatible' || entry.base_url !== undefined, {
    path: ['base_url'],
    message: 'an openai-compatible model needs base_url',
  })
  .transform((entry) => ({
    provider: entry.provider,
    baseUrl: entry.base_url,
    model: entry.model,
    apiKeyEnv: entry.api_key_env,
    vision: entry.vision,
  }));

export type ModelEntry = z.output<typeof modelEntrySchema>;

/** The models config.yaml names, and the ones tried in order when a chat call fails. */
export interface ModelCatalog {
  models: Readonly<Record<string, ModelEntry>>;
  fallback: readonly string[];
}

/**
 * What a model reference (a persona's `model:`, `summary_model:`, `media.model`, a `fallback:`
 * entry) stands for: a `models:` name, else a bare Gemini model id as before `models:` existed.
 */
export function resolveModelReference(
  catalog: Pick<ModelCatalog, 'models'>,
  reference: string,
): ModelEntry & { name: string } {
  const entry = Object.hasOwn(catalog.models, reference) ? catalog.models[reference] : undefined;
  if (entry) return { ...entry, name: reference };
  return {
    name: reference,
    provider: 'gemini',
    baseUrl: undefined,
    model: reference,
    apiKeyEnv: undefined,
    vision: true,
  };
}

/** The variables `models:` entries read keys from, for `resolveSecrets`. */
export function modelKeyVariables(catalog: Pick<ModelCatalog, 'models'>): string[] {
  return Object.values(catalog.models).flatMap((entry) => (entry.apiKeyEnv ? [entry.apiKeyEnv] : []));
}

/** Every model reference a config calls: each persona's turn and summary model, and the media model. */
export function modelReferences(config: {
  personas: readonly { model: string; summaryModel: string }[];
  media: { model: string };
}): string[] {
  return [...new Set([...config.personas.flatMap((p) => [p.model, p.summaryModel]), config.media.model])];
}

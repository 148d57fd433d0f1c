import { DEFAULT_MODEL_PROVIDER, type Secrets } from '../config/env.js';
import { modelReferences, resolveModelReference } from '../config/model-catalog.js';
import type { AppConfig } from '../config/resolved.js';
import { probeGemini } from '../llm/gemini-client.js';
import { probeOpenAiCompatible } from '../llm/openai-client.js';

/** How long `check` waits for a provider's model list. */
export const PROBE_TIMEOUT_MS = 5_000;

export const NO_GEMINI_KEY =
  'GEMINI_API_KEY is not set: run needs it (chat falls back to a scripted model); create one at https://aistudio.google.com/apikey';

type Add = (section: string, status: 'ok' | 'warn' | 'error', text: string) => void;

/**
 * The keys the configured models need, then each `models:` entry asked for its model list: a
 * missing key is an error (run would stop), an unreachable provider a warning (it may be started
 * later, or be down for a moment). Bare Gemini ids are covered by the key alone.
 */
export async function checkModels(config: AppConfig, secrets: Secrets, add: Add): Promise<void> {
  const entries = modelReferences(config).map((reference) => resolveModelReference(config, reference));
  const usesGeminiKey = [...entries, ...config.fallback.map((f) => resolveModelReference(config, f))].some(
    (entry) => entry.provider === 'gemini' && entry.apiKeyEnv === undefined,
  );
  const geminiKey = secrets.modelKeys[DEFAULT_MODEL_PROVIDER];
  if (geminiKey) add('Models', 'ok', `${geminiKey.variable} is set`);
  else if (usesGeminiKey) add('Models', 'error', NO_GEMINI_KEY);
  else add('Models', 'ok', 'GEMINI_API_KEY is not set (no configured model needs it)');

  const probes = Object.entries(config.models).map(async ([name, entry]) => {
    const key =
      entry.apiKeyEnv === undefined ? undefined : secrets.modelKeys.variables?.[entry.apiKeyEnv]?.key;
    if (entry.apiKeyEnv !== undefined && key === undefined) {
      add('Models', 'error', `${name}: ${entry.apiKeyEnv} is not set (the key of ${entry.model})`);
      return;
    }
    const where = entry.baseUrl ?? 'Gemini';
    const result =
      entry.provider === 'openai-compatible'
        ? await probeOpenAiCompatible(entry.baseUrl ?? '', key, PROBE_TIMEOUT_MS)
        : geminiKey || key
          ? await probeGemini(key ?? geminiKey?.key ?? '', entry.baseUrl, PROBE_TIMEOUT_MS)
          : undefined;
    if (result === undefined) return;
    if (!result.ok) {
      add(
        'Models',
        'warn',
        `${name}: ${where} did not answer (${result.reason}); turns will fail until it does`,
      );
      return;
    }
    if (result.models.length > 0 && !result.models.includes(entry.model))
      add('Models', 'warn', `${name}: ${where} answers but does not list ${entry.model}`);
    else add('Models', 'ok', `${name}: ${where} answers (${entry.model})`);
  });
  await Promise.all(probes);
}

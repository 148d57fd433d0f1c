import { DEFAULT_MODEL_PROVIDER, type ModelKeys, requireModelKey } from '../config/env.js';
import {
  type ModelCatalog,
  type ModelEntry,
  type ModelProviderName,
  resolveModelReference,
} from '../config/model-catalog.js';
import type { MediaModelPort } from '../media/model-port.js';
import type { Clock } from '../support/clock.js';
import { AccessError, errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import { GeminiClient } from './gemini-client.js';
import { OpenAiCompatibleClient } from './openai-client.js';
import type { ModelPort, ModelReply, ModelRequest } from './types.js';

/** The model edge as the program uses it: turns and summaries (`generate`) and media descriptions. */
export type Model = ModelPort & MediaModelPort;

/** Which provider answers and how it is reached. */
export interface ModelSettings {
  /** Default: DEFAULT_MODEL_PROVIDER. */
  provider?: ModelProviderName;
  /** Points the client somewhere else (a loopback server in replay and tests); openai-compatible: required. */
  baseUrl?: string;
  /** Attempts per call, the first included (default: the provider client's own). */
  attempts?: number;
  /** The key, when a `models:` entry names its variable (Gemini: else the usual variables). */
  apiKey?: string;
  /** openai-compatible: may the model see images. */
  vision?: boolean;
}

type Build = (settings: ModelSettings, keys: ModelKeys, clock: Clock, log: Logger) => Model;

/** One entry per provider: a new provider is one more entry, and no caller changes. */
const PROVIDERS: Record<ModelProviderName, Build> = {
  gemini: ({ baseUrl, attempts, apiKey }, keys, clock, log) =>
    new GeminiClient({
      apiKey: apiKey ?? requireModelKey(keys, { provider: DEFAULT_MODEL_PROVIDER }),
      baseUrl,
      clock,
      log,
      retry: attempts === undefined ? undefined : { attempts },
    }),
  'openai-compatible': ({ baseUrl, attempts, apiKey, vision }, _keys, clock, log) => {
    if (!baseUrl) throw new AccessError('an openai-compatible model needs base_url');
    return new OpenAiCompatibleClient({ baseUrl, apiKey, vision, attempts, clock, log });
  },
};

/**
 * The one place a model client is made. A missing key fails with the one-line UserError that says
 * which variable to set and where to get a key.
 */
export function createModel(settings: ModelSettings, keys: ModelKeys, clock: Clock, log: Logger): Model {
  return PROVIDERS[settings.provider ?? DEFAULT_MODEL_PROVIDER](settings, keys, clock, log);
}

/** Keys for a loopback server, which takes any key (the scripted server drops it from what it records). */
export const LOOPBACK_KEYS: ModelKeys = { gemini: { key: 'sim-offline', variable: 'loopback' } };

export interface CatalogSettings {
  catalog: ModelCatalog;
  /** Model references the program will call (personas, summaries, media): their keys are checked now. */
  references: readonly string[];
  /** Sends every Gemini call here instead (a loopback server in tests). */
  geminiBaseUrl?: string;
  attempts?: number;
}

/**
 * The model edge over config.yaml's `models:`: a request's `model` is a reference (a `models:`
 * name or a bare Gemini id), sent to its provider under the provider's own model id. A chat call
 * that still fails after the adapter's retries is tried on each `fallback:` model in order; the
 * next call starts again from its own model. Every reply says who answered.
 */
export function createCatalogModel(
  settings: CatalogSettings,
  keys: ModelKeys,
  clock: Clock,
  log: Logger,
): Model {
  const clients = new Map<string, Model>();
  const clientOf = (entry: ModelEntry & { name: string }): Model => {
    const made = clients.get(entry.name);
    if (made) return made;
    const client = createModel(connectionOf(entry, settings, keys), keys, clock, log);
    clients.set(entry.name, client);
    return client;
  };
  // A missing key is said at start, not at the first turn.
  for (const entry of referencedEntries(settings)) clientOf(entry);

  return {
    async generate(request: ModelRequest, signal?: AbortSignal): Promise<ModelReply> {
      const chain = [...new Set([request.model, ...settings.catalog.fallback])];
      let failure: unknown;
      for (const [i, reference] of chain.entries()) {
        const entry = resolveModelReference(settings.catalog, reference);
        try {
          const reply = await clientOf(entry).generate({ ...request, model: entry.model }, signal);
          return { ...reply, answeredBy: { provider: entry.provider, model: entry.model } };
        } catch (err) {
          if (signal?.aborted) throw err;
          failure = err;
          const next = chain[i + 1];
          if (next !== undefined)
            log.warn('model call failed, trying the next model', {
              model: reference,
              next,
              reason: errorMessage(err),
            });
        }
      }
      throw failure;
    },
    async describeMedia(request, signal) {
      const entry = resolveModelReference(settings.catalog, request.model);
      const answer = await clientOf(entry).describeMedia({ ...request, model: entry.model }, signal);
      return { ...answer, answeredBy: { provider: entry.provider, model: entry.model } };
    },
  };
}

function referencedEntries(settings: Pick<CatalogSettings, 'catalog' | 'references'>) {
  const references = new Set([...settings.references, ...settings.catalog.fallback]);
  return [...references].map((reference) => resolveModelReference(settings.catalog, reference));
}

/**
 * Fails with the one-line UserError that names the variable to set when a model the program
 * will call has no key (before anything is opened or connected).
 */
export function requireModelKeys(
  settings: Pick<CatalogSettings, 'catalog' | 'references'>,
  keys: ModelKeys,
  command?: string,
): void {
  for (const entry of referencedEntries(settings)) connectionOf(entry, {}, keys, command);
}

/** Whether every model the program will call has its key (commands that can do without a model ask). */
export function hasModelKeys(
  settings: Pick<CatalogSettings, 'catalog' | 'references'>,
  keys: ModelKeys,
): boolean {
  try {
    requireModelKeys(settings, keys);
    return true;
  } catch (err) {
    if (err instanceof AccessError) return false;
    throw err;
  }
}

function connectionOf(
  entry: ModelEntry,
  settings: Pick<CatalogSettings, 'geminiBaseUrl' | 'attempts'>,
  keys: ModelKeys,
  command?: string,
): ModelSettings {
  const connection: ModelSettings = { provider: entry.provider, vision: entry.vision };
  if (settings.attempts !== undefined) connection.attempts = settings.attempts;
  const baseUrl = entry.provider === 'gemini' ? (settings.geminiBaseUrl ?? entry.baseUrl) : entry.baseUrl;
  if (baseUrl !== undefined) connection.baseUrl = baseUrl;
  if (entry.apiKeyEnv !== undefined) {
    const key = keys.variables?.[entry.apiKeyEnv]?.key;
    if (key === undefined) {
      const needs = command ? `${command} needs ${entry.apiKeyEnv}` : `${entry.apiKeyEnv} not set`;
      throw new AccessError(`${needs}: the key of model ${entry.model}`);
    }
    connection.apiKey = key;
  } else if (entry.provider === 'gemini') {
    requireModelKey(keys, command === undefined ? {} : { command });
  }
  return connection;
}

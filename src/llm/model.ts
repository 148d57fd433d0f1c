import {
  DEFAULT_MODEL_PROVIDER,
  type ModelKeys,
  type ModelProvider,
  requireModelKey,
} from '../config/env.js';
import type { MediaModelPort } from '../media/model-port.js';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/log.js';
import { GeminiClient } from './gemini-client.js';
import type { ModelPort } from './types.js';

/** The model edge as the program uses it: turns and summaries (`generate`) and media descriptions. */
export type Model = ModelPort & MediaModelPort;

/** Which provider answers and how it is reached; the key is looked up by the provider's id. */
export interface ModelSettings {
  /** Default: DEFAULT_MODEL_PROVIDER. */
  provider?: ModelProvider;
  /** Points the client somewhere else (a loopback server in replay and tests). */
  baseUrl?: string;
  /** Attempts per call, the first included (default: the provider client's own). */
  attempts?: number;
}

type Build = (apiKey: string, settings: ModelSettings, clock: Clock, log: Logger) => Model;

/** One entry per provider: a new provider is one more entry, and no caller changes. */
const PROVIDERS: Record<ModelProvider, Build> = {
  gemini: (apiKey, { baseUrl, attempts }, clock, log) =>
    new GeminiClient({
      apiKey,
      baseUrl,
      clock,
      log,
      retry: attempts === undefined ? undefined : { attempts },
    }),
};

/**
 * The one place a model client is made. A missing key fails with the one-line UserError that says
 * which variable to set and where to get a key.
 */
export function createModel(settings: ModelSettings, keys: ModelKeys, clock: Clock, log: Logger): Model {
  const provider = settings.provider ?? DEFAULT_MODEL_PROVIDER;
  return PROVIDERS[provider](requireModelKey(keys, { provider }), settings, clock, log);
}

/** Keys for a loopback server, which takes any key (the scripted server drops it from what it records). */
export const LOOPBACK_KEYS: ModelKeys = { gemini: { key: 'sim-offline', variable: 'loopback' } };

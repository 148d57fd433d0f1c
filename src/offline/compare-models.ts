import { requireModelKey, resolveSecrets } from '../config/env.js';
import { createModel } from '../llm/model.js';
import type { ModelPort } from '../llm/types.js';
import { systemClock } from '../support/clock.js';
import type { Logger } from '../support/log.js';
import type { AnswerCache } from './answer-cache.js';
import type { LiveAsk } from './compare-live.js';

/**
 * How `compare --live` reaches a side's model: through the model factory, with the keys found
 * beside that side's config (its `.env` or the environment), one client per model.
 */
export function liveAskFor(
  samples: number,
  cache: AnswerCache,
  log: Logger,
): (configFile: string) => LiveAsk {
  return (configFile) => {
    const { modelKeys } = resolveSecrets(configFile);
    // Before the first turn: a missing key is one line for the side, not a failed answer per turn.
    requireModelKey(modelKeys);
    const ports = new Map<string, ModelPort>();
    return {
      samples,
      cache,
      modelFor: (request) => {
        const port = ports.get(request.model) ?? createModel({}, modelKeys, systemClock, log);
        ports.set(request.model, port);
        return { port, provider: 'gemini' };
      },
    };
  };
}

import { resolveSecrets } from '../config/env.js';
import { loadConfig } from '../config/load.js';
import { modelKeyVariables, resolveModelReference } from '../config/model-catalog.js';
import { createCatalogModel } from '../llm/model.js';
import { systemClock } from '../support/clock.js';
import type { Logger } from '../support/log.js';
import type { AnswerCache } from './answer-cache.js';
import type { LiveAsk } from './compare-live.js';

/**
 * How `compare --live` reaches a side's models: through the model factory over that side's
 * config (its `models:`, a bare Gemini id as before), with the keys found beside it (its `.env`
 * or the environment). A missing key of the persona's model is the side's one line before
 * anything is asked.
 */
export function liveAskFor(
  samples: number,
  cache: AnswerCache,
  log: Logger,
): (configFile: string, persona?: string) => LiveAsk {
  return (configFile, persona) => {
    const config = loadConfig(configFile);
    const personas = config.personas.filter((p) => persona === undefined || p.name === persona);
    const { modelKeys } = resolveSecrets(config.file, undefined, undefined, modelKeyVariables(config));
    const model = createCatalogModel(
      { catalog: config, references: personas.map((p) => p.model) },
      modelKeys,
      systemClock,
      log,
    );
    return {
      samples,
      cache,
      modelFor: (request) => {
        // Who answers is part of the key: the same name may point elsewhere in another config.
        const entry = resolveModelReference(config, request.model);
        return { port: model, provider: `${entry.provider}:${entry.baseUrl ?? ''}:${entry.model}` };
      },
    };
  };
}

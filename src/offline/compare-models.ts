import { resolveSecrets } from '../config/env.js';
import { loadConfig } from '../config/load.js';
import { modelKeyVariables, resolveModelReference } from '../config/model-catalog.js';
import { createCatalogModel } from '../llm/model.js';
import { openStore, type Store } from '../store/open.js';
import { UsageLog } from '../store/usage.js';
import { systemClock } from '../support/clock.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { ModelCall, UsageSink } from '../support/usage.js';
import type { AnswerCache } from './answer-cache.js';
import type { AskFor } from './compare.js';

/** The live askers of a `compare --live` run, and the usage stores they opened. */
export interface LiveModels {
  askFor: AskFor;
  /** Closes the usage stores opened; call once the run is done. */
  close(): Promise<void>;
}

/**
 * How `compare --live` reaches a side's models: through the model factory over that side's
 * config (its `models:`, a bare Gemini id as before), with the keys found beside it (its `.env`
 * or the environment). A missing key of the persona's model is the side's one line before
 * anything is asked. Each call asked is accounted in the usage store of that config, as the
 * fixture's persona in the fixture's chat, so `usage` and the console count what tuning cost.
 */
export function liveAskFor(samples: number, cache: AnswerCache, log: Logger): LiveModels {
  const sinks = new Map<string, LazyUsageSink>();
  const sinkFor = (database: string) => {
    const sink = sinks.get(database) ?? new LazyUsageSink(database, log);
    sinks.set(database, sink);
    return sink;
  };
  return {
    askFor: (configFile, persona, chatId) => {
      const config = loadConfig(configFile);
      const personas = config.personas.filter((p) => p.name === persona);
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
        usage: { sink: sinkFor(config.database), agent: personas[0]?.name ?? persona, chatId },
        modelFor: (request) => {
          // Who answers is part of the key: the same name may point elsewhere in another config.
          const entry = resolveModelReference(config, request.model);
          return { port: model, provider: `${entry.provider}:${entry.baseUrl ?? ''}:${entry.model}` };
        },
      };
    },
    close: async () => {
      await Promise.all([...sinks.values()].map((s) => s.close()));
    },
  };
}

/**
 * A config's usage store, opened at its first call: a run served from the cache opens nothing.
 * Calls that cannot be recorded are warned about once, and the comparison goes on.
 */
class LazyUsageSink implements UsageSink {
  #store: Promise<Store> | undefined;
  #warned = false;

  constructor(
    private readonly database: string,
    private readonly log: Logger,
  ) {}

  async record(call: ModelCall): Promise<void> {
    try {
      this.#store ??= openStore(this.database);
      await new UsageLog((await this.#store).db, Date.now).record(call);
    } catch (err) {
      if (this.#warned) return;
      this.#warned = true;
      this.log.warn('model usage not recorded', { database: this.database, reason: errorMessage(err) });
    }
  }

  async close(): Promise<void> {
    const store = await this.#store?.catch(() => undefined);
    await store?.close();
  }
}

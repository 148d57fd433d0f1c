import type { RunningProcess } from '../live/run.js';
import { loadCuratedMedia } from '../media/curated.js';
import { MemoryRepo } from '../store/memory.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { ConsoleBackend } from './backend.js';
import { editCuratedDescription } from './curated-edit.js';

/** The console over a running `run`: its database, its live personas, its config. */
export function liveBackend(running: RunningProcess, log: Logger): ConsoleBackend {
  const { config } = running;
  return {
    mode: 'live',
    store: running.store,
    personas: running.personas.map((live) => {
      const name = live.runtime.agent;
      return {
        name,
        model: config.personas.find((p) => p.name === name)?.model ?? config.model,
        state: () => live.state,
        wakeAt: () => live.status.wakeAt,
        reason: () => {
          const { trouble, pausedUntil } = live.status;
          return { ...(trouble ? { trouble } : {}), ...(pausedUntil === undefined ? {} : { pausedUntil }) };
        },
        resumeSending: () => live.resumeSending(),
        runtime: live.runtime,
        cannotWrite: (chatId) => live.telegram.cannotWrite(chatId),
        chatTitle: async (chatId) => {
          if (live.state !== 'running' && live.state !== 'asleep') return undefined;
          try {
            return (await live.telegram.chat(chatId)).title;
          } catch (err) {
            log.debug('chat title not available', { chat: chatId, reason: errorMessage(err) });
            return undefined;
          }
        },
      };
    }),
    prices: config.prices,
    curated: loadCuratedMedia(config.mediaDir),
    configFile: config.file,
    fixtureSecrets: running.fixtureSecrets,
    changes: running.records.changes,
    memory: new MemoryRepo(running.store.db, () => Date.now()),
    problems: running.problems,
    now: () => Date.now(),
    saveCurated: (item, description) => editCuratedDescription(config.file, item, description),
  };
}

import { requireGeminiKey, requireTelegram, resolveSecrets } from '../config/env.js';
import { loadConfig } from '../config/load.js';
import { type ConfigChecks, ConfigSource } from '../config/source.js';
import { GeminiClient } from '../llm/gemini-client.js';
import { loadCuratedMedia } from '../media/curated.js';
import { MediaDescriptions } from '../store/media.js';
import { openStore } from '../store/open.js';
import { type StoredSession, TelegramSessions } from '../store/sessions.js';
import { type Clock, systemClock } from '../support/clock.js';
import { Limiter } from '../tasks/limiter.js';
import type { TelegramPort } from '../telegram/port.js';
import {
  type CreateClient,
  liveMediaLibrary,
  realClient,
  secretKeepingLogger,
  storedSessions,
} from './account.js';
import { LivePersona } from './persona.js';

export interface RunOptions {
  configFile: string;
  verbose?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Where log lines go (default stderr). */
  write?: (line: string) => void;
  /** Resolves with a reason when the run should stop (default: SIGINT or SIGTERM). */
  stopWhen?: Promise<string>;
  /** The network edges, replaceable in tests: GramJS clients and the Gemini endpoint. */
  createClient?: CreateClient;
  geminiBaseUrl?: string;
  clock?: Clock;
  /** How often config.yaml and prompts/ are looked at, on which clock (tests move it by hand). */
  configChecks?: ConfigChecks;
}

/**
 * `character-agent run`: every persona of config.yaml live, each on its own client, in one
 * process. Nothing is ever prompted: a persona without a stored session stops the start with
 * the `login` command to run. Returns the exit code.
 */
export async function run(options: RunOptions): Promise<number> {
  const config = loadConfig(options.configFile);
  const secrets = resolveSecrets(config.file, options.env);
  const credentials = requireTelegram(secrets);
  const geminiKey = requireGeminiKey(secrets);
  const store = await openStore(config.database);
  let closeStore = true;
  try {
    const sessions = await storedSessions(new TelegramSessions(store.db, Date.now), config.personas);
    const log = secretKeepingLogger({
      level: options.verbose ? 'debug' : 'info',
      secrets: [credentials.apiHash, geminiKey, ...sessions.map((s) => s.session)],
      write: options.write,
    });
    // config.yaml and prompts/ are watched: edits apply to the next turn, a bad edit keeps the last good ones.
    const source = new ConfigSource(config.file, { log, ...options.configChecks });
    for (const file of secrets.exposed)
      log.warn('a .env file holds secrets but others can read it (chmod 600)', { file });
    const clock = options.clock ?? systemClock;
    const model = new GeminiClient({
      apiKey: geminiKey,
      clock,
      log,
      baseUrl: options.geminiBaseUrl,
    });
    const modelLimiter = new Limiter(config.engine.maxConcurrentModelCalls);
    const curated = loadCuratedMedia(config.mediaDir);
    // One library per persona: its describer downloads through that persona's account.
    const media = (port: TelegramPort) =>
      liveMediaLibrary({ config, curated, cache: new MediaDescriptions(store.db), model, port, clock, log });
    const create = options.createClient ?? realClient;

    let ended = 0;
    let allEnded: (reason: string) => void = () => {};
    const everyoneEnded = new Promise<string>((resolve) => {
      allEnded = resolve;
    });
    const lives = config.personas.map(
      (persona, i) =>
        new LivePersona({
          persona,
          config,
          source,
          store,
          model,
          media,
          modelLimiter,
          clock,
          log: log.child({ persona: persona.name }),
          createClient: () => create(persona, (sessions[i] as StoredSession).session, credentials),
          siblingIds: sessions.filter((_, j) => j !== i).map((s) => s.userId),
          onFatal: () => {
            if (++ended === config.personas.length) allEnded('every persona lost its Telegram session');
          },
        }),
    );
    // Every start settles (connected or failed) before a failure stops them all: no client is
    // left connecting in the background.
    const started = await Promise.allSettled(lives.map((live) => live.start()));
    const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      await Promise.all(lives.map((live) => live.stop(0)));
      throw failed.reason;
    }
    log.info(`${lives.length} persona(s) live; press Ctrl-C to stop`, {
      personas: config.personas.map((p) => p.name),
    });

    const reason = await Promise.race([options.stopWhen ?? stopSignal(), everyoneEnded]);
    log.info('stopping', { reason, graceMs: config.telegram.shutdownGraceMs });
    const finished = await Promise.all(lives.map((live) => live.stop(config.telegram.shutdownGraceMs)));
    if (!finished.every(Boolean)) {
      // Work still running would write to a closed database: leave it open, the process ends now.
      closeStore = false;
      log.warn('work still in progress was left; it resumes on the next start');
    }
    log.info('stopped');
    return ended === config.personas.length ? 1 : 0;
  } finally {
    if (closeStore) await store.close();
  }
}

/** The first SIGINT or SIGTERM stops gracefully; a second one ends the process at once. */
function stopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      process.once('SIGINT', () => process.exit(130));
      process.once('SIGTERM', () => process.exit(143));
      resolve(signal);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}

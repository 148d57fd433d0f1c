import path from 'node:path';
import { StringSession } from 'telegram/sessions/index.js';
import { LivePersona } from '../agent/live.js';
import { geminiApiKey, loadEnv, type TelegramCredentials, telegramCredentials } from '../config/env.js';
import { loadConfig } from '../config/load.js';
import { ConfigSource } from '../config/source.js';
import type { Persona } from '../config/types.js';
import { GeminiClient } from '../llm/gemini-client.js';
import { loadCuratedMedia } from '../media/curated.js';
import { GeminiMediaDescriber, portFetcher } from '../media/describer.js';
import { MediaLibrary } from '../media/library.js';
import { MediaDescriptions } from '../store/media.js';
import { openStore } from '../store/open.js';
import { type StoredSession, TelegramSessions } from '../store/sessions.js';
import { type Clock, systemClock } from '../support/clock.js';
import { UserError } from '../support/errors.js';
import { createLogger } from '../support/log.js';
import { Limiter } from '../tasks/limiter.js';
import { createGramClient, type GramClient } from '../telegram/gramjs/client.js';
import type { TelegramPort } from '../telegram/port.js';

export interface RunOptions {
  configFile: string;
  verbose?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Where log lines go (default stderr). */
  write?: (line: string) => void;
  /** Resolves with a reason when the run should stop (default: SIGINT or SIGTERM). */
  stopWhen?: Promise<string>;
  /** The network edges, replaceable in tests: GramJS clients and the Gemini endpoint. */
  createClient?: (persona: Persona, session: string, credentials: TelegramCredentials) => GramClient;
  geminiBaseUrl?: string;
  clock?: Clock;
}

/**
 * `character-agent run`: every persona of config.yaml live, each on its own client, in one
 * process. Nothing is ever prompted: a persona without a stored session stops the start with
 * the `login` command to run. Returns the exit code.
 */
export async function run(options: RunOptions): Promise<number> {
  const config = loadConfig(options.configFile);
  const env = loadEnv([process.cwd(), path.dirname(config.file)], options.env);
  const credentials = telegramCredentials(env.values);
  const geminiKey = geminiApiKey(env.values);
  const store = await openStore(config.database);
  let closeStore = true;
  try {
    const sessions = await storedSessions(new TelegramSessions(store.db, Date.now), config.personas);
    const log = createLogger({
      level: options.verbose ? 'debug' : 'info',
      // Secrets never reach a log line, whatever a library puts in an error message.
      secrets: [credentials.apiHash, geminiKey, ...sessions.map((s) => s.session)],
      ...(options.write ? { write: options.write } : {}),
    });
    // config.yaml and prompts/ are watched: edits apply to the next turn, a bad edit keeps the last good ones.
    const source = new ConfigSource(config.file, { log });
    for (const file of env.exposed)
      log.warn('a .env file holds secrets but others can read it (chmod 600)', { file });
    const clock = options.clock ?? systemClock;
    const model = new GeminiClient({
      apiKey: geminiKey,
      clock,
      log,
      ...(options.geminiBaseUrl ? { baseUrl: options.geminiBaseUrl } : {}),
    });
    const modelLimiter = new Limiter(config.engine.maxConcurrentModelCalls);
    const curated = loadCuratedMedia(config.mediaDir);
    // One library per persona: its describer downloads through that persona's account.
    const media = (port: TelegramPort) =>
      new MediaLibrary({
        curated,
        cache: new MediaDescriptions(store.db),
        describer: new GeminiMediaDescriber({
          model,
          modelName: config.media.model,
          fetch: portFetcher(port),
          log,
        }),
        limits: config.media,
        now: () => clock.now(),
        log,
      });
    const create =
      options.createClient ??
      ((_p: Persona, session: string, c: TelegramCredentials) =>
        createGramClient({ ...c, session: new StringSession(session) }));

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

/** Every persona's session, or one error naming all personas that have none. */
async function storedSessions(
  sessions: TelegramSessions,
  personas: readonly Persona[],
): Promise<StoredSession[]> {
  const found = await Promise.all(personas.map((p) => sessions.get(p.name)));
  const missing = personas.filter((_, i) => !found[i]).map((p) => p.name);
  if (missing.length === 1) {
    throw new UserError(
      `no Telegram session for persona ${missing[0]}: run \`character-agent login ${missing[0]}\``,
    );
  }
  if (missing.length > 1) {
    throw new UserError(
      `no Telegram session for personas ${missing.join(', ')}: run \`character-agent login <persona>\` for each`,
    );
  }
  return found as StoredSession[];
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

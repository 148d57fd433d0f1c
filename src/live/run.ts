import { existsSync } from 'node:fs';
import path from 'node:path';
import { recordingMediaModel } from '../agent/usage.js';
import { modelKeyValues, requireTelegram, resolveSecrets } from '../config/env.js';
import { loadConfig } from '../config/load.js';
import { modelKeyVariables, modelReferences } from '../config/model-catalog.js';
import type { AppConfig, Persona } from '../config/resolved.js';
import { type ConfigChecks, ConfigSource } from '../config/source.js';
import { createCatalogModel, requireModelKeys } from '../llm/model.js';
import { loadCuratedMedia } from '../media/curated.js';
import { type FixtureSecrets, fixtureSecretsOf } from '../offline/fixture-redact.js';
import { TurnJournal } from '../store/journal.js';
import { holdState } from '../store/lock.js';
import { MediaDescriptions } from '../store/media.js';
import { openStore, openStoreCopy, type Store } from '../store/open.js';
import { ChatPauses } from '../store/pauses.js';
import { type StoredSession, TelegramSessions } from '../store/sessions.js';
import { UsageLog } from '../store/usage.js';
import { ChangeFeed } from '../support/changes.js';
import { type Clock, systemClock } from '../support/clock.js';
import { AccessError, errorMessage, UserError } from '../support/errors.js';
import { type Logger, RecentProblems } from '../support/log.js';
import { Limiter } from '../tasks/limiter.js';
import type { TelegramPort } from '../telegram/port.js';
import {
  type CreateClient,
  liveMediaLibrary,
  noSession,
  realClient,
  secretKeepingLogger,
} from './account.js';
import { LivePersona } from './persona.js';
import { TurnRecorder } from './record.js';
import { type PersonaEnd, runOutcome } from './state.js';

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
  /** Jitter of the reconnection backoff, 0..1 (default random; tests fix it). */
  random?: () => number;
  /** How often config.yaml and prompts/ are looked at, on which clock (tests move it by hand). */
  configChecks?: ConfigChecks;
  /**
   * Started once every persona is set up (the operator console): it sees the running process
   * and is closed before the database is.
   */
  operator?: (running: RunningProcess) => Promise<{ close(): Promise<void> }>;
  /**
   * Shadow mode: connect, read and plan real turns, but send nothing, mark nothing read and
   * write nothing to the state database (the run works on an in-memory copy of it). What each
   * persona would do is printed, one line per action.
   */
  dryRun?: boolean;
  /** Where a dry run's lines go (default stdout). */
  print?: (line: string) => void;
  /** Every turn is also written to this folder as a replay fixture. */
  recordDir?: string;
}

/** What an operator sees of a running `run`: the config, the database, every live persona. */
export interface RunningProcess {
  config: AppConfig;
  store: Store;
  personas: readonly LivePersona[];
  records: OperatorRecords;
  /** What a fixture written from this run must not hold (the console's download uses it too). */
  fixtureSecrets: FixtureSecrets;
  /** The run's newest warnings and errors, as its log wrote them. */
  problems: RecentProblems;
}

/** The records `run` keeps for the operator, on its database. */
export interface OperatorRecords {
  usage: UsageLog;
  journal: TurnJournal;
  pauses: ChatPauses;
  changes: ChangeFeed;
}

/**
 * `character-agent run`: every persona of config.yaml live, each on its own client, in one
 * process. Nothing is ever prompted. A persona that cannot reach Telegram keeps trying with
 * backoff; one Telegram refuses (no session, a revoked one) stops alone while the others run.
 *
 * Returns 0 after a stop signal or when an admin shut every persona down; throws a one-line
 * UserError (exit 1) when no persona can run: a restart would not help. The database is closed
 * on every path, also when work is left for the next start.
 */
export async function run(options: RunOptions): Promise<number> {
  const config = loadConfig(options.configFile);
  const secrets = resolveSecrets(config.file, options.env, undefined, modelKeyVariables(config));
  const models = {
    catalog: config,
    references: modelReferences(config),
    geminiBaseUrl: options.geminiBaseUrl,
  };
  const { credentials } = requireEverything(secrets, config, models);
  // A dry run changes nothing, so it runs beside a live one; a live one runs alone.
  const hold = options.dryRun ? undefined : holdState(config.database, 'run');
  const store = await (options.dryRun ? openStoreCopy(config.database) : openStore(config.database)).catch(
    (err: unknown) => {
      hold?.release();
      throw err;
    },
  );
  // No state database yet: nobody has logged in.
  if (!store) throw noSession(config.personas.map((p) => p.name));
  try {
    const sessions = await sessionsOf(new TelegramSessions(store.db, Date.now), config.personas);
    const missing = config.personas.filter((_, i) => !sessions[i]).map((p) => p.name);
    if (missing.length === config.personas.length) throw noSession(missing);
    const problems = new RecentProblems();
    const log = secretKeepingLogger({
      recent: problems,
      level: options.verbose ? 'debug' : 'info',
      secrets: [
        credentials.apiHash,
        ...modelKeyValues(secrets.modelKeys),
        ...sessions.map((s) => s?.session),
      ],
      write: options.write,
    });
    // config.yaml and prompts/ are watched: edits apply to the next turn, a bad edit keeps the last good ones.
    const source = new ConfigSource(config.file, { log, ...options.configChecks });
    for (const file of secrets.exposed)
      log.warn('a .env file holds secrets but others can read it (chmod 600)', { file });
    if (options.dryRun)
      log.info(
        'dry run: nothing is sent, marked read or stored; the state database is read into memory and left as it is',
      );
    const clock = options.clock ?? systemClock;
    const model = createCatalogModel(models, secrets.modelKeys, clock, log);
    const modelLimiter = new Limiter(config.engine.maxConcurrentModelCalls);
    const curated = loadCuratedMedia(config.mediaDir);
    const now = () => clock.now();
    const records: OperatorRecords = {
      usage: new UsageLog(store.db, now),
      journal: new TurnJournal(store.db, now),
      pauses: new ChatPauses(store.db, now),
      changes: new ChangeFeed(),
    };
    // One library per persona: its describer downloads through that persona's account, and
    // what its descriptions cost is charged to it.
    const media = (persona: Persona) => (port: TelegramPort) =>
      liveMediaLibrary({
        config,
        curated,
        cache: new MediaDescriptions(store.db),
        // A dry run describes media only from what is known: nothing is downloaded.
        model: options.dryRun ? undefined : recordingMediaModel(model, records.usage, persona.name),
        port,
        clock,
        log,
      });
    const create = options.createClient ?? realClient;
    const fixtureSecrets = fixtureSecretsOf(
      config,
      secrets,
      sessions.map((s) => s?.session),
    );
    const journal = options.recordDir
      ? new TurnRecorder(records.journal, {
          dir: path.resolve(options.recordDir),
          configFile: config.file,
          secrets: fixtureSecrets,
          log,
        })
      : records.journal;
    const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));

    const lives = config.personas.flatMap((persona, i) => {
      const stored = sessions[i];
      if (!stored) return [];
      const personaLog = log.child({ persona: persona.name });
      return [
        new LivePersona({
          persona,
          config,
          source,
          store,
          model,
          media: media(persona),
          modelLimiter,
          records: { ...records, journal },
          dryRun: options.dryRun ? { print } : undefined,
          clock,
          random: options.random,
          log: personaLog,
          createClient: () =>
            create(persona, stored.session, credentials, options.verbose ? personaLog : undefined),
          siblingIds: sessions.flatMap((s, j) => (s && j !== i ? [s.userId] : [])),
          selfId: stored.userId,
        }),
      ];
    });
    const ends: PersonaEnd[] = missing.map((name) => ({
      cause: 'refused',
      persona: name,
      error: noSession([name]),
    }));
    for (const end of ends) logEnd(log, end);
    const operator = await options.operator?.({
      config,
      store,
      personas: lives,
      records,
      fixtureSecrets,
      problems,
    });
    try {
      return await supervise(lives, ends, {
        total: config.personas.length,
        graceMs: config.telegram.shutdownGraceMs,
        stopWhen: options.stopWhen ?? stopSignal(),
        log,
      });
    } finally {
      await operator?.close();
    }
  } finally {
    await closeStore(store);
    hold?.release();
  }
}

/**
 * Starts every persona and waits for a stop signal, or for every persona to have stopped on
 * its own (then the exit code says whether the operator is needed), or for the unexpected.
 */
async function supervise(
  lives: readonly LivePersona[],
  ends: PersonaEnd[],
  o: { total: number; graceMs: number; stopWhen: Promise<string>; log: Logger },
): Promise<number> {
  const { log } = o;
  let crash: (err: unknown) => void = () => {};
  const crashed = new Promise<never>((_, reject) => {
    crash = reject;
  });
  const everyoneEnded = Promise.all(
    lives.map((live) =>
      live.ended.then((end) => {
        ends.push(end);
        // The last one is told by the outcome itself.
        if (ends.length < o.total) logEnd(log, end);
      }),
    ),
  );
  log.info(`starting ${lives.length} persona(s); press Ctrl-C to stop`);
  for (const live of lives) live.start().catch(crash);

  let signal: string | undefined;
  try {
    signal = await Promise.race([o.stopWhen, everyoneEnded.then(() => undefined), crashed]);
  } finally {
    if (signal !== undefined) log.info('stopping', { reason: signal, graceMs: o.graceMs });
    const finished = await Promise.all(lives.map((live) => live.stop(o.graceMs)));
    if (!finished.every(Boolean)) log.warn('work still in progress was left; it resumes on the next start');
  }
  if (signal !== undefined) {
    log.info('stopped');
    return 0;
  }
  const outcome = runOutcome(ends);
  if (outcome.code === 1) throw new AccessError(outcome.message);
  log.info('every persona was shut down by an admin; stopped');
  return 0;
}

/** A persona that stopped while others run: said once, at the level it deserves. */
function logEnd(log: Logger, end: PersonaEnd): void {
  if (end.cause === 'shutdown')
    log.info('persona stopped by an admin; the others keep running', {
      persona: end.persona,
      reason: end.reason,
    });
  else
    log.error('persona stopped; the others keep running', {
      persona: end.persona,
      reason: end.error.message,
    });
}

/**
 * The credentials and key a run needs, or one error naming everything missing at once (with the
 * sessions, when no one has logged in yet) and pointing to `check`, so a newcomer fixes all of it
 * in one round instead of one per attempt.
 */
function requireEverything(
  secrets: ReturnType<typeof resolveSecrets>,
  config: AppConfig,
  models: Parameters<typeof requireModelKeys>[0],
): { credentials: ReturnType<typeof requireTelegram> } {
  const problems: string[] = [];
  const attempt = <T>(get: () => T): T | undefined => {
    try {
      return get();
    } catch (err) {
      if (!(err instanceof UserError)) throw err;
      problems.push(err.message);
      return undefined;
    }
  };
  const credentials = attempt(() => requireTelegram(secrets));
  const keyed = attempt(() => {
    requireModelKeys(models, secrets.modelKeys);
    return true;
  });
  if (credentials !== undefined && keyed) return { credentials };
  if (!existsSync(config.database)) problems.push(noSession(config.personas.map((p) => p.name)).message);
  if (problems.length === 1) throw new AccessError(problems[0] as string);
  throw new AccessError(
    `${problems.length} things missing (run \`character-agent check\` for each with its fix): ${problems.join('; ')}`,
  );
}

/** Each persona's stored session, or undefined for one that never logged in. */
function sessionsOf(
  sessions: TelegramSessions,
  personas: readonly Persona[],
): Promise<(StoredSession | undefined)[]> {
  return Promise.all(personas.map((p) => sessions.get(p.name)));
}

/**
 * Closes the database, which finalises its statements, before the process ends: a statement
 * finalised after Node's environment is gone aborts the process. Work that outlived the grace
 * period finds the database closed and stays pending for the next start.
 */
async function closeStore(store: Store): Promise<void> {
  try {
    await store.close();
  } catch (err) {
    process.stderr.write(`character-agent: closing the state database failed: ${errorMessage(err)}\n`);
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

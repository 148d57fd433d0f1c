import { modelKeyValues, requireTelegram, resolveSecrets, type TelegramCredentials } from '../config/env.js';
import { findPersona, loadConfig } from '../config/load.js';
import { modelKeyVariables } from '../config/model-catalog.js';
import type { AppConfig, Persona } from '../config/resolved.js';
import { createCatalogModel, hasModelKeys, type Model, requireModelKeys } from '../llm/model.js';
import type { CuratedMedia } from '../media/curated.js';
import { MediaDescriber, portFetcher } from '../media/describer.js';
import { MediaLibrary } from '../media/library.js';
import type { MediaModelPort } from '../media/model-port.js';
import type { MediaCache } from '../store/media.js';
import { openStore, openStoreReadOnly, type Store } from '../store/open.js';
import { type StoredSession, TelegramSessions } from '../store/sessions.js';
import { TelegramMemoryStore } from '../store/telegram-memory.js';
import { type Clock, systemClock } from '../support/clock.js';
import { AccessError, errorMessage, UserError } from '../support/errors.js';
import { createLogger, type Logger, type LogLevel, type RecentProblems } from '../support/log.js';
import { telegramAccount } from '../telegram/gramjs/account.js';
import type { GramjsTelegram } from '../telegram/gramjs/adapter.js';
import { createSessionClient, type GramClient } from '../telegram/gramjs/client.js';
import type { TelegramMemory, TelegramPort } from '../telegram/port.js';
import type { Account } from '../telegram/types.js';

/**
 * What every command on a live Telegram account shares: `run` (all personas, for as long as it
 * runs) and the one-off commands (`prompt <chat>`, `media describe`), which open one persona's
 * account, do one thing and close it again (`withLiveAccount`).
 */

/**
 * A GramJS client on a stored session; tests replace it with a fake. `log` takes GramJS's own
 * lines (given with `--verbose`).
 */
export type CreateClient = (
  persona: Persona,
  session: string,
  credentials: TelegramCredentials,
  log?: Logger,
) => GramClient;

export const realClient: CreateClient = (_persona, session, credentials, log) =>
  createSessionClient(credentials, session, { log });

/** A logger that never prints a secret, whatever a library puts in an error message. */
export function secretKeepingLogger(options: {
  level: LogLevel;
  secrets: readonly (string | undefined)[];
  write?: ((line: string) => void) | undefined;
  recent?: RecentProblems;
}): Logger {
  return createLogger({
    level: options.level,
    secrets: options.secrets.filter((s): s is string => Boolean(s)),
    write: options.write,
    ...(options.recent ? { recent: options.recent } : {}),
  });
}

/** Every persona's session, or one error naming all personas that have none. */
export async function storedSessions(
  sessions: TelegramSessions,
  personas: readonly Persona[],
): Promise<StoredSession[]> {
  const found = await Promise.all(personas.map((p) => sessions.get(p.name)));
  const missing = personas.filter((_, i) => !found[i]).map((p) => p.name);
  if (missing.length > 0) throw noSession(missing);
  return found as StoredSession[];
}

/** The error for personas that are not logged in: the `login` command to run. */
export function noSession(personas: readonly string[]): UserError {
  if (personas.length === 1) {
    return new AccessError(
      `no Telegram session for persona ${personas[0]}: run \`character-agent login ${personas[0]}\``,
    );
  }
  return new AccessError(
    `no Telegram session for personas ${personas.join(', ')}: run \`character-agent login <persona>\` for each`,
  );
}

/**
 * The media library of a persona on its account: curated files, then `cache`, then (with a
 * model) descriptions made from what the describer downloads through `port`.
 */
export function liveMediaLibrary(options: {
  config: AppConfig;
  curated: ReadonlyMap<string, CuratedMedia>;
  cache: MediaCache;
  model: MediaModelPort | undefined;
  port: TelegramPort;
  clock: Clock;
  log: Logger;
}): MediaLibrary {
  const { config, model, clock, log } = options;
  return new MediaLibrary({
    curated: options.curated,
    cache: options.cache,
    describer: model
      ? new MediaDescriber({
          model,
          modelName: config.media.model,
          fetch: portFetcher(options.port),
          log,
        })
      : undefined,
    limits: config.media,
    now: () => clock.now(),
    log,
  });
}

/** A one-off command gives up when Telegram does not answer the connection in this time. */
export const ONE_OFF_CONNECT_TIMEOUT_MS = 30_000;

/** What every one-off live command takes from its caller (the CLI, or a test). */
export interface LiveCommandOptions {
  configFile: string;
  /** The persona whose account is opened (required: a clear error names the known ones). */
  persona: string | undefined;
  /** The environment (default the process's), completed by `.env` files. */
  env?: NodeJS.ProcessEnv;
  verbose?: boolean;
  /** Where log lines go (default stderr). */
  write?: (line: string) => void;
  /** The network edges, replaceable in tests. */
  createClient?: CreateClient;
  geminiBaseUrl?: string;
  clock?: Clock;
}

/** A command's options with what `withLiveAccount` needs to know about the command itself. */
export interface OneOffOptions extends LiveCommandOptions {
  /** How the command is written, for messages ("prompt <chat>"). */
  command: string;
  /**
   * `read-only`: the state database is only read (SQLite refuses writes, nothing is migrated);
   * `read-write`: opened and migrated as `run` does, for commands that cache what they learn.
   */
  database: 'read-only' | 'read-write';
  /** What else the user may do instead of naming a persona (e.g. work offline). */
  alternative?: string;
  /** The command cannot work without a model key: say so before connecting. */
  requireModel?: boolean;
}

/** A persona's account, open for one command. */
export interface LiveAccount {
  config: AppConfig;
  persona: Persona;
  store: Store;
  /** The adapter, connected. It takes no updates: it does only what the command asks. */
  telegram: GramjsTelegram;
  me: Account;
  /** The model, when its key is set (always, when the command requires one). */
  model: Model | undefined;
  log: Logger;
  clock: Clock;
}

/**
 * Opens a persona's live account for a one-off command, runs `work` on it and closes everything
 * (connection, database) whatever happens. It connects as `run` does — the stored session,
 * never a prompt; a missing or revoked session fails with the `login` command to run — but
 * listens to no updates and answers nothing.
 */
export async function withLiveAccount<T>(
  options: OneOffOptions,
  work: (account: LiveAccount) => Promise<T>,
): Promise<T> {
  const config = loadConfig(options.configFile);
  const persona = choosePersona(config, options);
  const secrets = resolveSecrets(config.file, options.env, undefined, modelKeyVariables(config));
  const credentials = requireTelegram(secrets);
  const models = {
    catalog: config,
    references: [persona.model, persona.summaryModel, config.media.model],
    geminiBaseUrl: options.geminiBaseUrl,
  };
  if (options.requireModel) requireModelKeys(models, secrets.modelKeys, options.command);
  const store =
    options.database === 'read-only'
      ? await openStoreReadOnly(config.database)
      : await openStore(config.database);
  // No state database yet: nobody has logged in.
  if (!store) throw noSession([persona.name]);
  try {
    const [stored] = await storedSessions(new TelegramSessions(store.db, Date.now), [persona]);
    const session = (stored as StoredSession).session;
    const log = secretKeepingLogger({
      level: options.verbose ? 'debug' : 'warn',
      secrets: [credentials.apiHash, ...modelKeyValues(secrets.modelKeys), session],
      write: options.write,
    });
    for (const file of secrets.exposed)
      log.warn('a .env file holds secrets but others can read it (chmod 600)', { file });
    const clock = options.clock ?? systemClock;
    const create = options.createClient ?? realClient;
    const { connection, telegram } = telegramAccount({
      persona: persona.name,
      settings: config.telegram,
      createClient: () => create(persona, session, credentials, options.verbose ? log : undefined),
      clock,
      log,
      onReady: async () => {},
      onFatal: (err) => log.error('Telegram session ended', { reason: errorMessage(err) }),
      connectTimeoutMs: ONE_OFF_CONNECT_TIMEOUT_MS,
      // `run` may be using the same session: Telegram sends updates to the connection that spoke
      // last, so this command's requests ask for none, and `run` keeps its updates.
      withoutUpdates: true,
      // Chats met by earlier runs are found without a scan; what this command learns is not kept.
      memory: readOnlyMemory(new TelegramMemoryStore(store.db, () => clock.now())),
    });
    await connection.start();
    try {
      const me = await telegram.me();
      const model = hasModelKeys(models, secrets.modelKeys)
        ? createCatalogModel(models, secrets.modelKeys, clock, log)
        : undefined;
      return await work({ config, persona, store, telegram, me, model, log, clock });
    } finally {
      await connection.stop();
    }
  } finally {
    await store.close();
  }
}

/**
 * The peers and update state earlier runs stored, to read only: a one-off command never writes
 * them (`prompt <chat>` has the database open read-only, and must change nothing).
 */
export function readOnlyMemory(memory: TelegramMemory): TelegramMemory {
  return {
    loadPeers: (account) => memory.loadPeers(account),
    loadUpdateState: (account) => memory.loadUpdateState(account),
    savePeers: async () => {},
    saveUpdateState: async () => {},
  };
}

function choosePersona(config: AppConfig, options: OneOffOptions): Persona {
  const known = config.personas.map((p) => p.name).join(', ');
  if (!options.persona) {
    const or = options.alternative ? `; or ${options.alternative}` : '';
    throw new UserError(`${options.command} needs --persona: whose account to use (known: ${known})${or}`);
  }
  const persona = findPersona(config, options.persona);
  if (!persona)
    throw new UserError(`no persona "${options.persona}" in ${options.configFile} (known: ${known})`);
  return persona;
}

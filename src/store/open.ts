import { chmodSync, closeSync, existsSync, openSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { StateHeldError, StorageError, UserError } from '../support/errors.js';
import { makeFolders } from '../support/files.js';
import { databaseExists, fullDiskWarning, notAFile, storageFailure } from './failure.js';
import { MigrationFailed, migrateToLatest } from './migrate.js';
import { migrationProvider } from './migrations.js';
import type { Database, Db } from './schema.js';

export interface Store {
  db: Db;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Told each statement SQLite runs (its text, values in place): the query-plan test and the engine bench read it. */
  onStatement?: (sql: string) => void;
}

/**
 * Opens (creating if needed) the SQLite database at `file`, or an in-memory one for `:memory:`,
 * and brings its schema up to date. Every step may be interrupted by a kill and simply runs again
 * at the next start: creating the file and tightening its mode are idempotent, SQLite makes the
 * switch to WAL atomic, and each migration commits together with its record.
 */
export async function openStore(file: string, options: StoreOptions = {}): Promise<Store> {
  return asStorageFailure(file, () => openWhenFree(file, options));
}

/** How often a start that met another start's busy database opens again, and how long apart. */
const OPEN_ATTEMPTS = 5;
const OPEN_RETRY_MS = 200;

/**
 * Two processes opening a new database at the same moment can get SQLite's "busy" where its busy
 * timeout does not wait (switching the journal mode, a read that must become a write): the other
 * start is then migrating, and opening again a moment later finds the database ready. Real time
 * on purpose: this runs before any clock of the program exists, and only at start.
 */
async function openWhenFree(file: string, options: StoreOptions): Promise<Store> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openWritable(file, options);
    } catch (err) {
      if (attempt >= OPEN_ATTEMPTS || !(storageFailure(err, file) instanceof StateHeldError)) throw err;
      await sleep(OPEN_RETRY_MS * attempt);
    }
  }
}

async function openWritable(file: string, options: StoreOptions): Promise<Store> {
  if (file !== ':memory:') createPrivately(file);
  const { onStatement } = options;
  const sqlite = openSqlite(file, onStatement ? { verbose: (sql) => onStatement(String(sql)) } : undefined);
  try {
    // First, so a second process starting at the same moment waits for the lock instead of failing.
    sqlite.pragma('busy_timeout = 5000');
    // Takes effect only on a new file, before WAL and the first table; pruning then gives pages back.
    sqlite.pragma('auto_vacuum = INCREMENTAL');
    sqlite.pragma('journal_mode = WAL');
    if (file !== ':memory:') restrictToOwner(file);
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    await migrateToLatest(sqlite, await migrationProvider.getMigrations());
  } catch (err) {
    sqlite.close();
    if (storageFailure(err, file)) throw err;
    // Every migration runs on a new file in the tests, so one that fails here meets tables its
    // record does not explain (a damaged or hand-edited file): damage, not a bug to restart on.
    if (err instanceof MigrationFailed)
      throw new StorageError(
        `${file}: its tables do not match its record of migrations (${err.message}): restore it from a backup, or move it away to start a new one`,
      );
    if (err instanceof UserError) throw new UserError(`database ${file}: ${err.message}`);
    throw err;
  }
  const db = openKysely(sqlite);
  return { db, close: () => db.destroy() };
}

/**
 * Runs an opening step; a storage failure (corrupt, full, read-only, unopenable, a folder)
 * becomes one line naming the file, with its exit code. A migration's storage failure is one too.
 */
async function asStorageFailure<T>(file: string, open: () => Promise<T>): Promise<T> {
  if (file !== ':memory:') {
    const odd = notAFile(file);
    if (odd) throw odd;
  }
  try {
    return await open();
  } catch (err) {
    throw storageFailure(err, file) ?? storageFailure(causeOf(err), file) ?? err;
  }
}

function causeOf(err: unknown): unknown {
  return err instanceof Error ? err.cause : undefined;
}

/**
 * Opens an existing database for reading only: no migration and no write can happen (SQLite
 * refuses them), so a command that only looks changes nothing. `undefined` when there is no
 * database file yet; an error when the file is older than this version's schema. `warn` is told,
 * in one line, when the disk is full, since the newest changes may then be missing.
 */
export async function openStoreReadOnly(
  file: string,
  warn?: (line: string) => void,
): Promise<Store | undefined> {
  if (nothingStored(file)) return undefined;
  const store = await asStorageFailure(file, () => openReading(file));
  const full = warn && fullDiskWarning(file);
  if (full) warn(full);
  return store;
}

async function openReading(file: string): Promise<Store> {
  const sqlite = openSqlite(file, { readonly: true, fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    await requireCurrentSchema(sqlite, file);
  } catch (err) {
    sqlite.close();
    throw err;
  }
  const db = openKysely(sqlite);
  return { db, close: () => db.destroy() };
}

/** Fails with the command to run when a database that may not be migrated lacks a migration. */
async function requireCurrentSchema(sqlite: SQLite.Database, file: string): Promise<void> {
  const wanted = Object.keys(await migrationProvider.getMigrations());
  const hasLog = sqlite
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
    .get();
  const applied = new Set(
    hasLog
      ? (sqlite.prepare('SELECT name FROM kysely_migration').all() as { name: string }[]).map((r) => r.name)
      : [],
  );
  const missing = wanted.find((name) => !applied.has(name));
  // Not one table in a file that is not empty: no version of this program left it so, but a file
  // cut short within its first page reads as an empty database.
  if (missing && !sqlite.prepare('SELECT 1 FROM sqlite_master').get())
    throw new StorageError(
      `${file}: holds no tables (cut short or overwritten): restore it from a backup, or move it away to start a new one`,
    );
  // An older version's record is a start of ours; a name no version wrote, or a gap before a
  // later one, is a record damaged in place.
  const known = new Set(wanted);
  const later = missing === undefined ? [] : wanted.slice(wanted.indexOf(missing));
  if (missing && ([...applied].some((name) => !known.has(name)) || later.some((name) => applied.has(name))))
    throw new StorageError(
      `${file}: its record of migrations is damaged (migration ${missing} missing): restore it from a backup, or move it away to start a new one`,
    );
  if (missing) {
    throw new UserError(
      `the state database ${file} is older than this version (migration ${missing} not applied): start \`character-agent run\` once to update it`,
    );
  }
}

/**
 * An in-memory copy of an existing database: everything in it (sessions, known messages, media
 * descriptions, stored work) as it is now, while nothing written to the copy ever reaches the
 * file (`run --dry-run`). `undefined` when there is no database file yet; an error when the file
 * is older than this version's schema.
 *
 * A database closed cleanly is all in its file, which is then only read as bytes: SQLite itself
 * never opens it, so not even its empty `-wal` and `-shm` companions appear. While a write-ahead
 * log exists (`run` is running, or did not close), a read-only connection reads through it.
 */
export async function openStoreCopy(file: string): Promise<Store | undefined> {
  if (nothingStored(file)) return undefined;
  return asStorageFailure(file, () => openCopy(file));
}

async function openCopy(file: string): Promise<Store> {
  const image = existsSync(`${file}-wal`) ? serializedImage(file) : readFileSync(file);
  // The header's file format versions (bytes 18 and 19) say "WAL", which an in-memory database
  // cannot open; 1 is the rollback journal, the same pages otherwise.
  image[18] = 1;
  image[19] = 1;
  const sqlite = openSqlite(image);
  try {
    await requireCurrentSchema(sqlite, file);
    sqlite.pragma('foreign_keys = ON');
  } catch (err) {
    sqlite.close();
    throw err;
  }
  const db = openKysely(sqlite);
  return { db, close: () => db.destroy() };
}

/** The database's pages as one buffer, through a read-only connection that reads its log too. */
function serializedImage(file: string): Buffer {
  const reader = openSqlite(file, { readonly: true, fileMustExist: true });
  try {
    reader.pragma('busy_timeout = 5000');
    return reader.serialize();
  } finally {
    reader.close();
  }
}

/**
 * The kysely database over `sqlite`. Each SQL text is prepared once and its statement kept:
 * preparing costs about as much as running a small query, and the queries are a fixed set of
 * shapes. Nothing is evicted: `openSqlite` keeps every statement until the process exits anyway.
 */
function openKysely(sqlite: SQLite.Database): Db {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    let statement = statements.get(source);
    if (!statement) {
      statement = sqlite.prepare(source);
      statements.set(source, statement);
    }
    return statement;
  };
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: { close: () => sqlite.close(), prepare } }),
  });
}

/**
 * Every better-sqlite3 object of the process, kept reachable until the process ends. better-sqlite3
 * 12 frees a Database or Statement in node::ObjectWrap's destructor, which since Node 24.19 needs
 * the current Node environment; a garbage collection between callbacks (idle time, a microtask
 * checkpoint) has none, and the process aborts (`RemoveEnvironmentCleanupHook … Assertion
 * failed (env) != nullptr`), at exit or at any moment after a statement became garbage. Closing
 * the database releases SQLite's side; the small JavaScript objects stay until Node frees them
 * itself at exit, with its environment in place.
 */
const untilExit = new Set<object>();

/**
 * Opens a SQLite database none of whose objects is ever left to the garbage collector (see
 * `untilExit`). The one way this project opens a better-sqlite3 database.
 */
export function openSqlite(file: string | Buffer, options?: SQLite.Options): SQLite.Database {
  const sqlite = new SQLite(file, options);
  untilExit.add(sqlite);
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const statement = prepare(source);
    untilExit.add(statement);
    return statement;
  }) as SQLite.Database['prepare'];
  // better-sqlite3's own pragma() prepares a statement that becomes garbage at once; here each
  // pragma text is prepared once, through the prepare above.
  const pragmas = new Map<string, SQLite.Statement>();
  sqlite.pragma = (source, pragmaOptions) => {
    const simple = pragmaOptions?.simple === true;
    const key = `${simple ? 'value' : 'rows'}:${source}`;
    let statement = pragmas.get(key);
    if (!statement) {
      statement = sqlite.prepare(`PRAGMA ${source}`);
      if (simple && statement.reader) statement.pluck();
      pragmas.set(key, statement);
    }
    if (!statement.reader) {
      statement.run();
      return simple ? undefined : [];
    }
    return simple ? statement.get() : statement.all();
  };
  return sqlite;
}

/**
 * The database holds private conversations and the Telegram sessions (full account
 * credentials), so it is created readable by its owner only, never briefly world-readable.
 */
/**
 * No database file, or an empty one: a start killed between creating the file and SQLite's first
 * page leaves it so, and the next start migrates it. A reader finds nothing stored yet, as without
 * a file, instead of a schema "older than this version".
 */
function nothingStored(file: string): boolean {
  if (!databaseExists(file)) return true;
  const stat = statSync(file);
  return stat.isFile() && stat.size === 0;
}

function createPrivately(file: string): void {
  makeFolders(path.dirname(file), 0o700);
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
}

/** Older files, and the WAL files SQLite derives from them, are tightened to 0600 as well. */
function restrictToOwner(file: string): void {
  if (process.platform === 'win32') return;
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
}

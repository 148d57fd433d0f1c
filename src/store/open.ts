import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, type SqliteDatabase, SqliteDialect } from 'kysely';
import { UserError } from '../support/errors.js';
import { migrationProvider } from './migrations.js';
import type { Database, Db } from './schema.js';

export interface Store {
  db: Db;
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the SQLite database at `file`, or an in-memory one for `:memory:`,
 * and brings its schema up to date.
 */
export async function openStore(file: string): Promise<Store> {
  if (file !== ':memory:') createPrivately(file);
  const sqlite = new SQLite(file);
  // Takes effect only on a new file, before WAL and the first table; pruning then gives pages back.
  sqlite.pragma('auto_vacuum = INCREMENTAL');
  sqlite.pragma('journal_mode = WAL');
  if (file !== ':memory:') restrictToOwner(file);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database ${file}: migration ${failed} failed: ${String(error)}`);
  }
  return { db, close: () => db.destroy() };
}

/**
 * Opens an existing database for reading only: no migration and no write can happen (SQLite
 * refuses them), so a command that only looks changes nothing. `undefined` when there is no
 * database file yet; an error when the file is older than this version's schema.
 */
export async function openStoreReadOnly(file: string): Promise<Store | undefined> {
  if (!existsSync(file)) return undefined;
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
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
    if (missing) {
      throw new UserError(
        `the state database ${file} is older than this version (migration ${missing} not applied): start \`character-agent run\` once to update it`,
      );
    }
  } catch (err) {
    sqlite.close();
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, close: () => db.destroy() };
}

/**
 * The database holds private conversations and the Telegram sessions (full account
 * credentials), so it is created readable by its owner only, never briefly world-readable.
 */
function createPrivately(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
}

/** Older files, and the WAL files SQLite derives from them, are tightened to 0600 as well. */
function restrictToOwner(file: string): void {
  if (process.platform === 'win32') return;
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
}

/**
 * kysely prepares every query anew; preparing costs about as much as running a small query,
 * so prepared statements are kept by SQL text (the most recent few hundred). Safe because
 * kysely uses the one connection for one query at a time.
 */
function withStatementCache(sqlite: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { UserError } from '../support/errors.js';
import { MigrationFailed, migrateToLatest } from './migrate.js';
import { migrationProvider } from './migrations.js';
import type { Db } from './schema.js';
import { openKysely } from './sql.js';

export interface Store {
  db: Db;
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the SQLite database at `file`, or an in-memory one for `:memory:`,
 * and brings its schema up to date. Every step may be interrupted by a kill and simply runs again
 * at the next start: creating the file and tightening its mode are idempotent, SQLite makes the
 * switch to WAL atomic, and each migration commits together with its record.
 */
export async function openStore(file: string): Promise<Store> {
  if (file !== ':memory:') createPrivately(file);
  const sqlite = new SQLite(file);
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
    if (err instanceof MigrationFailed)
      throw new Error(`database ${file}: ${err.message}`, { cause: err.cause });
    if (err instanceof UserError) throw new UserError(`database ${file}: ${err.message}`);
    throw err;
  }
  const db = openKysely(sqlite);
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
  const db = openKysely(sqlite);
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

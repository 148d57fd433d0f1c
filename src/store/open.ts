import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
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
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database ${file}: migration ${failed} failed: ${String(error)}`);
  }
  return { db, close: () => db.destroy() };
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, type SqliteDatabase, SqliteDialect } from 'kysely';
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

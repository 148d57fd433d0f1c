import type SQLite from 'better-sqlite3';
import { Kysely, type Migration, SqliteDialect, type SqliteStatement } from 'kysely';
import { errorMessage, UserError } from '../support/errors.js';

/**
 * The record of applied migrations, in the table (and layout) kysely's Migrator created, so
 * databases written by earlier versions open unchanged and each migration still runs once.
 */
const CREATE_LOG =
  'create table if not exists "kysely_migration" ("name" varchar(255) not null primary key, "timestamp" varchar(255) not null)';

/**
 * Versions up to this migration ran migrations outside a transaction (kysely's Migrator does not
 * wrap DDL on SQLite), so a start killed then can have left part of one applied and unrecorded.
 */
const LAST_NON_ATOMIC_MIGRATION = '0004_media_failure_reason';

export class MigrationFailed extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`migration ${migration} failed: ${errorMessage(cause)}`, { cause });
  }
}

/**
 * Brings the schema up to date. Each migration and its record are one `BEGIN IMMEDIATE`
 * transaction: a process killed at any moment leaves the migration either wholly applied and
 * recorded or not at all, and a second process starting at the same time waits for the lock,
 * then sees the record and skips it.
 */
export async function migrateToLatest(
  sqlite: SQLite.Database,
  migrations: Record<string, Migration>,
): Promise<void> {
  sqlite.exec(CREATE_LOG);
  const known = Object.keys(migrations).sort();
  const unknown = applied(sqlite).find((name) => !(name in migrations));
  // Only a well-formed name after our last is a newer version's; any other (`99`, `0003_x`) is a
  // record damaged in place.
  if (unknown && !(/^\d{4}_[a-z0-9_]+$/.test(unknown) && unknown > (known.at(-1) ?? ''))) {
    throw new MigrationFailed(unknown, new Error('its record names no migration of any version'));
  }
  if (unknown) {
    throw new UserError(
      `it was written by a newer version of character-agent (it has migration ${unknown}, unknown to this one): run that version`,
    );
  }
  let first = true;
  for (const name of known) {
    const migration = migrations[name];
    if (!migration || applied(sqlite).includes(name)) continue;
    try {
      await applyOnce(sqlite, name, migration, 'strict');
    } catch (err) {
      if (!(first && name <= LAST_NON_ATOMIC_MIGRATION && leftByAnInterruptedRun(err))) {
        throw new MigrationFailed(name, err);
      }
      try {
        await applyOnce(sqlite, name, migration, 'complete-partial');
      } catch (again) {
        throw new MigrationFailed(name, again);
      }
    }
    first = false;
  }
}

/**
 * `complete-partial` finishes a migration an older version began and was killed in: each
 * statement whose object already exists is skipped, the rest run, then the record is written,
 * all in one transaction like any other.
 */
type Mode = 'strict' | 'complete-partial';

async function applyOnce(
  sqlite: SQLite.Database,
  name: string,
  migration: Migration,
  mode: Mode,
): Promise<void> {
  const db = migrationDb(sqlite, mode);
  try {
    sqlite.exec('begin immediate');
    // Another process may have applied it between our look and our lock.
    if (!applied(sqlite).includes(name)) {
      await migration.up(db);
      sqlite
        .prepare('insert into "kysely_migration" ("name", "timestamp") values (?, ?)')
        .run(name, new Date().toISOString());
    }
    sqlite.exec('commit');
  } catch (err) {
    if (sqlite.inTransaction) sqlite.exec('rollback');
    throw err;
  } finally {
    await db.destroy();
  }
}

function applied(sqlite: SQLite.Database): string[] {
  return (sqlite.prepare('select "name" from "kysely_migration"').all() as { name: string }[]).map(
    (r) => r.name,
  );
}

/** What SQLite says when a statement of a migration finds its effect already there. */
function leftByAnInterruptedRun(err: unknown): boolean {
  return /already exists|duplicate column name/i.test(errorMessage(err));
}

const SKIPPED: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

/**
 * A kysely instance on the open connection for the migrations' schema builders. Closing it
 * leaves the connection open: the store goes on using it.
 */
function migrationDb(sqlite: SQLite.Database, mode: Mode): Kysely<unknown> {
  const run = (sql: string): SqliteStatement => {
    if (mode === 'strict') return sqlite.prepare(sql);
    try {
      const statement = sqlite.prepare(sql);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(parameters),
        iterate: (parameters) => statement.iterate(parameters),
        run(parameters) {
          try {
            return statement.run(parameters);
          } catch (err) {
            if (leftByAnInterruptedRun(err)) return SKIPPED.run(parameters);
            throw err;
          }
        },
      };
    } catch (err) {
      if (leftByAnInterruptedRun(err)) return SKIPPED;
      throw err;
    }
  };
  return new Kysely<unknown>({ dialect: new SqliteDialect({ database: { close: () => {}, prepare: run } }) });
}

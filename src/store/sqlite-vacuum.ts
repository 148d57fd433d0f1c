import { existsSync, statSync } from 'node:fs';
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { UserError } from '../support/errors.js';
import { databaseExists, notAFile, storageFailure } from './failure.js';
import { holdState } from './lock.js';
import { openSqlite } from './open.js';
import type { Db } from './schema.js';
import { REBUILD } from './search.js';

/**
 * Giving pages back to the file system is SQLite's business (PostgreSQL's autovacuum does it on
 * its own), so the pragmas live here and nowhere else.
 */

/** Pages returned per statement (4 KB each): a step takes a few milliseconds. */
const PAGES_PER_STEP = 256;
/** `PRAGMA auto_vacuum` of a database made with `auto_vacuum = INCREMENTAL`. */
const INCREMENTAL = 2;

/**
 * Returns the database's free pages to the file system, a step at a time with `pause` between
 * steps; nothing on a database made before incremental auto-vacuum (see `vacuumStateFile`).
 * Returns how many pages were freed.
 */
export async function reclaimFreePages(db: Db, pause: () => Promise<void>): Promise<number> {
  const mode = await sql<{ auto_vacuum: number }>`PRAGMA auto_vacuum`.execute(db);
  if (Number(mode.rows[0]?.auto_vacuum) !== INCREMENTAL) return 0;
  let freed = 0;
  let free = await freePages(db);
  while (free > 0) {
    await sql`PRAGMA incremental_vacuum(${sql.lit(Math.min(free, PAGES_PER_STEP))})`.execute(db);
    const left = await freePages(db);
    if (left >= free) break;
    freed += free - left;
    free = left;
    await pause();
  }
  return freed;
}

async function freePages(db: Db): Promise<number> {
  const result = await sql<{ freelist_count: number }>`PRAGMA freelist_count`.execute(db);
  return Number(result.rows[0]?.freelist_count ?? 0);
}

export interface VacuumReport {
  file: string;
  /** The database had no incremental auto-vacuum before (made by an older version). */
  converted: boolean;
  /** Database and write-ahead log together, before and after. */
  bytesBefore: number;
  bytesAfter: number;
}

/**
 * Rewrites the state database compactly and switches it to incremental auto-vacuum, so that
 * pruning gives space back from then on. A database made by an older version can only be
 * converted this way (SQLite sets auto-vacuum when the first table is made), and a full rewrite
 * locks the database for its duration: that is why it is an explicit command, never part of a
 * start or a migration.
 */
export function vacuumStateFile(file: string): VacuumReport {
  if (!databaseExists(file)) throw new UserError(`${file}: no state database yet (\`run\` creates it)`);
  const bytesBefore = sizeOnDisk(file);
  const hold = holdState(file, 'maintenance vacuum');
  let sqlite: SQLite.Database | undefined;
  try {
    sqlite = openSqlite(file, { fileMustExist: true });
    sqlite.pragma('busy_timeout = 5000');
    const converted = Number(sqlite.pragma('auto_vacuum', { simple: true })) !== INCREMENTAL;
    sqlite.pragma('auto_vacuum = INCREMENTAL');
    sqlite.exec('VACUUM');
    // VACUUM may renumber rows the recall index names.
    if (sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'recall_messages'`).get())
      for (const statement of REBUILD) sqlite.exec(statement);
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.close();
    sqlite = undefined;
    return { file, converted, bytesBefore, bytesAfter: sizeOnDisk(file) };
  } catch (err) {
    // VACUUM copies every row into a new file: rows that break their own unique index are damage.
    throw storageFailure(err, file, true) ?? err;
  } finally {
    sqlite?.close();
    hold.release();
  }
}

/**
 * SQLite's integrity check over every page of the database at `file`, read-only: the problems it
 * names (at most 20), none when the file is sound; `undefined` when there is no database yet.
 */
export function integrityProblems(file: string): string[] | undefined {
  if (!databaseExists(file)) return undefined;
  const odd = notAFile(file);
  if (odd) throw odd;
  let sqlite: SQLite.Database | undefined;
  try {
    sqlite = openSqlite(file, { readonly: true, fileMustExist: true });
    sqlite.pragma('busy_timeout = 5000');
    const rows = sqlite.pragma('integrity_check(20)') as { integrity_check: string }[];
    const problems = rows.map((r) => r.integrity_check);
    return problems.length === 1 && problems[0] === 'ok' ? [] : problems;
  } catch (err) {
    throw storageFailure(err, file) ?? err;
  } finally {
    sqlite?.close();
  }
}

function sizeOnDisk(file: string): number {
  const wal = `${file}-wal`;
  return statSync(file).size + (existsSync(wal) ? statSync(wal).size : 0);
}

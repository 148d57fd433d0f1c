import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { StateHeldError } from '../support/errors.js';
import { makeFolders } from '../support/files.js';
import { notAFile, storageFailure } from './failure.js';
import { openSqlite } from './open.js';

/** The hold of one process on a state database; `release` gives it up (exiting does too). */
export interface StateHold {
  release(): void;
}

/**
 * Holds the state database at `database` for this process, or refuses in one line naming the
 * process that holds it (exit 73). The hold is an exclusive SQLite lock on a small file beside
 * the database (`<database>.lock`): the kernel drops it when the process ends, however it ends,
 * so a killed holder never blocks the next start. A text file beside it (`<database>.holder`)
 * names the holder (command, pid, host, start) for the refusal; it is only ever read to explain
 * one, never to decide.
 *
 * Only the commands that change the state take it (`run`, `login`, `maintenance vacuum`,
 * `memory edit`, `memory forget`): reading commands keep working beside a running `run`.
 */
export function holdState(database: string, command: string): StateHold {
  const odd = notAFile(database);
  if (odd) throw odd;
  const lockFile = `${database}.lock`;
  const holderFile = `${database}.holder`;
  let sqlite: SQLite.Database | undefined;
  try {
    makeFolders(path.dirname(database), 0o700);
    sqlite = openSqlite(lockFile);
    sqlite.pragma('busy_timeout = 0');
    sqlite.pragma('locking_mode = EXCLUSIVE');
    // The first write takes the exclusive lock; in this locking mode it is kept until close.
    sqlite.exec('BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS held (since INTEGER); COMMIT');
  } catch (err) {
    sqlite?.close();
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_BUSY'))
      throw new StateHeldError(
        `${database} is in use by ${holderOf(holderFile)}: stop it first (two processes must not act on one state)`,
      );
    throw storageFailure(err, database) ?? err;
  }
  const holder = `\`${command}\` (pid ${process.pid} on ${hostname()}, since ${new Date().toISOString()})`;
  try {
    writeFileSync(holderFile, `${holder}\n`, { mode: 0o600 });
  } catch (err) {
    // The lock file fits in pages SQLite already had; a full disk may still refuse this one.
    sqlite.close();
    rmSync(holderFile, { force: true });
    throw storageFailure(err, database) ?? err;
  }
  const held = sqlite;
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      rmSync(holderFile, { force: true });
      held.close();
    },
  };
}

function holderOf(holderFile: string): string {
  try {
    const text = readFileSync(holderFile, 'utf8').trim();
    // Written by us, but a file anyone with access could change: one line, no control characters.
    return text.replace(/[\p{Cc}\p{Cf}]/gu, ' ').slice(0, 300) || 'another process';
  } catch {
    // The holder took the lock a moment ago and has not named itself yet.
    return 'another process';
  }
}

import { accessSync, constants, statfsSync, statSync } from 'node:fs';
import path from 'node:path';
import { AccessError, StateHeldError, StorageError, type UserError } from '../support/errors.js';

/**
 * What a storage failure (SQLite's or the file system's) means for the person running the
 * program, as one line naming the file, what is wrong and what to do, with its exit code:
 * `undefined` when `err` is no storage failure (a bug stays a bug). Loads no SQLite, so the CLI
 * can ask it about any error.
 */
export function storageFailure(
  err: unknown,
  file = 'the state database',
  /** Only copying rows that are there: a broken constraint is the file's damage, not a caller's bug. */
  copying = false,
): UserError | undefined {
  const code = errorCode(err);
  if (code === undefined) return undefined;
  const say = (what: string) => `${file}: ${what}`;
  const odd = notAFile(file);
  if (odd) return odd;
  if (code === 'SQLITE_NOTADB')
    return new StorageError(
      say(
        'not a SQLite database (another file, or its start was overwritten): restore it from a backup or move it away',
      ),
    );
  if (code.startsWith('SQLITE_CORRUPT') || (copying && code.startsWith('SQLITE_CONSTRAINT')))
    return new StorageError(
      say(`the database is damaged (${code}): restore it from a backup, or move it away to start a new one`),
    );
  if (code === 'SQLITE_FULL' || code === 'ENOSPC')
    return new StorageError(say('the disk is full: free some space, then start again'));
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    return new StateHeldError(say('the database is in use by another process; stop it first'));
  if (code === 'SQLITE_PERM' || code === 'SQLITE_AUTH' || code === 'EACCES' || code === 'EPERM')
    return new AccessError(
      say(`no permission (${code}): give this user read and write access to it and its folder`),
    );
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS') return readOnly(file, code);
  if (code.startsWith('SQLITE_CANTOPEN')) return cannotOpen(file, code);
  if (code === 'ENOTDIR')
    return new StorageError(say('a part of its path is a file, not a folder: point `database:` elsewhere'));
  if (code.startsWith('SQLITE_IOERR') || code === 'EIO')
    return new StorageError(
      say(`cannot read or write the file (${code}): check the disk and its free space`),
    );
  if (code === 'ELOOP' || code === 'ENAMETOOLONG' || code === 'EEXIST' || code === 'ENOENT')
    return new StorageError(
      say(`cannot open the file (${code}): point \`database:\` at a file in a writable folder`),
    );
  return undefined;
}

/**
 * Whether the state database exists; unlike `existsSync`, a file this user may not even look at
 * is no permission (exit 77), not "no database yet".
 */
export function databaseExists(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch (err) {
    const code = errorCode(err);
    if (code === 'ENOENT' || code === 'ENOTDIR') return false;
    throw storageFailure(err, file) ?? err;
  }
}

/** A path that exists but is no regular file (a folder, a device, a FIFO): never opened as a database. */
export function notAFile(file: string): UserError | undefined {
  const kind = fileKind(file);
  if (kind === 'folder')
    return new StorageError(`${file}: is a folder, not a database file: point \`database:\` at a file`);
  if (kind === 'other') return new StorageError(`${file}: not a regular file: point \`database:\` at a file`);
  return undefined;
}

function errorCode(err: unknown): string | undefined {
  if (!(err instanceof Error) || !('code' in err)) return undefined;
  const code = err.code;
  return typeof code === 'string' && /^(SQLITE_|E[A-Z]+$)/.test(code) ? code : undefined;
}

function readOnly(file: string, code: string): UserError {
  if (writeRefusal(file) === 'EACCES')
    return new AccessError(
      `${file}: no permission to write it (${code}): give this user write access to it and its folder`,
    );
  return new StorageError(`${file}: read-only (${code}): put it on a writable disk, or mount it writable`);
}

function cannotOpen(file: string, code: string): UserError {
  if (writeRefusal(file) === 'EACCES')
    return new AccessError(
      `${file}: no permission to open it (${code}): give this user read and write access to it and its folder`,
    );
  return new StorageError(
    `${file}: cannot open the database (${code}): check that its folder exists and is writable`,
  );
}

function fileKind(file: string): 'file' | 'folder' | 'other' | 'none' {
  try {
    const stat = statSync(file);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : 'other';
  } catch {
    return 'none';
  }
}

/** Why the file (or, when it does not exist, its folder) cannot be written: EACCES, EROFS, or nothing. */
function writeRefusal(file: string): string | undefined {
  for (const target of [file, path.dirname(file)]) {
    try {
      accessSync(target, constants.W_OK);
      return undefined;
    } catch (err) {
      const code = errorCode(err);
      if (code !== 'ENOENT' && code !== 'ENOTDIR') return code;
    }
  }
  return undefined;
}

/**
 * The warning a reading command gives when the database's disk has no free block: it can still
 * read, but a writer may have failed to save its newest changes there. `undefined` otherwise, or
 * when the file system cannot say.
 */
export function fullDiskWarning(file: string): string | undefined {
  let free: number;
  try {
    free = statfsSync(path.dirname(path.resolve(file))).bavail;
  } catch {
    return undefined;
  }
  return free === 0 ? `${file}: the disk is full: what is shown may miss the newest changes` : undefined;
}

import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Creates `dir` and its missing parents one level at a time, each with `mode`:
 * `mkdirSync(…, { recursive: true })` never returns for some impossible paths (under /proc),
 * where this fails at once with the level that cannot be made.
 */
export function makeFolders(dir: string, mode?: number): void {
  const missing: string[] = [];
  let current = path.resolve(dir);
  while (!existsSync(current)) {
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of missing) mkdirSync(folder, { mode });
}

/** The most each kind of input file may hold: reading more would only end in running out of memory. */
export const READ_LIMITS = {
  config: 1024 ** 2,
  prompt: 1024 ** 2,
  fixture: 16 * 1024 ** 2,
  card: 32 * 1024 ** 2,
  media: 64 * 1024 ** 2,
  dotenv: 64 * 1024,
} as const;

/**
 * Reads a whole file of at most `maxBytes`. Anything that is not a regular file (a FIFO that
 * would block forever, `/dev/zero` that never ends, a folder) is refused before it is opened;
 * so is a file over the limit. The error's message is the reason, for the caller's one line.
 */
export function readLimited(file: string, maxBytes: number): Buffer {
  const stat = statSync(file);
  if (!stat.isFile()) throw new Error(stat.isDirectory() ? 'is a folder' : 'not a regular file');
  const over = overLimit(stat.size, maxBytes);
  if (over) throw new Error(over);
  return readFileSync(file);
}

/** Why `size` bytes are too many to read, if they are. */
export function overLimit(size: number, maxBytes: number): string | undefined {
  return size > maxBytes ? `${mebibytes(size)}, over the limit of ${mebibytes(maxBytes)}` : undefined;
}

/** Why a read failed, in a few words: the reason `readLimited` gave, or the system's code. */
export function readProblem(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (typeof code === 'string') return FILE_PROBLEMS[code] ?? code;
  return err instanceof Error ? err.message : String(err);
}

/** What a file-system error code means, in the words a person reads. */
export const FILE_PROBLEMS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EIO: 'input/output error',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'is a folder',
  ENOENT: 'no such file or folder',
};

function mebibytes(bytes: number): string {
  return bytes < 1024 ** 2
    ? `${Math.ceil(bytes / 1024)} KiB`
    : `${(bytes / 1024 ** 2).toFixed(1).replace(/\.0$/, '')} MiB`;
}

import { existsSync, mkdirSync } from 'node:fs';
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

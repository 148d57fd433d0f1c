import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/store/open.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A program that uses stores the way commands do (open, query, close, drop), then allocates in
 * callbacks of I/O: V8 collects at microtask checkpoints, outside any JavaScript context, and on
 * Node 24.19 and later a better-sqlite3 object freed there aborts the process. It runs in a
 * process of its own because a test worker does not collect the same way.
 */
const PROGRAM = `
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { openSqlite, openStore, openStoreReadOnly } from './src/store/open.ts';

async function main() {
  const file = process.argv[2];
  for (let i = 0; i < 20; i++) {
    const store = await openStore(i === 0 ? file : ':memory:');
    await sql\`select \${i} as n\`.execute(store.db);
    await store.close();
  }
  await (await openStoreReadOnly(file))?.close();
  const raw = openSqlite(file, { readonly: true });
  raw.prepare('select count(*) from kysely_migration').get();
  raw.close();
  for (let i = 0; i < 300; i++) {
    await readFile(file);
    Array.from({ length: 20000 }, (_, j) => ({ j }));
  }
  process.stdout.write('survived');
}
main();
`;

describe('SQLite objects and the garbage collector', () => {
  it('a process survives collections after its stores were used, closed and dropped', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-lifetime-'));
    dirs.push(dir);
    // CommonJS, so that NODE_PATH finds better-sqlite3 (native, not bundled) from the temp folder.
    await build({
      stdin: { contents: PROGRAM, resolveDir: process.cwd(), loader: 'ts' },
      outfile: path.join(dir, 'program.cjs'),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      external: ['better-sqlite3'],
      logLevel: 'error',
    });
    const run = spawnSync(process.execPath, [path.join(dir, 'program.cjs'), path.join(dir, 'state.sqlite')], {
      encoding: 'utf8',
      env: { ...process.env, NODE_PATH: path.resolve('node_modules') },
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect({ status: run.status, signal: run.signal, stdout: run.stdout }).toEqual({
      status: 0,
      signal: null,
      stdout: 'survived',
    });
  });

  it('answers pragma() as better-sqlite3 does: rows, a single value, or nothing', () => {
    const sqlite = openSqlite(':memory:');
    expect(sqlite.pragma('user_version')).toEqual([{ user_version: 0 }]);
    expect(sqlite.pragma('user_version = 7')).toEqual([]);
    expect(sqlite.pragma('user_version', { simple: true })).toBe(7);
    expect(sqlite.pragma('user_version')).toEqual([{ user_version: 7 }]);
    expect(sqlite.pragma('foreign_keys = ON', { simple: true })).toBeUndefined();
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    sqlite.close();
  });

  it('no code but src/store/open.ts creates a better-sqlite3 database (every one goes through openSqlite)', () => {
    const files = ['src', 'tests', 'bench'].flatMap(typeScriptFiles);
    const valueImport = /^import\s+(?!type\b)[^;]*from\s+['"]better-sqlite3['"]/m;
    const offenders = files.filter(
      (f) => f !== 'src/store/open.ts' && valueImport.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('.') ? [] : typeScriptFiles(full);
    return e.name.endsWith('.ts') ? [full.split(path.sep).join('/')] : [];
  });
}

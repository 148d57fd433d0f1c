/**
 * The start-up kill loop, shared by tests/store/startup-kill.test.ts (a short run) and
 * bench/kill-startup.ts (a long one). A child process (startup-child.ts) opens the state
 * database and is killed (SIGKILL) at a random moment of that start; then a start that is not
 * killed (run in this process) must succeed, leave every table and every migration record in
 * place, and keep the Telegram session stored before.
 *
 * Rounds take turns over three kinds of start:
 *   fresh   — the first start on no database (creating the file, WAL, every migration);
 *   upgrade — a start on a database an older version left (migrations up to the one that added
 *             sessions, a session stored), so the remaining migrations run under the kill;
 *   later   — a start on a complete database with a session stored by a first complete start.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Kysely, SqliteDialect } from 'kysely';
import { migrateToLatest } from '../../src/store/migrate.js';
import { migrationProvider } from '../../src/store/migrations.js';
import { openSqlite, openStore, openStoreReadOnly } from '../../src/store/open.js';
import type { Database } from '../../src/store/schema.js';
import { TelegramSessions } from '../../src/store/sessions.js';
import { errorMessage } from '../../src/support/errors.js';
import { seededRandom } from '../random.js';

export const SESSION = '1AbC-heidi-session';
/** The newest migration of the older version the upgrade rounds start from. */
const OLDER_VERSION_LAST = '0003_telegram_sessions';

type Kind = 'fresh' | 'upgrade' | 'later';
const KINDS: readonly Kind[] = ['fresh', 'upgrade', 'later'];

export interface KillLoopOptions {
  /** The bundled startup-child.js. */
  child: string;
  /** An empty scratch folder, removed by the caller. */
  dir: string;
  kills: number;
  seed: number;
  /** Called after every round with the kills so far, for progress output. */
  progress?: (kills: number) => void;
}

export interface KillLoopReport {
  seed: number;
  kills: number;
  rounds: number;
  /** Starts that finished before their kill came (not counted as kills). */
  finishedBeforeKill: number;
  /** Rounds whose next start failed or lost something, with what went wrong (first 20). */
  failures: string[];
  failedRounds: number;
  /** Kill moments drawn uniformly from 0 to this many ms after the child said it was opening. */
  windowMs: Record<Kind, number>;
  /** What the database held at each kill: how many migrations were committed, or no file yet. */
  stateAtKill: Record<string, number>;
  /** How long the start after the kills took to open and close the database, p50 / max. */
  nextStartMs: { p50: number; max: number };
  durationMs: number;
}

export interface Life {
  status: number | null;
  signal: NodeJS.Signals | null;
  said: string[];
  stderr: string;
  /** From "opening" to "opened" as seen by the parent. */
  openMs?: number;
}

/** Runs one start; with `killAfterMs` it is killed that long after it announced the opening. */
export function life(
  child: string,
  file: string,
  options: { seed?: string; killAfterMs?: number } = {},
): Promise<Life> {
  return new Promise((resolve, reject) => {
    const run: ChildProcess = spawn(process.execPath, [child], {
      env: { ...process.env, DB_FILE: file, SEED: options.seed ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const said: string[] = [];
    let stderr = '';
    let openingAt: number | undefined;
    let openMs: number | undefined;
    let pending = '';
    run.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        said.push(line);
        if (line === 'opening') {
          openingAt = performance.now();
          if (options.killAfterMs !== undefined) killAfter(run, options.killAfterMs);
        }
        if (line === 'opened' && openingAt !== undefined) openMs = performance.now() - openingAt;
      }
    });
    run.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => run.kill('SIGKILL'), 30_000);
    run.on('error', reject);
    run.on('exit', (status, signal) => {
      clearTimeout(timer);
      resolve({ status, signal, said, stderr, openMs });
    });
  });
}

/**
 * Waits by spinning rather than with a timer: timers cannot wait less than a millisecond, and
 * a fresh start migrates in a few.
 */
function killAfter(run: ChildProcess, ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
  run.kill('SIGKILL');
}

/** Every table, index and column definition, leaving out SQLite's and the migration log's own. */
export function schemaOf(file: string): string[] {
  const db = openSqlite(file, { readonly: true });
  try {
    return (
      db
        .prepare(
          "select type || ' ' || name || ': ' || coalesce(sql, '') as line from sqlite_master where name not like 'sqlite_%' and name not like 'kysely_%'",
        )
        .all() as { line: string }[]
    )
      .map((r) => r.line)
      .sort();
  } finally {
    db.close();
  }
}

/**
 * What a kill left, read from a copy of the files (the database and its WAL) so the next start
 * still meets them exactly as the kill left them.
 */
function stateAt(file: string, scratch: string, total: number): string {
  if (!existsSync(file)) return 'no database file';
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch);
  const copy = path.join(scratch, 'copy.sqlite');
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(`${file}${suffix}`)) copyFileSync(`${file}${suffix}`, `${copy}${suffix}`);
  }
  const db = openSqlite(copy);
  try {
    const hasLog = db.prepare("select 1 from sqlite_master where name = 'kysely_migration'").get();
    const recorded = hasLog
      ? (db.prepare('select count(*) as n from kysely_migration').get() as { n: number }).n
      : 0;
    return `${recorded}/${total} migrations committed`;
  } finally {
    db.close();
  }
}

/** A database as the older version left it: its migrations applied and a session stored. */
async function olderVersionDatabase(file: string): Promise<void> {
  const all = await migrationProvider.getMigrations();
  const older = Object.fromEntries(Object.entries(all).filter(([name]) => name <= OLDER_VERSION_LAST));
  const sqlite = openSqlite(file);
  sqlite.pragma('journal_mode = WAL');
  await migrateToLatest(sqlite, older);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await new TelegramSessions(db, () => 1000).put('Heidi', SESSION, { id: '42', name: 'Heidi' });
  await db.destroy();
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** The line of a child's stderr that says what went wrong. */
function errorLine(stderr: string): string {
  const lines = stderr.split('\n').map((l) => l.trim());
  return lines.find((l) => /^\w*Error\b/.test(l)) ?? lines.filter(Boolean).at(-1) ?? '(no output)';
}

/**
 * The start after the kills, run in this process (the same `openStore` a child runs, without
 * the cost of another process), and what must hold after it; the empty list when all does.
 */
async function nextStart(
  file: string,
  expected: string[],
  sessionStored: boolean,
  took: number[],
): Promise<string[]> {
  const started = performance.now();
  try {
    await (await openStore(file)).close();
  } catch (err) {
    return [`the next start failed: ${errorMessage(err)}`];
  }
  took.push(performance.now() - started);
  const problems: string[] = [];
  const mode = statSync(file).mode & 0o777;
  if (mode !== 0o600) problems.push(`mode ${mode.toString(8)}`);
  const schema = schemaOf(file);
  const missing = expected.filter((line) => !schema.includes(line));
  if (missing.length > 0 || schema.length !== expected.length)
    problems.push(`schema differs: ${missing.join('; ')}`);
  try {
    const store = await openStoreReadOnly(file);
    if (!store) return [...problems, 'no database after the next start'];
    const session = await new TelegramSessions(store.db, () => 0).get('Heidi');
    await store.close();
    if (sessionStored && session?.session !== SESSION) problems.push('the stored Telegram session is gone');
  } catch (err) {
    problems.push(`does not open read-only: ${errorMessage(err)}`);
  }
  return problems;
}

export async function killLoop(options: KillLoopOptions): Promise<KillLoopReport> {
  const started = performance.now();
  const random = seededRandom(options.seed);
  const { child, dir } = options;
  const total = Object.keys(await migrationProvider.getMigrations()).length;
  let n = 0;
  const fileOf = (name: string) => {
    const folder = path.join(dir, `${name}-${++n}`);
    mkdirSync(folder);
    return path.join(folder, 'agent.sqlite');
  };
  const nextStarts: number[] = [];

  // A first complete start stores the session; it and one start of each other kind measure how
  // long opening takes, which sets the window the kill moments are drawn from.
  const later = fileOf('later-template');
  const first = await life(child, later, { seed: SESSION });
  if (first.status !== 0 || !first.said.includes('seeded')) {
    throw new Error(`first start failed: ${errorLine(first.stderr)}`);
  }
  const expected = schemaOf(later);
  const upgrade = fileOf('upgrade-template');
  await olderVersionDatabase(upgrade);
  // Past the end of the opening too, so kills also land while the session is stored and closed.
  const windowOf = (run: Life) => Math.max(1, Number(((run.openMs ?? 0) * 1.5).toFixed(2)));
  const windowMs: Record<Kind, number> = { fresh: windowOf(first), upgrade: 0, later: 0 };
  for (const kind of ['upgrade', 'later'] as const) {
    const file = fileOf(`calibrate-${kind}`);
    copyFileSync(kind === 'later' ? later : upgrade, file);
    const run = await life(child, file);
    if (run.status !== 0) throw new Error(`calibration start failed: ${errorLine(run.stderr)}`);
    windowMs[kind] = windowOf(run);
  }

  const stateAtKill: Record<string, number> = {};
  const failures: string[] = [];
  let failedRounds = 0;
  let kills = 0;
  let rounds = 0;
  let finishedBeforeKill = 0;
  while (kills < options.kills) {
    const kind = KINDS[rounds % KINDS.length] ?? 'fresh';
    rounds++;
    const file = fileOf(kind);
    if (kind !== 'fresh') copyFileSync(kind === 'later' ? later : upgrade, file);
    let sessionStored = kind !== 'fresh';
    const problems: string[] = [];
    // One to three kills in a row before the start that is let through.
    const attempts = 1 + Math.floor(random() * 3);
    for (let i = 0; i < attempts && kills < options.kills; i++) {
      const killAfterMs = random() * windowMs[kind];
      const run = await life(child, file, { seed: kind === 'fresh' ? SESSION : '', killAfterMs });
      if (run.said.includes('seeded')) sessionStored = true;
      if (run.signal !== 'SIGKILL') {
        finishedBeforeKill++;
        if (run.status !== 0) problems.push(`a start failed: ${errorLine(run.stderr)}`);
        continue;
      }
      kills++;
      const state = stateAt(file, path.join(dir, 'inspect'), total);
      stateAtKill[state] = (stateAtKill[state] ?? 0) + 1;
    }
    problems.push(...(await nextStart(file, expected, sessionStored, nextStarts)));
    if (problems.length > 0) {
      failedRounds++;
      failures.push(`${kind} round ${rounds}: ${problems.join(' | ')}`);
    }
    rmSync(path.dirname(file), { recursive: true, force: true });
    options.progress?.(kills);
  }
  return {
    seed: options.seed,
    kills,
    rounds,
    finishedBeforeKill,
    failures: failures.slice(0, 20),
    failedRounds,
    windowMs,
    stateAtKill,
    nextStartMs: {
      p50: Number(quantile(nextStarts, 0.5).toFixed(1)),
      max: Number(Math.max(0, ...nextStarts).toFixed(1)),
    },
    durationMs: Math.round(performance.now() - started),
  };
}

/**
 * The event kill loop, shared by tests/agent/events-kill.test.ts (a short run) and
 * bench/kill-events.ts (a long one). A child process (events-kill-child.ts) runs a persona
 * whose plans come due on a virtual clock and is killed (SIGKILL) at a random moment; the next
 * life starts where the last announced time left off, after a random downtime of up to 90
 * virtual minutes (so occurrences are also missed while down). A last life runs to the end. Then
 * every occurrence of every plan must have exactly one log line (fired, or skipped with a
 * reason), and each plan as many event turns as fired lines: never fired twice, never lost.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openStore } from '../../src/store/open.js';
import { seededRandom } from '../random.js';
import {
  END_MS,
  KILL_PLANS,
  occurrencesBy,
  START_MS,
  STEP_MS,
  seedKillDatabase,
} from './events-kill-setup.js';

export interface EventKillOptions {
  /** The bundled events-kill-child.js. */
  child: string;
  /** An empty scratch folder, removed by the caller. */
  dir: string;
  kills: number;
  seed: number;
  progress?: (kills: number) => void;
}

export interface EventKillReport {
  seed: number;
  kills: number;
  /** Lives in all (each run of the plans ends with one that is not killed). */
  lives: number;
  /** Lives that reached the end before their kill came. */
  finishedBeforeKill: number;
  /** What went wrong (first 20); empty when every occurrence is accounted for once. */
  failures: string[];
  occurrences: number;
  fired: number;
  /** Skipped occurrences by reason. */
  skipped: Record<string, number>;
  eventTurns: number;
  /** Kill moments drawn from 0 to this many ms after a life said it was running. */
  windowMs: number;
  /** How many log lines the database held at each kill, bucketed: the kills landed across the run. */
  logLinesAtKill: Record<string, number>;
  durationMs: number;
}

interface Life {
  status: number | null;
  lastT: number | undefined;
  done: boolean;
  stderr: string;
  /** From "running" to the exit, as the parent saw it. */
  runMs: number;
}

function life(child: string, file: string, startMs: number, killAfterMs?: number): Promise<Life> {
  return new Promise((resolve, reject) => {
    const run: ChildProcess = spawn(process.execPath, [child], {
      env: { ...process.env, DB_FILE: file, START_MS: String(startMs), END_MS: String(END_MS) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let lastT: number | undefined;
    let done = false;
    let stderr = '';
    let pending = '';
    let kill: NodeJS.Timeout | undefined;
    let runningAt = performance.now();
    run.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'running') {
          runningAt = performance.now();
          if (killAfterMs !== undefined) kill = setTimeout(() => run.kill('SIGKILL'), killAfterMs);
        }
        if (line.startsWith('t ')) lastT = Number(line.slice(2));
        if (line === 'done') done = true;
      }
    });
    run.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const guard = setTimeout(() => run.kill('SIGKILL'), 120_000);
    run.on('error', reject);
    run.on('exit', (status) => {
      clearTimeout(guard);
      if (kill) clearTimeout(kill);
      resolve({ status, lastT, done, stderr, runMs: performance.now() - runningAt });
    });
  });
}

export async function eventKillLoop(options: EventKillOptions): Promise<EventKillReport> {
  const started = performance.now();
  const random = seededRandom(options.seed);
  // One unkilled life measures how long a whole run takes: the kills are spread over it.
  const calibration = path.join(options.dir, 'calibrate.sqlite');
  await seedKillDatabase(calibration);
  const whole = await life(options.child, calibration, START_MS);
  if (!whole.done) throw new Error(`a life that is not killed failed: ${lastLine(whole.stderr)}`);
  // About ten kills per run of the plans; more kills take more runs, each on a fresh database.
  const windowMs = Math.max(5, Math.round((whole.runMs * 1.5) / 10));
  const report: EventKillReport = {
    seed: options.seed,
    kills: 0,
    lives: 0,
    finishedBeforeKill: 0,
    failures: [],
    occurrences: 0,
    fired: 0,
    skipped: {},
    eventTurns: 0,
    windowMs,
    logLinesAtKill: {},
    durationMs: 0,
  };
  for (let runs = 1; report.kills < options.kills; runs += 1) {
    const file = path.join(options.dir, `run-${runs}.sqlite`);
    await killedRun(options, file, random, report);
  }
  report.failures = report.failures.slice(0, 20);
  report.durationMs = Math.round(performance.now() - started);
  return report;
}

/** One run of the plans from start to end on a fresh database, killed until the end or enough kills. */
async function killedRun(
  options: EventKillOptions,
  file: string,
  random: () => number,
  report: EventKillReport,
): Promise<void> {
  const ids = await seedKillDatabase(file);
  let now = START_MS;
  let finished = false;
  while (report.kills < options.kills && now < END_MS) {
    const run = await life(options.child, file, now, random() * report.windowMs);
    report.lives += 1;
    if (run.done) {
      report.finishedBeforeKill += 1;
      finished = true;
      break;
    }
    if (run.status !== null)
      report.failures.push(`life ${report.lives} exited ${run.status}: ${lastLine(run.stderr)}`);
    report.kills += 1;
    const lines = await countLog(file);
    const bucket = `${Math.floor(lines / 25) * 25}+`;
    report.logLinesAtKill[bucket] = (report.logLinesAtKill[bucket] ?? 0) + 1;
    options.progress?.(report.kills);
    // Down for up to 90 virtual minutes: some occurrences pass while nothing runs.
    const downtime = Math.floor(random() * 90) * 60_000;
    now = Math.min(END_MS, (run.lastT ?? now) + STEP_MS + downtime);
  }
  if (!finished) {
    report.lives += 1;
    await lastLife(options.child, file, now, report.failures);
  }
  const check = await checkDatabase(file, ids);
  report.failures.push(...check.failures);
  report.occurrences += check.occurrences;
  report.fired += check.fired;
  report.eventTurns += check.eventTurns;
  for (const [reason, n] of Object.entries(check.skipped))
    report.skipped[reason] = (report.skipped[reason] ?? 0) + n;
}

async function lastLife(child: string, file: string, now: number, failures: string[]): Promise<void> {
  const run = await life(child, file, now);
  if (!run.done) failures.push(`the last life did not finish: ${lastLine(run.stderr)}`);
}

async function countLog(file: string): Promise<number> {
  const store = await openStore(file);
  try {
    const row = await store.db
      .selectFrom('event_log')
      .where('outcome', '!=', 'checked-in')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  } finally {
    await store.close();
  }
}

async function checkDatabase(
  file: string,
  ids: readonly string[],
): Promise<{
  failures: string[];
  occurrences: number;
  fired: number;
  skipped: Record<string, number>;
  eventTurns: number;
}> {
  const store = await openStore(file);
  try {
    const log = await store.db
      .selectFrom('event_log')
      .where('outcome', '!=', 'checked-in')
      .select(['event_id', 'occurrence', 'outcome', 'reason'])
      .execute();
    const turns = await store.db
      .selectFrom('tasks')
      .select(['params'])
      .where('type', '=', 'received')
      .execute();
    const turnsOf = new Map<string, number>();
    for (const t of turns) {
      const params = JSON.parse(t.params) as { trigger?: { kind: string; id?: string } };
      if (params.trigger?.kind === 'event' && params.trigger.id)
        turnsOf.set(params.trigger.id, (turnsOf.get(params.trigger.id) ?? 0) + 1);
    }
    const failures: string[] = [];
    const skipped: Record<string, number> = {};
    let occurrences = 0;
    let fired = 0;
    KILL_PLANS.forEach((plan, i) => {
      const id = ids[i] ?? '?';
      const lines = log.filter((l) => l.event_id === id);
      const expected = occurrencesBy(plan, END_MS);
      occurrences += expected;
      for (let n = 0; n < expected; n += 1) {
        const of = lines.filter((l) => l.occurrence === n);
        if (of.length !== 1) failures.push(`${id} occurrence ${n}: ${of.length} log lines`);
      }
      const extra = lines.filter((l) => l.occurrence >= expected);
      if (extra.length > 0) failures.push(`${id}: ${extra.length} log lines for occurrences not yet due`);
      for (const l of lines) {
        if (l.outcome === 'fired') fired += 1;
        else if (!l.reason) failures.push(`${id} occurrence ${l.occurrence}: skipped without a reason`);
        else {
          const reason = l.reason.replace(/\d+/g, 'N');
          skipped[reason] = (skipped[reason] ?? 0) + 1;
        }
      }
      const firedLines = lines.filter((l) => l.outcome === 'fired').length;
      const turnCount = turnsOf.get(id) ?? 0;
      if (turnCount !== firedLines) failures.push(`${id}: ${firedLines} fired but ${turnCount} event turns`);
    });
    const eventTurns = [...turnsOf.values()].reduce((a, b) => a + b, 0);
    return { failures, occurrences, fired, skipped, eventTurns };
  } finally {
    await store.close();
  }
}

function lastLine(stderr: string): string {
  return (
    stderr
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .at(-1) ?? '(no output)'
  );
}

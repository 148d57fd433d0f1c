/**
 * bench:kill-startup — the start-up kill loop of tests/store/startup-kill.ts for many kills
 * (BENCH_KILLS, 500): a start of the state database is killed (SIGKILL) at a random moment
 * while it creates, migrates or opens the database, then a start that is not killed must
 * succeed with every table, every migration record and the stored Telegram session in place.
 * Prints the figures and writes bench/results/kill-startup.json. BENCH_SEED replays a run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { killLoop } from '../tests/store/startup-kill.js';

const KILLS = Number(process.env.BENCH_KILLS ?? 500);
const SEED = Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'startup-child.js');

const dir = mkdtempSync(path.join(tmpdir(), 'cagent-kill-startup-'));
try {
  const report = await killLoop({
    child,
    dir,
    kills: KILLS,
    seed: SEED,
    progress: (kills) => {
      if (process.stderr.isTTY) process.stderr.write(`\r${kills}/${KILLS} kills`);
    },
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  const results = {
    node: process.version,
    cpus: cpus().length,
    load_average: loadavg()[0]?.toFixed(2),
    ...report,
  };
  console.log(
    `bench:kill-startup (node ${results.node}, ${results.cpus} CPUs, load average ${results.load_average}, seed ${report.seed})`,
  );
  console.log(
    `  ${report.kills} kills in ${report.rounds} rounds (${report.finishedBeforeKill} starts finished before their kill), ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `  kill moments: 0–${report.windowMs.fresh} ms into a first start, 0–${report.windowMs.upgrade} ms into an upgrade, 0–${report.windowMs.later} ms into a later start`,
  );
  console.log('  what each kill left:');
  for (const [state, count] of Object.entries(report.stateAtKill).sort())
    console.log(`    ${String(count).padStart(5)}  ${state}`);
  console.log(
    `  starts after a kill that failed or lost something: ${report.failedRounds} of ${report.rounds} ${report.failedRounds === 0 ? 'PASS' : 'FAIL'}`,
  );
  for (const failure of report.failures) console.log(`    ${failure}`);
  console.log(
    `  the start after the kills (open and close, in process): p50 ${report.nextStartMs.p50} ms, max ${report.nextStartMs.max} ms`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/kill-startup.json', `${JSON.stringify(results, null, 2)}\n`);
  process.exitCode = report.failedRounds === 0 ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

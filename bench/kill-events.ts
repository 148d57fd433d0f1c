/**
 * bench:kill-events — the event kill loop of tests/agent/events-kill.ts for many kills
 * (BENCH_KILLS, 100): a persona whose plans come due on a virtual clock is killed (SIGKILL) at a
 * random moment and restarted after a random downtime; afterwards every occurrence of every plan
 * must be fired or skipped (with a reason) exactly once, each fired one with exactly one turn.
 * Prints the figures and writes bench/results/kill-events.json. BENCH_SEED replays a run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventKillLoop } from '../tests/agent/events-kill.js';

const KILLS = Number(process.env.BENCH_KILLS ?? 100);
const SEED = Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'events-kill-child.js');

const dir = mkdtempSync(path.join(tmpdir(), 'cagent-kill-events-'));
try {
  const report = await eventKillLoop({
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
    `bench:kill-events (node ${results.node}, ${results.cpus} CPUs, load average ${results.load_average}, seed ${report.seed})`,
  );
  console.log(
    `  ${report.kills} kills over ${report.lives} lives (kill moments 0–${report.windowMs} ms into a life), ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `  ${report.occurrences} occurrences due: ${report.fired} fired (${report.eventTurns} event turns), the rest skipped:`,
  );
  for (const [reason, count] of Object.entries(report.skipped).sort())
    console.log(`    ${String(count).padStart(5)}  ${reason}`);
  console.log('  log lines stored at each kill:');
  for (const [lines, count] of Object.entries(report.logLinesAtKill).sort(
    (a, b) => parseInt(a[0]) - parseInt(b[0]),
  ))
    console.log(`    ${String(count).padStart(5)}  ${lines}`);
  console.log(
    `  occurrences fired twice, lost, or skipped without a reason: ${report.failures.length} ${report.failures.length === 0 ? 'PASS' : 'FAIL'}`,
  );
  for (const failure of report.failures) console.log(`    ${failure}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/kill-events.json', `${JSON.stringify(results, null, 2)}\n`);
  process.exitCode = report.failures.length === 0 ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

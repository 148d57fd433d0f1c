/**
 * bench:kill-startup — the start-up kill loop of tests/store/startup-kill.ts for many kills
 * (BENCH_KILLS, 500): a start of the state database is killed (SIGKILL) at a random moment
 * while it creates, migrates or opens the database, then a start that is not killed must
 * succeed with every table, every migration record and the stored Telegram session in place.
 * Prints the figures and writes bench/results/kill-startup.json. BENCH_SEED replays a run.
 */

import { killLoop } from '../tests/store/startup-kill.js';
import { runKillBench } from './kill-harness.js';

await runKillBench({
  name: 'kill-startup',
  childFile: 'startup-child.js',
  defaultKills: 500,
  loop: killLoop,
  print: (report) => {
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
    return report.failedRounds === 0;
  },
});

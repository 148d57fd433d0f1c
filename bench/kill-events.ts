/**
 * bench:kill-events — the event kill loop of tests/agent/events-kill.ts for many kills
 * (BENCH_KILLS, 100): a persona whose plans come due on a virtual clock is killed (SIGKILL) at a
 * random moment and restarted after a random downtime; afterwards every occurrence of every plan
 * must be fired or skipped (with a reason) exactly once, each fired one with exactly one turn.
 * Prints the figures and writes bench/results/kill-events.json. BENCH_SEED replays a run.
 */

import { eventKillLoop } from '../tests/agent/events-kill.js';
import { runKillBench } from './kill-harness.js';

await runKillBench({
  name: 'kill-events',
  childFile: 'events-kill-child.js',
  defaultKills: 100,
  loop: eventKillLoop,
  print: (report) => {
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
      (a, b) => parseInt(a[0], 10) - parseInt(b[0], 10),
    ))
      console.log(`    ${String(count).padStart(5)}  ${lines}`);
    console.log(
      `  occurrences fired twice, lost, or skipped without a reason: ${report.failures.length} ${report.failures.length === 0 ? 'PASS' : 'FAIL'}`,
    );
    for (const failure of report.failures) console.log(`    ${failure}`);
    return report.failures.length === 0;
  },
});

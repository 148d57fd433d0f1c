/**
 * bench:startup — how long the CLI takes to start, against Node itself. Runs, round after round
 * so that a busy machine slows every command alike:
 *   node -e 0                                   the floor: Node starting and stopping;
 *   node dist/cli.js --help                     the CLI loading only its command table;
 *   node dist/cli.js replay examples/book-club.yaml --json   one offline turn end to end.
 * Prints the median and spread of the wall time of each, and --help as a multiple of the floor
 * (target ≤ 3×); writes bench/results/startup.json. Needs a built dist/ (`npm run build`).
 *
 * Environment: BENCH_RUNS (15).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const HELP_TARGET = 3;

interface Case {
  name: string;
  args: string[];
}

const CASES: readonly Case[] = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'cli --help', args: ['dist/cli.js', '--help'] },
  { name: 'cli replay --json', args: ['dist/cli.js', 'replay', 'examples/book-club.yaml', '--json'] },
];

interface Timing {
  name: string;
  command: string;
  medianMs: number;
  minMs: number;
  maxMs: number;
  samplesMs: number[];
}

/** Wall time of one run, from spawn to exit; a failed run stops the bench (it would measure an error). */
function timeOnce(args: string[]): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  const ms = performance.now() - start;
  if (result.status !== 0)
    throw new Error(`node ${args.join(' ')} exited ${result.status}: ${result.stderr.trim()}`);
  return ms;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const round1 = (ms: number): number => Math.round(ms * 10) / 10;

function main(): void {
  if (!existsSync('dist/cli.js')) throw new Error('dist/cli.js is missing: run `npm run build` first');
  // One unmeasured round warms the file system cache, as a second start by a user would be.
  for (const c of CASES) timeOnce(c.args);
  const samples = new Map<string, number[]>(CASES.map((c) => [c.name, []]));
  for (let i = 0; i < RUNS; i++) for (const c of CASES) samples.get(c.name)?.push(timeOnce(c.args));

  const timings: Timing[] = CASES.map((c) => {
    const ms = samples.get(c.name) ?? [];
    return {
      name: c.name,
      command: `node ${c.args.join(' ')}`,
      medianMs: round1(median(ms)),
      minMs: round1(Math.min(...ms)),
      maxMs: round1(Math.max(...ms)),
      samplesMs: ms.map(round1),
    };
  });
  const floor = timings[0]?.medianMs ?? 1;
  const ratio = (t: Timing): number => Math.round((t.medianMs / floor) * 100) / 100;

  console.log(`start-up, ${RUNS} runs each, node ${process.version}:`);
  for (const t of timings)
    console.log(
      `  ${t.name.padEnd(20)} median ${String(t.medianMs).padStart(7)} ms  (min ${t.minMs}, max ${t.maxMs})  ${ratio(t)}× node -e 0`,
    );
  const help = timings[1];
  const helpRatio = help ? ratio(help) : Number.NaN;
  console.log(`  --help is ${helpRatio}× node -e 0 (target ≤ ${HELP_TARGET}×)`);

  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/startup.json',
    `${JSON.stringify(
      {
        node: process.version,
        runs: RUNS,
        helpRatio,
        helpTarget: HELP_TARGET,
        timings: timings.map((t) => ({ ...t, ratio: ratio(t) })),
      },
      null,
      2,
    )}\n`,
  );
}

main();

/**
 * What the kill benchmarks share: a scratch folder, the loop run with a progress line, the
 * machine's facts beside the report, the printed lines and `bench/results/<name>.json`, and an
 * exit code that fails the run when a kill lost or repeated something.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface KillLoopOptions {
  child: string;
  dir: string;
  kills: number;
  seed: number;
  progress: (kills: number) => void;
}

export interface KillBench<R extends { seed: number }> {
  /** `kill-events` → `bench:kill-events` and `bench/results/kill-events.json`. */
  name: string;
  /** The child the loop starts and kills, built beside the benchmark. */
  childFile: string;
  defaultKills: number;
  loop: (options: KillLoopOptions) => Promise<R>;
  /** Prints the report's lines after the heading; true when nothing was lost or repeated. */
  print: (report: R) => boolean;
}

export async function runKillBench<R extends { seed: number }>(bench: KillBench<R>): Promise<void> {
  const kills = Number(process.env.BENCH_KILLS ?? bench.defaultKills);
  const seed = Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const child = path.join(path.dirname(fileURLToPath(import.meta.url)), bench.childFile);
  const dir = mkdtempSync(path.join(tmpdir(), `cagent-${bench.name}-`));
  try {
    const report = await bench.loop({
      child,
      dir,
      kills,
      seed,
      progress: (done) => {
        if (process.stderr.isTTY) process.stderr.write(`\r${done}/${kills} kills`);
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
      `bench:${bench.name} (node ${results.node}, ${results.cpus} CPUs, load average ${results.load_average}, seed ${report.seed})`,
    );
    const passed = bench.print(report);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/${bench.name}.json`, `${JSON.stringify(results, null, 2)}\n`);
    process.exitCode = passed ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

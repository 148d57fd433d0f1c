/**
 * bench:compare — what `compare` costs on the bundled fixtures: recorded mode, then live mode
 * against a loopback Gemini server behind the real client (first run: every answer asked; second
 * run: every answer from the cache), each as a ratio to recorded mode, measured in one run.
 *
 *   npm run bench:compare
 *
 * The loopback answers at once, so the live figures are our own overhead (the extra requests,
 * parsing and planning of the answers, the cache), not a model's latency, which a real run adds
 * per answer asked. Writes bench/results/compare.json.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ScriptedGeminiServer, textResponse } from '../src/llm/scripted-server.js';
import type { CompareResult } from '../src/terminal/results.js';
import { runCliInProcess } from '../tests/cli/run-cli.js';

const FIXTURES = ['examples', 'tests/fixtures'];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-compare-'));
const tuned = path.join(tmp, 'tuned.yaml');
writeFileSync(
  tuned,
  readFileSync('config.yaml', 'utf8')
    .replace(/^prompts_dir: .*$/m, `prompts_dir: ${JSON.stringify(path.resolve('prompts'))}`)
    .replace(/^media_dir: .*$/m, `media_dir: ${JSON.stringify(path.resolve('media'))}`)
    .replace(
      /(\n\s+instructions: \|\n)(\s+)/,
      (_m, head: string, indent: string) => `${head}${indent}Never use emoji.\n${indent}`,
    ),
);
const server = new ScriptedGeminiServer(
  () => textResponse('# «send»\nLive answer, as a model would give it.'),
  {
    estimateUsage: true,
  },
);
process.env.GEMINI_API_KEY = 'loopback';
process.env.GOOGLE_GEMINI_BASE_URL = await server.start();

async function timed(
  label: string,
  extra: string[],
): Promise<{ label: string; ms: number; result: CompareResult }> {
  const started = performance.now();
  const { stdout } = await runCliInProcess(['compare', ...FIXTURES, '--b', tuned, '--json', ...extra]);
  return { label, ms: performance.now() - started, result: JSON.parse(stdout) as CompareResult };
}

const cache = path.join(tmp, 'cache');
// The first run loads and compiles the program: not counted.
await timed('warm-up', []);
const before = await timed('recorded', []);
const asked = server.requests.length;
const first = await timed('live, asked', ['--live', '--cache', cache]);
const askedLive = server.requests.length - asked;
const second = await timed('live, from the cache', ['--live', '--cache', cache]);
const askedAgain = server.requests.length - asked - askedLive;
const after = await timed('recorded', []);
// Recorded mode before and after the live runs: the machine's drift shows as their difference.
const recorded = { ...after, ms: (before.ms + after.ms) / 2 };
await server.stop();
rmSync(tmp, { recursive: true, force: true });

const rows = [recorded, first, second].map((r) => ({
  run: r.label,
  fixtures: r.result.total.fixtures,
  errors: r.result.total.errors,
  ratio_to_recorded: Math.round((r.ms / recorded.ms) * 100) / 100,
}));
for (const row of rows)
  console.log(
    `${row.run.padEnd(22)} ${row.fixtures} fixtures  ×${row.ratio_to_recorded.toFixed(2)} of recorded mode`,
  );
console.log(`model requests: live first run ${askedLive}, second run ${askedAgain}`);
console.log(
  `recorded mode drift during the run: ×${(after.ms / before.ms).toFixed(2)}; fixtures one side could not run: ${recorded.result.total.errors}`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/compare.json',
  `${JSON.stringify({ rows, requests: { first: askedLive, second: askedAgain } }, null, 2)}\n`,
);

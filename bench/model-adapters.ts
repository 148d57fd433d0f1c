/**
 * bench:model-adapters — a turn's model call through each adapter against its loopback route:
 * the request a bundled fixture's turn sends (its recording), answered with the same scripted
 * text by the Gemini route (through the SDK) and the Chat Completions route (through our fetch
 * adapter), CALLS times each, in alternating rounds so both see the same machine. Prints the
 * wall and CPU time per call of each and their ratio (openai-compatible / gemini); the server
 * runs in this process, so CPU counts both ends. Writes bench/results/model-adapters.json.
 *
 * Environment: BENCH_CALLS (300), BENCH_FIXTURE_RECORDING (the book-club recording).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createModel, LOOPBACK_KEYS, type Model } from '../src/llm/model.js';
import { answerResponse, ScriptedGeminiServer } from '../src/llm/scripted-server.js';
import type { ModelRequest } from '../src/llm/types.js';
import { systemClock } from '../src/support/clock.js';
import { silentLogger } from '../src/support/log.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const RECORDING = process.env.BENCH_FIXTURE_RECORDING ?? 'tests/fixtures/recorded/examples__book-club.json';
const OUT = process.env.BENCH_OUT ?? 'bench/results/model-adapters.json';
const ROUNDS = 10;

const recorded = JSON.parse(readFileSync(RECORDING, 'utf8')) as { request: ModelRequest; reply: string };
const server = new ScriptedGeminiServer(() =>
  answerResponse({ text: recorded.reply || '# «message»\nhello', thoughts: ['a thought'] }),
);
const url = await server.start();
const adapters: Record<string, Model> = {
  gemini: createModel({ baseUrl: url, attempts: 1 }, LOOPBACK_KEYS, systemClock, silentLogger),
  'openai-compatible': createModel(
    { provider: 'openai-compatible', baseUrl: `${url}/v1`, attempts: 1 },
    LOOPBACK_KEYS,
    systemClock,
    silentLogger,
  ),
};
const spent: Record<string, { wallMs: number; cpuMs: number }> = {};
for (const name of Object.keys(adapters)) spent[name] = { wallMs: 0, cpuMs: 0 };
// One warm-up call each: module loading and the first connection are not a turn's cost.
for (const model of Object.values(adapters)) await model.generate(recorded.request);
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, model] of Object.entries(adapters)) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    for (let i = 0; i < CALLS / ROUNDS; i++) await model.generate(recorded.request);
    const used = process.cpuUsage(cpu);
    const total = spent[name];
    if (total) {
      total.wallMs += performance.now() - wall;
      total.cpuMs += (used.user + used.system) / 1000;
    }
  }
}
await server.stop();
const per = (name: string) => {
  const total = spent[name] ?? { wallMs: 0, cpuMs: 0 };
  return { wallMsPerCall: total.wallMs / CALLS, cpuMsPerCall: total.cpuMs / CALLS };
};
const gemini = per('gemini');
const openAi = per('openai-compatible');
const result = {
  calls: CALLS,
  requestChars: JSON.stringify(recorded.request).length,
  gemini,
  openAiCompatible: openAi,
  ratio: {
    wall: openAi.wallMsPerCall / gemini.wallMsPerCall,
    cpu: openAi.cpuMsPerCall / gemini.cpuMsPerCall,
  },
};
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
const ms = (n: number) => n.toFixed(2);
console.log(`model call, ${CALLS} each, request ${result.requestChars} chars`);
console.log(
  `  gemini             wall ${ms(gemini.wallMsPerCall)} ms  cpu ${ms(gemini.cpuMsPerCall)} ms per call`,
);
console.log(
  `  openai-compatible  wall ${ms(openAi.wallMsPerCall)} ms  cpu ${ms(openAi.cpuMsPerCall)} ms per call`,
);
console.log(
  `  ratio (openai-compatible / gemini): wall ${result.ratio.wall.toFixed(2)}, cpu ${result.ratio.cpu.toFixed(2)}`,
);

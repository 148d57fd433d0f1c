/**
 * bench:engine — 200 conversations receive a message at the same moment; the model answers
 * each after a fixed delay (300 ms) with two sends. Runs twice, each in a fresh process:
 *   port — a ModelPort that answers after exactly the delay (measures the engine alone);
 *   sdk  — the loopback Gemini server reached through the real @google/genai SDK.
 * Prints, per run: time until every conversation has both messages, reply overhead
 * excluding the model (p50/p99), a breakdown, CPU per reply and peak RSS; writes
 * bench/results/engine.json.
 *
 * Overhead of a reply = how much later it arrived than with a zero-cost engine given the same
 * model calls and the same limit on concurrent calls (k-th reply against the k-th finish of
 * that ideal schedule). Debounce and typing time are 0 so neither counts.
 *
 * Environment: BENCH_CHATS (200), BENCH_MODEL_DELAY_MS (300), BENCH_CONCURRENCY (8, the config
 * default).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MODEL_CONCURRENCY } from '../src/agent/runtime.js';
import { DEFAULT_TYPING } from '../src/config/load.js';
import { ScriptedGeminiServer, textResponse } from '../src/llm/scripted-server.js';
import { createSimWorld, type SimModel } from '../src/offline/sim-world.js';
import { systemClock } from '../src/support/clock.js';
import { createLogger } from '../src/support/log.js';
import { Limiter } from '../src/tasks/limiter.js';
import type { SentMessage } from '../src/telegram/port.js';
import { TelegramSimulator } from '../src/telegram/simulator.js';

const CHATS = Number(process.env.BENCH_CHATS ?? 200);
const DELAY_MS = Number(process.env.BENCH_MODEL_DELAY_MS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? DEFAULT_MODEL_CONCURRENCY);
const ANSWER = '# «send»\nHello there!\n\n# «send»\nHow was your day?';
type Mode = 'port' | 'sdk';

interface Run {
  mode: Mode;
  allAnsweredMs: number;
  budgetMs: number;
  overheadP50Ms: number;
  overheadP99Ms: number;
  firstModelCallMs: number;
  afterModelP50Ms: number;
  modelCallP50Ms: number;
  cpuPerReplyMs: number;
  peakRssMb: number;
}

/** The simulator, noting when each send of a chat went out. */
class TimedSimulator extends TelegramSimulator {
  readonly sendTimes = new Map<string, number[]>();

  override async sendText(...args: Parameters<TelegramSimulator['sendText']>): Promise<SentMessage> {
    const sent = await super.sendText(...args);
    this.sendTimes.set(args[0], [...(this.sendTimes.get(args[0]) ?? []), performance.now()]);
    return sent;
  }
}

/** The model: after exactly the delay with no SDK (`port`), or the loopback server through the SDK. */
function benchModel(mode: Mode): SimModel {
  const answerLater = async () => {
    await new Promise((r) => setTimeout(r, DELAY_MS));
  };
  if (mode === 'port')
    return {
      port: {
        generate: async () => {
          await answerLater();
          return { kind: 'text', text: ANSWER };
        },
      },
    };
  return {
    server: new ScriptedGeminiServer(async () => {
      await answerLater();
      return textResponse(ANSWER);
    }),
  };
}

async function run(mode: Mode): Promise<Run> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cagent-bench-'));
  const clock = systemClock;
  const simulator = new TimedSimulator({ me: { id: '42', name: 'Heidi' }, clock });
  for (let i = 1; i <= CHATS; i++) {
    simulator.addUser({ id: String(1000 + i), name: `User ${i}` });
    simulator.addChat({ id: String(1000 + i), kind: 'direct', title: `User ${i}` });
  }
  const { sendTimes } = simulator;

  const calls: { chatId: string; start: number; end: number }[] = [];
  const world = await createSimWorld({
    clock,
    log: createLogger({ level: 'error' }),
    telegram: simulator,
    model: benchModel(mode),
    // On disk, as in production.
    storeFile: path.join(dir, 'agent.sqlite'),
    persona: () => ({
      name: 'Heidi',
      phone: '+15550001111',
      instructions: 'You are Heidi.',
      rolePrompts: [],
      stickerSets: [],
      stickers: [],
      timezone: 'Europe/Berlin',
      replyThreadDepth: 3,
      model: 'gemini-bench',
      historySize: 100,
      typing: { ...DEFAULT_TYPING, minSeconds: 0, maxSeconds: 0 },
    }),
    prompts: () => ({ responseFormat: 'Answer with task blocks.', roles: [] }),
    engine: {
      debounceMs: 0,
      modelLimiter: new Limiter(CONCURRENCY),
      onModelCall: ({ chatId, modelMs }) => {
        const end = performance.now();
        calls.push({ chatId, start: end - modelMs, end });
      },
    },
    acceptIncoming: true,
  });
  const { runtime } = world;

  // Warm-up (not measured): one conversation answered first, so the measurement is not of
  // code being compiled on first use.
  simulator.addUser({ id: '999', name: 'Warm-up' });
  simulator.addChat({ id: '999', kind: 'direct', title: 'Warm-up' });
  simulator.receive('999', { from: '999', text: 'warm-up' });
  await runtime.idle();
  sendTimes.clear();
  calls.length = 0;

  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 1; i <= CHATS; i++)
    simulator.receive(String(1000 + i), { from: String(1000 + i), text: 'hi!' });
  await runtime.idle();
  const used = process.cpuUsage(cpu);

  const done = [...sendTimes].map(([chatId, times]) => {
    if (times.length !== 2) throw new Error(`chat ${chatId} got ${times.length} sends`);
    return (times[1] ?? 0) - t0;
  });
  if (done.length !== CHATS || calls.length !== CHATS)
    throw new Error('not every conversation was answered once');
  const ideal = idealFinishes(
    [...calls].sort((a, b) => a.start - b.start).map((c) => c.end - c.start),
    CONCURRENCY,
  );
  done.sort((a, b) => a - b);
  const overhead = done.map((d, k) => d - (ideal[k] ?? 0)).sort((a, b) => a - b);
  const lastSend = new Map([...sendTimes].map(([chat, times]) => [chat, times[1] ?? 0]));
  const result: Run = {
    mode,
    allAnsweredMs: Math.round(done.at(-1) ?? 0),
    budgetMs: DELAY_MS * Math.ceil(CHATS / CONCURRENCY) + 500,
    overheadP50Ms: round(percentile(overhead, 50)),
    overheadP99Ms: round(percentile(overhead, 99)),
    firstModelCallMs: round(Math.min(...calls.map((c) => c.start - t0))),
    afterModelP50Ms: round(
      percentile(calls.map((c) => (lastSend.get(c.chatId) ?? 0) - c.end).sort(byNumber), 50),
    ),
    modelCallP50Ms: round(percentile(calls.map((c) => c.end - c.start).sort(byNumber), 50)),
    cpuPerReplyMs: round((used.user + used.system) / 1000 / CHATS),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
  await runtime.stop();
  await world.close();
  rmSync(dir, { recursive: true, force: true });
  return result;
}

/** Finish times of the calls with zero engine cost: FIFO over `slots`, all queued at 0. */
function idealFinishes(durations: readonly number[], slots: number): number[] {
  const free = new Array<number>(slots).fill(0);
  const finishes = durations.map((d) => {
    const slot = free.indexOf(Math.min(...free));
    const end = (free[slot] ?? 0) + d;
    free[slot] = end;
    return end;
  });
  return finishes.sort(byNumber);
}

function byNumber(a: number, b: number): number {
  return a - b;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function round(ms: number): number {
  return Number(ms.toFixed(1));
}

const mode = process.argv.find((a) => a.startsWith('--run='))?.slice('--run='.length) as Mode | undefined;
if (mode) {
  process.stdout.write(`${JSON.stringify(await run(mode))}\n`);
} else {
  const self = fileURLToPath(import.meta.url);
  const runs = (['port', 'sdk'] as const).map(
    (m) => JSON.parse(execFileSync(process.execPath, [self, `--run=${m}`], { encoding: 'utf8' })) as Run,
  );
  console.log(
    `bench:engine — ${CHATS} conversations, one message each at the same moment; the model answers after ${DELAY_MS} ms with two sends; ${CONCURRENCY} model calls at once`,
  );
  for (const r of runs) {
    const label =
      r.mode === 'port' ? 'ModelPort with a fixed delay' : 'loopback Gemini server via the real SDK';
    console.log(`\n${label}:`);
    console.log(`  all answered           ${r.allAnsweredMs} ms  (target ≤ ${r.budgetMs} ms)`);
    console.log(`  overhead p50 / p99     ${r.overheadP50Ms} / ${r.overheadP99Ms} ms  (target p50 ≤ 20 ms)`);
    console.log(
      `  breakdown              first model call after ${r.firstModelCallMs} ms; p50 model call ${r.modelCallP50Ms} ms, model answer to last send ${r.afterModelP50Ms} ms`,
    );
    console.log(`  CPU per reply          ${r.cpuPerReplyMs} ms`);
    console.log(`  peak RSS               ${r.peakRssMb} MB`);
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/engine.json',
    `${JSON.stringify({ chats: CHATS, modelDelayMs: DELAY_MS, concurrency: CONCURRENCY, node: process.version, runs }, null, 2)}\n`,
  );
}

/**
 * bench:model-sdk — what a model call costs on the way through the SDK, without the engine:
 * the same request a bench:engine turn sends (captured from one real turn), sent CALLS times to
 * the loopback Gemini server that answers after the bench's delay, CONCURRENCY at once, by
 *   fetch   — a bare `fetch` POST of the SDK's own wire body (the HTTP floor: undici, loopback);
 *   sdk     — `GoogleGenAI.models.generateContent` called directly;
 *   client  — our GeminiClient (the SDK plus our config mapping, retry wrapper and answer reading),
 *             also with an abort signal, as the engine calls it.
 * The server runs in a process of its own, as Gemini does, so CPU per call is the caller's.
 * Prints per tier the wall time of a call beyond the delay (p50/p95) and CPU per call, so the
 * SDK's share of bench:engine's overhead can be told from the engine's. Writes
 * bench/results/model-sdk.json.
 *
 * Environment: BENCH_CALLS (200), BENCH_MODEL_DELAY_MS (300), BENCH_CONCURRENCY (8).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { GoogleGenAI } from '@google/genai';
import { DEFAULT_MODEL_CONCURRENCY } from '../src/agent/runtime.js';
import { createModel, LOOPBACK_KEYS } from '../src/llm/model.js';
import { ScriptedGeminiServer, textResponse } from '../src/llm/scripted-server.js';
import type { ModelRequest } from '../src/llm/types.js';
import { createSimWorld } from '../src/offline/sim-world.js';
import { systemClock } from '../src/support/clock.js';
import { createLogger } from '../src/support/log.js';
import { TelegramSimulator } from '../src/telegram/simulator.js';
import { benchPersona } from './persona.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const DELAY_MS = Number(process.env.BENCH_MODEL_DELAY_MS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? DEFAULT_MODEL_CONCURRENCY);
const OUT = process.env.BENCH_OUT ?? 'bench/results/model-sdk.json';
const ANSWER = '# «send»\nHello there!\n\n# «send»\nHow was your day?';

interface Tier {
  tier: string;
  beyondDelayP50Ms: number;
  beyondDelayP95Ms: number;
  cpuPerCallMs: number;
}

/** The request one bench:engine turn sends the model, taken from a real turn. */
async function capturedRequest(): Promise<ModelRequest> {
  let captured: ModelRequest | undefined;
  const simulator = new TelegramSimulator({ me: { id: '42', name: 'Heidi' }, clock: systemClock });
  simulator.addUser({ id: '1001', name: 'User 1' });
  simulator.addChat({ id: '1001', kind: 'direct', title: 'User 1' });
  const world = await createSimWorld({
    clock: systemClock,
    log: createLogger({ level: 'error' }),
    telegram: simulator,
    model: {
      port: {
        generate: async (request) => {
          captured = request;
          return { kind: 'text', text: ANSWER };
        },
      },
    },
    persona: () => benchPersona('gemini-bench', { minSeconds: 0, maxSeconds: 0 }),
    prompts: () => ({ responseFormat: 'Answer with task blocks.', roles: [] }),
    engine: { settings: { debounceMs: 0 } },
    acceptIncoming: true,
  });
  simulator.receive('1001', { from: '1001', text: 'hi!' });
  await world.runtime.idle();
  await world.runtime.stop();
  await world.close();
  if (!captured) throw new Error('the turn made no model call');
  return captured;
}

/** CALLS calls, CONCURRENCY at once; each call's wall time beyond the server's delay. */
async function measure(tier: string, call: () => Promise<unknown>): Promise<Tier> {
  // Warm-up: connections opened and code compiled before the measured calls.
  await Promise.all(Array.from({ length: CONCURRENCY }, call));
  const beyond: number[] = [];
  let next = 0;
  const cpu = process.cpuUsage();
  const worker = async () => {
    while (next < CALLS) {
      next++;
      const started = performance.now();
      await call();
      beyond.push(performance.now() - started - DELAY_MS);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const used = process.cpuUsage(cpu);
  beyond.sort((a, b) => a - b);
  return {
    tier,
    beyondDelayP50Ms: round(percentile(beyond, 50)),
    beyondDelayP95Ms: round(percentile(beyond, 95)),
    cpuPerCallMs: round((used.user + used.system) / 1000 / CALLS),
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function round(ms: number): number {
  return Number(ms.toFixed(2));
}

/** The loopback server answering after the delay. */
function delayedServer(): ScriptedGeminiServer {
  return new ScriptedGeminiServer(async () => {
    await new Promise((r) => setTimeout(r, DELAY_MS));
    return textResponse(ANSWER);
  });
}

if (process.argv.includes('--serve')) {
  // The server's own process (as Gemini is elsewhere): prints its URL, ends when stdin closes.
  const server = delayedServer();
  process.stdout.write(`${await server.start()}\n`);
  process.stdin.resume();
  process.stdin.once('end', () => void server.stop());
} else await main();

async function main(): Promise<void> {
  const request = await capturedRequest();
  // In this process first, to read the SDK's wire body back; then measured against a server in a
  // process of its own, so the CPU per call is the caller's only.
  const recorder = delayedServer();
  const recorderUrl = await recorder.start();
  await createModel(
    { baseUrl: recorderUrl },
    LOOPBACK_KEYS,
    systemClock,
    createLogger({ level: 'error' }),
  ).generate(request);
  const wire = recorder.requests.at(-1);
  await recorder.stop();
  if (!wire) throw new Error('the loopback server saw no request');
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdout.setEncoding('utf8');
  const baseUrl = await new Promise<string>((resolve) =>
    child.stdout.once('data', (line: string) => resolve(line.trim())),
  );
  const log = createLogger({ level: 'error' });
  const client = createModel({ baseUrl }, LOOPBACK_KEYS, systemClock, log);
  const ai = new GoogleGenAI({ apiKey: 'bench', httpOptions: { baseUrl, timeout: 60_000 } });
  const sdkCall = () =>
    ai.models.generateContent({
      model: request.model,
      contents: request.contents,
      config: { systemInstruction: request.systemInstruction },
    });
  // The wire request exactly as the SDK wrote it, replayed by a bare fetch.
  const wireBody = JSON.stringify(wire.body);
  const fetchCall = async () => {
    const response = await fetch(`${baseUrl}${wire.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': 'bench' },
      body: wireBody,
    });
    return response.json();
  };

  const tiers: Tier[] = [];
  // Alternated twice, so a busy moment of the machine does not fall on one tier only.
  for (let round = 0; round < 2; round++) {
    tiers.push(await measure('fetch', fetchCall));
    tiers.push(await measure('sdk', sdkCall));
    tiers.push(await measure('client', () => client.generate(request)));
    // As the engine calls it: with the task's abort signal.
    tiers.push(await measure('client+signal', () => client.generate(request, new AbortController().signal)));
  }
  child.stdin.end();

  console.log(
    `bench:model-sdk — ${CALLS} calls of one engine turn's request (${wireBody.length} bytes on the wire), ${CONCURRENCY} at once, the loopback server answering after ${DELAY_MS} ms`,
  );
  for (const t of tiers)
    console.log(
      `  ${t.tier.padEnd(13)} beyond the delay p50/p95 ${t.beyondDelayP50Ms} / ${t.beyondDelayP95Ms} ms, CPU per call ${t.cpuPerCallMs} ms`,
    );
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(
    OUT,
    `${JSON.stringify({ calls: CALLS, modelDelayMs: DELAY_MS, concurrency: CONCURRENCY, requestBytes: wireBody.length, node: process.version, tiers }, null, 2)}\n`,
  );
}

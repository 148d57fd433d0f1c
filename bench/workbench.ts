/**
 * bench:workbench — what the persona workbench costs: checking config.yaml and the prompts for
 * edits (done at every chat input and, throttled, whenever a running persona asks for its
 * config), reloading them after an edit, and one console-chat turn with the scripted model
 * (simulator, in-memory SQLite, loopback Gemini through the real SDK, delivery).
 *
 *   npm run bench:workbench
 *
 * Writes bench/results/workbench.json.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ConfigSource } from '../src/config/source.js';
import { silentLogger } from '../src/support/log.js';
import { ChatWorld } from '../src/workbench/world.js';

function stats(samples: number[]): { medianMs: number; p95Ms: number; runs: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { medianMs: round(at(0.5)), p95Ms: round(at(0.95)), runs: samples.length };
}

function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-workbench-'));
  try {
    for (const entry of ['config.yaml', 'prompts', 'media'])
      cpSync(entry, path.join(dir, entry), { recursive: true });
    const config = path.join(dir, 'config.yaml');
    const source = new ConfigSource(config, { log: silentLogger });

    const unchanged: number[] = [];
    for (let i = 0; i < 2000; i++) unchanged.push(time(() => source.refresh()));

    const original = readFileSync(config, 'utf8');
    const reload: number[] = [];
    for (let i = 0; i < 200; i++) {
      writeFileSync(config, `${original}\n# edit ${i}\n`);
      reload.push(
        time(() => {
          if (source.refresh()?.kind !== 'reloaded') throw new Error('expected a reload');
        }),
      );
    }

    const lines: string[] = [];
    const world = await ChatWorld.open({
      configFile: config,
      persona: 'Heidi',
      group: false,
      userName: 'Alex',
      startMs: Date.parse('2026-01-02T15:04:05Z'),
      log: silentLogger,
      onEvent: (e) => lines.push(e.kind),
    });
    const turns: number[] = [];
    for (let i = 0; i < 60; i++) {
      const start = performance.now();
      await world.say(`message ${i}: how is the shop today?`);
      turns.push(performance.now() - start);
    }
    const sent = lines.filter((k) => k === 'message').length;
    await world.close();
    if (sent !== 120) throw new Error(`expected 120 messages in the chat, saw ${sent}`);

    const result = {
      date: new Date().toISOString(),
      node: process.version,
      loadAverage: os.loadavg()[0],
      refreshUnchanged: stats(unchanged),
      refreshAfterEdit: stats(reload),
      chatTurnScripted: stats(turns.slice(10)),
      chatTurnFirst: Math.round((turns[0] ?? 0) * 1000) / 1000,
    };
    console.log(
      `config check, nothing changed: median ${result.refreshUnchanged.medianMs} ms, p95 ${result.refreshUnchanged.p95Ms} ms (${result.refreshUnchanged.runs} checks)`,
    );
    console.log(
      `config reload after an edit (parse, validate, read prompts): median ${result.refreshAfterEdit.medianMs} ms, p95 ${result.refreshAfterEdit.p95Ms} ms (${result.refreshAfterEdit.runs} reloads)`,
    );
    console.log(
      `chat turn, scripted model (message in → answer delivered): median ${result.chatTurnScripted.medianMs} ms, p95 ${result.chatTurnScripted.p95Ms} ms (${result.chatTurnScripted.runs} turns after 10 warm-up; first turn ${result.chatTurnFirst} ms; load average ${result.loadAverage?.toFixed(2)})`,
    );
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/workbench.json', `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createModel, LOOPBACK_KEYS } from '../../src/llm/model.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { AnswerCache } from '../../src/offline/answer-cache.js';
import { compareSides, replaySide } from '../../src/offline/compare.js';
import type { LiveAsk } from '../../src/offline/compare-live.js';
import { systemClock } from '../../src/support/clock.js';
import { createLogger } from '../../src/support/log.js';
import { CONFIG, hostileFixture, STRICTER } from '../cli/compare-fixtures.js';
import { tempDir } from '../helpers.js';

/**
 * `compare --live` underneath the command line: each side's model (a loopback Gemini server
 * behind the real client) answers every recorded turn's request, its answers read as the turn
 * reads them, while the replay itself goes on with the recorded answers.
 */
const tmp = tempDir();
const servers: ScriptedGeminiServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  tmp.cleanup();
});
const log = createLogger({ level: 'error', write: () => {} });

/** A loopback model that answers each request with `answer(n)` (n counts its requests). */
async function loopback(answer: (n: number) => string) {
  let n = 0;
  const server = new ScriptedGeminiServer(() => textResponse(answer(++n)), { estimateUsage: true });
  servers.push(server);
  const port = createModel({ baseUrl: await server.start(), attempts: 1 }, LOOPBACK_KEYS, systemClock, log);
  return { server, port };
}

describe('compare --live (the sampler and the cache)', () => {
  it('asks each side K times per turn with the recorded history, reads the answers as a turn would, and serves a re-run from the cache', async () => {
    const fixture = hostileFixture(tmp.dir);
    const cacheDir = path.join(tmp.dir, 'cache');
    // A answers every message it is shown; B's model says one word and then only thinks.
    const a = await loopback((n) => `# «send»\nlive A ${n}`);
    const b = await loopback((n) => (n === 1 ? '# «send»\nlive B' : '# «think»\nnot mine to answer'));
    const askFor =
      (port: typeof a.port, dir = cacheDir) =>
      (): LiveAsk => ({
        samples: 2,
        cache: new AnswerCache(dir),
        modelFor: () => ({ port, provider: 'gemini' }),
      });

    const sideA = await replaySide(fixture, { configFile: CONFIG }, log, askFor(a.port));
    // B has a cache of its own: the same request to the same model id is one answer, whoever asks.
    const sideB = await replaySide(fixture, { configFile: CONFIG }, log, askFor(b.port, `${cacheDir}-b`));
    const shared = await replaySide(fixture, { configFile: CONFIG }, log, askFor(b.port));
    expect(shared.live?.answers.every((x) => x.cached)).toBe(true);
    // Two recorded turns, two samples each; the replay still sent the recorded answers.
    expect(sideA.live?.answers.map((x) => [x.turn, x.sample, x.cached])).toEqual([
      [1, 1, false],
      [1, 2, false],
      [2, 1, false],
      [2, 2, false],
    ]);
    const recorded = await replaySide(fixture, { configFile: CONFIG }, log);
    expect(sideA.result.actions).toEqual(recorded.result.actions);
    expect(sideA.result.actions.filter((x) => x.type === 'send')).toHaveLength(2);
    // The second turn's request shows the recorded first answer, not a live one.
    const second = JSON.stringify(a.server.requests[2]?.body);
    expect(second).toContain('Of course');
    expect(second).not.toContain('live A');
    expect(sideA.live?.usage).toMatchObject({ answers: 4, cached: 0, failed: 0 });
    expect(sideA.live?.usage.input_tokens).toBeGreaterThan(0);

    const row = compareSides('hostile', sideA, sideB);
    const sends = row.behaviour.kinds.find((k) => k.kind === 'send');
    expect(sends?.only_a).toEqual([
      'turn 1: → #901 live A 1',
      'turn 1: → #901 live A 2',
      'turn 2: → #910 live A 3',
      'turn 2: → #910 live A 4',
    ]);
    expect(sends?.only_b).toEqual(['turn 1: → #901 live B']);
    expect(row.behaviour.kinds.find((k) => k.kind === 'silence')?.only_b).toEqual([
      'turn 1',
      'turn 2',
      'turn 2',
    ]);
    // `expect: sends: {min: 2}` on the answers: A's meet it in both samples, B's fail in both.
    expect(row.a.expectations?.map((e) => e.ok)).toEqual([true]);
    expect(row.b.expectations?.[0]).toMatchObject({ ok: false });
    expect(row.b.expectations?.[0]?.found).toMatch(/failed in 2 of 2 samples/);
    expect(row.regressions).toHaveLength(1);

    // The re-run asks nothing: every answer is a file of its own, readable by its owner only.
    const asked = a.server.requests.length;
    const again = await replaySide(fixture, { configFile: CONFIG }, log, askFor(a.port));
    expect(a.server.requests.length).toBe(asked);
    expect(again.live?.answers.every((x) => x.cached)).toBe(true);
    expect(again.live?.usage.latency_ms_median).toBeNull();
    expect(compareSides('hostile', sideA, again).behaviour.changed).toBe(0);
    const files = readdirSync(cacheDir);
    expect(files).toHaveLength(4);
    expect(statSync(cacheDir).mode & 0o777).toBe(0o700);
    for (const f of files) expect(statSync(path.join(cacheDir, f)).mode & 0o777).toBe(0o600);

    // A cache file cut short is asked again, and replaced.
    for (const f of files) writeFileSync(path.join(cacheDir, f), '{"reply":');
    const repaired = await replaySide(fixture, { configFile: CONFIG }, log, askFor(a.port));
    expect(repaired.live?.answers.filter((x) => x.cached)).toHaveLength(0);
    expect(a.server.requests.length).toBe(asked + 4);
  });

  it('keys answers by the request: another config asks again, and a model that fails is reported, not cached', async () => {
    const fixture = hostileFixture(tmp.dir);
    const cacheDir = path.join(tmp.dir, 'cache-2');
    const ok = await loopback(() => '# «send»\nyes');
    const side = (configFile: string, port: typeof ok.port) =>
      replaySide(fixture, { configFile }, log, () => ({
        samples: 1,
        cache: new AnswerCache(cacheDir),
        modelFor: () => ({ port, provider: 'gemini' }),
      }));
    await side(CONFIG, ok.port);
    const stricter = await side(STRICTER, ok.port);
    expect(stricter.live?.answers.map((x) => x.cached)).toEqual([false]);

    const down = createModel({ baseUrl: 'http://127.0.0.1:9', attempts: 1 }, LOOPBACK_KEYS, systemClock, log);
    const failing = await replaySide(fixture, { configFile: CONFIG, persona: 'Heidi' }, log, () => ({
      samples: 1,
      cache: new AnswerCache(path.join(tmp.dir, 'cache-3')),
      modelFor: () => ({ port: down, provider: 'gemini' }),
    }));
    expect(failing.live?.usage).toMatchObject({ answers: 2, failed: 2 });
    expect(failing.live?.answers[0]?.failed).toBeTruthy();
    expect(existsSync(path.join(tmp.dir, 'cache-3'))).toBe(false);
  });
});

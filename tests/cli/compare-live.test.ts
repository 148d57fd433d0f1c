import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import type { CompareFixture, CompareResult } from '../../src/terminal/results.js';
import { tempDir } from '../helpers.js';
import { MARK, tunedConfig } from './compare-fixtures.js';
import { runCliInProcess } from './run-cli.js';

/**
 * `compare --live` through the command line: the sides' model is a loopback Gemini server behind
 * the real client (reached as the SDK reaches any endpoint), and answers differently when the
 * persona carries the added line, as a model told "never use emoji" would.
 */
const tmp = tempDir();
const server = new ScriptedGeminiServer((request) => {
  const tuned = JSON.stringify(request.body).includes(MARK);
  return textResponse(tuned ? '# «send»\nGlad you asked. x H' : '# «send»\nGlad you asked 📚');
});
const saved = { key: process.env.GEMINI_API_KEY, url: process.env.GOOGLE_GEMINI_BASE_URL };

beforeAll(async () => {
  process.env.GEMINI_API_KEY = 'loopback-key';
  process.env.GOOGLE_GEMINI_BASE_URL = await server.start();
});
afterAll(async () => {
  await server.stop();
  process.env.GEMINI_API_KEY = saved.key;
  process.env.GOOGLE_GEMINI_BASE_URL = saved.url;
  if (saved.key === undefined) delete process.env.GEMINI_API_KEY;
  tmp.cleanup();
});

describe('compare --live', () => {
  it('shows what each side’s model would answer, K times per turn, and a second run is served from the cache', async () => {
    const tuned = tunedConfig(tmp.dir);
    const cache = path.join(tmp.dir, 'answers');
    const args = [
      'compare',
      'examples/direct-hello.yaml',
      '--b',
      tuned,
      '--live',
      '--samples',
      '2',
      '--cache',
      cache,
    ];
    const first = await runCliInProcess([...args, '--json']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const result = JSON.parse(first.stdout) as CompareResult;
    expect(result.mode).toBe('live');
    expect(result.live).toEqual({ samples: 2, cache });
    const [row] = result.fixtures as CompareFixture[];
    const turns = row?.behaviour.turns.a ?? 0;
    expect(turns).toBeGreaterThan(0);
    expect(row?.a.live).toMatchObject({ answers: 2 * turns, cached: 0, failed: 0 });
    const sends = row?.behaviour.kinds.find((k) => k.kind === 'send');
    expect(sends?.only_a.every((e) => e.endsWith('Glad you asked 📚'))).toBe(true);
    expect(sends?.only_b.every((e) => e.endsWith('Glad you asked. x H'))).toBe(true);
    expect(sends?.only_b).toHaveLength(2 * turns);
    const asked = server.requests.length;
    expect(readdirSync(cache)).toHaveLength(4 * turns);

    const second = await runCliInProcess(args);
    expect(second.code).toBe(0);
    expect(server.requests.length).toBe(asked);
    expect(second.stdout).toContain('live mode: each side');
    expect(second.stdout).toMatch(/answers B: \d+ answers \(\d+ cached\).*all cached/);
    expect(second.stdout).toContain('send only B: turn 1:');
  });

  it('without a key says which variable to set, as that side’s row with exit 77, and asks nothing', async () => {
    const key = process.env.GEMINI_API_KEY;
    process.env.GEMINI_API_KEY = '';
    try {
      const asked = server.requests.length;
      const out = await runCliInProcess([
        'compare',
        'examples/direct-hello.yaml',
        '--persona',
        'Heidi,Heidi',
        '--live',
        '--json',
        '--cache',
        path.join(tmp.dir, 'none'),
      ]);
      const result = JSON.parse(out.stdout) as CompareResult;
      expect(result.fixtures[0]).toMatchObject({ side: 'a', code: 77 });
      expect(JSON.stringify(result.fixtures[0])).toContain('GEMINI_API_KEY');
      expect(out.code).toBe(77);
      expect(server.requests.length).toBe(asked);
      expect(existsSync(path.join(tmp.dir, 'none'))).toBe(false);
    } finally {
      process.env.GEMINI_API_KEY = key;
    }
  });
});

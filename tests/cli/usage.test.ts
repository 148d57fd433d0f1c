import { cpSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/open.js';
import { UsageLog } from '../../src/store/usage.js';
import type { UsageResult } from '../../src/terminal/usage.js';
import { tempDir } from '../helpers.js';
import { runCli } from './run-cli.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function project(): { dir: string; database: string } {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  for (const entry of ['config.yaml', 'prompts', 'media'])
    cpSync(entry, path.join(tmp.dir, entry), { recursive: true });
  return { dir: tmp.dir, database: path.join(tmp.dir, 'state', 'agent.sqlite') };
}

const usage = (prompt: number, output: number, cached = 0, thinking = 0) => ({
  promptTokens: prompt,
  cachedTokens: cached,
  outputTokens: output,
  thinkingTokens: thinking,
});

describe('character-agent usage', () => {
  it('sums tokens per persona, model and purpose, prices them, and filters by persona and period', async () => {
    const { dir, database } = project();
    const store = await openStore(database);
    const now = Date.now();
    let at = now - 3_600_000;
    const log = new UsageLog(store.db, () => at);
    await log.record({
      agent: 'Heidi',
      chatId: '7',
      purpose: 'turn',
      model: 'gemini-2.5-flash',
      usage: usage(1_000_000, 100_000, 200_000, 100_000),
    });
    await log.record({
      agent: 'Heidi',
      purpose: 'media',
      model: 'gemini-2.5-flash',
      usage: usage(1_000, 50),
    });
    await log.record({
      agent: 'Marlow',
      chatId: '9',
      purpose: 'turn',
      model: 'home-grown-model',
      usage: usage(10, 5),
    });
    at = now - 10 * 86_400_000;
    await log.record({
      agent: 'Heidi',
      chatId: '7',
      purpose: 'turn',
      model: 'gemini-2.5-flash',
      usage: usage(5, 5),
    });
    await store.close();

    const json = runCli(['usage', '--json'], { cwd: dir });
    expect(json.stderr).toBe('');
    const result = JSON.parse(json.stdout) as UsageResult;
    expect(result.rows.map((r) => [r.persona, r.purpose, r.calls])).toEqual([
      ['Heidi', 'media', 1],
      ['Heidi', 'turn', 1],
      ['Marlow', 'turn', 1],
    ]);
    // 800k uncached at $0.30, 200k cached at $0.03, 200k output+thinking at $2.50 per million.
    expect(result.rows[1]?.costUsd).toBeCloseTo(0.24 + 0.006 + 0.5, 6);
    expect(result.unpriced).toEqual(['home-grown-model']);
    expect(result.rows[2]?.costUsd).toBeNull();

    const heidi = JSON.parse(
      runCli(['usage', '--json', '--persona', 'heidi', '--since', '30d'], { cwd: dir }).stdout,
    );
    expect((heidi as UsageResult).total.calls).toBe(3);

    const text = runCli(['usage'], { cwd: dir });
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(
      /Heidi\s+gemini-2\.5-flash\s+turn\s+1\s+1,000,000\s+200,000\s+100,000\s+100,000\s+\$0\.75/,
    );
    expect(text.stdout).toContain('No price for home-grown-model');
  });

  it('says in one line what is wrong with --since or --persona', () => {
    const { dir } = project();
    const since = runCli(['usage', '--since', 'last week'], { cwd: dir });
    expect(since.code).toBe(1);
    expect(since.stderr).toMatch(/--since last week: give a span such as 24h or 7d/);
    const persona = runCli(['usage', '--persona', 'Nobody'], { cwd: dir });
    expect(persona.stderr).toMatch(/no persona "Nobody"/);
    expect(runCli(['usage', '--json'], { cwd: dir }).stdout).toContain('"calls": 0');
  });
});

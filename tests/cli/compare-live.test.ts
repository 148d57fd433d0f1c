import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { openStoreReadOnly } from '../../src/store/open.js';
import { UsageLog } from '../../src/store/usage.js';
import type { CompareFixture, CompareResult } from '../../src/terminal/results.js';
import type { UsageResult } from '../../src/terminal/usage.js';
import { tempDir } from '../helpers.js';
import { copiedConfig, MARK, tunedConfig } from './compare-fixtures.js';
import { runCliInProcess } from './run-cli.js';

/**
 * `compare --live` through the command line: the sides' model is a loopback Gemini server behind
 * the real client (reached as the SDK reaches any endpoint), and answers differently when the
 * persona carries the added line, as a model told "never use emoji" would.
 */
const tmp = tempDir();
const server = new ScriptedGeminiServer(
  (request) => {
    const body = JSON.stringify(request.body);
    if (body.includes('Judging two answers')) return textResponse(verdict(body));
    return textResponse(
      body.includes(MARK) ? '# «send»\nGlad you asked. x H' : '# «send»\nGlad you asked 📚',
    );
  },
  { estimateUsage: true },
);

/** A judge that prefers the signed answer wherever it is shown, in a fence as models write it. */
function verdict(body: string): string {
  const signedFirst = body.indexOf('x H') < body.indexOf('Glad you asked 📚');
  const scores = signedFirst ? [5, 2] : [2, 5];
  return `\`\`\`json\n${JSON.stringify({ reasoning: 'Answer with the sign-off fits her.', scores: { tone: scores }, winner: signedFirst ? '1' : '2' })}\n\`\`\``;
}
const saved = { key: process.env.GEMINI_API_KEY, url: process.env.GOOGLE_GEMINI_BASE_URL };
/**
 * The files in the repository's state folders (read from disk, so it also holds where the tree is
 * not a git checkout): no compare may add or remove one there.
 */
const repoState = () =>
  ['state', '.character-agent']
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name)),
    )
    .sort();
const stateBefore = repoState();

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
      '--a',
      copiedConfig(tmp.dir),
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

  it('reaches each side’s model through the factory: a models: entry on the OpenAI wire format beside Gemini', async () => {
    const local = path.join(tmp.dir, 'local.yaml');
    writeFileSync(
      local,
      readFileSync(tunedConfig(tmp.dir), 'utf8')
        .replace(MARK, '')
        .replace(
          /^model: .*$/m,
          `model: local\nmodels:\n  local:\n    provider: openai-compatible\n    base_url: ${process.env.GOOGLE_GEMINI_BASE_URL}/v1\n    model: llama3.1`,
        ),
    );
    const before = server.requests.length;
    const out = await runCliInProcess([
      'compare',
      'examples/direct-hello.yaml',
      '--a',
      local,
      '--b',
      tunedConfig(tmp.dir),
      '--live',
      '--cache',
      path.join(tmp.dir, 'wire'),
      '--json',
    ]);
    // Gemini's safety settings are said to be ignored there, once; nothing else is said.
    expect(
      out.stderr.split('\n').filter((l) => l && !l.includes('ignores these generation settings')),
    ).toEqual([]);
    expect(out.code).toBe(0);
    const paths = server.requests.slice(before).map((r) => r.path);
    expect(paths.filter((p) => p === '/v1/chat/completions').length).toBeGreaterThan(0);
    expect(paths.filter((p) => p.startsWith('/v1beta')).length).toBeGreaterThan(0);
    const [row] = (JSON.parse(out.stdout) as CompareResult).fixtures as CompareFixture[];
    expect(row?.a.live?.failed).toBe(0);
    expect(row?.behaviour.kinds.find((k) => k.kind === 'send')?.only_b.every((e) => e.endsWith('x H'))).toBe(
      true,
    );
  });

  it('--judge: A’s model scores each pair with A and B shown in a seeded order, its verdicts mapped back to the sides', async () => {
    // Configs of its own: their usage stores count this test's calls only.
    const own = path.join(tmp.dir, 'judged');
    mkdirSync(own);
    const tuned = tunedConfig(own);
    const base = copiedConfig(own);
    const args = [
      'compare',
      'examples/direct-hello.yaml',
      '--a',
      base,
      '--b',
      tuned,
      '--live',
      '--samples',
      '4',
      '--cache',
      path.join(tmp.dir, 'judged'),
      '--judge',
      '--seed',
      '7',
    ];
    const out = await runCliInProcess([...args, '--json']);
    expect(out.code).toBe(0);
    const result = JSON.parse(out.stdout) as CompareResult;
    expect(result.live?.judge).toEqual({ rubric: 'prompts/Judge.md', seed: 7 });
    const judge = (result.fixtures[0] as CompareFixture).judge;
    expect(judge?.verdicts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(judge?.verdicts.map((v) => v.shown_first))).toEqual(new Set(['a', 'b']));
    for (const v of judge?.verdicts ?? []) {
      expect(v.winner).toBe('b');
      expect(v.scores).toEqual({ tone: { a: 2, b: 5 } });
      expect(v.reasoning).toBe('Answer with the sign-off fits her.');
    }
    expect(judge?.usage.input_tokens).toBeGreaterThan(0);
    expect(result.total.judge).toEqual({ a: 0, b: judge?.verdicts.length, tie: 0 });
    // The same seed shows the same order; the verdicts come from the cache.
    const again = JSON.parse((await runCliInProcess([...args, '--json'])).stdout) as CompareResult;
    const judgedAgain = (again.fixtures[0] as CompareFixture).judge;
    expect(judgedAgain?.verdicts.map((v) => v.shown_first)).toEqual(
      judge?.verdicts.map((v) => v.shown_first),
    );
    expect(judgedAgain?.verdicts.every((v) => v.cached)).toBe(true);
    const readable = await runCliInProcess(args);
    expect(readable.stdout).toMatch(/judge \(gemini-[^,]+, seed 7, \$\S+\): A 0 · B \d+ · tie 0/);

    // Each call asked is in the usage of the config its side ran under, as Heidi in the fixture's
    // chat: A's sampled answers and the judge's verdicts under A's, B's answers under B's. The
    // re-runs, served from the cache, cost nothing and added nothing.
    const answers = (row: CompareFixture, side: 'a' | 'b') =>
      (row[side].live?.answers ?? 0) - (row[side].live?.cached ?? 0);
    const first = result.fixtures[0] as CompareFixture;
    // The same pair shown in the same order is one question: asked once, then served from the cache.
    const verdictsAsked = judge?.verdicts.filter((v) => !v.cached).length;
    expect(verdictsAsked).toBeGreaterThan(0);
    const usageOf = async (config: string) => {
      const out = await runCliInProcess(['usage', '--config', config, '--json']);
      expect(out.code).toBe(0);
      return (JSON.parse(out.stdout) as UsageResult).rows.map((r) => [r.persona, r.purpose, r.calls]);
    };
    expect(answers(first, 'a')).toBeGreaterThan(0);
    expect(await usageOf(base)).toEqual([
      ['Heidi', 'compare', answers(first, 'a')],
      ['Heidi', 'judge', verdictsAsked],
    ]);
    expect(await usageOf(tuned)).toEqual([['Heidi', 'compare', answers(first, 'b')]]);
    const store = await openStoreReadOnly(path.join(own, 'state', 'config.sqlite'), () => {});
    const inChat = await new UsageLog(store?.db as NonNullable<typeof store>['db'], Date.now).totals({
      since: 0,
      chatId: '7',
    });
    await store?.close();
    expect(inChat.map((t) => [t.purpose, t.calls, t.promptTokens > 0])).toEqual([
      ['compare', answers(first, 'a'), true],
      ['judge', verdictsAsked, true],
    ]);
  });

  it.each([
    [['--judge'], '--judge goes with --live'],
    [
      ['--live', '--judge', '--rubric', 'nowhere/Judge.md'],
      '--judge: rubric nowhere/Judge.md: no such file or folder',
    ],
    [['--live', '--judge', '--seed', '-1'], '--seed: a whole number'],
    [['--seed', '3'], '--rubric and --seed go with --judge'],
  ])('%j: one line, exit 1', async (extra, text) => {
    const out = await runCliInProcess([
      'compare',
      'examples/direct-hello.yaml',
      '--persona',
      'Heidi,Heidi',
      ...extra,
    ]);
    expect(out.code).toBe(1);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
    expect(out.stderr).toContain(text);
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

  it('still compares when the usage cannot be written: one warning, the answers as asked', async () => {
    const own = path.join(tmp.dir, 'unwritable');
    mkdirSync(own);
    const base = copiedConfig(own);
    // Where the database should be there is a folder.
    mkdirSync(path.join(own, 'state', 'config.sqlite'), { recursive: true });
    const out = await runCliInProcess([
      'compare',
      'examples/direct-hello.yaml',
      '--a',
      base,
      '--b',
      tunedConfig(own),
      '--live',
      '--samples',
      '2',
      '--cache',
      path.join(own, 'answers'),
      '--json',
    ]);
    expect(out.code).toBe(0);
    const [row] = (JSON.parse(out.stdout) as CompareResult).fixtures as CompareFixture[];
    expect(row?.a.live).toMatchObject({ cached: 0, failed: 0 });
    expect(row?.a.live?.answers).toBeGreaterThan(1);
    const warnings = out.stderr.split('\n').filter((l) => l.includes('model usage not recorded'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('config.sqlite');
  });

  it('wrote nothing into the repository’s state folders (each side’s config is a copy in a temporary folder)', () => {
    expect(repoState()).toEqual(stateBefore);
  });
});

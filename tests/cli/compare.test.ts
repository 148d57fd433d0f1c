import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CompareFixture, CompareResult } from '../../src/terminal/results.js';
import { tempDir } from '../helpers.js';
import { CONFIG, hostileFixture, MARK, STRICTER, tunedConfig } from './compare-fixtures.js';
import { expectOneLine } from './one-line.js';
import { runCliInProcess } from './run-cli.js';

/**
 * `compare`: two versions of a persona on the same recorded conversations, through the command
 * line as a person runs it.
 */
const tmp = tempDir();
afterAll(() => tmp.cleanup());

async function compareJson(args: string[], code = 0): Promise<CompareResult> {
  const result = await runCliInProcess(['compare', ...args, '--json']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(code);
  return JSON.parse(result.stdout) as CompareResult;
}

function compared(result: CompareResult): CompareFixture[] {
  return result.fixtures.flatMap((f) => ('request' in f ? [f] : []));
}

describe('compare', () => {
  it('shows one line added to a persona as that line in its section (the other persona unchanged), and nothing it did differently', async () => {
    const tuned = tunedConfig(tmp.dir);
    const result = await compareJson(['examples', 'tests/fixtures/memory.yaml', '--b', tuned]);
    expect(result.fixtures.map((f) => f.fixture)).toEqual([
      'examples/book-club.yaml',
      'examples/direct-hello.yaml',
      'examples/lighthouse-story.yaml',
      'tests/fixtures/memory.yaml',
    ]);
    for (const f of compared(result)) {
      const changed = f.request.filter((s) => s.a !== s.b || s.added.length + s.removed.length > 0);
      const heidi = f.a.persona === 'Heidi';
      expect(changed.map((s) => [s.name, s.added, s.removed])).toEqual(
        heidi ? [['# Your character', [MARK], []]] : [],
      );
      expect(f.b.usage.characters - f.a.usage.characters).toBe(heidi ? MARK.length + 1 : 0);
      expect(f.behaviour.changed).toBe(0);
      expect(f.regressions).toEqual([]);
      expect(f.a.config_file).toBe('config.yaml');
      expect(f.b.config_file).toBe(path.relative(process.cwd(), tuned));
    }
    expect(compared(result).map((f) => f.a.persona)).toEqual(['Heidi', 'Heidi', 'Marlow', 'Heidi']);
    expect(result.total).toMatchObject({ fixtures: 4, errors: 0, actions_changed: 0, regressions: 0 });
    expect(result.total.expectations.b).toEqual(result.total.expectations.a);
    expect(result.total.expectations.a.of).toBeGreaterThan(0);

    const readable = await runCliInProcess(['compare', 'examples/book-club.yaml', '--b', tuned]);
    expect(readable.code).toBe(0);
    expect(readable.stdout).toMatch(/^examples\/book-club\.yaml +\+36 +\+9 /m);
    expect(readable.stdout).toContain(`# Your character: +36 chars, +1/-0 lines\n      + ${MARK}`);
    expect(readable.stdout).toContain('no regression');
  });

  it('exits 2 when B fails an expectation A meets, and the HTML report escapes every text (written 0600)', async () => {
    const fixture = hostileFixture(tmp.dir);
    const report = path.join(tmp.dir, 'report.html');
    const result = await compareJson([fixture, '--a', CONFIG, '--b', STRICTER, '--html', report], 2);
    const [row] = compared(result);
    expect(row?.behaviour.turns).toEqual({ a: 2, b: 1 });
    expect(row?.behaviour.kinds.find((k) => k.kind === 'send')?.only_a).toEqual([
      '→ #910 Stoner! <img src=x onerror=alert(5)>',
    ]);
    expect(row?.regressions).toEqual(['sends: 2..∞: 1 message sent']);
    expect(result.total.regressions).toBe(1);

    const readable = await runCliInProcess(['compare', fixture, '--a', CONFIG, '--b', STRICTER]);
    expect(readable.code).toBe(2);
    expect(readable.stdout).toContain('REGRESSION sends: 2..∞: 1 message sent');
    expect(readable.stdout).toContain('1 regression: B fails what A meets');

    expect(statSync(report).mode & 0o777).toBe(0o600);
    const page = readFileSync(report, 'utf8');
    // The hostile texts are there, as text.
    expect(page).toContain('Stoner! &lt;img src=x onerror=alert(5)&gt;');
    expect(page).toContain('hostile&lt;b onclick=x&gt;.yaml');
    // Only our own elements, none with an event handler, nothing loaded from outside.
    const tags = new Set([...page.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => m[1]?.toLowerCase()));
    expect([...tags].filter((t) => !OUR_TAGS.has(t ?? ''))).toEqual([]);
    expect(page).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(page).not.toMatch(/<[^>]+\s(src|href)\s*=/i);
  });

  it('compares two personas of one config with --persona P1,P2', async () => {
    const result = await compareJson(['examples/lighthouse-story.yaml', '--persona', 'Heidi,Marlow']);
    expect(result.a).toEqual({ config: null, persona: 'Heidi' });
    expect(result.b).toEqual({ config: null, persona: 'Marlow' });
    const [row] = compared(result);
    expect([row?.a.persona, row?.b.persona]).toEqual(['Heidi', 'Marlow']);
    const names = row?.request.filter((s) => s.a === null).map((s) => s.name);
    expect(names).toContain('# Storytelling style');
  });

  it.each([
    [['compare', 'examples'], 1, 'compare needs two sides'],
    [['compare', 'examples', '--a', CONFIG], 1, 'compare needs two sides'],
    [['compare', 'examples', '--persona', 'A,B,C'], 1, '--persona: one persona for both sides, or two'],
    [['compare', '--b', CONFIG], 1, 'compare needs fixture files or folders'],
    [['compare', 'examples', '--b', CONFIG, '--samples', '3'], 1, '--samples and --cache go with --live'],
    [
      ['compare', 'examples', '--b', CONFIG, '--live', '--samples', '0'],
      1,
      '--samples: a whole number from 1 to 20',
    ],
  ])('%j: one line, exit %i', async (args, code, text) => {
    expectOneLine(await runCliInProcess(args), new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), code);
  });

  it('a fixture one side cannot run is its row, with that side’s exit code; the others are compared', async () => {
    const result = await compareJson(
      ['examples/direct-hello.yaml', 'tests/fixtures/memory.yaml', '--persona', 'Heidi,Nobody'],
      1,
    );
    expect(result.fixtures.map((f) => ('error' in f ? [f.side, f.code] : 'compared'))).toEqual([
      ['b', 1],
      ['b', 1],
    ]);
    expect(result.total.errors).toBe(2);
  });
});

const OUR_TAGS = new Set([
  'html',
  'head',
  'meta',
  'title',
  'style',
  'body',
  'h1',
  'h2',
  'h3',
  'p',
  'br',
  'table',
  'tr',
  'th',
  'td',
  'section',
  'ul',
  'li',
  'details',
  'summary',
  'pre',
]);

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, type LogLevel, RecentProblems } from '../../src/support/log.js';
import { seedFrom } from '../property.js';
import { demoConsole } from './demo-dir.js';

const SECRET = 'sk-live-secret-0123456789';

describe('the recent problems a logger keeps', () => {
  it('are its newest warnings and errors, newest first, at most the capacity, never a secret', () => {
    const seed = seedFrom('PROBLEMS_SEED', 20261127);
    console.info(`recent problems property seed: ${seed}`);
    const entry = fc.record({
      level: fc.constantFrom<LogLevel>('debug', 'info', 'warn', 'error'),
      msg: fc.oneof(fc.string(), fc.constant(`failed with key ${SECRET}`)),
      persona: fc.option(fc.constantFrom('Heidi', 'Marlow'), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), fc.integer({ min: 1, max: 8 }), (entries, capacity) => {
        const recent = new RecentProblems(capacity);
        const log = createLogger({
          level: 'debug',
          write: () => {},
          secrets: [SECRET],
          recent,
          now: () => 7,
        });
        for (const e of entries) log[e.level](e.msg, e.persona === undefined ? {} : { persona: e.persona });
        const expected = entries
          .filter((e) => e.level === 'warn' || e.level === 'error')
          .slice(-capacity)
          .reverse();
        const kept = recent.list();
        expect(kept.map((p) => [p.level, p.persona])).toEqual(expected.map((e) => [e.level, e.persona]));
        for (const [i, p] of kept.entries()) {
          expect(p.text).not.toContain(SECRET);
          expect(p.text).toBe((expected[i]?.msg ?? '').split(SECRET).join('[redacted]'));
        }
      }),
      { numRuns: 100, seed },
    );
  });
});

describe('the personas page', () => {
  let c: Awaited<ReturnType<typeof demoConsole>>;
  beforeAll(async () => {
    c = await demoConsole();
  });
  afterAll(() => c.close());
  const page = async () => (await fetch(`${c.base}/`, { headers: { cookie: c.cookie } })).text();

  it('shows the recent warnings and errors as text, and tells open pages when one comes', async () => {
    expect(await page()).toContain('None since the start.');
    const events = await fetch(`${c.base}/events`, { headers: { cookie: c.cookie } });
    const reader = events.body?.getReader();
    if (!reader) throw new Error('no event stream');
    await reader.read(); // ": connected"
    const log = createLogger({ write: () => {}, secrets: [SECRET], recent: c.demo.backend.problems });
    log.child({ persona: 'Heidi' }).error('<script>alert(1)</script> refused', { key: SECRET });
    // The demo's own turns may tell of their chats first; the problem's change names no chat.
    let told = '';
    while (!told.includes('data: {"agent":"Heidi"}\n\n'))
      told += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    const shown = await page();
    const panel = shown.slice(shown.indexOf('data-problems'));
    expect(panel).toMatch(
      /<li data-problem="error"><span class="badge paused">error<\/span> <span class="muted">\d\d:\d\d:\d\d Berlin<\/span> <strong>Heidi<\/strong> <span class="problem-text">&lt;script&gt;alert\(1\)&lt;\/script&gt; refused key=&quot;\[redacted\]&quot;<\/span><\/li>/,
    );
    expect(shown).not.toContain(SECRET);
  });
});

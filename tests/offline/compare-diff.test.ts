import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import { regressions } from '../../src/offline/compare.js';
import { type Behaviour, diffBehaviour } from '../../src/offline/compare-behaviour.js';
import {
  commonPrefix,
  diffLines,
  diffRequests,
  requestCharacters,
  requestUsage,
  type TurnRequest,
} from '../../src/offline/compare-request.js';
import { replayFile } from '../../src/offline/replay.js';
import { silentLogger } from '../../src/support/log.js';
import type { ExpectationResult, ReplayResult } from '../../src/terminal/results.js';
import { seedFrom } from '../property.js';

const text = fc.array(fc.constantFrom('# Your character', 'You are Heidi.', 'x H', '', 'hello', 'a\u0000b'), {
  maxLength: 8,
});
const turn: fc.Arbitrary<TurnRequest> = fc.record({
  request: fc.option(
    fc.record({
      model: fc.constantFrom('gemini-2.5-flash', 'unpriced-model'),
      systemInstruction: text.map((l) => l.join('\n')),
      generationConfig: fc.constant({ safetySettings: [] }),
      contents: fc.array(
        fc.record({
          role: fc.constantFrom('user' as const, 'model' as const),
          parts: fc.array(
            text.map((l) => ({ text: l.join('\n') })),
            { minLength: 1, maxLength: 3 },
          ),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
    { nil: null },
  ),
  reply: fc.string({ maxLength: 40 }),
});
const turns = fc.array(turn, { maxLength: 4 });

const word = fc.constantFrom('hello', 'x H', 'Kafka', 'the café');
const action = fc.oneof(
  fc.record({
    type: fc.constant('send' as const),
    chatId: fc.constant(1),
    text: word,
    replyTo: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  }),
  fc.record({
    type: fc.constant('sticker' as const),
    chatId: fc.constant(1),
    set: fc.constant('Duck'),
    name: word,
  }),
  fc.record({
    type: fc.constant('react' as const),
    chatId: fc.constant(1),
    messageId: fc.integer({ min: 1, max: 3 }),
    emoji: fc.constantFrom('👍', '❤'),
  }),
  fc.record({ type: fc.constant('typing' as const), chatId: fc.constant(1) }),
);
const behaviour: fc.Arbitrary<Behaviour> = fc
  .record({
    turnActions: fc.array(fc.array(action, { maxLength: 3 }), { maxLength: 3 }),
    withheld: fc.array(fc.record({ text: word, reason: fc.constant('narration' as const) }), {
      maxLength: 2,
    }),
    notes: fc.array(word, { maxLength: 2 }),
    plans: fc.array(word, { maxLength: 2 }),
    failed: fc.option(fc.array(word, { minLength: 1, maxLength: 1 }), { nil: undefined }),
  })
  .map((r) => ({
    actions: r.turnActions.flat(),
    turns: r.turnActions.map((actions, i) => ({
      trigger: { kind: 'message' as const },
      target: i + 1,
      request: null,
      reply: '',
      tasks: [],
      actions,
      issues: [],
      withheld: [],
    })),
    withheld: r.withheld,
    memory: {
      notes: r.notes.map((t, i) => ({ id: `n${i}`, text: t })),
      memories: [],
      people: [],
      summaries: [],
    },
    events: r.plans.map((what, i) => ({ id: `e${i}`, at: '2026-01-01 10:00', what })),
    ...(r.failed ? { failed: r.failed } : {}),
  }));

const runs = { numRuns: 200, seed: seedFrom('COMPARE_SEED', 20261127) };

describe('the request diff', () => {
  it('of a replay with itself is empty: every section the same size on both sides, no line only one side sends', () => {
    fc.assert(
      fc.property(turns, (t) => {
        for (const s of diffRequests(t, t)) {
          expect(s.a).toBe(s.b);
          expect(s.added).toEqual([]);
          expect(s.removed).toEqual([]);
        }
      }),
      runs,
    );
  });

  it('adds up to each side’s characters, and swapping the sides swaps it', () => {
    fc.assert(
      fc.property(turns, turns, (a, b) => {
        const rows = diffRequests(a, b);
        expect(rows.reduce((n, s) => n + (s.a ?? 0), 0)).toBe(requestUsage(a, DEFAULT_PRICES).characters);
        expect(rows.reduce((n, s) => n + (s.b ?? 0), 0)).toBe(requestUsage(b, DEFAULT_PRICES).characters);
        // The same rows, each side's figures and lines on the other side (order aside).
        const forward = rows.map((s) =>
          JSON.stringify([s.zone, s.name, s.a, s.b, [...s.removed].sort(), [...s.added].sort()]),
        );
        const backward = diffRequests(b, a).map((s) =>
          JSON.stringify([s.zone, s.name, s.b, s.a, [...s.added].sort(), [...s.removed].sort()]),
        );
        expect(backward.sort()).toEqual(forward.sort());
      }),
      runs,
    );
  });

  it('shows one line added to a persona as that line in its section, nothing else', () => {
    const base = (instructions: string): TurnRequest => ({
      request: {
        model: 'gemini-2.5-flash',
        systemInstruction: `# Format\nAnswer in blocks.\n\n# Your character\n${instructions}\n\n# This chat\nA group.`,
        generationConfig: { safetySettings: [] },
        contents: [{ role: 'user', parts: [{ text: '⟦#1 Alice⟧\nhi' }, { text: '⟦Now⟧' }] }],
      },
      reply: '# «send»\nhi',
    });
    const rows = diffRequests([base('You are Heidi.')], [base('You are Heidi.\nSign off with x H.')]);
    const changed = rows.filter((s) => s.a !== s.b || s.added.length + s.removed.length > 0);
    expect(changed).toEqual([
      {
        zone: 'system',
        name: '# Your character',
        a: '# Your character\nYou are Heidi.\n\n'.length,
        b: '# Your character\nYou are Heidi.\nSign off with x H.\n\n'.length,
        removed: [],
        added: ['Sign off with x H.'],
      },
    ]);
  });
});

describe('diffLines', () => {
  it('matches as many lines on each side: what is left of A and of B differs by the difference in lines', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const { removed, added } = diffLines(a.join('\n'), b.join('\n'));
        const lines = (l: string[]) => l.filter((x) => x.trim() !== '').length;
        expect(lines(a) - removed.length).toBe(lines(b) - added.length);
        for (const l of removed) expect(a).toContain(l);
        for (const l of added) expect(b).toContain(l);
      }),
      runs,
    );
  });
});

describe('request usage', () => {
  it('caches no more than it sends, and a repeated request whole', () => {
    fc.assert(
      fc.property(turns, (t) => {
        const usage = requestUsage(t, DEFAULT_PRICES);
        expect(usage.cached_tokens).toBeLessThanOrEqual(usage.tokens);
        expect(usage.cached_share).toBeGreaterThanOrEqual(0);
        expect(usage.cached_share).toBeLessThanOrEqual(1);
        for (const x of t)
          if (x.request) expect(commonPrefix(x.request, x.request)).toBe(requestCharacters(x.request));
        const priced = t.every((x) => x.request === null || x.request.model !== 'unpriced-model');
        expect(usage.cost === null).toBe(!priced);
      }),
      runs,
    );
  });

  it('prices tokens at about four characters, the cached prefix at the cached rate', () => {
    const request = {
      model: 'gemini-2.5-flash',
      systemInstruction: 's'.repeat(400),
      generationConfig: { safetySettings: [] },
      contents: [{ role: 'user' as const, parts: [{ text: 't'.repeat(400) }] }],
    };
    const usage = requestUsage([{ request, reply: 'r'.repeat(40) }], DEFAULT_PRICES);
    // The system instruction is the stable prefix of a first request: 100 of 200 tokens cached.
    expect(usage).toMatchObject({
      characters: 800,
      tokens: 200,
      cached_tokens: 100,
      cached_share: 0.5,
      output_tokens: 10,
    });
    expect(usage.cost).toBeCloseTo((100 * 0.3 + 100 * 0.03 + 10 * 2.5) / 1e6, 12);
  });
});

describe('the behaviour diff', () => {
  it('of a replay with itself is empty, and swapping the sides swaps what only one has', () => {
    fc.assert(
      fc.property(behaviour, behaviour, (a, b) => {
        expect(diffBehaviour(a, a).changed).toBe(0);
        const ab = diffBehaviour(a, b);
        const ba = diffBehaviour(b, a);
        expect(ba.changed).toBe(ab.changed);
        for (const k of ab.kinds) {
          const other = ba.kinds.find((x) => x.kind === k.kind);
          expect(other).toMatchObject({ a: k.b, b: k.a });
          expect([...(other?.only_a ?? [])].sort()).toEqual([...k.only_b].sort());
          // What the two share and what each has alone make up each side.
          expect(k.a - k.only_a.length).toBe(k.b - k.only_b.length);
        }
      }),
      runs,
    );
  });
});

describe('regressions', () => {
  let result: ReplayResult;
  beforeAll(async () => {
    result = await replayFile('tests/fixtures/memory.yaml', silentLogger);
  });
  const check = (turn: number | null, name: string, ok: boolean): ExpectationResult => ({
    turn,
    check: name,
    ok,
    found: ok ? 'met' : 'not met',
  });

  it('are the checks B fails and A does not, and work that failed on B alone', () => {
    const a = {
      ...result,
      expectations: [check(null, 'sends: 1..1', true), check(1, 'silent: true', false)],
    };
    const b = {
      ...result,
      expectations: [
        check(null, 'sends: 1..1', false),
        check(1, 'silent: true', false),
        check(2, 'turn', false),
      ],
      failed: ['received: boom'],
    };
    expect(regressions(a, b)).toEqual([
      'sends: 1..1: not met',
      'turn 2: turn: not met',
      'the replay failed: received: boom',
    ]);
    expect(regressions(b, a)).toEqual([]);
    expect(regressions(a, a)).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExpectations, expectSchema, matches } from '../../src/offline/fixture-expect.js';
import type { ReplayAction, ReplayResult, ReplayTurn } from '../../src/terminal/results.js';
import { seedFrom } from '../property.js';

const seed = seedFrom('EXPECT_SEED', 20261127);

const word = fc.constantFrom('Kafka', 'shelf', 'Saturday', 'pretzels', 'ATLAS', 'book', 'Über');
const action: fc.Arbitrary<ReplayAction> = fc.oneof(
  fc
    .record({
      words: fc.array(word, { minLength: 1, maxLength: 4 }),
      replyTo: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    })
    .map(({ words, replyTo }) => ({
      type: 'send' as const,
      chatId: 7,
      text: words.join(' '),
      ...(replyTo ? { replyTo } : {}),
    })),
  fc.constant({ type: 'sticker' as const, chatId: 7, set: 'HeidiDuck', name: '📚' }),
  fc.constant({ type: 'react' as const, chatId: 7, messageId: 1, emoji: '👍' }),
  fc.constant({ type: 'typing' as const, chatId: 7 }),
  fc.constant({ type: 'read' as const, chatId: 7 }),
);

/** A replay of some turns, each with its actions; the whole replay's actions are theirs in order. */
const replay: fc.Arbitrary<ReplayResult> = fc
  .array(fc.array(action, { maxLength: 5 }), { minLength: 1, maxLength: 3 })
  .map((perTurn) => {
    const turns: ReplayTurn[] = perTurn.map((actions) => ({
      trigger: { kind: 'message' },
      target: 1,
      request: null,
      reply: '',
      tasks: [],
      actions,
      issues: [],
      withheld: [],
    }));
    return {
      persona: 'Heidi',
      config_file: 'config.yaml',
      chat: { id: 7, type: 'direct' },
      target: 1,
      request: null,
      provider: 'gemini',
      reply: '',
      tasks: [],
      actions: perTurn.flat(),
      issues: [],
      withheld: [],
      finishedAt: '2026-01-01T00:00:00.000Z',
      turns,
      memory: { notes: [], memories: [], people: [], summaries: [] },
      events: [],
    };
  });

const messagesOf = (actions: readonly ReplayAction[]) =>
  actions.filter((a) => a.type === 'send' || a.type === 'sticker').length;
const textsOf = (actions: readonly ReplayAction[]) =>
  actions.flatMap((a) => (a.type === 'send' ? [a.text] : []));
const only = (e: ReturnType<typeof checkExpectations>) => {
  expect(e).toHaveLength(1);
  return e[0]?.ok;
};

describe('expect: checked against a replay', () => {
  it('sends {min, max} holds exactly when the messages sent are within the bounds, whole or per turn', () => {
    fc.assert(
      fc.property(replay, fc.nat(6), fc.nat(6), (result, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const sends = { min, max };
        const n = messagesOf(result.actions);
        expect(only(checkExpectations(expectSchema.parse({ sends }), result))).toBe(n >= min && n <= max);
        const perTurn = checkExpectations(
          expectSchema.parse({ turns: result.turns.map(() => ({ sends })) }),
          result,
        );
        expect(perTurn.map((e) => e.ok)).toEqual(
          result.turns.map((t) => messagesOf(t.actions) >= min && messagesOf(t.actions) <= max),
        );
      }),
      { seed, numRuns: 200 },
    );
  });

  it('sends_match and never_match are each other’s opposite for one pattern, substring or regex', () => {
    fc.assert(
      fc.property(replay, word, fc.boolean(), (result, w, asRegex) => {
        // Case-folded substrings: the word as written in any case; a regex: as it is.
        const pattern = asRegex ? `/\\b${w}\\b/` : w.toUpperCase();
        const found = textsOf(result.actions).some((t) =>
          asRegex ? new RegExp(`\\b${w}\\b`).test(t) : t.toLowerCase().includes(w.toLowerCase()),
        );
        const e = checkExpectations(
          expectSchema.parse({ sends_match: pattern, never_match: pattern }),
          result,
        );
        expect(e.map((x) => x.ok)).toEqual([found, !found]);
      }),
      { seed, numRuns: 200 },
    );
  });

  it('silent holds when no message, sticker or reaction reached the chat; replies_to when one answers the id', () => {
    fc.assert(
      fc.property(replay, fc.boolean(), fc.integer({ min: 1, max: 4 }), (result, silent, id) => {
        const reached = result.actions.some(
          (a) => a.type === 'send' || a.type === 'sticker' || a.type === 'react',
        );
        expect(only(checkExpectations(expectSchema.parse({ silent }), result))).toBe(reached !== silent);
        const replied = result.actions.some(
          (a) => (a.type === 'send' || a.type === 'sticker') && a.replyTo === id,
        );
        expect(only(checkExpectations(expectSchema.parse({ replies_to: id }), result))).toBe(replied);
      }),
      { seed, numRuns: 200 },
    );
  });

  it('a turn that did not run fails its checks, saying how many ran', () => {
    fc.assert(
      fc.property(replay, (result) => {
        const turns = [...result.turns.map(() => null), { silent: true }];
        const [e] = checkExpectations(expectSchema.parse({ turns }), result);
        expect(e).toEqual({
          turn: result.turns.length + 1,
          check: 'turn',
          ok: false,
          found: `turn ${result.turns.length + 1} did not run (${result.turns.length} ran)`,
        });
      }),
      { seed, numRuns: 20 },
    );
  });

  it('per turn, memory_has and plans_has read what the turn wrote, not a step planning dropped', () => {
    fc.assert(
      fc.property(replay, fc.boolean(), fc.boolean(), (base, droppedPerson, droppedEvent) => {
        const [first] = base.turns;
        if (!first) return;
        first.tasks = [
          { type: 'person', params: { user: '7', text: 'Alice: allergic to cats' } },
          { type: 'event', params: { what: 'Ask Alice about the exam' } },
        ];
        first.issues = [
          ...(droppedPerson ? ['step 1: person 7 dropped: nobody with that user id is in this chat'] : []),
          ...(droppedEvent ? ['step 2: event dropped: plans are not kept here'] : []),
        ];
        const e = checkExpectations(
          expectSchema.parse({
            turns: [{ memory_has: [{ kind: 'person', user: 7, text: 'cats' }], plans_has: 'exam' }],
          }),
          base,
        );
        expect(e.map((x) => x.ok)).toEqual([!droppedPerson, !droppedEvent]);
      }),
      { seed, numRuns: 20 },
    );
  });

  it('matches case-folded substrings and /regex/flags', () => {
    expect(matches('still coming?', 'It is Saturday! Still coming?')).toBe(true);
    expect(matches('/still coming/', 'Still coming?')).toBe(false);
    expect(matches('/still coming/i', 'Still coming?')).toBe(true);
    expect(matches('/', 'a/b')).toBe(true);
  });

  it('refuses a pattern that is no regular expression, and a summary expected of one turn', () => {
    expect(expectSchema.safeParse({ sends_match: '/(unclosed/' }).error?.issues[0]?.message).toMatch(
      /^not a regular expression: /,
    );
    expect(
      expectSchema.safeParse({ turns: [{ memory_has: [{ kind: 'summary', text: 'x' }] }] }).error?.issues[0]
        ?.message,
    ).toMatch(/a turn writes no summary/);
  });
});

import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import { openStore } from '../../src/store/open.js';
import { UsageLog } from '../../src/store/usage.js';
import type { ModelCall } from '../../src/support/usage.js';
import { turnFigures, usageResult } from '../../src/terminal/usage.js';
import { seedFrom } from '../property.js';

/** Priced models and one without a price: a turn that used it has no cost, as on the Usage page. */
const MODELS = ['gemini-2.5-flash', 'gemini-2.5-pro', 'local-llama'];

const call: fc.Arbitrary<ModelCall> = fc.record({
  agent: fc.constantFrom('Heidi', 'Jonas'),
  chatId: fc.constantFrom('7', '8'),
  purpose: fc.constantFrom('turn' as const, 'summary' as const),
  model: fc.constantFrom(...MODELS),
  // Calls of no turn (summaries, media, rows written before turns were linked) stay out of every card.
  turnId: fc.option(fc.constantFrom('t1', 't2', 't3'), { nil: undefined }),
  latencyMs: fc.nat(30_000),
  usage: fc
    .record({
      promptTokens: fc.nat(200_000),
      outputTokens: fc.nat(4_000),
      thinkingTokens: fc.nat(4_000),
      cachedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ cachedShare, ...u }) => ({ ...u, cachedTokens: Math.floor(u.promptTokens * cachedShare) })),
});

describe('a turn card’s figures (property)', () => {
  it('sum exactly the calls of their turn, and price them as the Usage page prices the same calls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(call, { maxLength: 25 }), async (calls) => {
        await withCalls(calls, async (log) => {
          const linked = calls.filter((c) => c.turnId !== undefined);
          const turnIds = [...new Set(linked.map((c) => c.turnId ?? ''))];
          const cards = await log.ofTurns(turnIds);
          expect([...cards.keys()].sort()).toEqual([...turnIds].sort());
          for (const id of turnIds) {
            const own = linked.filter((c) => c.turnId === id);
            const figures = turnFigures(cards.get(id) ?? [], DEFAULT_PRICES);
            const sum = (f: (c: ModelCall) => number) => own.reduce((n, c) => n + f(c), 0);
            expect(figures.calls).toBe(own.length);
            expect(figures.promptTokens).toBe(sum((c) => c.usage.promptTokens));
            expect(figures.cachedTokens).toBe(sum((c) => c.usage.cachedTokens));
            expect(figures.outputTokens).toBe(sum((c) => c.usage.outputTokens));
            expect(figures.thinkingTokens).toBe(sum((c) => c.usage.thinkingTokens));
            expect(figures.latencyMs).toBe(sum((c) => c.latencyMs ?? 0));
            // The card prices its calls as the Usage page prices the same rows.
            const totals = await withCalls(own, (alone) => alone.totals({ since: 0 }));
            const page = usageResult(totals, DEFAULT_PRICES, 0, '');
            if (page.unpriced.length > 0) expect(figures.costUsd).toBeNull();
            else expect(figures.costUsd).toBeCloseTo(page.total.costUsd, 6);
          }
        });
      }),
      { numRuns: 25, seed: seedFrom('USAGE_TURNS_SEED') },
    );
  });
});

describe('reading a chat page’s turns back', () => {
  it('finds their calls through the turn index, not by reading every usage row', async () => {
    const statements: string[] = [];
    const store = await openStore(':memory:', { onStatement: (sql) => statements.push(sql) });
    try {
      const log = new UsageLog(store.db, () => 1_000);
      await log.ofTurns(['t1', 't2']);
      const read = statements.find((sql) => /^select .* from "model_usage"/.test(sql)) ?? '';
      const plan = await sql.raw<{ detail: string }>(`EXPLAIN QUERY PLAN ${read}`).execute(store.db);
      expect(plan.rows.map((r) => r.detail).join('\n')).toMatch(
        /SEARCH model_usage USING INDEX model_usage_by_turn/,
      );
    } finally {
      await store.close();
    }
  });
});

/** `use` on a store that holds exactly these calls. */
async function withCalls<T>(calls: readonly ModelCall[], use: (log: UsageLog) => Promise<T>): Promise<T> {
  const store = await openStore(':memory:');
  try {
    const log = new UsageLog(store.db, () => 1_000);
    for (const c of calls) await log.record(c);
    return await use(log);
  } finally {
    await store.close();
  }
}

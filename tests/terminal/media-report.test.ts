import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ItemState } from '../../src/media/library.js';
import { totals } from '../../src/terminal/media-report.js';
import { seedFrom } from '../property.js';

/** `media describe`'s last line: what the budget went on adds up to what was spent. */
describe('media describe totals', () => {
  it('says what the budget went on, then what cost nothing', () => {
    expect(
      totals({
        budget: { total: 8, spent: 6 },
        counts: { described: 4, fallback: 1, curated: 4, unsupported: 1 },
      }),
    ).toBe('6 of the 8-item budget spent (4 described, 1 fallback, 1 unsupported); 4 curated');
    expect(totals({ budget: { total: 8, spent: 0 }, counts: {} })).toBe('0 of the 8-item budget spent');
  });

  it('the numbers in brackets add up to the budget spent, whatever the mix', () => {
    const spending = ['described', 'fallback', 'unsupported', 'error', 'timeout'] as const;
    const free = ['curated', 'cached', 'over-budget', 'gave-up', 'known-unsupported', 'skipped'] as const;
    const counts = (states: readonly ItemState[]) =>
      fc.record(
        Object.fromEntries(states.map((s) => [s, fc.nat(20)])) as Record<ItemState, fc.Arbitrary<number>>,
      );
    fc.assert(
      fc.property(counts(spending), counts(free), fc.nat(50), (spent, other, extra) => {
        const used = Object.values(spent).reduce((n, c) => n + c, 0);
        const line = totals({ budget: { total: used + extra, spent: used }, counts: { ...spent, ...other } });
        const bracket = /\(([^)]*)\)/.exec(line)?.[1] ?? '';
        const sum = [...bracket.matchAll(/(\d+) /g)].reduce((n, m) => n + Number(m[1]), 0);
        expect(sum).toBe(used);
        expect(line.startsWith(`${used} of the ${used + extra}-item budget spent`)).toBe(true);
      }),
      { numRuns: 200, seed: seedFrom('MEDIA_TOTALS_SEED') },
    );
  });
});

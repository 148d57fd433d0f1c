import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closest, editDistance, SUGGESTION_DISTANCE } from '../../src/support/suggest.js';
import { seedFrom } from '../property.js';

const word = fc.string({ unit: fc.constantFrom(...'abcdefgh_/-'), minLength: 1, maxLength: 12 });

/** One keystroke wrong: a letter dropped, added, replaced, or two neighbours swapped. */
const typo = (w: string, at: number, kind: number, letter: string): string => {
  const i = at % w.length;
  if (kind === 0) return w.slice(0, i) + w.slice(i + 1);
  if (kind === 1) return w.slice(0, i) + letter + w.slice(i);
  if (kind === 2) return w.slice(0, i) + letter + w.slice(i + 1);
  return i + 1 < w.length ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w;
};
const keystroke = fc.tuple(fc.nat(), fc.integer({ min: 0, max: 3 }), fc.constantFrom(...'xyz'));

describe('did you mean: the nearest candidate within two edits', () => {
  it('is a distance: zero only between equals, symmetric, and each typo costs at most one', () => {
    fc.assert(
      fc.property(word, word, keystroke, (a, b, [at, kind, letter]) => {
        expect(editDistance(a, a)).toBe(0);
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        if (a.toLowerCase() !== b.toLowerCase()) expect(editDistance(a, b)).toBeGreaterThan(0);
        expect(editDistance(a, typo(a, at, kind, letter))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300, seed: seedFrom('SUGGEST_SEED', 20261127) },
    );
  });

  it('finds the word one or two typos away, never one further than the nearest', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.array(keystroke, { minLength: 1, maxLength: 2 }),
        (candidates, pick, typos) => {
          const meant = candidates[pick % candidates.length] as string;
          const typed = typos.reduce((w, [at, kind, letter]) => (w ? typo(w, at, kind, letter) : w), meant);
          const suggested = closest(typed, candidates);
          if (candidates.includes(typed) || typed === '') return;
          expect(suggested).toBeDefined();
          const best = Math.min(...candidates.map((c) => editDistance(typed, c)));
          expect(best).toBeLessThanOrEqual(SUGGESTION_DISTANCE);
          expect(editDistance(typed, suggested as string)).toBe(best);
        },
      ),
      { numRuns: 300, seed: seedFrom('SUGGEST_SEED', 20261127) },
    );
  });

  it('suggests nothing for a word far from every candidate', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 8 }), word, (candidates, typed) => {
        const far = candidates.every((c) => editDistance(typed, c) > SUGGESTION_DISTANCE);
        if (far) expect(closest(typed, candidates)).toBeUndefined();
      }),
      { numRuns: 300, seed: seedFrom('SUGGEST_SEED', 20261127) },
    );
  });
});

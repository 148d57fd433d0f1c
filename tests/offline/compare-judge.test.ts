import { describe, expect, it } from 'vitest';
import { aFirst, readVerdict, shownAnswer } from '../../src/offline/compare-judge.js';

/** The judge's pure parts: which answer it sees first, what it is shown, how its answer is read. */
describe('the judge', () => {
  it('shows A first in about half the pairs, the same pairs for the same seed', () => {
    const order = (seed: number) =>
      Array.from({ length: 200 }, (_v, i) =>
        aFirst(seed, 'examples/x.yaml', (i % 10) + 1, Math.floor(i / 10) + 1),
      );
    const first = order(7);
    expect(order(7)).toEqual(first);
    expect(order(8)).not.toEqual(first);
    const share = first.filter(Boolean).length / first.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
  });

  it('reads the first JSON object of an answer, fenced or not, and says why when it cannot', () => {
    const verdict = { reasoning: 'Both fine; 2 is warmer.', winner: '2' };
    expect(
      readVerdict({ kind: 'text', text: `Sure!\n\`\`\`json\n${JSON.stringify(verdict)}\n\`\`\`` }),
    ).toEqual(verdict);
    expect(readVerdict({ kind: 'text', text: 'Answer 2 is better.' })).toEqual({
      unreadable: 'the judge answered without a JSON object',
    });
    expect(readVerdict({ kind: 'text', text: '{"reasoning": "x", "winner": "B"}' })).toHaveProperty(
      'unreadable',
    );
    expect(readVerdict({ kind: 'text', text: '{"reasoning": "x", winner: 1}' })).toHaveProperty('unreadable');
    expect(readVerdict({ kind: 'silent', reason: 'SAFETY' })).toEqual({
      unreadable: 'the judge gave no answer (SAFETY)',
    });
  });

  it('shows an answer as what would reach the chat: messages, a sticker, a reaction, or silence', () => {
    expect(shownAnswer([])).toBe('[stays silent]');
    expect(
      shownAnswer([
        { type: 'send', params: { text: 'Hi!' } },
        { type: 'sticker', params: { set: 'HeidiDuck', name: '😂' } },
        { type: 'react', params: { emoji: '👍', messageId: 5 } },
        { type: 'note', params: { text: 'private' } },
      ]),
    ).toBe('Hi!\n---\n[sends the sticker 😂]\n---\n[reacts 👍 to message #5]');
  });
});

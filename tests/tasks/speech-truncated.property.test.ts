import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../property.js';
import { type Expected, judge } from './corpus/evaluate.js';
import { oneLineMessage } from './sent-whole.js';

/*
 * An answer stopped by the output limit: whatever block it was cut in (a message, a sticker cut in
 * its set's name or before its emoji, a reaction), the blocks before it are whole and sent, and
 * nothing of the cut block reaches the chat.
 */
const seed = seedFrom('SPEECH_TRUNCATED_SEED', 20261128);

const LAST_BLOCKS = [
  '# «sticker»\nHeidiDuck\n😂',
  '# «sticker» 👋',
  '# «react» 4005 👍',
  '# «send»\nSee you on Saturday, bring the cake!',
];

describe('an answer cut by the output limit', () => {
  it('sends the blocks before the cut one whole, and nothing of the cut one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(oneLineMessage, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...LAST_BLOCKS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (messages, last, where) => {
          // Cut after the heading's name, anywhere before the block's end.
          const from = last.indexOf('»') + 1;
          const cut = last.slice(0, from + Math.floor(where * (last.length - from - 1)));
          const answer = [...messages.map((m) => `# «send»\n${m}`), cut].join('\n\n');
          const expected = messages.map((text): Expected => ({ type: 'send', text }));
          const verdict = judge({ name: 'generated', answer, truncated: true, expect: expected });
          expect([verdict.lost, verdict.leaked], answer).toEqual([[], []]);
        },
      ),
      { numRuns: 150, seed },
    );
  });
});

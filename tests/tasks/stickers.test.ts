import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stickerNamedWithSet } from '../../src/tasks/stickers.js';
import { seedFrom } from '../property.js';
import { expectAsMeant } from './sent-whole.js';

/** The word for a sticker and "from" or "of", as models write them beside a set's name. */
const WORDS = [
  '',
  'sticker',
  '스티커',
  'スタンプ',
  'стикер',
  'iš',
  'from',
  'de',
  'von',
  'の',
  'sticker from',
];
const EMOJI = ['😂', '👋', '😴'];

describe('a sticker named by its set and its emoji', () => {
  const runs = { numRuns: 120, seed: seedFrom('STICKERS_SEED', 20261128) };

  it('in any order, with the word for a sticker or "from", is that sticker', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EMOJI),
        fc.constantFrom(...WORDS),
        fc.boolean(),
        fc.boolean(),
        (emoji, word, setFirst, block) => {
          const parts = setFirst ? ['HeidiDuck', word, emoji] : [emoji, word, 'HeidiDuck'];
          const line = parts.filter(Boolean).join(' ');
          expectAsMeant({
            answer: `# «send»\nsee you!\n\n# «${block ? 'sticker' : 'send'}»\n${line}`,
            expect: [
              { type: 'send', text: 'see you!' },
              { type: 'sticker', set: 'HeidiDuck', name: emoji },
            ],
          });
        },
      ),
      runs,
    );
  });

  it('twins: a message naming the set among more words is sent', () => {
    for (const text of [
      'HeidiDuck is my favourite set ever 😂',
      'I love the new HeidiDuck pack so much 😴',
      'did you see HeidiDuck 👋 and the other two?',
    ])
      expectAsMeant({ answer: `# «send»\n${text}`, expect: [{ type: 'send', text }] });
    expect(stickerNamedWithSet('😂 😂 HeidiDuck', ['HeidiDuck'])).toBeUndefined();
  });
});

describe('a sticker block holding its line of the offer list', () => {
  it('is that sticker, with or without the bullet, the description and its set’s header', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EMOJI),
        fc.constantFrom('- ', '• ', '* ', ''),
        fc.constantFrom(' — ‹a sleepy duck in a nightcap›', ' - ‹waving›', ' ‹a duck›', ''),
        fc.boolean(),
        (emoji, bullet, description, header) => {
          expectAsMeant({
            answer: `# «sticker»\n${header ? 'Set HeidiDuck:\n' : ''}${bullet}${emoji}${description}`,
            expect: [{ type: 'sticker', set: 'HeidiDuck', name: emoji }],
          });
        },
      ),
      { numRuns: 40, seed: seedFrom('STICKER_LINE_SEED', 20261129) },
    );
  });
});

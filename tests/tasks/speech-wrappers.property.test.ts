import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant, oneLineMessage } from './sent-whole.js';

/** A persona's name and a letter's signature with it, as languages close a letter. */
const SIGNED: readonly [string, string][] = [
  ['지민', '지민 드림'],
  ['지민', '지민 올림'],
  ['ユキ', 'ユキより'],
  ['Aroha', 'Nā Aroha'],
  ['Heidi', 'from Heidi'],
  ['Heidi', 'von Heidi'],
  ['Оксана', 'від Оксана'],
];

describe('a signature closing the message', () => {
  const runs = { numRuns: 100, seed: seedFrom('SPEECH_WRAPPERS_SEED', 20261128) };

  it('with a closing word after the name or "from" before it, is held back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIGNED), oneLineMessage, ([persona, signature], text) => {
        expectAsMeant({
          answer: `# «send»\n${text}\n${signature}`,
          persona,
          expect: [{ type: 'send', text }],
        });
      }),
      runs,
    );
  });
});

describe('the persona’s own name in a roll-call', () => {
  const runs = { numRuns: 100, seed: seedFrom('SPEECH_WRAPPERS_SEED', 20261128) };
  const CALLS: readonly [string, string, string][] = [
    ['ユキ', '持ち物の分担：', 'ミオ：おにぎり\nハルト：飲み物'],
    ['Heidi', 'Who brings what:', 'Jonas: chips\nAlice: drinks'],
    ['Марта', 'Кто что несёт:', 'Сергей: хлеб\nОля: сыр'],
  ];

  it('under a title, as one of the list’s keys, is sent with the list', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CALLS),
        fc.constantFrom('the mat', 'ケーキ 🍰', 'сок'),
        ([persona, title, list], item) => {
          // The persona's line with a full-width colon, as the corpus judge reads a `Name:` line as a label anywhere.
          const text = `${title}\n${list}\n${persona}：${item}`;
          expectAsMeant({
            answer: `# «send»\n${text}`,
            persona,
            chat: 'group',
            callout: true,
            expect: [{ type: 'send', text, replyTo: 4005 }],
          });
        },
      ),
      runs,
    );
  });

  it('twin: opening the body, it is the persona’s label', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CALLS), oneLineMessage, ([persona], text) => {
        expectAsMeant({ answer: `# «send»\n${persona}: ${text}`, persona, expect: [{ type: 'send', text }] });
      }),
      runs,
    );
  });
});

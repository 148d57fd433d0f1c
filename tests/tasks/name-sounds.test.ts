import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant, oneLineMessage } from './sent-whole.js';

/** Names in Chinese characters and their pinyin, as a model labels the persona's line with it. */
const NAMES: readonly [string, string][] = [
  ['小雨', 'Xiaoyu'],
  ['美玲', 'Meiling'],
  ['子涵', 'Zihan'],
  ['建国', 'Jianguo'],
  ['欣怡', 'Xīnyí'],
  ['浩然', 'Haoran'],
];
/** Words a person opens a line with before a colon, some of them pinyin-shaped (`Menu`, `Mango`). */
const WORDS = ['Menu', 'Mango', 'Update', 'Haha', 'Reminder', 'Sunday', 'Panda'];

describe('a label in pinyin for a name in Chinese characters', () => {
  const runs = { numRuns: 80, seed: seedFrom('NAME_SOUNDS_SEED', 20261128) };

  it('is held back as the persona’s label', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), oneLineMessage, fc.boolean(), ([name, pinyin], text, bold) => {
        const label = bold ? `**${pinyin}:**` : `${pinyin}：`;
        expectAsMeant({
          answer: `# «send»\n${label} ${text}`,
          persona: name,
          expect: [{ type: 'send', text }],
        });
      }),
      runs,
    );
  });

  it('twins: a word before a colon is the message’s, and so is a pinyin name of another length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.constantFrom(...WORDS),
        oneLineMessage,
        ([name], word, text) => {
          expectAsMeant({
            answer: `# «send»\n${word}: ${text}`,
            persona: name,
            expect: [{ type: 'send', text: `${word}: ${text}` }],
          });
          // Three syllables for a name of two characters is someone else (`Liuxiaoyu`).
          expectAsMeant({
            answer: `# «send»\nLiuxiaoyu: ${text}`,
            persona: name,
            expect: [{ type: 'send', text: `Liuxiaoyu: ${text}` }],
          });
        },
      ),
      runs,
    );
  });
});

describe('a name in Inuktitut syllabics', () => {
  it('labels or signs a persona named in Latin letters, and the reverse', () => {
    for (const [persona, written] of [
      ['Nuka', 'ᓄᑲ'],
      ['Aputi', 'ᐊᐳᑎ'],
      ['ᐱᓇ', 'Pina'],
    ] as const) {
      expectAsMeant({
        answer: `# «send»\n${written}: ᐄ, see you`,
        persona,
        expect: [{ type: 'send', text: 'ᐄ, see you' }],
      });
      expectAsMeant({
        answer: `# «send»\nsee you\n— ${written}`,
        persona,
        expect: [{ type: 'send', text: 'see you' }],
      });
    }
  });

  it('twin: another name in syllabics is someone else', () => {
    const text = 'ᓴᓂ: ᐄ, see you';
    expectAsMeant({ answer: `# «send»\n${text}`, persona: 'Nuka', expect: [{ type: 'send', text }] });
  });
});

describe('a name in Arabic script whose hamza sits on a glide', () => {
  // ئ reads as the vowel of `Aisha` or the `ye` of `Ayesha`: either spelling is the persona's.
  const NAMES: readonly [string, string][] = [
    ['عائشہ', 'Ayesha'],
    ['عائشة', 'Aisha'],
    ['فائزہ', 'Faiza'],
    ['رائد', 'Raed'],
  ];
  const runs = { numRuns: 60, seed: seedFrom('NAME_SOUNDS_SEED', 20261128) };

  it('signs a message as the persona, and the signature is held back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), oneLineMessage, ([written, persona], text) => {
        expectAsMeant({
          answer: `# «send»\n${text}\n— ${written}`,
          persona,
          expect: [{ type: 'send', text }],
        });
      }),
      runs,
    );
  });

  it('twin: the same words end a message for a persona of another name', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), oneLineMessage, ([written], text) => {
        const message = `${text}\nسلام ${written}`;
        expectAsMeant({
          answer: `# «send»\n${message}`,
          persona: 'Hina',
          expect: [{ type: 'send', text: message }],
        });
      }),
      runs,
    );
  });
});

describe('a Latin name written in the Chinese characters that spell foreign names', () => {
  // The test's own transcriptions, as Chinese writes these names.
  const NAMES: readonly [string, string][] = [
    ['Heidi', '海蒂'],
    ['Anna', '安娜'],
    ['Maria', '玛丽亚'],
    ['Daniel', '丹尼尔'],
    ['Lena', '莉娜'],
  ];
  const MESSAGES = ['猫咪没事！周六10点开门。', '好的，明天见', '我到了，你在哪儿？'];
  const runs = { numRuns: 60, seed: seedFrom('NAME_SOUNDS_SEED', 20261128) };

  it('is the persona’s signature or label, held back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.constantFrom(...MESSAGES),
        fc.boolean(),
        ([persona, written], text, signed) => {
          expectAsMeant({
            answer: signed ? `# «send»\n${text}\n——${written}` : `# «send»\n${written}：${text}`,
            persona,
            expect: [{ type: 'send', text }],
          });
        },
      ),
      runs,
    );
  });

  it('twins: another name so written, and everyday words closing the line, are the message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), fc.constantFrom(...MESSAGES), ([persona], text) => {
        const other = persona === 'Anna' ? '玛丽亚' : '安娜';
        for (const message of [`${text}\n——${other}`, `${text}\n东西都带上了`, `${text}\n马上到`])
          expectAsMeant({
            answer: `# «send»\n${message}`,
            persona,
            expect: [{ type: 'send', text: message }],
          });
      }),
      runs,
    );
  });
});

describe('the persona’s name spelled in another script at a sentence’s start', () => {
  it('is its name: the writer’s plan speaking of it in English over a Japanese message is held back', () => {
    expectAsMeant({
      persona: 'ひなた',
      participants: ['Mio'],
      answer:
        '# «send»\nMio is proposing 10:30 at the café. Hinata is a morning person, so she should agree happily and keep it short.\n\n10時半おっけー！楽しみ☕️',
      expect: [{ type: 'send', text: '10時半おっけー！楽しみ☕️' }],
    });
  });
});

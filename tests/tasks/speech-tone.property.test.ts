import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant, expectSentWhole, oneLineMessage } from './sent-whole.js';

/** The writer naming the tone it wrote in, the manner before or after the word for tone. */
const TONE_NOTES = [
  'Samimi ve kısa bir ton kullandım.',
  'I went for a warm, light tone here.',
  'Tono cercano y breve, como siempre con ella.',
  'Den Ton bewusst locker gehalten.',
  'Kept a friendly tone throughout.',
  'Un ton léger, sans trop en faire.',
  'Giọng nhẹ nhàng, ngắn gọn.',
  'Used a casual tone since they are close friends.',
];
const WRAPS: readonly ((note: string) => string)[] = [
  (n) => n,
  (n) => `(${n})`,
  (n) => `_(${n})_`,
  (n) => `*${n}*`,
];

/** Closing paragraphs a person writes with a manner and "tone" in them. */
const TONE_TWINS = [
  'Love the warm tone of the photos 😍',
  'Sorry about my short tone earlier',
  '(ton court message m’a fait rire)',
  'Your casual tone is perfect for the invite',
  'Such a light tone in the new song, right?',
];

describe('the tone a message was written in', () => {
  const runs = { numRuns: 120, seed: seedFrom('SPEECH_TONE_SEED', 20261128) };

  it('named after the message, to no one, is held back', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom(...TONE_NOTES),
        fc.constantFrom(...WRAPS),
        (text, note, wrap) => {
          expectSentWhole(`# «send»\n${text}\n\n${wrap(note)}`, [text]);
        },
      ),
      runs,
    );
  });

  it('twins: a person speaking of a tone is sent whole', () => {
    fc.assert(
      fc.property(oneLineMessage, fc.constantFrom(...TONE_TWINS), (text, twin) => {
        expectSentWhole(`# «send»\n${text}\n\n${twin}`, [`${text}\n\n${twin}`]);
      }),
      runs,
    );
  });
});

describe('a message block that only analyses the turn', () => {
  const ANALYSES = [
    'The user is asking about the umbrella and Saturday. I will answer both.',
    'Kullanıcı şemsiyesini soruyor ve cumartesiyi hatırlatıyor. İki konuya da değineceğim.',
    'El usuario pregunta por el sábado; responderé con calidez.',
    'Der Nutzer fragt nach dem Treffen. Ich antworte kurz.',
  ];
  const runs = { numRuns: 80, seed: seedFrom('SPEECH_TONE_SEED', 20261128) };

  it('before another message of the answer, is held back', () => {
    fc.assert(
      fc.property(oneLineMessage, fc.constantFrom(...ANALYSES), (text, analysis) => {
        expectAsMeant({
          answer: `# «send»\n${analysis}\n# «send»\n${text}`,
          expect: [{ type: 'send', text }],
        });
      }),
      runs,
    );
  });

  it('twins: two messages of the persona are both sent', () => {
    fc.assert(
      fc.property(oneLineMessage, oneLineMessage, (first, second) => {
        fc.pre(first !== second);
        expectAsMeant({
          answer: `# «send»\n${first}\n# «send»\n${second}`,
          expect: [
            { type: 'send', text: first },
            { type: 'send', text: second },
          ],
        });
      }),
      runs,
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../property.js';
import { judge, STICKERS } from './corpus/evaluate.js';
import {
  expectAsMeant,
  expectShapesSentWhole,
  oneLineMessage,
  expectSentWhole as sentWhole,
} from './sent-whole.js';

/*
 * A chat app's and a mail program's furniture around a message, and the writer's labels in
 * more shapes: an edit mark, a typing indicator, a media placeholder, a log's time, a subject
 * line, a citation mark of a browsing model, a label with a second name or an emoji, a signature
 * with a title, a label in brackets, a message key of another language alone, a final version
 * in other languages, an offer after a few words of its own, a closing line on the tone kept.
 * Each is held back and the message sent whole; the twins are sent. The words are the test's own.
 */
const seed = seedFrom('SPEECH_FURNITURE_SEED', 20261202);
const runs = { numRuns: 100, seed };
const message = oneLineMessage;

describe('furniture and labels around a message', () => {
  it('are held back, in any of their shapes', () => {
    const SHAPES = [
      (t: string) => `${t} (edited)`,
      (t: string) => `Digitando...\n${t}`,
      (t: string) => `${t}\n[image: a cake with sparklers]`,
      (t: string) => `[19:02] ${t}`,
      (t: string) => `Subject: Saturday\n\n${t}`,
      (t: string) => `${t.replace(/([.!?])?$/, '【1†source】$1')}`,
      (t: string) => `Heidi 🎸: ${t}`,
      (t: string) => `👩 Heidi: ${t}`,
      (t: string) => `@Heidi: ${t}`,
      (t: string) => `Heidi » ${t}`,
      (t: string) => `Heidi | ${t}`,
      (t: string) => `Heidi Brandt: ${t}`,
      (t: string) => `**Chị Heidi:** ${t}`,
      (t: string) => `Frau Heidi: ${t}`,
      (t: string) => `${t}\n— Dr. Heidi 🌷`,
      (t: string) => `${t}\n- Heidi (from the shop)`,
      (t: string) => `(In character:)\n${t}`,
      (t: string) => `Odpowiedź:\n${t}`,
      (t: string) => `Borrador: ok\nVersión final: ${t}`,
      (t: string) => `${t}\n\nHope this works! I can make it more formal if you want 😊`,
      (t: string) => `${t}\n\nHappy to tweak the wording if it's too blunt!`,
      (t: string) => `${t}\n\nIch habe beide Fragen beantwortet und den Ton locker gehalten.`,
    ];
    expectShapesSentWhole(SHAPES, runs);
  });

  it('a sticker written with a dash, or noted in full-width brackets, is that sticker', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STICKERS), fc.boolean(), (sticker, dashed) => {
        const answer = dashed
          ? `# «sticker»\n${sticker.set} — ${sticker.name}`
          : `# «send»\nOk!\n\n# «send»\n（スタンプ${sticker.name}）`;
        expectAsMeant({
          answer,
          expect: [
            ...(dashed ? [] : [{ type: 'send' as const, text: 'Ok!' }]),
            { type: 'sticker', ...sticker },
          ],
        });
      }),
      { ...runs, numRuns: 30 },
    );
  });

  it('an unknown block beside a private note is the message, in its place among the blocks', () => {
    fc.assert(
      fc.property(message, fc.constantFrom('відповідь', 'gönder', 'respuesta'), (text, name) => {
        const noted = judge({
          name: 'generated',
          answer: `# «think»\nshe asks about Saturday\n\n# «${name}»\n${text}`,
          expect: [{ type: 'send', text }],
        });
        expect([noted.lost, noted.leaked, noted.silence]).toEqual([[], [], undefined]);
        expectAsMeant({
          answer: `# «${name}»\n${text}\n\n# «react»\n👍`,
          expect: [
            { type: 'send', text },
            { type: 'react', emoji: '👍', messageId: 4005 },
          ],
        });
      }),
      { ...runs, numRuns: 30 },
    );
  });

  it('the persona’s name read whole in another script, when it has one consonant or none', () => {
    for (const [persona, label] of [
      ['Aiko', 'アイコ'],
      ['Ana', 'アナ'],
      // And in plain letters, as typed without the name's own (`Þórunn` as `Thorunn`).
      ['Þórunn', 'Thorunn'],
    ] as const) {
      expectAsMeant({
        persona,
        answer: `# «send»\n${label}：行く行く！`,
        expect: [{ type: 'send', text: '行く行く！' }],
      });
    }
  });

  it('twins a person types are sent whole', () => {
    const TWINS = [
      '«Send help», Jonas texted me on Sunday 😂',
      'Edited the photo (edited version attached later)',
      'Subject: we need a new name for the group chat 😂',
      '(Update: we moved to the café)',
      'Antwort kommt morgen, versprochen',
      'Ask Heidi: she knows where the keys are',
      'See you at 8! Happy to bring the wine if you want.',
      'Heidi | Buchhandlung am Markt | Mo–Sa 10–18',
      '@Jonas: you owe me a coffee',
      'Scores so far:\n🏆 Heidi: 12\n🥈 Jonas: 9',
      'We kept the tone light with Oma, she was nervous, and you?',
    ];
    for (const text of TWINS) sentWhole(`# «send»\n${text}`, [text]);
  });
});

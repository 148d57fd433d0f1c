import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import {
  expectAsMeant,
  expectShapesSentWhole,
  oneLineMessage,
  expectSentWhole as sentWhole,
} from './sent-whole.js';

/*
 * A body that carries the model's choosing and numbering: a bold final-answer title over it, a
 * number given to each message (`mensaje 1`), two versions split by a dashed "or", a draft
 * picked with a star, a math model's box; and headings that carry an addressee inside the
 * guillemets or a second bare name on the line. The message is sent as meant; the twins a
 * person types are sent whole. The words are the test's own.
 */
const seed = seedFrom('SPEECH_CHOICES_SEED', 20261130);
const runs = { numRuns: 100, seed };
const message = oneLineMessage;

describe('the model’s choosing and numbering around a message', () => {
  it('leaves the message alone', () => {
    const SHAPES = [
      (t: string) => `**Final Answer**\n\n${t}`,
      (t: string) => `__Endfassung__\n${t}`,
      (t: string) => `Message 1:\n${t}`,
      (t: string) => `**Nachricht 2**\n${t}`,
      (t: string) => `${t}\n\n– oder –\n\nAlles gut hier, bis dann!`,
      (t: string) => `${t}\n--- or ---\nAll fine, see you then`,
      (t: string) => `\\boxed{${t}}`,
      (t: string) => `$\\boxed{${t}}$`,
      (t: string) => `Two ways to say it:\n1. "All fine, see you then"\n2. "${t}" 🌟 best`,
      (t: string) => `Options:\n- «Bis dann!»\n- «${t}» ← my pick`,
      // A manner after a dash in a bold label.
      (t: string) =>
        `**Option 1 — heartfelt:**\n${t}\n\n**Option 2 — short and sweet:**\nAll fine, see you then`,
    ];
    expectShapesSentWhole(SHAPES, runs);
  });

  it('an addressee inside the guillemets, and a bare name after a heading with no words, are the heading’s', () => {
    fc.assert(
      fc.property(
        message,
        fc.constantFrom('reply to Mira', 'send to Jonas', 'reply for Alice'),
        (text, name) => {
          sentWhole(`# «${name}»\n${text}`, [text]);
          sentWhole(`# «send» para o Jonas: ${text}`, [text]);
          sentWhole(`# «send» kay Jonas\n${text}`, [text]);
          expectAsMeant({
            answer: `# «react» 🔥 «send» ${text}`,
            expect: [
              { type: 'react', emoji: '🔥', messageId: 4005 },
              { type: 'send', text },
            ],
          });
        },
      ),
      { ...runs, numRuns: 40 },
    );
  });

  it('the answer’s manner noted on the heading line is the heading’s', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom('— casual', '(warm)', 'tone: playful', '- short/sweet'),
        (text, note) => {
          sentWhole(`# «send» ${note}\n${text}`, [text]);
        },
      ),
      { ...runs, numRuns: 30 },
    );
  });

  it('twins a person types are sent whole', () => {
    const TWINS = [
      'Pizza?\n\n*or*\n\nSushi? you pick',
      'we could do pizza\nor\nsushi',
      'She said «send» twice lol',
      "here's my draft for the club newsletter, be honest:\n\n> Spring is here and so are we.\n\ntoo cheesy?",
      'Final score: 3–1 🎉',
      'Message 1 of the chain letter said to forward it to ten people 😂',
      'Sweet, see you then',
      'Option 1 - train: 2h\nOption 2 - car: 3h',
    ];
    for (const text of TWINS) sentWhole(`# «send»\n${text}`, [text]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../property.js';
import { judge } from './corpus/evaluate.js';
import { expectSentWhole, oneLineMessage } from './sent-whole.js';

/*
 * A persona named with a word of its language (Summer, Grace, Hope, Ernst, Mai: "tomorrow" in
 * Vietnamese) writes that word in its messages: opening a paragraph a person types (an emoji, an
 * exclamation, someone spoken to) or a title of four words or more over a list. Those are sent
 * whole, as is the word in lower case, or the name as a value in code. The writer's talk about the persona, a paragraph naming it with a verb and none of
 * those marks, or a short line presenting it, is still held back. The words are the test's own.
 */
const seed = seedFrom('SPEECH_NAMES_AS_WORDS_SEED', 20261128);
const runs = { numRuns: 120, seed };

/** Each persona with a paragraph and a title opening with its name as a word. */
const WORDS: readonly { persona: string; paragraph: string; title: string }[] = [
  { persona: 'Summer', paragraph: 'Summer feels far away today 😩', title: 'Summer hours from Monday on:' },
  {
    persona: 'Grace',
    paragraph: 'Grace period ends Friday, you two!',
    title: 'Grace period for the library books:',
  },
  { persona: 'Hope', paragraph: 'Hope you slept well 🌞', title: 'Hope this list covers it all:' },
  { persona: 'Ernst', paragraph: 'Ernst gemeint, ich komme mit!', title: 'Ernst gemeint, hier meine Liste:' },
  { persona: 'Mai', paragraph: 'Mai mình về quê rồi nha 🙏', title: 'Mai mình cần mua mấy thứ này:' },
  {
    persona: 'Sunny',
    paragraph: 'Sunny spells all weekend, can you believe it?',
    title: 'Sunny days ahead, the plan is:',
  },
];
const LIST = '- milk\n- eggs\n- bread';

describe('a persona named with an ordinary word', () => {
  it('sends its name opening a paragraph a person types, or a title over a list', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WORDS),
        oneLineMessage,
        fc.boolean(),
        ({ persona, paragraph, title }, message, asTitle) => {
          const body = asTitle ? `${title}\n${LIST}` : `${message}\n\n${paragraph}`;
          expectSentWhole(`# «send»\n${body}`, [body], { persona });
        },
      ),
      runs,
    );
  });

  it('still holds back talk about the persona after the message, and a short line presenting it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WORDS),
        oneLineMessage,
        fc.constantFrom(
          (n: string) => `\n\n${n} keeps it short and warm.`,
          (n: string) => `\n\n${n} hält es kurz und freundlich.`,
          (n: string) => `\n\n${n} responde con calidez.`,
        ),
        fc.constantFrom(
          (n: string) => `${n}'s reply:`,
          (n: string) => `As ${n}:`,
          (n: string) => `${n} smiles and types back:`,
          (n: string) => `Here is the reply from ${n}:`,
          (n: string) => `Ето отговора на ${n}:`,
        ),
        ({ persona }, message, talk, lead) => {
          for (const answer of [
            `# «send»\n${message}${talk(persona)}`,
            `# «send»\n${lead(persona)}\n${message}`,
          ]) {
            const verdict = judge({
              name: 'generated',
              persona,
              answer,
              expect: [{ type: 'send', text: message }],
            });
            expect([verdict.lost, verdict.leaked], answer).toEqual([[], []]);
          }
        },
      ),
      runs,
    );
  });
});

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant } from './sent-whole.js';

/*
 * The model's working voice: in an answer whose messages speak another language, a paragraph of
 * English prose said to no one, about someone in the third person or the writer's own act, is
 * withheld wherever it stands (first, between two paragraphs, last, or as a block of its own).
 * The twins are sent: an English message under a greeting in another language, English said to
 * the partner, an English quotation, a list. The texts here are the test's own.
 */
const seed = seedFrom('SPEECH_LANGUAGE_SEED', 20261129);
const runs = { numRuns: 60, seed };

/** A chat in a language other than English: the partner and two paragraphs of the persona's message. */
const CHATS = [
  { partner: 'Lucía', parts: ['Vale, me encargo yo de la cena 😂', 'Esta noche os paso la lista por aquí.'] },
  { partner: 'Kemal', parts: ['Tamam, yarın sabah ararım seni.', 'Bu arada anahtar bende, merak etme 🙂'] },
  { partner: 'Jonas', parts: ['Klar, ich bringe den Kuchen mit.', 'Wir sehen uns dann am Samstag um drei.'] },
  { partner: 'Ania', parts: ['Jasne, jutro wyślę ci zdjęcia.', 'Mała rośnie jak na drożdżach 🥹'] },
  { partner: 'Дима', parts: ['Конечно, заеду за тобой в семь.', 'Возьми куртку, вечером холодно.'] },
  { partner: '美咲', parts: ['大丈夫だよ〜、明日また話そうね。', '先輩にはふつうに挨拶するだけでいいよ。'] },
] as const;

/** The writer in English, to no one: a reading, a plan, a context line, a note on what it did. */
const VOICES = [
  (name: string) => `${name} is anxious about tomorrow; reassure her and keep it short.`,
  (name: string) => `I'll congratulate ${name} warmly and ask about the date.`,
  (name: string) => `Context: ${name}'s grandmother is having surgery next week.`,
  () => 'Note: I kept the message short because she is tired after work.',
  () => '(she wants gossip about the neighbour, so give her the details)',
  (name: string) => `Not answering ${name}'s second question, it was rhetorical.`,
] as const;

describe('the model’s working voice in English', () => {
  it('is withheld from a message in another language, first, between, last or as a block of its own', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHATS),
        fc.constantFrom(...VOICES),
        fc.constantFrom('first', 'between', 'last', 'block'),
        ({ partner, parts }, voice, where) => {
          const line = voice(partner);
          const message = parts.join('\n\n');
          const body =
            where === 'first'
              ? `${line}\n\n${message}`
              : where === 'between'
                ? `${parts[0]}\n\n${line}\n\n${parts[1]}`
                : where === 'last'
                  ? `${message}\n\n${line}`
                  : `${line}\n\n# «send»\n${message}`;
          expectAsMeant({
            persona: 'Sol',
            participants: [partner],
            others: new Map(),
            answer: `# «send»\n${body}`,
            expect: [{ type: 'send', text: message }],
          });
        },
      ),
      runs,
    );
  });

  it('twins are sent whole in a group: English under a greeting, said to someone, a call, a quotation, a list', () => {
    const twins = [
      // The messages speak English: a greeting in another language does not make them otherwise.
      '¡Hola chicos!\n\nShe said the party starts at eight, and Tom is bringing the speakers.',
      // Said to someone.
      'Vale, me encargo yo de la cena.\n\nHe is fine, I promise you, the vet said so.',
      // A call by name.
      "Vale, me encargo yo de la cena.\n\nLucía I'm driving, so she can come with us to the station.",
      // A quotation is someone's words.
      'Klar, ich bringe den Kuchen mit.\n\n"She is the best thing that ever happened to him."',
      // A list is the message's own.
      'Jasne, jutro wyślę ci zdjęcia.\n\n- her birthday is on Friday\n- his train comes at nine',
      // News with an exclamation.
      'Tamam, yarın sabah ararım.\n\nHe finally passed his driving test!',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...twins), (body) => {
        expectAsMeant({
          persona: 'Sol',
          participants: ['Lucía', 'Tom', 'Kemal'],
          others: new Map(),
          chat: 'group',
          callout: true,
          answer: `# «send»\n${body}`,
          expect: [{ type: 'send', text: body, replyTo: 4005 }],
        });
      }),
      { ...runs, numRuns: 10 },
    );
  });
});

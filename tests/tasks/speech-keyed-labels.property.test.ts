import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant, oneLineMessage } from './sent-whole.js';

/*
 * Two wrappers told by structure, not by a list of sentences: a body written as a mapping (a
 * message key of any language over the text, a reply key under it, a language tag), and a label
 * naming the persona's message with the persona's name inflected as its language writes "of".
 * Their twins are the same words where a person writes them.
 */
const runs = { numRuns: 80, seed: seedFrom('KEYED_LABELS_SEED', 20261128) };

/** "Text", "message" or "answer" as keys in several languages. */
const KEYS = ['text', 'текст', 'порака', 'wiadomość', 'mensaje', 'nachricht', 'vastaus', 'cevap', 'odgovor'];

describe('a body written as a mapping', () => {
  it('sends the value under a message key of any language when a reply key says it is a mapping', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KEYS), oneLineMessage, fc.boolean(), (key, text, above) => {
        const reply = 'reply_to: 4003';
        const body = above ? `${reply}\n${key}: ${text}` : `${key}: ${text}\n${reply}`;
        expectAsMeant({ answer: `# «send»\n${body}`, expect: [{ type: 'send', text, replyTo: 4003 }] });
      }),
      runs,
    );
  });

  it('holds back a language tag over the message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('lang', 'language', 'locale'),
        fc.constantFrom('az', 'mk', 'pt-BR', 'zh_Hant', 'fil'),
        oneLineMessage,
        (key, tag, text) => {
          expectAsMeant({ answer: `# «send»\n${key}: ${tag}\n${text}`, expect: [{ type: 'send', text }] });
        },
      ),
      runs,
    );
  });

  it('twins: the same key words a person opens a message with are sent', () => {
    // English `Text:` and `Message:` over a body stay keys, as before.
    fc.assert(
      fc.property(fc.constantFrom(...KEYS.slice(1)), oneLineMessage, (key, text) => {
        const word = key.charAt(0).toUpperCase() + key.slice(1);
        expectAsMeant({
          answer: `# «send»\n${word}: ${text}`,
          expect: [{ type: 'send', text: `${word}: ${text}` }],
        });
      }),
      runs,
    );
    for (const line of ['language: honestly the worst part of the course', 'lang: no idea, ask Ana'])
      expectAsMeant({ answer: `# «send»\n${line}`, expect: [{ type: 'send', text: line }] });
  });
});

/** A persona's name, the label naming its message, and another person's name in the same form. */
const LABELS: readonly [string, string, string][] = [
  ['Aino', 'Ainon vastaus', 'Mikon vastaus'],
  ['Réka', 'Réka válasza', 'Anna válasza'],
  ['Heidi', "Heidi's reply", "Jonas's reply"],
  ['Lucía', 'Respuesta de Lucía', 'Respuesta de Carmen'],
  ['Jürgen', 'Antwort von Jürgen', 'Antwort von Anke'],
  ['Марија', 'Одговор од Марија', 'Одговор од Стефан'],
  ['Ahmet', "Ahmet'in cevabı", "Mehmet'in cevabı"],
];

describe("a label naming the persona's message", () => {
  it('is held back, whatever case or preposition its language writes the name with', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LABELS),
        oneLineMessage,
        fc.boolean(),
        ([persona, label], text, bold) => {
          const written = bold ? `**${label}:**` : `${label}:`;
          expectAsMeant({
            answer: `# «send»\n${written} ${text}`,
            persona,
            expect: [{ type: 'send', text }],
          });
        },
      ),
      runs,
    );
  });

  it("twin: another person's message quoted under their name is sent", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LABELS), oneLineMessage, ([persona, , other], text) => {
        const message = `${other}: ${text}`;
        expectAsMeant({ answer: `# «send»\n${message}`, persona, expect: [{ type: 'send', text: message }] });
      }),
      runs,
    );
  });
});

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant } from './sent-whole.js';

/*
 * Text escaped for another reader than a chat is sent as the person would have seen it: JSON's
 * escapes, HTML entities (escaped twice too), MarkdownV2's backslashes, stray invisible marks and a
 * template's unfilled name fields. The twins are the same marks typed on purpose: in code, in a
 * Windows path, in a drawing, quoted from a page, or named as themselves.
 */
const runs = { numRuns: 80, seed: seedFrom('ESCAPES_SEED', 20261128) };

const LINES: readonly [string, string][] = [
  ['Oui je serai là vers 18h !', 'Et je prends le pain 🥖'],
  ['Ich kaufe Milch & Käse', 'brauchst du noch was?'],
  ['Код 2580В, этаж 5', 'квартира 47'],
  ["We're open 9-14 on Saturday!", "The cat's fine, thanks for asking."],
  ['19時にハチ公前で！🍻', '遅れたら連絡して'],
];

/** One way a model escapes the two lines; each turns back into them. */
const ESCAPES: readonly ((a: string, b: string) => string)[] = [
  (a, b) => `${a}\\n${b}`,
  (a, b) => JSON.stringify(`${a}\n${b}`).slice(1, -1),
  (a, b) =>
    `${a}\n${b}`.replace(/[^\x20-\x7E\n]/gu, (ch) => `&#${ch.codePointAt(0)};`).replace(/'/g, '&#39;'),
  (a, b) => `${a}\n${b}`.replace(/&/g, '&amp;').replace(/'/g, '&amp;#39;'),
  (a, b) => `${a}\n${b}`.replace(/[!.\-#]/g, (ch) => `\\${ch}`),
  (a, b) => `\u202B${a}\n${b.replace(/(\S)(\S)/u, '$1\u200B$2')}\u202C`,
  (a, b) => `\uFEFF${a}\\n${b}`,
];

describe('a message escaped for another reader', () => {
  it('is sent as the person would have seen it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LINES), fc.constantFrom(...ESCAPES), ([a, b], escaped) => {
        expectAsMeant({
          answer: `# «send»\n${escaped(a, b)}`,
          expect: [{ type: 'send', text: `${a}\n${b}` }],
        });
      }),
      runs,
    );
  });

  it("fills a template's name fields with the partner's and the persona's names", () => {
    fc.assert(
      fc.property(fc.constantFrom('{{user}}', '{name}', '{{ user }}'), (field) => {
        expectAsMeant({
          answer: `# «send»\nCoucou ${field} ! Oui jeudi 18h je suis là`,
          participants: ['Camille'],
          expect: [{ type: 'send', text: 'Coucou Camille ! Oui jeudi 18h je suis là' }],
        });
      }),
      runs,
    );
    expectAsMeant({
      answer: '# «send»\nBörek bende 🥟\n\n— {{char}}',
      persona: 'Selin',
      expect: [{ type: 'send', text: 'Börek bende 🥟' }],
    });
  });

  it('twins: the same marks typed on purpose are sent as typed', () => {
    for (const text of [
      'run `echo "a\\nb" | tr -d \'\\n\'` and send me the output',
      'the share is \\\\fs01\\backups$\\nightly, D:\\Data is the source',
      '¯\\_(ツ)_/¯ no idea',
      '19時集合！ \\(^o^)/ 楽しみ',
      'RODOU \\o/ era o caminho mesmo',
      'no Windows a quebra de linha é \\r\\n, por isso o diff mudou',
      'the site says « Pains &amp; Viennoiseries » in big letters 😂',
      'the log viewer shows &quot; everywhere instead of quotes',
    ])
      expectAsMeant({ answer: `# «send»\n${text}`, expect: [{ type: 'send', text }] });
  });
});

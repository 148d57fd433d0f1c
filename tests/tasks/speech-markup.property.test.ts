import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../property.js';
import { PERSON_MESSAGES } from './corpus/person-messages.js';
import { expectSentWhole } from './sent-whole.js';

/*
 * Markup a model writes for a page's reader, not the chat: an HTML comment (a draft commented out
 * with its heading), Markdown footnotes, drafts offered as a list of quotations or a table with a
 * message column, and a block headed by a reasoning word in any language. Each is held back and
 * the message sent as meant; each has a twin a person types, sent whole. The spellings and shapes
 * here are the test's own, not the boundary's.
 */
const seed = seedFrom('SPEECH_MARKUP_SEED', 20261129);
const runs = { numRuns: 150, seed };

const MESSAGES = PERSON_MESSAGES.slice(0, 7);
/** One-line drafts, none a prefix of another. */
const DRAFTS = [
  'He survived! Open Saturday 10–14 🙂',
  'All good with the cat — and yes, Saturday as usual!',
  "Cat's fine. Open Sat 10–14.",
  'Er lebt! Samstag ganz normal offen.',
  'Всё хорошо, кот жив! В субботу с десяти.',
  '元気だよ！土曜は10時からね',
];

const sends = (answer: string, messages: string[], chat: 'direct' | 'group' = 'direct') =>
  expectSentWhole(answer, messages, { chat });

const HEADINGS = ['# «send»', '## «reply»', '# «send» ', '**«send»**'];

describe('markup a model writes for a page reader', () => {
  it('an HTML comment, a draft with its heading commented out included, never reaches the chat or splits the answer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MESSAGES),
        fc.constantFrom(...DRAFTS),
        fc.constantFrom(...HEADINGS),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (message, draft, heading, shape, before) => {
          const comment = [
            `<!--\n${heading}\n${draft}\n-->`,
            `<!-- ${heading} ${draft} -->`,
            `<!--\n${draft}\n-->`,
            `<!-- old draft:\n\n${heading}\n${draft}\n\n-->`,
          ][shape] as string;
          const block = `# «send»\n${message}`;
          const answer = before ? `${comment}\n${block}` : `${block}\n\n${comment}`;
          const verdict = sends(answer, [message]);
          expect(verdict.withheld.some((w) => w.text.includes(draft))).toBe(true);
        },
      ),
      runs,
    );
  });

  it('an answer of only a comment is silence', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DRAFTS), fc.constantFrom(...HEADINGS), (draft, heading) => {
        const verdict = sends(`<!--\n${heading}\n${draft}\n-->`, []);
        expect(verdict.silence).toBeDefined();
      }),
      runs,
    );
  });

  it('a footnote and its references are held back, the message sent without them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MESSAGES.slice(0, 5)),
        fc.constantFrom('1', '2', 'note', 'a'),
        fc.integer({ min: 0, max: 1 }),
        fc.constantFrom('', ' '),
        fc.boolean(),
        (message, label, at, space, continued) => {
          const words = message.split(' ');
          const where = at === 0 ? 0 : words.length - 1;
          const marked = words.map((w, i) => (i === where ? `${w}${space}[^${label}]` : w)).join(' ');
          const definition = `[^${label}]: Jonas mentioned the laundry basket earlier.${
            continued ? '\n    He asked twice.' : ''
          }`;
          const verdict = sends(`# «send»\n${marked}\n\n${definition}`, [message]);
          expect(verdict.withheld.map((w) => w.text)).toContain(`[^${label}]`);
        },
      ),
      runs,
    );
  });

  it('twins a person types are sent whole: a bracketed number, carets, a regular expression, a comment in code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), (shape) => {
        const message = [
          'Check page 12 [1] of the manual, it explains the filter.',
          'You got this ^^ see you Saturday!',
          'The pattern `[^0-9]` matches anything but a digit.',
          'Wrap it in `<!-- -->` to hide a line in HTML.',
          'Use [^aeiou] to match a consonant.',
        ][shape] as string;
        sends(`# «send»\n${message}`, [message]);
      }),
      runs,
    );
  });

  const LEAD_INS = [
    'Here are two options:',
    'Sure! A few ways you could put it:',
    'Zwei Vorschläge:',
    'Вот пара вариантов:',
    'Aquí tienes dos opciones:',
    '返信の候補：',
    '**Options:**',
  ];
  const QUOTES: [string, string][] = [
    ['"', '"'],
    ['“', '”'],
    ['„', '“'],
    ['«', '»'],
    ['「', '」'],
  ];
  const MARKERS = [
    (i: number) => `${i + 1}. `,
    (i: number) => `${i + 1}) `,
    () => '- ',
    () => '* ',
    () => '• ',
  ];
  const TONES = ['Warm', 'Short', 'Playful', 'Formal'];

  it('drafts offered as a list of whole quotations after a lead-in: the one marked chosen, else the first, is sent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEAD_INS),
        fc.shuffledSubarray(DRAFTS, { minLength: 2, maxLength: 4 }),
        fc.constantFrom(...QUOTES),
        fc.integer({ min: 0, max: MARKERS.length - 1 }),
        fc.boolean(),
        fc.option(fc.nat(3), { nil: undefined }),
        fc.constantFrom('', '\n\nLet me know which one you like!', '\n\nSag Bescheid, welche dir gefällt.'),
        fc.constantFrom('\n', '\n\n'),
        fc.boolean(),
        (leadIn, drafts, [open, close], marker, labelled, check, after, gap, blocks) => {
          const chosen = check === undefined ? 0 : check % drafts.length;
          const items = drafts.map((draft, i) => {
            const label = labelled ? `**${TONES[i % TONES.length]}:** ` : '';
            const mark = i === chosen && check !== undefined ? ' ✅' : '';
            return `${(MARKERS[marker] ?? MARKERS[0])?.(i) ?? ''}${label}${open}${draft}${close}${mark}`;
          });
          const body = `${leadIn}${gap}${items.join('\n')}${after}`;
          const verdict = sends(blocks ? `# «send»\n${body}` : body, [drafts[chosen] ?? '']);
          expect(verdict.withheld.map((w) => w.reason)).toContain('outside-blocks');
        },
      ),
      runs,
    );
  });

  const MESSAGE_COLUMNS = [
    'Message',
    'Text',
    'Reply',
    'Draft',
    'Nachricht',
    'Сообщение',
    'Mensaje',
    '**Message**',
  ];
  const OTHER_COLUMNS = ['Tone', 'Style', 'Vibe', '#', 'Ton'];

  it('drafts offered as a table with a column named like a message: its chosen, else first, row is sent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MESSAGE_COLUMNS),
        fc.constantFrom(...OTHER_COLUMNS),
        fc.shuffledSubarray(DRAFTS, { minLength: 2, maxLength: 3 }),
        fc.boolean(),
        fc.option(fc.nat(2), { nil: undefined }),
        fc.constantFrom('', 'Some drafts by tone:\n\n', 'Hier ein paar Entwürfe:\n'),
        fc.boolean(),
        (column, other, drafts, messageFirst, check, leadIn, blocks) => {
          const chosen = check === undefined ? 0 : check % drafts.length;
          const row = (a: string, b: string) => (messageFirst ? `| ${b} | ${a} |` : `| ${a} | ${b} |`);
          const rows = drafts.map((draft, i) =>
            row(
              TONES[i % TONES.length] ?? 'Warm',
              `${draft}${i === chosen && check !== undefined ? ' ✅' : ''}`,
            ),
          );
          const table = [row(other, column), '|---|---|', ...rows].join('\n');
          const body = `${leadIn}${table}`;
          sends(blocks ? `# «send»\n${body}` : body, [drafts[chosen] ?? '']);
        },
      ),
      runs,
    );
  });

  it('twins: a list of options not each wholly quoted, a table with no message column, are sent whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(...LEAD_INS.slice(0, 4)),
        (shape, leadIn) => {
          const message = [
            `${leadIn}\n1. Pizza at Luigi's\n2. Sushi downtown`,
            `${leadIn}\n- "Piranesi" by Susanna Clarke\n- Circe`,
            `${leadIn}\n• the blue one\n• "the red one", if it's still there`,
            '| Day | Hours |\n|---|---|\n| Saturday | 10–14 |\n| Sunday | closed |',
            'Prices:\n\n| Item | Price |\n|---|---|\n| Coffee | 3 € |\n| Cake | 4 € |',
            `${leadIn}\n1. "Dune"`,
          ][shape] as string;
          sends(`# «send»\n${message}`, [message]);
        },
      ),
      runs,
    );
  });

  /** Reasoning marker words as a model names a block, in several languages. */
  const REASONING_NAMES = [
    '思考',
    '생각',
    'Gedanken',
    'мысли',
    'Размышления',
    'Analysis',
    'Pensamientos',
    'Réflexion',
    // A marker word opening a longer name.
    'Gedanken zu Alice',
    'мысли вслух',
    'Analysis of the chat',
    '思考过程',
  ];
  const REASONING_HEADINGS = [
    (w: string) => `# «${w}»`,
    (w: string) => `### «${w}»`,
    (w: string) => `# 《${w}》`,
    (w: string) => `**«${w}»**`,
    (w: string) => `# <<${w}>>`,
  ];
  const REMARKS = [
    'This is not addressed to me, no need to answer.',
    '这条消息不是问我的，不用回。',
    '친구가 자려고 하니 답장은 안 해도 될 것 같다.',
    'Sie fragt nach Samstag; kurz antworten.',
  ];

  it('a block headed by a reasoning word in any language is held back: never the message, silence when alone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REASONING_NAMES),
        fc.integer({ min: 0, max: REASONING_HEADINGS.length - 1 }),
        fc.constantFrom(...REMARKS),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom(...MESSAGES),
        fc.constantFrom<'direct' | 'group'>('direct', 'group'),
        (word, form, remark, shape, message, chat) => {
          const heading = (REASONING_HEADINGS[form] ?? REASONING_HEADINGS[0])?.(word) ?? '';
          const reasoning = `${heading}\n${remark}`;
          const answer = [
            reasoning,
            `${reasoning}\n\n# «send»\n${message}`,
            // Beside an unknown block, that block is the one candidate message.
            `${reasoning}\n\n# «respond»\n${message}`,
          ][shape] as string;
          const verdict = sends(answer, shape === 0 ? [] : [message], chat);
          if (shape === 0) expect(verdict.silence).toBeDefined();
          const held = verdict.withheld.filter((w) => w.reason === 'reasoning');
          expect(held.some((w) => w.text.includes(remark))).toBe(true);
        },
      ),
      runs,
    );
  });

  it('twin: a block under an unknown name that is no reasoning word is still the one message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('respond', 'Antwort', 'ответ', '答复', 'Respuesta', 'Gedicht'),
        fc.constantFrom(...MESSAGES),
        (name, message) => {
          sends(`# «${name}»\n${message}`, [message]);
        },
      ),
      runs,
    );
  });
  it('blocks under underlined names (`send` over `====`), or an answer quoted whole, are read as blocks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...MESSAGES.slice(0, 6)), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('send', 'reply', 'Send', 'message'),
        fc.constantFrom('====', '----', '========'),
        fc.boolean(),
        (messages, name, underline, quoted) => {
          const unique = [...new Set(messages)];
          const answer = unique.map((m) => `${name}\n${underline}\n${m}`).join('\n\n');
          sends(quoted ? answer.replace(/^/gm, '> ') : answer, unique);
        },
      ),
      runs,
    );
  });

  it('twins: a title a person underlines, and a quoted message without a heading, are sent whole', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MESSAGES.slice(0, 6)),
        fc.integer({ min: 0, max: 2 }),
        (message, shape) => {
          const text = [
            `Shopping\n====\n${message}`,
            `> Did the cat survive the move?\n${message}`,
            `Important\n---------\n${message}`,
          ][shape] as string;
          sends(`# «send»\n${text}`, [text]);
        },
      ),
      runs,
    );
  });
});

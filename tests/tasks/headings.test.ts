import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readHeading } from '../../src/tasks/headings.js';
import { seedFrom } from '../property.js';
import { PERSON_MESSAGES } from './corpus/person-messages.js';
import { expectAsMeant, expectSentWhole, oneLineMessage } from './sent-whole.js';

describe('readHeading', () => {
  it('reads headings that open with a mark after any leading space', () => {
    for (const line of [
      '  # «send»',
      '\u00a0# «send» 12',
      '\t**# «send»**',
      ' __Send__',
      ' «react» 4',
      ' [reply]',
      ' <<send>>',
    ])
      expect(readHeading(line), line).toMatchObject({ type: line.includes('react') ? 'react' : 'send' });
  });

  it('reads a bare label only with its colon', () => {
    expect(readHeading('Reply:')).toMatchObject({ type: 'send' });
    expect(readHeading('  Reply: 4005')).toMatchObject({ type: 'send', rest: '4005' });
    expect(readHeading('Reply')).toBeUndefined();
    expect(readHeading('send me the photo')).toBeUndefined();
  });

  it('turns away prose, whatever it opens with', () => {
    for (const line of [
      'Hello there!',
      '',
      '   ',
      '12 apples',
      '→ later',
      '„«quoted» she said',
      'Note: bring snacks',
    ])
      expect(readHeading(line), line).toBeUndefined();
  });
});

describe('text on a heading line', () => {
  const seed = seedFrom('HEADING_LINE_SEED', 20261128);
  // Words that open as an address does (`to`, `for`) but are words of the message.
  // `给你` ("here you go") and a lone `へ` are words of the message, not an addressee.
  const OPENERS = [
    '给你',
    'へ',
    'Tomorrow then!',
    'Tonight works',
    'Forgot my keys 🙈',
    'Format ok?',
    'Tofu or chicken?',
    'Forever late, sorry',
  ];

  it("is the message's first line, whatever it opens with", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPENERS, ...PERSON_MESSAGES.filter((m) => !m.includes('\n'))),
        oneLineMessage,
        (first, second) => {
          expectSentWhole(`# «send» ${first}\n${second}`, [`${first}\n${second}`]);
        },
      ),
      { numRuns: 150, seed },
    );
  });
});

describe('brackets of other typographies and full-width digits', () => {
  const seed = seedFrom('HEADING_LINE_SEED', 20261128);
  const PAIRS = [
    ['⟪', '⟫'],
    ['⦅', '⦆'],
    ['⟨', '⟩'],
    ['〔', '〕'],
    ['〖', '〗'],
    ['《', '》'],
    ['「', '」'],
    ['»', '«'],
    ['【', '】'],
    // One bracket's half closing another's: a slip between typings of one mark.
    ['«', '>>'],
    ['‹', '>'],
    ['«', ']'],
  ] as const;
  const fullWidth = (n: number) =>
    String(n).replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));

  it('name a block, and its reply id is read in any digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAIRS),
        fc.constantFrom('#', '##', '＃'),
        fc.boolean(),
        oneLineMessage,
        ([open, close], hash, wide, text) => {
          const id = wide ? fullWidth(4004) : '4004';
          const verdict = expectAsMeant({
            answer: `${hash} ${open}send${close} ${id}\n${text}`,
            expect: [{ type: 'send', text, replyTo: 4004 }],
          });
          expect(verdict.tasks).toHaveLength(1);
        },
      ),
      { numRuns: 120, seed },
    );
  });
});

describe("a block named in the chat's language or with a typing slip", () => {
  const seed = seedFrom('HEADING_NAME_SEED', 20261129);
  it('is the block it names: a message, a reaction, a sticker, a wait', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('enviar', 'senden', 'отправить', 'gönder', '送信', 'mesaj', 'replay'),
        fc.constantFrom('reacción', 'реакция', 'tepki', 'リアクション', 'raect'),
        fc.constantFrom('warten', 'bekle', 'ждать'),
        oneLineMessage,
        (send, react, wait, text) => {
          const verdict = expectAsMeant({
            answer: `# «${react}» 4003\n👍\n\n# «${wait}»\ndelay: 5\n\n# «${send}»\n${text}`,
            expect: [
              { type: 'react', emoji: '👍', messageId: 4003 },
              { type: 'wait', delay: 5 },
              { type: 'send', text },
            ],
          });
          expect(verdict.tasks.map((t) => t.type)).toEqual(['react', 'wait', 'send']);
        },
      ),
      { numRuns: 60, seed },
    );
  });

  it('twins: a word of one in brackets with more after it, a closing tag, stay what they were', () => {
    for (const line of ['〔cevap vermiyor〕', '[Nachricht gelöscht]', '</message>'])
      expect(readHeading(line)).toBeUndefined();
  });
});

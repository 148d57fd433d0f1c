import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressesOneOf } from '../../src/tasks/heading-address.js';
import { seedFrom } from '../property.js';
import { expectAsMeant, oneLineMessage } from './sent-whole.js';

/** Names of people in the chat in several scripts, each with the addresses its language writes. */
const ADDRESSED: readonly { name: string; forms: readonly string[] }[] = [
  { name: 'Juma', forms: ['kwa Juma', 'to Juma', 'para Juma', 'Juma için', "Juma'ya", 'for Juma:'] },
  { name: 'Tomasz', forms: ['Tomaszowi', 'dla Tomasza', 'an Tomasz'] },
  { name: 'Артём', forms: ['Артёму', 'для Артёма', 'Артёму:'] },
  { name: 'Марта', forms: ['Марті', 'Марте', 'для Марти'] },
  { name: 'Réka', forms: ['Rékának', 'Rékának:'] },
  { name: 'Mart', forms: ['Mardile'] },
  { name: 'केतकी', forms: ['केतकीसाठी', 'केतकी के लिए', 'केतकीला'] },
  { name: 'অর্ক', forms: ['অর্ককে', 'অর্কের জন্য'] },
  { name: '민준', forms: ['민준에게', '민준한테'] },
  { name: 'ゆい', forms: ['ゆいちゃんへ', 'ゆいへ'] },
  { name: 'איתי', forms: ['לאיתי', 'בשביל איתי', 'אל איתי'] },
  { name: 'عمر', forms: ['إلى عمر', 'لعمر'] },
  { name: 'มะลิ', forms: ['ถึงมะลิ'] },
];

/** The same names on the heading line as the message's own first line: a greeting, a call, a question. */
const SPOKEN: readonly ((name: string) => string)[] = [
  (n) => `Hi ${n}`,
  (n) => `${n}!`,
  (n) => `${n}, you legend`,
  (n) => `Thanks ${n} 🙏`,
  (n) => `${n}???`,
  (n) => `${n} 😂`,
  (n) => `Habari ${n}`,
  (n) => `${n} is right`,
];

describe('an address on a heading line', () => {
  const seed = seedFrom('HEADING_ADDRESS_SEED', 20261128);
  const addressed = fc
    .constantFrom(...ADDRESSED)
    .chain(({ name, forms }) => fc.record({ name: fc.constant(name), form: fc.constantFrom(...forms) }));

  it('naming someone in the chat says whom the message is for, and is not sent', () => {
    fc.assert(
      fc.property(addressed, oneLineMessage, ({ name, form }, message) => {
        const verdict = expectAsMeant({
          answer: `# «send» ${form}\n${message}`,
          participants: [name, 'Alice'],
          expect: [{ type: 'send', text: message }],
        });
        expect(verdict.withheld.map((w) => w.text)).toContain(form);
      }),
      { numRuns: 120, seed },
    );
  });

  it("speaking to them is the message's first line", () => {
    fc.assert(
      fc.property(addressed, fc.constantFrom(...SPOKEN), oneLineMessage, ({ name }, spoken, message) => {
        expectAsMeant({
          answer: `# «send» ${spoken(name)}\n${message}`,
          participants: [name, 'Alice'],
          expect: [{ type: 'send', text: `${spoken(name)}\n${message}` }],
        });
      }),
      { numRuns: 120, seed },
    );
  });

  it('needs the name of someone in the chat, not a word that opens as one', () => {
    expect(addressesOneOf('Tomorrow', ['Tom'])).toBe(false);
    expect(addressesOneOf('Alright', ['Al'])).toBe(false);
    expect(addressesOneOf('kwa Juma', ['Amina'])).toBe(false);
    expect(addressesOneOf('kwa Juma', ['Juma'])).toBe(true);
    // Portuguese "para o" as people say it, with or without the colon.
    expect(addressesOneOf('pro Lucas:', ['Lucas'])).toBe(true);
    expect(addressesOneOf('pra Ana', ['Ana'])).toBe(true);
    expect(addressesOneOf('pro tip', ['Ana'])).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { otherScriptPattern } from '../../src/tasks/name-scripts.js';
import { seedFrom } from '../property.js';
import { judge } from './corpus/evaluate.js';

/*
 * A persona's name written in the other of the Latin and Cyrillic scripts is still the persona's
 * name: as a speaker label or a signature it never reaches the chat, while a message that only
 * names someone else, or uses everyday words, is sent whole. The spellings here are the test's
 * own (the common passport and informal transliterations), not the boundary's tables.
 */
const SYLLABLES: readonly [string, string][] = [
  ['da', 'да'],
  ['di', 'ди'],
  ['ma', 'ма'],
  ['mi', 'ми'],
  ['ka', 'ка'],
  ['ko', 'ко'],
  ['le', 'ле'],
  ['li', 'ли'],
  ['na', 'на'],
  ['no', 'но'],
  ['ra', 'ра'],
  ['ro', 'ро'],
  ['sa', 'са'],
  ['sha', 'ша'],
  ['zha', 'жа'],
  ['ve', 'ве'],
  ['ya', 'я'],
  ['lya', 'ля'],
  ['tsi', 'ци'],
  ['khe', 'хе'],
];
/** Names of other people, from syllables none of the persona's names use. */
const OTHERS: readonly [string, string][] = [
  ['bu', 'бу'],
  ['gu', 'гу'],
  ['fo', 'фо'],
  ['pu', 'пу'],
];
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const nameOf = (parts: readonly [string, string][]) =>
  fc.array(fc.constantFrom(...parts), { minLength: 2, maxLength: 3 }).map((picked) => ({
    latin: capital(picked.map(([l]) => l).join('')),
    cyrillic: capital(picked.map(([, c]) => c).join('')),
  }));
const MESSAGES = ['да, конечно, в четверг в 18:00', 'там ты и я, как всегда', 'see you at six then', 'ок 👍'];
const seed = seedFrom('NAME_SCRIPTS_SEED', 20261127);

describe("the persona's name in the other script", () => {
  it('is a speaker label or a signature the chat never sees, whichever script the persona is configured in', () => {
    fc.assert(
      fc.property(
        nameOf(SYLLABLES),
        fc.boolean(),
        fc.constantFrom(...MESSAGES),
        fc.constantFrom('label', 'bold label', 'signature'),
        (name, configuredLatin, message, shape) => {
          const persona = configuredLatin ? name.latin : name.cyrillic;
          const written = configuredLatin ? name.cyrillic : name.latin;
          const body =
            shape === 'label'
              ? `${written}: ${message}`
              : shape === 'bold label'
                ? `**${written}:** ${message}`
                : `${message}\n— ${written}`;
          const verdict = judge({
            name: 'generated',
            persona,
            answer: `# «send»\n${body}`,
            expect: [{ type: 'send', text: message }],
          });
          expect(verdict.lost, `${persona} / ${body}`).toEqual([]);
          expect(
            verdict.withheld.map((w) => w.reason),
            body,
          ).toContain('label');
        },
      ),
      { numRuns: 200, seed },
    );
  });

  it("leaves someone else's name and everyday words alone", () => {
    fc.assert(
      fc.property(
        nameOf(SYLLABLES),
        nameOf(OTHERS),
        fc.boolean(),
        fc.constantFrom(...MESSAGES),
        (name, other, configuredLatin, message) => {
          const persona = configuredLatin ? name.latin : name.cyrillic;
          const text = `${configuredLatin ? other.cyrillic : other.latin}, ${message}`;
          const verdict = judge({
            name: 'generated twin',
            persona,
            answer: `# «send»\n${text}`,
            expect: [{ type: 'send', text }],
          });
          expect(verdict.lost, `${persona} / ${text}`).toEqual([]);
        },
      ),
      { numRuns: 200, seed },
    );
  });

  it('gives no other spelling to names under three letters, or of neither script', () => {
    expect(otherScriptPattern('Ya')).toBeUndefined();
    expect(otherScriptPattern('Ян')).toBeUndefined();
    expect(otherScriptPattern('ユキ')).toBeUndefined();
    expect(new RegExp(`^${otherScriptPattern('Tom')}$`, 'iu').test('там')).toBe(false);
    expect(new RegExp(`^${otherScriptPattern('Heidi')}$`, 'iu').test('Хайди')).toBe(true);
  });
});

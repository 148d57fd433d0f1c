import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { otherScriptPattern } from '../../src/tasks/name-scripts.js';
import { spellsName } from '../../src/tasks/name-sounds.js';
import { seedFrom } from '../property.js';
import { judge, TARGET } from './corpus/evaluate.js';
import { expectSentWhole } from './sent-whole.js';

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
  // Letters of Serbian, Macedonian, Kazakh and Tatar, and their Latin alphabets' spellings.
  ['je', 'је'],
  ['nja', 'ња'],
  ['ći', 'ћи'],
  ['qa', 'қа'],
  ['ğa', 'ға'],
  ['mö', 'мө'],
  ['mä', 'мә'],
];
/** Names of other people, from syllables none of the persona's names use. */
const OTHERS: readonly [string, string][] = [
  ['bu', 'бу'],
  ['gu', 'гу'],
  ['fo', 'фо'],
  ['pu', 'пу'],
];
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** Names of three letters or more in both scripts (`Яя` is two, and gets no other spelling). */
const nameOf = (parts: readonly [string, string][]) =>
  fc
    .array(fc.constantFrom(...parts), { minLength: 2, maxLength: 3 })
    .map((picked) => ({
      latin: capital(picked.map(([l]) => l).join('')),
      cyrillic: capital(picked.map(([, c]) => c).join('')),
    }))
    .filter((name) => name.cyrillic.length >= 3);
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

  it('is a label or a signature with accents a plain name was configured without, and the other way round', () => {
    // Acute, grave, diaeresis, dot below with acute (Yoruba), circumflex: as models add them.
    const ACCENTS = ['\u0301', '\u0300', '\u0308', '\u0323\u0301', '\u0302'];
    fc.assert(
      fc.property(
        nameOf(SYLLABLES),
        fc.array(fc.constantFrom('', ...ACCENTS), { minLength: 6, maxLength: 6 }),
        fc.boolean(),
        fc.constantFrom(...MESSAGES),
        fc.constantFrom('label', 'signature'),
        (name, accents, configuredPlain, message, shape) => {
          let vowel = 0;
          const accented = name.latin.replace(
            /[aeiou]/g,
            (v) => v + (accents[vowel++ % accents.length] ?? ''),
          );
          const [persona, written] = configuredPlain
            ? [name.latin, accented.normalize('NFC')]
            : [accented.normalize('NFC'), name.latin];
          const body = shape === 'label' ? `${written}: ${message}` : `${message}\n— ${written}`;
          expectSentWhole(`# «send»\n${body}`, [message], { persona });
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

  it('spells every letter of the Cyrillic alphabets of Europe and Central Asia', () => {
    const alphabets = {
      Russian: 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
      Ukrainian: 'ґєії',
      Belarusian: 'ў',
      Serbian: 'ђјљњћџ',
      Macedonian: 'ѓќѕ',
      Kazakh: 'әғқңөұүһі',
      Tatar: 'җ',
      Bashkir: 'ҙҫҡ',
      Tajik: 'ҳҷӣӯ',
    };
    for (const [language, letters] of Object.entries(alphabets))
      for (const letter of letters)
        expect(otherScriptPattern(`Ма${letter}ра`), `${language} ${letter}`).toBeDefined();
  });

  it('gives no other spelling to names under three letters, or of neither script', () => {
    expect(otherScriptPattern('Ya')).toBeUndefined();
    expect(otherScriptPattern('Ян')).toBeUndefined();
    expect(otherScriptPattern('ユキ')).toBeUndefined();
    expect(new RegExp(`^${otherScriptPattern('Tom')}$`, 'iu').test('там')).toBe(false);
    expect(new RegExp(`^${otherScriptPattern('Heidi')}$`, 'iu').test('Хайди')).toBe(true);
  });
});

/*
 * The name in any other script: a persona configured in Latin letters is labelled or signed in
 * kana, Hangul, Greek, Hebrew, Georgian, Arabic or Devanagari by a model answering in that
 * language (or Bengali, Tamil, Thai, Ethiopic, Armenian), and a persona configured in one of those
 * is labelled in Latin letters (or in another
 * of them). Each syllable's spellings are the test's own, as a person of each language writes a
 * foreign name.
 */
type Script =
  | 'latin'
  | 'kana'
  | 'hangul'
  | 'greek'
  | 'hebrew'
  | 'georgian'
  | 'arabic'
  | 'devanagari'
  | 'bengali'
  | 'tamil'
  | 'thai'
  | 'ethiopic'
  | 'armenian';
const SCRIPTS: readonly Script[] = [
  'latin',
  'kana',
  'hangul',
  'greek',
  'hebrew',
  'georgian',
  'arabic',
  'devanagari',
  'bengali',
  'tamil',
  'thai',
  'ethiopic',
  'armenian',
];
/**
 * Latin, kana, Hangul, Greek, Hebrew (vowels i, o, u as letters, a unwritten), Georgian, Arabic,
 * Devanagari, Bengali, Tamil, Thai, Ethiopic, Armenian.
 */
const SPELLED: readonly (readonly string[])[] = [
  ['ka', 'カ', '카', 'κα', 'ק', 'კა', 'كا', 'का', 'কা', 'கா', 'คา', 'ካ', 'կա'],
  ['ki', 'キ', '키', 'κι', 'קי', 'კი', 'كي', 'की', 'কি', 'கி', 'คิ', 'ኪ', 'կի'],
  ['ko', 'コ', '코', 'κο', 'קו', 'კო', 'كو', 'को', 'কো', 'கோ', 'โค', 'ኮ', 'կո'],
  ['ma', 'マ', '마', 'μα', 'מ', 'მა', 'ما', 'मा', 'মা', 'மா', 'มา', 'ማ', 'մա'],
  ['mi', 'ミ', '미', 'μι', 'מי', 'მი', 'مي', 'मी', 'মি', 'மி', 'มิ', 'ሚ', 'մի'],
  ['na', 'ナ', '나', 'να', 'נ', 'ნა', 'نا', 'ना', 'না', 'நா', 'นา', 'ና', 'նա'],
  ['no', 'ノ', '노', 'νο', 'נו', 'ნო', 'نو', 'नो', 'নো', 'நோ', 'โน', 'ኖ', 'նո'],
  ['ri', 'リ', '리', 'ρι', 'רי', 'რი', 'ري', 'री', 'রি', 'ரி', 'ริ', 'ሪ', 'րի'],
  ['ro', 'ロ', '로', 'ρο', 'רו', 'რო', 'رو', 'रो', 'রো', 'ரோ', 'โร', 'ሮ', 'րո'],
  ['ru', 'ル', '루', 'ρου', 'רו', 'რუ', 'رو', 'रू', 'রু', 'ரு', 'รุ', 'ሩ', 'րու'],
  ['ta', 'タ', '타', 'τα', 'ט', 'ტა', 'تا', 'टा', 'টা', 'டா', 'ทา', 'ታ', 'տա'],
  ['to', 'ト', '토', 'το', 'טו', 'ტო', 'تو', 'टो', 'টো', 'டோ', 'โท', 'ቶ', 'տո'],
];
/** Syllables of other people's names: their sounds (s, p, y) are in no name above. */
const OTHER_SPELLED: readonly (readonly string[])[] = [
  ['sa', 'サ', '사', 'σα', 'ס', 'სა', 'سا', 'सा', 'সা', 'சா', 'ซา', 'ሳ', 'սա'],
  ['po', 'ポ', '포', 'πο', 'פו', 'პო', 'بو', 'पो', 'পো', 'போ', 'โป', 'ፖ', 'պո'],
  ['yu', 'ユ', '유', 'γιου', 'יו', 'იუ', 'يو', 'यू', 'ইউ', 'யூ', 'ยู', 'ዩ', 'յու'],
];
/**
 * Everyday words a model puts in label position, each with a sound (s, sh, p, b, h, y) no
 * generated name has, or written in characters that spell no sounds (`質問`): a word of two
 * consonants that a name shares (`メモ` and `Mamo`) is the documented limit, not tested here.
 */
const EVERYDAY: Readonly<Record<Script, readonly string[]>> = {
  latin: ['Update', 'Plan', 'Status', 'Tip', 'Shopping', 'Hey'],
  kana: ['ヒント', 'ポイント', 'メッセージ', 'スケジュール', '質問'],
  hangul: ['힌트', '메시지', '팁', '요약'],
  greek: ['Σημείωση', 'Απάντηση', 'Υπόδειξη', 'Ερώτηση'],
  hebrew: ['הערה', 'תשובה', 'שאלה', 'טיפ'],
  georgian: ['შენიშვნა', 'პასუხი', 'კითხვა'],
  arabic: ['ملاحظة', 'جواب', 'سؤال'],
  devanagari: ['सवाल', 'सूचना', 'उपाय'],
  bengali: ['প্রশ্ন', 'সংবাদ', 'বিষয়'],
  tamil: ['பதில்', 'குறிப்பு'],
  thai: ['สรุป', 'ปัญหา'],
  ethiopic: ['ማስታወሻ', 'ጥያቄ'],
  armenian: ['Պատասխան', 'Հարց', 'Նշում'],
};
const MESSAGES_ANY = [
  'see you at six then',
  'はい、木曜日の18時に',
  '네, 목요일 6시에 봐요',
  'ναι, τα λέμε την Πέμπτη',
  'ок 👍',
];

const HEBREW_FINAL: Readonly<Record<string, string>> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };
/** A name from syllables, as its script writes it (Greek's final sigma, Hebrew's final letters and final `a`). */
function spell(syllables: readonly (readonly string[])[], script: Script): string {
  const column = SCRIPTS.indexOf(script);
  const word = syllables.map((s) => s[column] ?? '').join('');
  if (script === 'latin' || script === 'greek') return capital(word).replace(/σ$/, 'ς');
  if (script !== 'hebrew') return word;
  const last = syllables.at(-1)?.[0] ?? '';
  const end = word.slice(-1);
  return last.endsWith('a') ? `${word}ה` : word.slice(0, -1) + (HEBREW_FINAL[end] ?? end);
}
const syllablesOf = (table: readonly (readonly string[])[], min: number) =>
  fc.array(fc.constantFrom(...table), { minLength: min, maxLength: 3 });
/** Two different scripts, one of them Latin or both other than Latin. */
const scriptPair = fc
  .tuple(fc.constantFrom(...SCRIPTS), fc.constantFrom(...SCRIPTS))
  .filter(([a, b]) => a !== b);
type Shape = 'label' | 'bold label' | 'full-width label' | 'signature' | 'narration';
const SHAPES: readonly Shape[] = ['label', 'bold label', 'full-width label', 'signature', 'narration'];
/** "smiles" after a name, as each language writes it (Japanese and Korean with the topic particle). */
const SMILES: Readonly<Record<Script, string>> = {
  latin: ' smiles',
  kana: 'は笑う',
  hangul: '는 웃는다',
  greek: ' χαμογελά',
  hebrew: ' מחייכת',
  georgian: ' იღიმება',
  arabic: ' تبتسم',
  devanagari: ' मुस्कुराती है',
  bengali: ' হাসে',
  tamil: ' சிரிக்கிறாள்',
  thai: ' ยิ้ม',
  ethiopic: ' ፈገግ አለች',
  armenian: ' ժպտում է',
};
function shaped(shape: Shape, name: string, message: string, script: Script): string {
  if (shape === 'label') return `${name}: ${message}`;
  if (shape === 'bold label') return `**${name}:** ${message}`;
  if (shape === 'full-width label') return `${name}：${message}`;
  if (shape === 'narration') return `*${name}${SMILES[script]}*\n${message}`;
  return `${message}\n— ${name}`;
}
/** What the boundary holds the name back as, by shape. */
const REASON: Readonly<Record<Shape, string>> = {
  label: 'label',
  'bold label': 'label',
  'full-width label': 'label',
  signature: 'label',
  narration: 'narration',
};

describe("the persona's name in any other script", () => {
  it('is a label, signature or narration subject the chat never sees, configured in one script and written in another', () => {
    fc.assert(
      fc.property(
        syllablesOf(SPELLED, 2),
        scriptPair,
        fc.constantFrom(...MESSAGES_ANY),
        fc.constantFrom(...SHAPES),
        (syllables, [configuredIn, writtenIn], message, shape) => {
          const persona = spell(syllables, configuredIn);
          const written = spell(syllables, writtenIn);
          const body = shaped(shape, written, message, writtenIn);
          const verdict = judge({
            name: 'generated',
            persona,
            answer: `# «send»\n${body}`,
            expect: [{ type: 'send', text: message }],
          });
          expect(verdict.lost, `${persona} / ${body}`).toEqual([]);
          expect(verdict.leaked, `${persona} / ${body}`).toEqual([]);
          expect(
            verdict.withheld.map((w) => w.reason),
            `${persona} / ${body}`,
          ).toContain(REASON[shape]);
        },
      ),
      { numRuns: 300, seed },
    );
  });

  it("sends another person's name, a name sharing only part of the persona's, and everyday words in label position", () => {
    fc.assert(
      fc.property(
        syllablesOf(SPELLED, 2),
        syllablesOf(OTHER_SPELLED, 2),
        scriptPair,
        fc.constantFrom(...MESSAGES_ANY),
        fc.constantFrom('other', 'longer', 'shorter', 'everyday'),
        fc.nat(),
        fc.constantFrom<Shape>('label', 'bold label', 'full-width label'),
        (syllables, other, [configuredIn, writtenIn], message, twin, pick, shape) => {
          const persona = spell(syllables, configuredIn);
          const everyday = EVERYDAY[writtenIn];
          const word =
            twin === 'other'
              ? spell(other, writtenIn)
              : twin === 'longer'
                ? spell([...syllables, ...other.slice(0, 1)], writtenIn)
                : twin === 'shorter' && syllables.length === 3
                  ? spell(syllables.slice(0, 2), writtenIn)
                  : (everyday[pick % everyday.length] ?? '');
          const text = shaped(shape, word, message, writtenIn);
          const verdict = judge({
            name: 'generated twin',
            persona,
            // In a group, where a name opens a message addressed to its bearer.
            chat: 'group',
            answer: `# «send»\n${text}`,
            expect: [{ type: 'send', text, replyTo: TARGET }],
          });
          expect(verdict.lost, `${persona} / ${text}`).toEqual([]);
        },
      ),
      { numRuns: 300, seed },
    );
  });

  it('reads a name by its consonants, not its exact letters, and needs two of them', () => {
    expect(spellsName('ハイジ', 'Heidi')).toBe(true);
    expect(spellsName('Χάιντι', 'Heidi')).toBe(true);
    expect(spellsName('Yuki', 'ユキ')).toBe(true);
    expect(spellsName('ג׳ון', 'John')).toBe(true);
    // ו is o or u, and a name of one consonant reads whole (`נועה` is Noa).
    expect(spellsName('נועה', 'Noa')).toBe(true);
    expect(spellsName('마이크', 'Mike')).toBe(true);
    // One consonant, or two with another first vowel, is a word as often as a name.
    expect(spellsName('オキ', 'Aki')).toBe(false);
    expect(spellsName('ノート', 'Nate')).toBe(false);
    // Of Chinese characters only those that spell foreign names are read; Latin and Cyrillic keep
    // their letter-by-letter spellings.
    expect(spellsName('海蒂', 'Heidi')).toBe(true);
    expect(spellsName('海边', 'Heidi')).toBe(false);
    expect(spellsName('Хайди', 'Heidi')).toBe(false);
  });
});

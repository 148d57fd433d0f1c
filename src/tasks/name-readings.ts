/*
 * A word of another script read back to Latin letters, roughly as a transliteration spells it:
 * `ハイジ` as `haiji`, `하이디` as `haidi`, `Χάιντι` as `khaidi` or `khainti`. The reading only
 * has to agree with a Latin spelling on its consonants (`name-sounds.ts` compares them by sound
 * class), so each table keeps to one common spelling per letter. Kana, Hangul, Greek, Georgian,
 * Hebrew, Arabic, Devanagari and the other scripts of India, Thai, Ethiopic, Armenian, Cyrillic and
 * Inuktitut's syllabics are read; of Chinese characters, only those that spell foreign names are,
 * and a word with any other has no reading.
 */

/** The scripts a name is read from; Hebrew and Arabic write few vowels. */
export type NameScript =
  | 'latin'
  | 'cyrillic'
  | 'greek'
  | 'georgian'
  | 'hebrew'
  | 'arabic'
  | 'devanagari'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'oriya'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam'
  | 'thai'
  | 'ethiopic'
  | 'armenian'
  | 'hiragana'
  | 'katakana'
  | 'hangul'
  | 'syllabics'
  | 'han';

const SCRIPTS: readonly [NameScript, RegExp][] = [
  ['latin', /\p{sc=Latn}/u],
  ['cyrillic', /\p{sc=Cyrl}/u],
  ['greek', /\p{sc=Grek}/u],
  ['georgian', /\p{sc=Geor}/u],
  ['hebrew', /\p{sc=Hebr}/u],
  ['arabic', /\p{sc=Arab}/u],
  ['devanagari', /\p{sc=Deva}/u],
  ['bengali', /\p{sc=Beng}/u],
  ['gurmukhi', /\p{sc=Guru}/u],
  ['gujarati', /\p{sc=Gujr}/u],
  ['oriya', /\p{sc=Orya}/u],
  ['tamil', /\p{sc=Taml}/u],
  ['telugu', /\p{sc=Telu}/u],
  ['kannada', /\p{sc=Knda}/u],
  ['malayalam', /\p{sc=Mlym}/u],
  ['thai', /\p{sc=Thai}/u],
  ['ethiopic', /\p{sc=Ethi}/u],
  ['armenian', /\p{sc=Armn}/u],
  ['hiragana', /\p{sc=Hira}/u],
  ['katakana', /[\p{sc=Kana}ー]/u],
  ['hangul', /\p{sc=Hang}/u],
  ['syllabics', /\p{sc=Cans}/u],
  ['han', /\p{sc=Han}/u],
];

/** The script of a letter, or undefined for a script no table reads (and for a non-letter). */
export function scriptOf(letter: string): NameScript | undefined {
  return SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0];
}

/** The word's readings in Latin letters (more than one where a spelling is ambiguous). */
export function readWord(word: string, script: NameScript): string[] {
  const lower = word.toLowerCase();
  switch (script) {
    case 'latin':
      return [latinLetters(lower)];
    case 'cyrillic':
      return [byLetter(lower, CYRILLIC)];
    case 'greek':
      return readGreek(lower);
    case 'georgian':
      return [byLetter(lower, GEORGIAN)];
    case 'hebrew': {
      // ו inside a word is o as often as u (`נועה` Noa, `רון` Ron); only it reads as u.
      const reading = readHebrew(lower);
      return reading.includes('u') ? [reading, reading.replace(/u/g, 'o')] : [reading];
    }
    case 'arabic':
      // ئ carries hamza on a glide: a vowel in `Aisha`, the `ye` of `Ayesha`.
      return lower.includes('ئ') ? [readArabic(lower), readArabic(lower, 'ye')] : [readArabic(lower)];
    case 'devanagari':
      return [readDevanagari(lower)];
    case 'bengali':
    case 'gurmukhi':
    case 'gujarati':
    case 'oriya':
    case 'tamil':
    case 'telugu':
    case 'kannada':
    case 'malayalam':
      return [readDevanagari(asDevanagari(lower))];
    case 'thai':
      return [readThai(lower)];
    case 'ethiopic':
      return [readEthiopic(lower)];
    case 'armenian':
      return [byLetter(lower.replace(/ու/g, 'ւ'), ARMENIAN)];
    case 'hiragana':
    case 'katakana':
      return [readKana(lower)];
    case 'hangul':
      return [readHangul(lower)];
    case 'syllabics':
      return [byLetter(lower, SYLLABICS)];
    case 'han': {
      // Only a word wholly of the characters that spell foreign names has a reading.
      const syllables = [...lower].map((ch) => TRANSCRIPTION.get(ch));
      return syllables.every((s) => s !== undefined) ? [syllables.join("'")] : [''];
    }
  }
}

/**
 * The Chinese characters that spell foreign names (`海蒂` Heidi, `安娜` Anna, `玛丽亚` Maria), each
 * with its syllable as a Latin spelling gives it (pinyin's x as s, q as ch; 亚 as the a of Maria).
 */
const TRANSCRIPTION = table(
  '阿艾爱安奥巴芭拜班邦保鲍贝本比彼宾滨波伯博布查柴达戴黛丹道德登迪蒂狄丁东杜顿多朵厄恩尔法凡范菲费芬丰佛弗福夫盖甘高戈格根贡古圭哈海汉豪赫黑亨胡华惠霍基吉加佳贾简杰捷金琴卡凯坎康科克肯孔库昆拉莱兰朗劳勒雷蕾里利莉丽理莲林琳玲留娄卢鲁路露伦罗洛马玛迈麦曼蔓茂梅美门蒙孟米密敏明摩莫默穆纳娜南内妮尼宁纽诺欧帕潘佩彭皮珀普奇琪乔琼热瑞若萨塞赛桑森沙莎珊尚舍史施舒斯丝思苏索塔泰坦汤唐特提廷通图托瓦万旺威韦维薇温沃乌伍西希锡夏肖谢辛欣休雅亚娅扬耶伊依因英尤于约泽扎詹朱兹佐芙茜卓芮莺萝蓓黎琦姬嘉',
  'a ai ai an ao ba ba bai ban bang bao bao bei ben bi bi bin bin bo bo bo bu cha chai da dai dai dan dao de deng di di di ding dong du dun duo duo e en er fa fan fan fei fei fen feng fo fu fu fu gai gan gao ge ge gen gong gu gui ha hai han hao he hei heng hu hua hui huo ji ji jia jia jia jian jie jie jin chin ka kai kan kang ke ke ken kong ku kun la lai lan lang lao le lei lei li li li li li lian lin lin ling liu lou lu lu lu lu lun luo luo ma ma mai mai man man mao mei mei men meng meng mi mi min ming mo mo mo mu na na nan nei ni ni ning niu nuo ou pa pan pei peng pi po pu chi chi chiao chiong re rui ruo sa sai sai sang sen sha sha shan shang she shi shi shu si si si su suo ta tai tan tang tang te ti ting tong tu tuo wa wan wang wei wei wei wei wen wo wu wu si si si sia siao sie sin sin siu ya a a yang ye yi yi yin ying you yu yue ze zha zhan zhu zi zuo fu si zhuo rui ying luo bei li chi ji jia',
);

/** `Zoë` as `zoe`, `Łukasz` as `lukasz`: the base letters. */
function latinLetters(word: string): string {
  return word
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/[øœ]/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/þ/g, 'th')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}

/** A table from a string of letters and their spellings, in order. */
function table(letters: string, spellings: string): ReadonlyMap<string, string> {
  const latin = spellings.split(' ');
  return new Map([...letters].map((letter, i) => [letter, latin[i] === '-' ? '' : (latin[i] ?? '')]));
}

function byLetter(word: string, letters: ReadonlyMap<string, string>): string {
  return joinLetters([...word].map((ch) => letters.get(ch) ?? ''));
}

/**
 * Letters' spellings in a row, an apostrophe between two that would read as one Latin pair
 * (Hebrew `טס` is `t's`, not the `ts` of `צ`).
 */
function joinLetters(spellings: readonly string[]): string {
  return spellings.reduce(
    (out, next) => (LATIN_PAIR.test(`${out.slice(-1)}${next.slice(0, 1)}`) ? `${out}'${next}` : out + next),
    '',
  );
}
const LATIN_PAIR = /^(?:sh|zh|ts|tz|dz|ch|kh|gh|ph|th|dh|ck|qu)$/;

const CYRILLIC = table(
  'абвгґдеёєжзиіїйклмнопрстуўфхцчшщъыьэюя',
  'a b v g g d e yo ye zh z i i yi y k l m n o p r s t u w f kh ts ch sh shch - y - e yu ya',
);

/**
 * Inuktitut's syllabics: a consonant's shape turned for its vowel (i, u, a), and its small final
 * form for the consonant alone (`ᓄᑲ` is `nuka`).
 */
const SYLLABIC_CONSONANTS = ['', 'p', 't', 'k', 'g', 'm', 'n', 's', 'l', 'j', 'v', 'r', 'q', 'ng'];
const SYLLABICS: ReadonlyMap<string, string> = new Map([
  ...(
    [
      ['ᐃᐱᑎᑭᒋᒥᓂᓯᓕᔨᕕᕆᕿᖏ', 'i'],
      ['ᐅᐳᑐᑯᒍᒧᓄᓱᓗᔪᕗᕈᖁᖑ', 'u'],
      ['ᐊᐸᑕᑲᒐᒪᓇᓴᓚᔭᕙᕋᖃᖓ', 'a'],
    ] as const
  ).flatMap(([row, vowel]) =>
    [...row].map((ch, i): [string, string] => [ch, `${SYLLABIC_CONSONANTS[i]}${vowel}`]),
  ),
  ...[...'ᑉᑦᒃᒡᒻᓐᔅᓪᔾᕝᕐᖅᖕ'].map((ch, i): [string, string] => [ch, SYLLABIC_CONSONANTS[i + 1] ?? '']),
]);

const GEORGIAN = table(
  'აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ',
  'a b g d e v z t i k l m n o p zh r s t u p k gh q sh ch ts dz ts ch kh j h',
);

/** Greek letter pairs read as one sound; `ντ`, `μπ`, `γκ` are `d`, `b`, `g` in a foreign name. */
const GREEK_PAIRS: Readonly<Record<string, readonly string[]>> = {
  ου: ['u'],
  αι: ['e'],
  ει: ['i'],
  οι: ['i'],
  υι: ['i'],
  αυ: ['av'],
  ευ: ['ev'],
  ντ: ['d', 'nt'],
  μπ: ['b', 'mp'],
  γκ: ['g', 'ng'],
  γγ: ['ng'],
  τσ: ['ts'],
  τζ: ['dz'],
};
const GREEK = table('αβγδεζηθικλμνξοπρσςτυφχψω', 'a v g d e z i th i k l m n ks o p r s s t i f kh ps o');

function readGreek(word: string): string[] {
  const letters = word.normalize('NFD').replace(/\p{M}/gu, '');
  let readings = [''];
  for (let i = 0; i < letters.length; ) {
    const pair = letters.slice(i, i + 2);
    // `Γιάννης`, `Γιούκι`: γι before a vowel is the glide y.
    const glide = pair === 'γι' && /[αεηιουω]/.test(letters[i + 2] ?? '');
    const options = glide ? ['y'] : (GREEK_PAIRS[pair] ?? [GREEK.get(letters[i] ?? '') ?? '']);
    const step = glide || GREEK_PAIRS[pair] ? 2 : 1;
    // A name has few ambiguous pairs; four readings are enough for any.
    readings = readings.flatMap((r) => options.map((o) => r + o)).slice(0, 4);
    i += step;
  }
  return readings;
}

const HEBREW = table(
  'אבגדהוזחטיךכלםמןנסעףפץצקרשת',
  '- b g d h v z kh t y kh kh l m m n n s - f p ts ts k r sh t',
);

/** Hebrew writes vowels only as ו (o, u) and י (i, e): consonants at a word's start, vowels inside. */
function readHebrew(word: string): string {
  const letters = [...word.replace(/\p{M}/gu, '')];
  const spellings = letters.map((ch, i) => {
    const geresh = /[׳']/.test(letters[i + 1] ?? '');
    if (geresh) return ch === 'ג' ? 'j' : ch === 'ז' ? 'zh' : ch === 'צ' ? 'ch' : (HEBREW.get(ch) ?? '');
    if (ch === 'ו') return i === 0 ? 'v' : 'u';
    // Before a vowel letter it is the consonant again (`קאיו`); `יי` is a diphthong (`היידי`).
    if (ch === 'י') return i === 0 || /[וא]/.test(letters[i + 1] ?? '') ? 'y' : 'i';
    if (ch === 'ה' && i === letters.length - 1) return 'a';
    return HEBREW.get(ch) ?? '';
  });
  return joinLetters(spellings);
}

const ARABIC = table(
  'اأإآءؤئبتثجحخدذرزسشصضطظعغفقكلمنهةوىيپچژکگیہھٹڈڑںےۃ',
  'a a i a - - i b t th j h kh d dh r z s sh s d t z - gh f q k l m n h a w a y p ch zh k g y h - t d r n e a',
);

/** Arabic writes long vowels as ا, و, ي; و and ي are consonants at a word's start, ي before a vowel. */
function readArabic(word: string, hamzaSeat = 'i'): string {
  const letters = [...word.replace(/\p{M}/gu, '')];
  const spellings = letters.map((ch, i) => {
    const beforeVowel = /[اوي]/.test(letters[i + 1] ?? '');
    if (i > 0 && (ch === 'ي' || ch === 'ی')) return beforeVowel ? 'y' : 'i';
    if (i > 0 && ch === 'و') return 'u';
    if (ch === 'ئ') return hamzaSeat;
    if ((ch === 'ه' || ch === 'ہ') && i === letters.length - 1 && i > 0) return 'a';
    return ARABIC.get(ch) ?? '';
  });
  return joinLetters(spellings);
}

/** Devanagari consonants from क to ह, each with an inherent `a`. */
const DEVANAGARI_CONSONANTS = table(
  'कखगघङचछजझञटठडढणतथदधनऩपफबभमयरऱलळऴवशषसह',
  'k kh g gh n ch chh j jh n t th d dh n t th d dh n n p ph b bh m y r r l l l v sh sh s h',
);
const DEVANAGARI_VOWELS = table('अआइईउऊऋएऐओऔऍऑ', 'a a i i u u ri e ai o au e o');
const DEVANAGARI_SIGNS = table('ािीुूृेैोौॅॉ', 'a i i u u ri e ai o au e o');

function readDevanagari(word: string): string {
  let out = '';
  let inherent = false;
  for (const ch of word) {
    const consonant = DEVANAGARI_CONSONANTS.get(ch);
    const sign = DEVANAGARI_SIGNS.get(ch);
    if (consonant !== undefined) {
      out += `${consonant}a`;
      inherent = true;
    } else if (sign !== undefined || ch === '\u094D') {
      // A vowel sign replaces the inherent `a`; the virama removes it.
      if (inherent) out = out.slice(0, -1);
      out += sign ?? '';
      inherent = false;
    } else if (ch === '\u0902' || ch === '\u0901') out += 'n';
    else {
      out += DEVANAGARI_VOWELS.get(ch) ?? '';
      inherent = false;
    }
  }
  return out;
}

/**
 * Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada and Malayalam as Devanagari: each
 * block keeps Devanagari's order, so a letter at the same place is the same letter (`তানভীর` is
 * `तानभीर`, `காவ்யா` is `काव्या`).
 */
function asDevanagari(word: string): string {
  return [...word]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code >= 0x980 && code < 0xd80 ? String.fromCodePoint(0x900 + ((code - 0x980) % 0x80)) : ch;
    })
    .join('');
}

const THAI_CONSONANTS = table(
  'กขฃคฅฆงจฉชซฌญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรฤลฦวศษสหฬอฮ',
  'k kh kh kh kh kh ng ch ch ch s ch y d t th th th n d t th th th n b p ph f ph f ph m y r rue l lue w s s s h l - h',
);
const THAI_VOWELS = table('ะัาำิีึืุูๅ', 'a a a am i i ue ue u u a');
/** Vowels written before the consonant they follow in speech (`ไฮ` is `hai`). */
const THAI_LEADING = table('เแโใไ', 'e ae o ai ai');

function readThai(word: string): string {
  const letters = [...word];
  let out = '';
  let leading = '';
  letters.forEach((ch, i) => {
    const next = letters[i + 1] ?? '';
    // The thanthakhat silences the letter under it; ห before a soft consonant only marks its tone.
    if (next === '์' || (ch === 'ห' && /[นมลวยงญร]/.test(next))) return;
    const lead = THAI_LEADING.get(ch);
    if (lead !== undefined) {
      leading = lead;
      return;
    }
    const consonant = THAI_CONSONANTS.get(ch);
    if (consonant === undefined) {
      out += THAI_VOWELS.get(ch) ?? '';
      return;
    }
    // อ carries a vowel at a syllable's start and is the vowel `o` after a consonant (`พลอย` ploy).
    const vowelO = ch === 'อ' && out !== '' && leading === '' && !THAI_VOWELS.has(next);
    out += vowelO ? 'o' : consonant + leading;
    leading = '';
  });
  return out;
}

/** Ethiopic syllables by row of eight (a consonant) and place in the row (its vowel). */
const ETHIOPIC_ROWS =
  'h l h m s r s sh q q q q b v t ch h h n ny - k k kh kh w - z zh y d d j g g ng t ch p ts ts f p'.split(
    ' ',
  );
const ETHIOPIC_VOWELS = 'e u i a e - o wa'.split(' ');

function readEthiopic(word: string): string {
  return [...word]
    .map((ch) => {
      const index = (ch.codePointAt(0) ?? 0) - 0x1200;
      const row = ETHIOPIC_ROWS[Math.floor(index / 8)];
      if (index < 0 || row === undefined) return '';
      return [row, ETHIOPIC_VOWELS[index % 8] ?? ''].map((p) => (p === '-' ? '' : p)).join('');
    })
    .join('');
}

/** Armenian letter by letter, `ու` (u) first made one letter. */
const ARMENIAN = table(
  'աբգդեզէըթժիլխծկհձղճմյնշոչպջռսվտրցւփքօֆ',
  'a b g d e z e e t zh i l kh ts k h dz gh ch m y n sh o ch p j r s v t r ts u p k o f',
);

const KANA = table(
  'アイウエオカキクケコガギグゲゴサシスセソザジズゼゾタチツテトダヂヅデドナニヌネノハヒフヘホバビブベボパピプペポマミムメモヤユヨラリルレロワヲンヴ',
  'a i u e o ka ki ku ke ko ga gi gu ge go sa shi su se so za ji zu ze zo ta chi tsu te to da ji zu de do na ni nu ne no ha hi fu he ho ba bi bu be bo pa pi pu pe po ma mi mu me mo ya yu yo ra ri ru re ro wa o n vu',
);
const SMALL_KANA = table('ァィゥェォャュョ', 'a i u e o ya yu yo');

/** Kana syllable by syllable; a small kana changes the syllable before it (`ティ` ti, `キャ` kya). */
function readKana(word: string): string {
  const syllables: string[] = [];
  // Hiragana as katakana: the two blocks are in the same order.
  const katakana = word.replace(/[\u3041-\u3096]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
  for (const ch of katakana) {
    const small = SMALL_KANA.get(ch);
    const last = syllables.at(-1);
    if (small !== undefined && last !== undefined) {
      syllables[syllables.length - 1] = small.startsWith('y')
        ? /^(?:sh|ch|j)i$/.test(last)
          ? last.slice(0, -1) + small.slice(1)
          : last.slice(0, -1) + small
        : (last === 'u' ? 'w' : last.replace(/[aiueo]+$/, '')) + small;
      continue;
    }
    syllables.push(small ?? KANA.get(ch) ?? '');
  }
  return syllables.join('');
}

/** Hangul syllables from their three parts, in Revised Romanization. */
const HANGUL_INITIALS = 'g kk n d tt r m b pp s ss - j jj ch k t p h'.split(' ');
const HANGUL_VOWELS = 'a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i'.split(' ');
const HANGUL_FINALS = '- g kk gs n nj nh d l lg lm lb ls lt lp lh m b bs s ss ng j ch k t p h'.split(' ');

function readHangul(word: string): string {
  return [...word]
    .map((ch) => {
      const index = ch.charCodeAt(0) - 0xac00;
      if (index < 0 || index >= 11172) return '';
      const parts = [
        HANGUL_INITIALS[Math.floor(index / 588)],
        HANGUL_VOWELS[Math.floor(index / 28) % 21],
        HANGUL_FINALS[index % 28],
      ];
      return parts.map((p) => (p === '-' ? '' : (p ?? ''))).join('');
    })
    .join('');
}

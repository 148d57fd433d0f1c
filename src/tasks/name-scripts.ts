/**
 * A name as a pattern that also matches its spelling in the other of the Latin and Cyrillic
 * scripts: a persona configured as `Dima` is labelled `Дима:` by a model answering in Russian,
 * and `Олена` signs as `Olena` in an English reply. Each letter (or common digraph) becomes the
 * set of letters the usual transliterations give it, so `Heidi` also matches `Хайди` and `Хейди`.
 * Vowels keep to their own letters, so a name does not turn into a common word (`Tom` is not
 * `там`); names under three letters get no other spelling.
 */

/** Latin letter groups and the Cyrillic spellings they are written as (longest first). */
const LATIN_TO_CYRILLIC: readonly [string, string][] = [
  ['shch', 'щ'],
  ['dž', 'џ|дж'],
  ['dzh', 'џ|дж'],
  ['sch', 'ш|щ'],
  ['sh', 'ш'],
  ['ch', 'ч|х'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['lj', 'љ|ль|л'],
  ['nj', 'њ|нь|н'],
  ['ts', 'ц|тс'],
  ['tz', 'ц'],
  ['ya', 'я|ья|иа'],
  ['ia', 'ия|иа|я'],
  ['yu', 'ю|ью'],
  ['iu', 'ю|иу'],
  ['yo', 'ё|йо|ьо'],
  ['ye', 'е|йе|ье'],
  ['ei', 'ей|эй|ай'],
  ['ai', 'ай|аи|эй'],
  ['oi', 'ой|уа'],
  ['ee', 'и'],
  ['oo', 'у'],
  ['ou', 'у|оу'],
  ['ph', 'ф'],
  ['th', 'т|с'],
  ['ck', 'к'],
  ['a', 'а|ә'],
  ['b', 'б'],
  ['c', 'к|с|ц'],
  ['d', 'д'],
  ['e', 'е|э'],
  ['f', 'ф'],
  ['g', 'г|дж|ғ'],
  ['h', 'х|г|һ|ҳ'],
  ['i', 'и|ы|і'],
  ['j', 'дж|й|ж|ј'],
  ['k', 'к|қ'],
  ['l', 'л|ль'],
  ['m', 'м'],
  ['n', 'н|ң'],
  ['o', 'о|ө'],
  ['p', 'п'],
  ['q', 'к|қ'],
  ['r', 'р'],
  ['s', 'с|з'],
  ['t', 'т'],
  ['u', 'у|ю|ү|ұ'],
  ['v', 'в'],
  ['w', 'в|у'],
  ['x', 'кс'],
  ['y', 'и|й|ы'],
  ['z', 'з|ц'],
  // Letters of Latin alphabets written for Cyrillic ones (Serbian, Croatian, Kazakh, Tatar, Azeri).
  ['č', 'ч'],
  ['ć', 'ћ|ч'],
  ['đ', 'ђ|дж'],
  ['š', 'ш'],
  ['ž', 'ж'],
  ['ä', 'ә|а|э'],
  ['ö', 'ө|о|ё'],
  ['ü', 'ү|у|ю'],
  ['ğ', 'ғ|г'],
  ['ñ', 'ң|н'],
  ['ı', 'ы|и'],
];

/**
 * Cyrillic letters and their Latin spellings: Russian, Ukrainian and Belarusian, then the letters
 * of Serbian, Macedonian, Kazakh, Kyrgyz, Tatar, Bashkir, Tajik, Uzbek and Mongolian.
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v|w',
  г: 'g|h',
  ґ: 'g',
  д: 'd',
  е: 'e|ye|ie',
  ё: 'yo|jo|e',
  є: 'ye|ie|je',
  ж: 'zh|j|g',
  з: 'z|s',
  и: 'i|y',
  і: 'i',
  ї: 'yi|i|ji',
  й: 'y|i|j',
  к: 'k|c',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's|c',
  т: 't',
  у: 'u|ou|oo',
  ў: 'u|w',
  ф: 'f|ph',
  х: 'kh|h|ch',
  ц: 'ts|tz|c',
  ч: 'ch|tch',
  ш: 'sh|sch',
  щ: 'shch|sch|sh',
  ъ: '',
  ы: 'y|i',
  ь: '|y|i',
  э: 'e',
  ю: 'yu|iu|ju',
  я: 'ya|ia|ja',
  ђ: 'đ|dj|dzh',
  ј: 'j|y',
  љ: 'lj|l',
  њ: 'nj|n',
  ћ: 'ć|c|ch',
  џ: 'dž|dzh|j',
  ѓ: 'gj|ǵ|g',
  ќ: 'kj|ḱ|k',
  ѕ: 'dz',
  ә: 'a|ä|ae|e',
  ғ: 'g|gh|ğ',
  қ: 'q|k',
  ң: 'n|ng|ñ',
  ө: 'o|ö|oe',
  ұ: 'u',
  ү: 'u|ü|ue',
  һ: 'h',
  җ: 'j|zh',
  ҙ: 'z|dh',
  ҫ: 's|th',
  ҡ: 'q|k',
  ҳ: 'h',
  ҷ: 'j|ch',
  ӣ: 'i',
  ӯ: 'u',
};

const LATIN_NAME = /^[a-zčćđšžäöüğñı][a-zčćđšžäöüğñı' -]*$/;
/** A name of Cyrillic letters that all have a Latin spelling above. */
const isCyrillicName = (name: string) =>
  /^[\p{sc=Cyrl}' -]+$/u.test(name) && [...name].every((ch) => /['’ -]/.test(ch) || ch in CYRILLIC_TO_LATIN);

/** `a|b` as a regular-expression group; a single option stays bare. */
function options(spellings: string): string {
  return spellings.includes('|') ? `(?:${spellings})` : spellings;
}

/**
 * The name's spelling in the other script as a regular-expression source (matched case-folded),
 * or undefined for a name in neither script, or of mixed scripts.
 */
export function otherScriptPattern(name: string): string | undefined {
  const lower = name.trim().toLowerCase();
  // Two letters spell everyday words in the other script (`Ya` is Russian for "I").
  if (lower.replace(/[^\p{L}]/gu, '').length < 3) return undefined;
  if (LATIN_NAME.test(lower)) {
    let out = '';
    for (let i = 0; i < lower.length; ) {
      const rest = lower.slice(i);
      const group = LATIN_TO_CYRILLIC.find(([latin]) => rest.startsWith(latin));
      if (group) {
        out += options(group[1]);
        i += group[0].length;
      } else {
        out += rest[0] === ' ' ? '\\s+' : "['’]?";
        i += 1;
      }
    }
    return out;
  }
  if (isCyrillicName(lower))
    return [...lower]
      .map((ch) => {
        const latin = CYRILLIC_TO_LATIN[ch];
        if (latin !== undefined) return latin === '' ? '' : `(?:${latin})`;
        return ch === ' ' ? '\\s+' : "['’]?";
      })
      .join('');
  return undefined;
}

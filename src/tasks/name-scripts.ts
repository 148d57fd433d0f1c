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
  ['sch', 'ш|щ'],
  ['sh', 'ш'],
  ['ch', 'ч|х'],
  ['zh', 'ж'],
  ['kh', 'х'],
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
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к|с|ц'],
  ['d', 'д'],
  ['e', 'е|э'],
  ['f', 'ф'],
  ['g', 'г|дж'],
  ['h', 'х|г'],
  ['i', 'и|ы'],
  ['j', 'дж|й|ж'],
  ['k', 'к'],
  ['l', 'л|ль'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с|з'],
  ['t', 'т'],
  ['u', 'у|ю'],
  ['v', 'в'],
  ['w', 'в|у'],
  ['x', 'кс'],
  ['y', 'и|й|ы'],
  ['z', 'з|ц'],
];

/** Cyrillic letters (Russian, Ukrainian, Belarusian) and their Latin spellings. */
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
};

const LATIN_NAME = /^[a-z][a-z' -]*$/;
const CYRILLIC_NAME = /^[а-яёґєіїў][а-яёґєіїў' -]*$/;

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
  if (CYRILLIC_NAME.test(lower))
    return [...lower]
      .map((ch) => {
        const latin = CYRILLIC_TO_LATIN[ch];
        if (latin !== undefined) return latin === '' ? '' : `(?:${latin})`;
        return ch === ' ' ? '\\s+' : "['’]?";
      })
      .join('');
  return undefined;
}

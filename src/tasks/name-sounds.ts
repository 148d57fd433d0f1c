import { type NameScript, readWord, scriptOf } from './name-readings.js';

/*
 * The persona's name written in a script other than its own (`Heidi` as `ハイジ`, `하이디`,
 * `Χάιντι`, `היידי`; `ユキ` as `Yuki`). A word is read back to Latin letters and both it and the
 * name are reduced to a consonant skeleton of sound classes that transliteration merges (d/t/j,
 * b/p/v/f, l/r, k/g/q, s/z/sh, h/kh); the word spells the name when the skeletons agree.
 *
 * A skeleton of one consonant is too short to tell a name from a word (`Yuki` without its `y` is
 * `k`, as `OK` is), so a word must agree on at least two; at exactly two it must also agree on the
 * first vowel (`Nate` is `ネイト`, not `ノート`, "note"), except in Hebrew and Arabic, which rarely
 * write one. The other of the Latin and Cyrillic scripts has its own letter-by-letter spellings
 * (`name-scripts.ts`) and is not read here.
 */

/** Sound classes: P b/p/f/v, T d/t, K k/g/q, S s/z/sh, H h, L l/r, M, N, Y the glide. */
type SoundClass = 'P' | 'T' | 'K' | 'S' | 'H' | 'L' | 'M' | 'N' | 'Y';

/** Letter groups (longest first) and the classes each may stand for. */
const SOUNDS: readonly [string, readonly SoundClass[]][] = [
  ['shch', ['S']],
  ['sch', ['S']],
  ['tch', ['T', 'S']],
  ['chh', ['T', 'S']],
  ['sh', ['S']],
  ['zh', ['S']],
  ['ts', ['T', 'S']],
  ['tz', ['T', 'S']],
  ['dz', ['T', 'S']],
  ['ch', ['T', 'S']],
  ['kh', ['H', 'K']],
  ['gh', ['K', 'H']],
  ['ph', ['P']],
  ['bh', ['P']],
  ['jh', ['T', 'S']],
  ['th', ['T']],
  ['dh', ['T']],
  ['ck', ['K']],
  ['qu', ['K']],
  ['b', ['P']],
  ['p', ['P']],
  ['f', ['P']],
  ['v', ['P']],
  ['d', ['T']],
  ['t', ['T']],
  ['j', ['T', 'S']],
  ['k', ['K']],
  ['g', ['K']],
  ['q', ['K']],
  ['s', ['S']],
  ['z', ['S']],
  ['l', ['L']],
  ['r', ['L']],
  ['m', ['M']],
  ['n', ['N']],
];
/**
 * A Latin spelling is read as several languages write it: `ch` in `Charlie`, `Michael` and
 * `Christoph`, `j` in `John` and `Jonas`, `c` hard or soft.
 */
const LATIN_SOUNDS: readonly [string, readonly SoundClass[]][] = [
  ['ch', ['T', 'S', 'H', 'K']],
  ['j', ['T', 'S', 'Y']],
];

const VOWEL = /[aeiouyw]/;

interface Skeleton {
  sounds: readonly (readonly SoundClass[])[];
  /** The first vowel's possible letters; undefined where the script does not write it. */
  vowel?: readonly string[];
}

/** A reading's consonants by class; consonants with no vowel between that may agree are one. */
function skeleton(reading: string, script: NameScript): Skeleton {
  const latin = script === 'latin';
  // Hebrew and Arabic write neither a vowel nor a doubling: two letters are two sounds.
  const abjad = script === 'hebrew' || script === 'arabic';
  const sounds: SoundClass[][] = [];
  let vowelBetween = true;
  for (let i = 0; i < reading.length; ) {
    const rest = reading.slice(i);
    const next = rest[1] ?? '';
    const ch = rest[0] ?? '';
    // A reading's apostrophe keeps two letters from reading as one pair (`t's`).
    if (ch === "'") {
      i += 1;
      continue;
    }
    // `y` before a vowel is a consonant (`Yuki`, `Maya`), as `i` is between vowels (Georgian
    // `იუ`, `Maia`); `h` only before a vowel (`Sarah` ends in a).
    const glide = ch === 'y' || (ch === 'i' && (i === 0 || VOWEL.test(reading[i - 1] ?? '')));
    if (glide && /[aeou]/.test(next)) {
      add(['Y']);
      i += 1;
      continue;
    }
    if (ch === 'h') {
      if (VOWEL.test(next)) add(['H']);
      i += 1;
      continue;
    }
    if (latin && ch === 'c' && !rest.startsWith('ch') && !rest.startsWith('ck')) {
      add(/[eiy]/.test(next) ? ['S'] : ['K']);
      i += 1;
      continue;
    }
    if (ch === 'x') {
      add(['K']);
      add(['S']);
      i += 1;
      continue;
    }
    const group =
      (latin ? LATIN_SOUNDS.find(([g]) => rest.startsWith(g)) : undefined) ??
      SOUNDS.find(([g]) => rest.startsWith(g));
    if (group) {
      add(group[1]);
      i += group[0].length;
      continue;
    }
    vowelBetween = true;
    i += 1;
  }
  // Chinese transcription writes a name's vowels loosely (`莉娜` is Lena as well as Lina).
  const vowel = abjad || script === 'han' ? undefined : firstVowel(reading, latin);
  return vowel === undefined ? { sounds } : { sounds, vowel };

  function add(classes: readonly SoundClass[]) {
    const last = sounds.at(-1);
    const shared = last?.filter((c) => classes.includes(c)) ?? [];
    // A doubled or clustered consonant (`Anna`, `tz`, `ッ`) is one sound.
    if (!vowelBetween && !abjad && last && shared.length > 0) sounds[sounds.length - 1] = shared;
    else sounds.push([...classes]);
    vowelBetween = false;
  }
}

/**
 * The first vowel as a reading gives it; a Latin spelling's as English and its neighbours say it
 * (`Heidi`'s `ei` is `a` in `ハイジ`, `Mike`'s `i` is `a` in `マイク`).
 */
function firstVowel(reading: string, latin: boolean): readonly string[] | undefined {
  const at = reading.search(/[aeou]|[iy](?![aeou])/);
  if (at < 0) return undefined;
  const pair = reading.slice(at, at + 2);
  const letter = reading[at] ?? '';
  if (!latin) return [letter === 'y' ? 'i' : letter];
  if (/^(?:ei|ey|ai|ay)$/.test(pair)) return ['a', 'e'];
  if (/^(?:ee|ea|ie)$/.test(pair)) return ['i'];
  if (/^(?:oo|ou)$/.test(pair)) return ['u', 'o'];
  return LATIN_VOWELS[letter];
}
const LATIN_VOWELS: Readonly<Record<string, readonly string[]>> = {
  a: ['a', 'e'],
  e: ['e'],
  i: ['i', 'a'],
  y: ['i', 'a'],
  o: ['o'],
  u: ['u', 'a'],
};

/** Skeletons agree: as many sounds, each pair sharing a class, and at two, the first vowel. */
function agree(a: Skeleton, b: Skeleton): boolean {
  if (a.sounds.length < 2 || a.sounds.length !== b.sounds.length) return false;
  const sounds = a.sounds.every((s, i) => s.some((c) => b.sounds[i]?.includes(c)));
  if (!sounds || a.sounds.length > 2 || !a.vowel || !b.vowel) return sounds;
  return a.vowel.some((v) => b.vowel?.includes(v));
}

/** Latin and Cyrillic spell each other letter by letter (`name-scripts.ts`). */
const FAMILY: Partial<Record<NameScript, string>> = {
  latin: 'latin-cyrillic',
  cyrillic: 'latin-cyrillic',
  hiragana: 'kana',
  katakana: 'kana',
};
const family = (script: NameScript) => FAMILY[script] ?? script;

/** The script of a whole word, or undefined for a word of mixed or unread scripts. */
function wordScript(word: string): NameScript | undefined {
  const scripts = new Set([...word.replace(/[\p{M}'’׳]/gu, '')].map(scriptOf));
  const [only] = scripts;
  return scripts.size === 1 ? only : undefined;
}

/** The word spells the name in another script (and not merely in the other of Latin and Cyrillic). */
export function spellsName(word: string, name: string): boolean {
  const wordIn = wordScript(word);
  const nameIn = wordScript(name);
  if (!wordIn || !nameIn || family(wordIn) === family(nameIn)) return false;
  const names = readWord(name, nameIn).map((r) => skeleton(r, nameIn));
  const readings = readWord(word, wordIn);
  // A name of one consonant or none (`Aiko`, `Ana`) has no skeleton to agree on: read whole, it is the name.
  const plain = (r: string) =>
    r
      .normalize('NFD')
      .replace(/[\p{M}'’]/gu, '')
      .toLowerCase();
  if (readWord(name, nameIn).some((n) => plain(n).length >= 3 && readings.some((r) => plain(r) === plain(n))))
    return true;
  return readings.some((r) => names.some((n) => agree(skeleton(r, wordIn), n)));
}

/** Korean particles joined to a name (`하이디는`, `하이디가`). */
const PARTICLE = /[는은이가를을의도와과야아]$/u;

/**
 * The words of the bodies that spell the persona's name in another script, where a label,
 * signature or narration would put it: the first word of a line and its last two (`— 하이디`,
 * `ハイジより`). Words are runs of one script's letters.
 */
export function nameSpellings(persona: string, bodies: readonly string[]): string[] {
  const full = persona.trim();
  const first = full.split(/\s+/)[0] ?? '';
  const names = [...new Set([full, first])].filter((n) => !/\s/.test(n) && n !== '');
  if (names.length === 0) return [];
  const found = new Set<string>();
  for (const line of bodies.flatMap((b) => b.split('\n'))) {
    const pinyin = pinyinLabel(line, names);
    if (pinyin !== undefined) found.add(pinyin);
    const words = scriptRuns(line);
    // Each sentence's first word too (`Mio is proposing 10:30. Hinata is a morning person…`).
    const openers = line.split(/(?<=[.!?。！？])\s*/u).map((sentence) => scriptRuns(sentence)[0]);
    const edges = new Set([words[0], words.at(-2), words.at(-1), ...openers]);
    for (const word of edges) {
      if (word === undefined) continue;
      const bare = wordScript(word) === 'hangul' && [...word].length >= 3 ? word.replace(PARTICLE, '') : word;
      const spelled = [word, bare].find((w) => names.some((n) => spellsName(w, n)));
      if (spelled !== undefined) found.add(spelled);
    }
  }
  return [...found];
}

/** A line's runs of letters of one script (`ハイジは` is `ハイジ` and `は`). */
function scriptRuns(line: string): string[] {
  const runs: string[] = [];
  let run = '';
  let runScript: NameScript | undefined;
  for (const ch of line) {
    // Marks and apostrophes (Hebrew's geresh: `ג׳ון` is John) belong to the word they follow.
    const mark = /[\p{M}'’׳]/u.test(ch) && run !== '';
    const script = mark ? runScript : /\p{L}|ー/u.test(ch) ? scriptOf(ch) : undefined;
    if (script !== undefined && script === runScript) run += ch;
    else {
      if (run !== '') runs.push(run);
      run = script === undefined ? '' : ch;
      runScript = script;
    }
  }
  if (run !== '') runs.push(run);
  return runs;
}

/** A pinyin syllable, its tone marks taken off: an initial or none, then a final. */
const PINYIN_SYLLABLE =
  /^(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ueng|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|in|un|ia|ie|iu|ua|uo|ui|ue|ve|er|a|o|e|i|u|v|ü)/;

/**
 * A label in pinyin (`Xiaoyu:`) for a name written in Chinese characters (`小雨`): a capitalised
 * word opening the line before a colon that reads as one pinyin syllable per character. Chinese
 * characters spell no sounds of their own, so only the label's place and its syllables tell it.
 */
function pinyinLabel(line: string, names: readonly string[]): string | undefined {
  const word = /^\s*[*_]{0,2}(\p{Lu}[\p{Ll}\p{M}]+)[*_]{0,2}\s*[:：]/u.exec(line)?.[1];
  if (word === undefined) return undefined;
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // A letter or pair English words rarely have and pinyin often does: `Menu:` and `Mango:` are words.
  if (!/[xqü]|zh|ch|sh|zi|ci|ao|ei|ui|iu|uo|ia/.test(plain)) return undefined;
  return names.some((n) => /^\p{Script=Han}{2,4}$/u.test(n) && syllables(plain, [...n].length))
    ? word
    : undefined;
}

/** `text` splits into exactly `count` pinyin syllables. */
function syllables(text: string, count: number): boolean {
  if (text === '') return count === 0;
  if (count === 0) return false;
  for (let end = Math.min(6, text.length); end >= 1; end--) {
    const head = text.slice(0, end);
    if (PINYIN_SYLLABLE.exec(head)?.[0] === head && syllables(text.slice(end), count - 1)) return true;
  }
  return false;
}

import { ownForm, paragraphRuns } from './answer-text.js';
import { SECOND_PERSON } from './meta-words.js';
import { THEM } from './speech-assistant.js';
import type { Hold } from './speech-context.js';
import { NAME_END, NAME_START, namePatterns } from './speech-wrappers.js';

/*
 * The model's working voice. Models reason and annotate in English whatever language the persona
 * speaks: in an answer whose messages speak another language, a paragraph of English prose said
 * to no one, about someone in the third person or about the writer's own act, is the model
 * talking to itself (`Misaki is anxious about her senpai; reassure her…` over Japanese, `I'll
 * congratulate her warmly…` over Turkish, `Note: I kept the bio under 60 words.` under German).
 */

/** Words of English; a few (`in`, `a`, `so`) other languages spell the same, which `FOREIGN` weighs. */
const ENGLISH = new Set(
  (
    'the and that this these with about from into because would should could been being have has had having ' +
    "does doesn’t doesn't don’t don't isn’t isn't wasn’t wasn't hasn’t hasn't won’t won't can’t can't " +
    "it’s it's she’s she's he’s he's they’re they're i’ll i'll i’m i'm i’ve i've i’d i'd " +
    'she he her him his they them their it its is are were not but just what which who when where ' +
    'than then there here after before while next last week yet already still one some any more ' +
    'keep kept answer answered answering reply replied replying asked asking wants needs seems ' +
    'will in on of to for a an at by as be was so my me we our all if or got get front'
  ).split(' '),
);

/**
 * Words the other languages personas speak use most that English does not (articles, "and",
 * "is", "not", "with"): a Latin paragraph is another language only on their evidence, since names,
 * numbers and code are neither.
 */
const FOREIGN = new Set(
  (
    'de la el los las que y en por para con una un es del al lo le les et est pas je vous une des du il elle ' +
    'ce qui sur dans avec mais che di è non per sono della gli ho der die das und ist nicht ich mit ein eine zu ' +
    'auf den dem sie wir het een niet ik van dat om voor maar ook o os um uma não com mas eu você ela ele ' +
    'w z się nie jest na że do jak ale ve bir bu için ile çok ama ben sen mı mi değil var yok og ikke jeg er ' +
    'pode pra tá vou nos nas dos das mais muito tudo isso aqui'
  ).split(' '),
);

interface Words {
  /** Words written in the Latin script. */
  latin: number;
  /** Of those, words of English. */
  english: number;
  /** Of those, words of another language. */
  foreign: number;
  /** Of those, words with letters English does not write (`ł`, `ñ`, `ş`, `ü`). */
  marked: number;
  /** Words in other scripts, an unspaced script's signs counted two to a word. */
  other: number;
}

function countWords(text: string): Words {
  // A possessive's `'s` is English on any name (`美咲's`).
  const tokens = (text.toLowerCase().match(/[\p{L}\p{M}'’]+/gu) ?? []).map((token) =>
    /[^\p{Script=Latin}'’]/u.test(token) ? token.replace(/['’]s$/u, '') : token,
  );
  let latin = 0;
  let english = 0;
  let foreign = 0;
  let marked = 0;
  let other = 0;
  for (const token of tokens) {
    if (/^[\p{Script=Latin}'’]+$/u.test(token)) {
      latin++;
      if (ENGLISH.has(token)) english++;
      else if (FOREIGN.has(token)) foreign++;
      if (/[^a-z'’]/u.test(token)) marked++;
    } else if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(token))
      other += Math.ceil([...token].length / 2);
    else other++;
  }
  return { latin, english, foreign, marked, other };
}

/**
 * English prose: five Latin words or more, one in four of them English and twice as many as of
 * another language (`in`, `a`, `so` are words of both), and little of another script (a name
 * written in its own, `Дима's`).
 */
function isEnglishProse(words: Words): boolean {
  return (
    words.latin >= 5 &&
    words.other * 4 <= words.latin &&
    words.english * 4 >= words.latin &&
    words.english > words.foreign * 2
  );
}

/** Words of a paragraph in a language other than English: another script, or Latin words of another language. */
function otherWords(words: Words): number {
  if (isEnglishProse(words)) return 0;
  const foreign =
    (words.foreign > words.english && words.foreign * 8 >= words.latin) ||
    (words.marked > 0 && words.english * 10 < words.latin) ||
    (words.marked * 4 >= words.latin && words.marked > words.english);
  return words.other + (foreign ? words.latin : 0);
}

/**
 * The answer's messages speak a language other than English: their other words are at least a
 * third as many as their English prose, and four or more (`Nacho, por mí bien, pero avisa a los vecinos`
 * beside `She doesn't respond to Álvaro's tortilla comment.`). A greeting in another language over
 * an English message (`¡Hola chicos!`) does not make it so.
 */
export function speaksOtherLanguage(bodies: readonly string[]): boolean {
  let english = 0;
  let other = 0;
  // Line by line: an English line glued to a message of another language is the model's.
  for (const line of bodies.flatMap((body) => body.split('\n'))) {
    const words = countWords(line);
    if (isEnglishProse(words)) english += words.latin;
    else other += otherWords(words);
  }
  return english > 0 && other >= 4 && other * 3 >= english;
}

/**
 * In such an answer, each one-line paragraph of English prose said to no one (no "you", asking and
 * exclaiming nothing, no emoji) that speaks of someone in the third person, names someone in the
 * chat, tells the writer's own act or directs the persona (`Noa should sound enthusiastic…`), held
 * back as reasoning; so is such a line glued over or under the message's own words in its language
 * (`Answer Tanaka first, then offer Kimura help directly.` over `はい、手伝えます！`). Lists,
 * quotations and code are the message's own.
 */
export function dropWorkingVoice(
  text: string,
  participants: readonly string[],
  persona: readonly string[],
  hold: Hold,
): string {
  // The persona in the third person has rules of its own (a persona may speak of herself so).
  const names = namePatterns(participants);
  const named = new RegExp(`${NAME_START}(?:${names.join('|')})${NAME_END}`, 'iu');
  const called = new RegExp(`^[*_]*(?:${names.join('|')})(?:[ \\t]*,|[ \\t]+I(?!\\p{L}))`, 'iu');
  const directed = new RegExp(
    `^[*_]*(?:${namePatterns(persona).join('|')})[ \\t]+(?:should|must|needs to|has to|ought to)(?!\\p{L})`,
    'iu',
  );
  const working = (line: string) =>
    isEnglishProse(countWords(line)) &&
    !/[?!？！]|\p{Extended_Pictographic}/u.test(line) &&
    !SECOND_PERSON.test(line) &&
    // A call (`Marta, …`, `Marta I'm driving`).
    !(names.length > 0 && called.test(line)) &&
    // Her own plan in English, opening as "I" (`Sí, I'll book sala 302…`), not the writer's act
    // on someone (`I'll congratulate her warmly…`).
    !(OPENS_AS_I.test(line) && !WRITERS_ACT.test(line) && !THEM.test(line)) &&
    (THIRD_PERSON.test(line) ||
      WRITERS_ACT.test(line) ||
      (names.length > 0 && named.test(line)) ||
      (persona.length > 0 && directed.test(line)));
  let dropped = false;
  const kept = paragraphRuns(text).flatMap((run) => {
    const paragraph = run.text.trim();
    if (ownForm(run)) return [run];
    if (!paragraph.includes('\n')) {
      if (!working(paragraph)) return [run];
      hold(paragraph, 'reasoning');
      dropped = true;
      return [];
    }
    // Glued to the message's first or last line, over or under words of its own language.
    const lines = paragraph.split('\n');
    const edge = [0, lines.length - 1].find((i) => {
      const rest = lines.filter((_, j) => j !== i).join('\n');
      return working(lines[i] ?? '') && otherWords(countWords(rest)) > 0;
    });
    if (edge === undefined) return [run];
    hold((lines[edge] ?? '').trim(), 'reasoning');
    dropped = true;
    return [{ ...run, text: lines.filter((_, j) => j !== edge).join('\n') }];
  });
  return dropped ? kept.map((run) => run.text).join('\n\n') : text;
}

/** "I" as the line's subject, after a word of its own at most (`Sí, I'll book…`). */
const OPENS_AS_I =
  /^[\s*_]*(?:\p{L}+[,!]?\s+)?I(?:['’](?:ll|m|d|ve)|\s+(?:will|am|can|have|had|need|want|think|guess))(?!\p{L})/u;
/** Someone spoken of: a third-person pronoun, or a name's possessive (`Aoi's grandmother`). */
const THIRD_PERSON =
  /(?<!\p{L})(?:[Ss]he|[Hh]e|[Hh]er|[Hh]im|[Hh]is|[Hh]ers|[Tt]hey|[Tt]hem|[Tt]heir|[Ss]he['’]s|[Hh]e['’]s|[Tt]hey['’]re)(?!\p{L})|\p{Lu}\p{Ll}+['’]s(?!\p{L})/u;
/**
 * The writer's own act on the turn: "I" with what it did, or not answering opening the line. A
 * promise (`I'll answer properly tonight`) is a person's.
 */
const WRITERS_ACT =
  /(?<!\p{L})I (?:kept|chose|answered|replied|reacted|went with|added|used)(?!\p{L})|^[\s*_([]*(?:(?:not|no need to|nothing to)\s+)?(?:answer|reply|respond|add)(?:ing)?(?!\p{L})/iu;

import { COUNT_WORDS, PLAN_WORDS, TURN_WORDS } from './meta-words.js';
import type { Hold } from './speech-context.js';
import { foldMarks } from './speech-marks.js';

/*
 * A page's apparatus a model puts around a message, recognised by its structure: a count of the
 * answer's words, a language tag before a translated line, a speech-bubble emoji standing for a
 * speaker label, a plan of the answer before it. None of it is typed to a chat.
 */

/** The body without its apparatus; what is cut goes to `hold`. */
export function dropApparatus(text: string, hold: Hold): string {
  return dropLanguageTags(dropCount(dropBubbleLabels(text, hold), hold), hold);
}

/** `(word count: 8)`, `（22文字）`, `[~40 words]`: a wrapped count ending the body (folded). */
const COUNT = new RegExp(
  `[([{]\\s*(?:~|≈|approx\\.?\\s*|約)?\\s*(?:(?:${COUNT_WORDS})\\s*[:=]?\\s*[~≈]?\\d+\\s*(?:${COUNT_WORDS})?|\\d+\\s*(?:${COUNT_WORDS}))\\s*[)\\]}]\\s*$`,
  'iu',
);

function dropCount(text: string, hold: Hold): string {
  const lines = text.split('\n');
  const last = lines.findLastIndex((line) => line.trim() !== '');
  const line = lines[last] ?? '';
  const found = COUNT.exec(foldMarks(line));
  // Alone it would be the whole message: a count says something about an answer beside it.
  if (!found || lines.slice(0, last).join('').trim() + line.slice(0, found.index).trim() === '') return text;
  hold(line.slice(found.index).trim(), 'reasoning');
  lines[last] = line.slice(0, found.index).trimEnd();
  return lines.join('\n');
}

/**
 * A language's code in brackets opening a line (`[EN]`, `(de)`, `[RU]`): the same message again in
 * another language follows it. The first tagged paragraph is the message (its tag dropped); a
 * later one, and an untagged message's tagged translation, is held back.
 */
const LANGUAGE_TAG =
  /^\s*[[(](?:en|eng|de|deu|ger|fr|fra|es|esp|spa|it|ita|pt|por|ru|rus|uk|ukr|pl|nl|sv|tr|ja|jp|jpn|zh|cn|ko|kr|ar|he|hi|el|ka)[)\]]\s*:?\s*/i;

/** The tag opening the line; in round brackets only in capitals (`(it)` is a word). */
function languageTag(line: string): string | undefined {
  const tag = LANGUAGE_TAG.exec(line)?.[0];
  return tag === undefined || tag.trimStart().startsWith('[') || tag === tag.toUpperCase() ? tag : undefined;
}

function dropLanguageTags(text: string, hold: Hold): string {
  const lines = text.split('\n');
  const tagged = lines.map(languageTag);
  if (!tagged.some((tag) => tag !== undefined)) return text;
  const firstText = lines.findIndex((line) => line.trim() !== '');
  const out: string[] = [];
  // Which paragraph is being held: a tagged one after the message, to its blank line.
  let holding = false;
  lines.forEach((line, i) => {
    const tag = tagged[i];
    if (line.trim() === '') holding = false;
    if (tag !== undefined && i === firstText) {
      hold(tag.trim(), 'wrapper');
      out.push(line.slice(tag.length));
    } else if (tag !== undefined || holding) {
      holding = true;
      hold(line.trim(), 'reasoning');
    } else out.push(line);
  });
  return out.join('\n');
}

/**
 * A speech bubble (💬, 🗨️, 🗯️) standing for a speaker label: alone on a line (with a colon) over
 * the message, or before a label (`💬 **Message:** …`, which the key lines then read).
 */
const BUBBLE =
  /^(\s*)[\u{1F4AC}\u{1F5E8}\u{1F5EF}]\uFE0F?\s*(?::\s*$|$|(?=[*_]*\p{L}[\p{L} ]{0,20}[*_]*\s*:))/u;

function dropBubbleLabels(text: string, hold: Hold): string {
  return text
    .split('\n')
    .flatMap((line) => {
      const found = BUBBLE.exec(line);
      if (!found) return [line];
      hold(found[0].trim(), 'label');
      const rest = line.slice(found[0].length);
      return rest.trim() === '' ? [] : [`${found[1]}${rest}`];
    })
    .join('\n');
}

/**
 * A first paragraph that plans the answer (`Plan: answer the cat question first`, `**Goals:**`
 * and a list, `方針：短く答える`): a plan label whose text speaks of the turn's acts.
 */
const PLAN_LABEL = new RegExp(`^[\\s*_#]*(?:${PLAN_WORDS})[*_\\s]*:`, 'iu');
/** Words of spaced scripts whole; those of Japanese, Chinese and Korean anywhere. */
const SPACED = '\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}';
const TURN = new RegExp(`(?<![${SPACED}])(?:${TURN_WORDS})(?![${SPACED}])`, 'iu');

export function plansTheTurn(paragraph: string): boolean {
  const folded = foldMarks(paragraph);
  return PLAN_LABEL.test(folded) && TURN.test(folded);
}

import {
  FINAL_ANSWER_WORDS,
  FINAL_WORDS,
  MESSAGE_WORDS,
  OPTION_WORDS,
  SECOND_PERSON,
  VERSION_WORDS,
} from './meta-words.js';
import type { Hold } from './speech-context.js';
import { foldMarks } from './speech-marks.js';

/*
 * A body offering the message in more than one version (`**Option 1:** … **Option 2:** …`,
 * `Draft A:` …, `…` then `Alternative: …`): a person sends one message, so the first version is
 * the message and the rest is talk to whoever asked for it (`outside-blocks`).
 */

// A letter only after a space: `Options:` is a word, not `Option s`.
const ORDINAL = '(?:#?\\d{1,2}|(?<=\\s)[A-Za-z](?![\\p{L}])|[一二三四五六])';
/**
 * `Version 2:`, `**Draft B** (shorter):`, `Option 1 (playful) —`, `**Option 1 — heartfelt:**` with the
 * text after it, `Option 2` alone.
 */
const LABEL = new RegExp(
  `^\\s*(?:[-•]\\s*)?([*_]{0,2})\\s*(?:(${VERSION_WORDS})|(${OPTION_WORDS}))\\s*(${ORDINAL})\\s*(\\([^)\\n]{1,40}\\)|[—–-]\\s*[^:：*_\\n]{1,40}(?=[*_]{0,2}\\s*[:：]))?\\s*(?:\\1)?\\s*(?:[:.)—–-]|$)\\s*(?:\\1(?=\\s|$))?\\s*`,
  'iu',
);
/** `Alternative:`, `**Alternatively:**`: another version after the first. */
const ANOTHER =
  /^\s*([*_]{0,2})\s*(?:alternative(?:ly)?|alternativ[ae]?|alternativamente)\s*(?:\1)?\s*:\s*(?:\1(?=\s|$))?\s*/iu;

interface Label {
  /** Where the label ends on its line. */
  end: number;
  /** A version word, or an option set off (bold, annotated, alone on its line). */
  offers: boolean;
  another: boolean;
  /** `2`, `b`: which version, lower case. */
  ordinal?: string;
}

function labelOf(line: string): Label | undefined {
  const folded = foldMarks(line);
  const another = ANOTHER.exec(folded);
  if (another) return { end: another[0].length, offers: true, another: true };
  const found = LABEL.exec(folded);
  if (!found) return undefined;
  const alone = folded.slice(found[0].length).trim() === '';
  // A note in brackets sets an option off; one after a dash (`Option 1 — heartfelt:`) only in bold.
  const setOff = found[1] !== '' || found[5]?.startsWith('(') === true || alone;
  const ordinal = found[4]?.replace('#', '').toLowerCase();
  const offers = found[2] !== undefined || setOff;
  return ordinal === undefined
    ? { end: found[0].length, offers, another: false }
    : { end: found[0].length, offers, another: false, ordinal };
}

/** `**Final:**`, `Final answer:`, `Final:` after a `Draft:`: the version settled on, after its label. */
const FINAL = new RegExp(
  `^\\s*([*_]{0,2})\\s*(${FINAL_WORDS})\\s*(?:\\1)?\\s*:\\s*(?:\\1(?=\\s|$))?\\s*`,
  'iu',
);
const DRAFT = new RegExp(`^\\s*([*_]{0,2})\\s*(?:${VERSION_WORDS})\\s*(?:\\1)?\\s*:`, 'iu');

/** `**Final Answer**` alone on its line, in bold and without a colon, over the answer. */
const FINAL_TITLE = new RegExp(`^\\s*(\\*\\*|__)\\s*(?:${FINAL_WORDS})\\s*\\1\\s*$`, 'iu');
/** `mensaje 1`, `**Message 2:**`: a number given to each message, alone over it. */
const NUMBERED = new RegExp(
  `^\\s*([*_]{0,2})\\s*(?:${MESSAGE_WORDS})\\s*#?\\d{1,2}\\s*(?:\\1)?\\s*:?\\s*(?:\\1)?\\s*$`,
  'iu',
);

/**
 * `— or —`, `--- oder ---`: "or" set off by dashes alone on its line, between two versions. A
 * person's `*or*` between two choices is theirs.
 */
const OR_LINE =
  /^\s*[-—–]{1,3}\s*(?:or|oder|o|ou|или|або|of|lub|veya|nebo|vagy|sau|eller|tai|atau|hoặc|ή|או|أو|または|或者|或|또는|หรือ)\s*[-—–]{1,3}\s*$/iu;

/** The version a body settled on, when it labels one final; else the first of several; else the body. */
export function firstVersion(text: string, hold: Hold): string {
  const all = text.split('\n');
  const or = all.findIndex((line) => OR_LINE.test(foldMarks(line)));
  if (
    or > 0 &&
    all.slice(0, or).some((line) => line.trim() !== '') &&
    all.slice(or + 1).some((line) => line.trim() !== '')
  ) {
    hold(all.slice(or).join('\n').trim(), 'outside-blocks');
    return firstVersion(all.slice(0, or).join('\n'), hold);
  }
  const top = all.findIndex((line) => line.trim() !== '');
  const title = all[top] ?? '';
  const below = all.slice(top + 1).some((line) => line.trim() !== '');
  if (below && (FINAL_TITLE.test(foldMarks(title)) || NUMBERED.test(foldMarks(title)))) {
    hold(title.trim(), NUMBERED.test(foldMarks(title)) ? 'label' : 'outside-blocks');
    return firstVersion(all.slice(top + 1).join('\n'), hold);
  }
  const lines = all;
  const final = lines.findIndex((line, i) => {
    const found = FINAL.exec(foldMarks(line));
    if (!found) return false;
    // Opening the body set off or qualified; or after a draft (a list of results may end in a final).
    const setOff = found[1] !== '' || /\s/.test(found[2] ?? '');
    const opens = lines.slice(0, i).every((before) => before.trim() === '');
    return (opens && setOff) || lines.slice(0, i).some((before) => DRAFT.test(foldMarks(before)));
  });
  if (final >= 0) {
    const line = lines[final] ?? '';
    const label = FINAL.exec(foldMarks(line))?.[0].length ?? 0;
    hold([...lines.slice(0, final), line.slice(0, label)].join('\n').trim(), 'outside-blocks');
    return [line.slice(label), ...lines.slice(final + 1)].join('\n');
  }
  const labels = lines.map(labelOf);
  const at = labels.flatMap((label, i) => (label?.offers ? [i] : []));
  const first = at[0];
  if (first === undefined) return text;
  const before = lines.slice(0, first).join('\n').trim();
  // Text before the first label is the first version; else the first label's own.
  if (before !== '') {
    hold(lines.slice(first).join('\n').trim(), 'outside-blocks');
    return lines.slice(0, first).join('\n');
  }
  const second = at[1];
  if (labels[first]?.another) return text;
  if (second === undefined) return soleVersion(lines, first, labels[first], hold);
  // The version marked as chosen (`✅ Option 2`, `**Option 2:** … ✅`), else the first.
  const picked = chosen(lines, at, labels) ?? 0;
  const start = at[picked] ?? first;
  const end = at[picked + 1] ?? lines.length;
  const label = labels[start];
  const line = lines[start] ?? '';
  const kept = [line.slice(label?.end ?? 0), ...lines.slice(start + 1, end)].filter((l) => !isChoiceLine(l));
  const others = lines.filter((l, i) => (i < start || i >= end || i === start) && l.trim() !== '');
  hold(line.slice(0, label?.end ?? 0).trim(), 'outside-blocks');
  hold(others.filter((l) => l !== line).join('\n'), 'outside-blocks');
  return kept.join('\n').replace(CHOSEN_MARK, '').trimEnd();
}

/** A check mark a model puts on the version it chose. */
const CHOSEN_MARK = /\s*[✅✔☑]\uFE0F?/gu;

/** `✅ Option 2`, `Going with Option 2 ✅`: a line naming the chosen version, nothing of a message. */
function isChoiceLine(line: string): boolean {
  return /[✅✔☑]/u.test(line) && choiceOrdinal(line) !== undefined;
}

function choiceOrdinal(line: string): string | undefined {
  const named = new RegExp(`(?:${VERSION_WORDS}|${OPTION_WORDS})\\s*(${ORDINAL})`, 'iu').exec(
    foldMarks(line.replace(CHOSEN_MARK, ' ')),
  );
  const words = line.replace(CHOSEN_MARK, ' ').trim().split(/\s+/).length;
  return named?.[1] !== undefined && words <= 4 ? named[1].replace('#', '').toLowerCase() : undefined;
}

/** Which of the versions starting at `at` carries the check mark, or is named by a choice line. */
function chosen(lines: string[], at: number[], labels: (Label | undefined)[]): number | undefined {
  for (const line of lines) {
    const ordinal = isChoiceLine(line) ? choiceOrdinal(line) : undefined;
    const named = at.findIndex((i) => labels[i]?.ordinal === ordinal);
    if (ordinal !== undefined && named >= 0) return named;
  }
  const marked = at.flatMap((start, k) =>
    lines.slice(start, at[k + 1] ?? lines.length).some((l) => /[✅✔☑]/u.test(l)) ? [k] : [],
  );
  return marked.length === 1 ? marked[0] : undefined;
}

/**
 * One version label alone on the body's first line (`# «send» Option 2` then the text): the
 * first version's label is dropped; a later one's whole body is another version of a message
 * sent in another block.
 */
function soleVersion(lines: string[], at: number, label: Label | undefined, hold: Hold): string {
  const line = lines[at] ?? '';
  const alone = line.slice(label?.end ?? 0).trim() === '';
  const opens = lines.slice(0, at).every((l) => l.trim() === '');
  // `Option 2` alone is an answer to "which one?", not a label.
  const below = lines.slice(at + 1).some((l) => l.trim() !== '');
  if (!label || !alone || !opens || !below) return lines.join('\n');
  if (label.ordinal !== undefined && !/^(?:1|a|一)$/.test(label.ordinal)) {
    hold(lines.join('\n').trim(), 'outside-blocks');
    return '';
  }
  hold(line.trim(), 'outside-blocks');
  return lines.slice(at + 1).join('\n');
}

/**
 * Work shown before a final answer (`**Step 1:** …` then `**Final answer:** …`): what comes
 * before the label is the writer's, the message follows it. Only a final label naming the message
 * counts (`Final: 3–1` is a score).
 */
const FINAL_LABEL = new RegExp(`^\\s*[*_]{0,2}(?:${FINAL_ANSWER_WORDS})[*_\\s]*[:：][*_]{0,2}\\s*`, 'iu');

/**
 * The writer redoing what it wrote above, on a line ending in a colon (`Wait, actually — she said
 * 8. Let me redo that:`, `Hmm, too formal. Revised:`, `Déjame corregirlo:`): the text after it
 * is the message, the draft and the line are not. Said to no one (`Let me fix that for you:`).
 */
const REDONE =
  /(?<!\p{L})(?:let me (?:redo|fix|rewrite|rephrase|correct|try)(?: (?:that|this|it))?(?: again)?|redo|revised|rewritten|corrected(?: version)?|fixed version|try again|take two|second try|on second thought[^:\n]*|déjame corregirlo|corrijo|versión corregida|deixa eu corrigir|corrigindo|je corrige|version corrigée|ich korrigiere|korrigiert|korrigierte fassung|correggo|versione corretta|refazendo|rehaciendo|redoing|je refais|riscrivo|lo riscrivo|rifaccio|reescribo|lo reescribo|reescrevo|refaço|je réécris|je reformule|ich schreibe es neu|neu formuliert)\s*[:：]\s*$/iu;

export function afterFinalLabel(text: string, hold: Hold): string {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const redone = (line: string) => REDONE.test(line) && !SECOND_PERSON.test(line);
  const at = lines.findLastIndex((line, i) => i > first && (FINAL_LABEL.test(line) || redone(line)));
  if (at <= first || first < 0) return text;
  const label = redone(lines[at] ?? '') ? (lines[at] ?? '') : (FINAL_LABEL.exec(lines[at] ?? '')?.[0] ?? '');
  const rest = [(lines[at] ?? '').slice(label.length), ...lines.slice(at + 1)].join('\n').trim();
  if (rest === '') return text;
  hold([...lines.slice(first, at), label.trim()].join('\n').trim(), 'reasoning');
  return rest;
}

import { isMessageWord, VERSION_WORDS } from './meta-words.js';
import type { Hold } from './speech-context.js';
import { foldMarks } from './speech-marks.js';

/*
 * Drafts offered as a list or a table: a lead-in (`Here are two options:`, in any language) and a
 * list whose every item is a whole quoted string, or a table with a column named like a message
 * (`Message`, `Draft`, `Nachricht`). A person sends one message: the draft marked as chosen (✅),
 * else the first, is the message; the rest is talk to whoever asked for drafts (`outside-blocks`).
 * A list of options the friend asked for (items not each wholly quoted), or a table with no
 * message column, is the persona's own and is sent whole.
 */

/** A list item's marker and what follows it: `1.`, `2)`, `-`, `*`, `•`, `a)`, `・` (no space needed). */
const ITEM = /^\s*(?:(?:\d{1,2}[.)]|[-*•]|[a-z][.)])\s+|・\s*)(\S.*)$/iu;
/** Quotation marks of the scripts personas write in, as pairs. */
const QUOTES: readonly (readonly [string, string])[] = [
  ['"', '"'],
  ['“', '”'],
  ['„', '“'],
  ['„', '”'],
  ['«', '»'],
  ['「', '」'],
  ['『', '』'],
  ['‘', '’'],
];
/** A short label before a quoted draft: `**Warm:**`, `Short —`. */
const DRAFT_LABEL = /^[*_]{0,2}[\p{L}\p{N} ()/-]{1,24}?[*_]{0,2}\s*[:—–][*_]{0,2}\s*/u;
/** A lead-in that announces what follows: its last line ends with a colon (`Options:`, `**Варианты：**`). */
const LEAD_IN = /[:：][*_]{0,2}\s*$/u;
/** The mark of the draft chosen: a check (`✅`), or a star or pointer with the word for it (`⭐ my pick`). */
const CHOSEN =
  /\s*(?:[✅✔☑]\uFE0F?|(?:[⭐🌟👈←]|<-)\uFE0F?(?:\s*[([]?(?:my\s+|the\s+)?(?:pick|choice|favou?rite|fave|best|recommended|meine wahl|mi elección|mi favorita|mi favorito|мой выбор)[)\]]?)?)/giu;

/** The text inside quotation marks, when the whole (after an optional label) is one quotation. */
function wholeQuote(raw: string): string | undefined {
  const item = raw
    .replace(CHOSEN, '')
    .trim()
    .replace(/^[*_]{1,2}(?=\S)|(?<=\S)[*_]{1,2}$/g, '');
  for (const text of [item, item.replace(DRAFT_LABEL, '')]) {
    for (const [open, close] of QUOTES) {
      if (text.length <= open.length + close.length || !text.startsWith(open) || !text.endsWith(close))
        continue;
      const inner = text.slice(open.length, -close.length);
      if (!inner.includes(close) && inner.trim() !== '') return inner.trim();
    }
  }
  return undefined;
}

/** The draft a model offered among several, or undefined when the body offers none. */
export function offeredDraft(text: string, hold: Hold): string | undefined {
  const lines = text.split('\n');
  return quotedList(lines, hold) ?? messageTable(lines, hold);
}

/** A lead-in, then a list of whole quotations (blank lines between items allowed). */
function quotedList(lines: string[], hold: Hold): string | undefined {
  const first = lines.findIndex((line) => ITEM.test(line));
  if (first <= 0) return undefined;
  const before = lines.slice(0, first).filter((line) => line.trim() !== '');
  if (before.length === 0 || !LEAD_IN.test(foldMarks(before.at(-1) ?? ''))) return undefined;
  const items: { line: number; draft: string }[] = [];
  let end = first;
  for (; end < lines.length; end++) {
    const line = lines[end] ?? '';
    if (line.trim() === '') continue;
    const item = ITEM.exec(line)?.[1];
    if (item === undefined) break;
    const draft = wholeQuote(item);
    if (draft === undefined) return undefined;
    items.push({ line: end, draft });
  }
  if (items.length < 2) return undefined;
  const picked = pick(items.map((item) => lines[item.line] ?? ''));
  const chosen = items[picked] ?? items[0];
  if (chosen === undefined) return undefined;
  hold(before.join('\n'), 'outside-blocks');
  hold(
    items
      .filter((item) => item !== chosen)
      .map((item) => (lines[item.line] ?? '').trim())
      .join('\n'),
    'outside-blocks',
  );
  hold(lines.slice(end).join('\n').trim(), 'outside-blocks');
  return chosen.draft;
}

/** `| a | b |` or `a | b`: a table row's cells. */
function cells(line: string): string[] | undefined {
  if (!line.includes('|')) return undefined;
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

const SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$|^\s*\|\s*:?-{3,}:?\s*\|\s*$/;
const VERSION_NAME = new RegExp(`^(?:${VERSION_WORDS})$`, 'iu');

/** A column header naming the message (`Message`, `Draft reply`, `Nachricht`, `Сообщение`). */
function namesMessage(header: string): boolean {
  const words =
    header
      .replace(/[*_`]/g, ' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  return words.some((word) => isMessageWord(word) || VERSION_NAME.test(word));
}

/** A Markdown table whose header names a message column: that column's chosen (or first) row. */
function messageTable(lines: string[], hold: Hold): string | undefined {
  const header = lines.findIndex(
    (line, i) => cells(line) !== undefined && SEPARATOR.test(lines[i + 1] ?? ''),
  );
  if (header < 0) return undefined;
  const column = (cells(lines[header] ?? '') ?? []).findIndex(namesMessage);
  if (column < 0) return undefined;
  let end = header + 2;
  while (end < lines.length && cells(lines[end] ?? '') !== undefined) end++;
  const rows = lines.slice(header + 2, end);
  const drafts = rows.map((row) => cells(row)?.[column] ?? '');
  const picked = pick(rows);
  const draft = (drafts[picked] ?? '').replace(CHOSEN, '').trim();
  if (draft === '') return undefined;
  hold(
    lines
      .slice(0, header + 2)
      .join('\n')
      .trim(),
    'outside-blocks',
  );
  hold(rows.filter((_, i) => i !== picked).join('\n'), 'outside-blocks');
  hold(lines.slice(end).join('\n').trim(), 'outside-blocks');
  return wholeQuote(draft) ?? draft;
}

/** The one line a check mark chose, else the first. */
function pick(lines: readonly string[]): number {
  const marked = lines.flatMap((line, i) => (line.match(CHOSEN) ? [i] : []));
  return marked.length === 1 ? (marked[0] ?? 0) : 0;
}

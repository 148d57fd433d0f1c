import type { Hold } from './speech-context.js';

/*
 * Markdown footnotes (`…the move[^1]` and, below, `[^1]: Jonas mentioned it earlier`): a page's
 * apparatus, which a chat shows as raw marks. A model explains its answer in one; neither the
 * definition nor the reference is the message. `[1]` or `^^` a person types are not footnotes.
 */

/**
 * `[^1]: …`, `[^note]: …` opening a line: a footnote's definition; also `[1]: …` when the text
 * cites `[1]` (a chat app's numbered source under the answer).
 */
const DEFINITION = /^[ \t]*\[(\^?)([^\]\s^]{1,20})\^?\]:/u;
/** A footnote reference, with the space before it. */
const REFERENCE = /[ \t]?\[\^([^\]\s^]{1,20})\^?\]/gu;
/** A line indented under a definition continues it. */
const CONTINUATION = /^(?: {2,}|\t)\S/;

/**
 * The body without its footnotes: each definition (with its indented lines) held back as the
 * model's remark, each reference to a defined label held back as a mark. A numbered reference
 * with no definition (the answer was cut before it) is a mark too; `[^0-9]` in a regular
 * expression names no footnote and stays.
 */
export function dropFootnotes(text: string, hold: Hold): string {
  if (!/\[\^|^[ \t]*\[[^\]\s^]{1,20}\]:/mu.test(text)) return text;
  const lines = text.split('\n');
  const labels = new Set<string>();
  const cited = new Set<string>();
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const definition = DEFINITION.exec(line);
    const label = definition?.[2];
    // A plain `[1]:` is a definition only when the text cites `[1]`.
    const plain = definition?.[1] === '';
    const citedHere =
      label !== undefined &&
      plain &&
      lines.some((other, j) => j !== i && other.includes(`[${label}]`) && !DEFINITION.test(other));
    if (label === undefined || (plain && !citedHere)) {
      kept.push(line);
      continue;
    }
    labels.add(label);
    if (citedHere) cited.add(label);
    let end = i + 1;
    while (end < lines.length && CONTINUATION.test(lines[end] ?? '')) end++;
    hold(lines.slice(i, end).join('\n').trim(), 'reasoning');
    i = end - 1;
  }
  return kept
    .join('\n')
    .replace(REFERENCE, (reference, label: string) => {
      if (!labels.has(label) && !/^\d{1,3}$/.test(label)) return reference;
      hold(reference.trim(), 'wrapper');
      return '';
    })
    .replace(/[ \t]?\[([^\]\s^]{1,20})\](?![:(])/gu, (reference, label: string) => {
      if (!cited.has(label)) return reference;
      hold(reference.trim(), 'wrapper');
      return '';
    });
}

import { inClosedCode } from './answer-text.js';
import type { Hold, InstructionIndex } from './speech-context.js';

/*
 * Echoes of what the model was given besides the chat: a line of the persona's card or the rules,
 * a note line with its id and date, the turn's `⟦Now: …⟧` line, said back in a message. No person
 * types their own instructions; the persona tells facts in its own words, and those stay.
 */

/** Shorter than this, a line is any sentence anyone may type. */
const MIN_ECHO = 20;
const LIST_MARK = /^\s*(?:[-*•>]|\d{1,2}[.)])\s+/;
const QUOTED = /[“"«„]([^“”"«»„]+)[”"»“]/gu;
/** A marker line alone (`⟦your notes on this chat⟧`) opens a list of the persona's own entries. */
const MARKER_LINE = /^⟦[^⟧]*⟧$/;

export function indexInstruction(texts: readonly string[], loreTexts: readonly string[]): InstructionIndex {
  const lines: string[] = [];
  const sentences = new Set<string>();
  const headings = new Set<string>();
  const quoted: string[] = [];
  const addSentences = (prose: string, values = false) => {
    for (const sentence of prose.replace(/^⟦|⟧$/g, '').split(/(?<=[.!?;])\s+|(?<=[。！？；])/u)) {
      if (/^[“"«„]/u.test(sentence.trim())) continue;
      // A labelled value of the prompt's own marked lines (`Now: Sat 2026-11-28 21:14`) is said back
      // alone too; a card's (`Likes: pierogi with cheese`) is the persona's to tell.
      const value = values ? /^\s*[\p{L} ]{2,24}[:：]\s+(.+)$/u.exec(sentence)?.[1] : undefined;
      for (const f of [folded(sentence), ...(value === undefined ? [] : [folded(value)])])
        if (length(f) >= MIN_ECHO) sentences.add(f);
    }
  };
  for (const paragraph of texts.flatMap((text) => text.split(/\n\s*\n/))) {
    const prose: string[] = [];
    // Under a marker alone (`⟦your notes on this chat⟧`) the lines are the persona's own entries,
    // its words: only whole lines of them count. A marked line of the turn is the prompt's prose.
    const listed = paragraph.split('\n').some((line) => MARKER_LINE.test(line.trim()));
    for (const raw of paragraph.split('\n')) {
      const line = raw.trim();
      if (/^#{1,6}\s+\S/.test(line)) {
        headings.add(folded(line));
        continue;
      }
      const bare = line.replace(LIST_MARK, '');
      for (const q of bare.matchAll(QUOTED)) quoted.push(folded(q[1] ?? ''));
      // A line that is itself a quotation is words given to be said.
      if (bare === '' || /^[“"«„]/u.test(bare)) continue;
      const whole = folded(bare);
      if (length(whole) >= MIN_ECHO) lines.push(whole);
      if (!listed) prose.push(bare);
      else if (MARKER_LINE.test(line)) addSentences(line, true);
    }
    // A paragraph wrapped over lines (a card in YAML) is said back unwrapped.
    if (prose.length > 1) lines.push(folded(prose.join(' ')));
    addSentences(prose.join(' '));
  }
  const lore = loreTexts.flatMap((text) =>
    text.split(/\n\s*\n/).flatMap((paragraph) => {
      const rows = paragraph.split('\n').map((line) => folded(line.replace(LIST_MARK, '')));
      return [...rows, folded(paragraph.split('\n').join(' '))].filter((row) => length(row) >= MIN_ECHO);
    }),
  );
  return { lines, sentences, headings, quoted, lore };
}

/**
 * A body with the lines and pieces of lines that repeat the instruction held back as echoes; a
 * line of the lorebook pasted whole too, when the answer says something else (`alone`: it does not).
 */
export function dropEchoedInstruction(
  text: string,
  index: InstructionIndex | undefined,
  hold: Hold,
  alone: boolean,
): string {
  if (index === undefined) return text;
  const lines = text.split('\n');
  const pasted = (line: string) => index.lore.includes(folded(line.replace(LIST_MARK, '')));
  const told = !alone || lines.some((line) => line.trim() !== '' && !pasted(line));
  const out: string[] = [];
  // What a closed code block holds is pasted on purpose (a prompt section a friend drafts).
  const code = inClosedCode(lines);
  for (const [i, line] of lines.entries()) {
    if (code[i]) {
      out.push(line);
      continue;
    }
    if (told && line.trim() !== '' && pasted(line)) {
      hold(line.trim(), 'echo');
      continue;
    }
    const kept = echoFree(line, index, hold);
    if (kept !== undefined) out.push(kept);
  }
  return out.join('\n');
}

/** The line, the instruction's pieces in it held back; undefined when nothing of it is left. */
function echoFree(line: string, index: InstructionIndex, hold: Hold): string | undefined {
  const whole = folded(line.replace(LIST_MARK, ''));
  if (/^\s*#{1,6}\s+\S/.test(line) && index.headings.has(folded(line))) {
    hold(line.trim(), 'echo');
    return undefined;
  }
  if (length(whole) < MIN_ECHO || index.quoted.some((q) => q.includes(whole))) return line;
  if (index.sentences.has(whole) || index.lines.some((given) => given.startsWith(whole))) {
    hold(line.trim(), 'echo');
    return undefined;
  }
  let rest = line;
  for (;;) {
    const cut = echoedPiece(rest, index);
    if (cut === undefined) break;
    hold(rest.slice(cut.start, cut.end).trim(), 'echo');
    rest = `${rest.slice(0, cut.start)} ${rest.slice(cut.end)}`.replace(/\s{2,}/g, ' ').trimEnd();
  }
  if (rest === line) return line;
  // What is left: nothing a person says, or the label that introduced the echo (`My instructions:`).
  if (!/[\p{L}\p{N}]/u.test(rest) || /^[^.!?\n]{0,40}[:：]\s*$/u.test(rest.trim())) {
    if (rest.trim() !== '') hold(rest.trim(), 'echo');
    return undefined;
  }
  return rest;
}

/** Where in the line a whole line or sentence of the instruction sits, with its brackets. */
function echoedPiece(line: string, index: InstructionIndex): { start: number; end: number } | undefined {
  const { text, at } = fold(line);
  let best: { from: number; to: number; line: boolean } | undefined;
  for (const given of [...index.lines, ...index.sentences]) {
    if (length(given) < MIN_ECHO) continue;
    const from = text.indexOf(given);
    if (from >= 0 && (best === undefined || given.length > best.to - best.from))
      best = { from, to: from + given.length, line: index.lines.includes(given) };
  }
  if (best === undefined) return undefined;
  let start = at[best.from] ?? 0;
  let end = (at[best.to - 1] ?? line.length - 1) + 1;
  // The closing punctuation of the sentence, the prompt's own marks around it (`⟦Now: …⟧`), and
  // brackets around the piece (`(Your day: …)`).
  while (end < line.length && /[.!?。！？⟧]/u.test(line[end] ?? '')) end++;
  const marked = /⟦\s*$/u.exec(line.slice(0, start));
  if (marked) start = marked.index;
  const open = /[([{]\s*$/u.exec(line.slice(0, start));
  const close = /^\s*[)\]}]/u.exec(line.slice(end));
  if (open && close) return { start: open.index, end: end + close[0].length };
  const before = line.slice(0, start).trimEnd();
  const after = line.slice(end).trimStart();
  const opens = before === '' || /[.!?:;。！？：…—–-]$/u.test(before);
  // A whole line of the instruction (a note) run into the message: a new sentence starts after it.
  const ends =
    after === '' ||
    /[.!?。！？…]$/u.test(line.slice(start, end)) ||
    /^[—–-]/u.test(after) ||
    (best.line && /^\p{Lu}/u.test(after));
  return opens && ends ? { start, end } : undefined;
}

/** Lower case, without markup and `⟦⟧`, spaces collapsed, with each character's place in the line. */
function fold(line: string): { text: string; at: number[] } {
  let text = '';
  const at: number[] = [];
  let space = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] ?? '';
    if (/[⟦⟧*_`]/.test(c)) continue;
    if (/\s/.test(c)) {
      space = text !== '';
      continue;
    }
    if (space) {
      text += ' ';
      at.push(i - 1);
      space = false;
    }
    const lower = c.toLowerCase();
    text += lower;
    for (let k = 0; k < lower.length; k++) at.push(i);
  }
  return { text, at };
}

/** The folded line without the punctuation at its edges (not its brackets): what is compared. */
function folded(line: string): string {
  return fold(line)
    .text.replace(/^[\s.,;:!?…。、！？：；—–-]+/u, '')
    .replace(/[\s.,;:!?…。、！？：；—–-]+$/u, '');
}

function length(text: string): number {
  return [...text].length;
}

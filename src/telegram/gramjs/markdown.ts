/**
 * The model's markdown → plain text plus Telegram formatting entities, built by us and sent with
 * parse mode off, so nothing is parsed twice and GramJS's markdown quirks (links, `__init__`)
 * never apply. Supported: **bold**, __italic__, *italic*, _italic_, `code`, ```pre```,
 * ~~strikethrough~~, and `\` escapes. Anything unmatched stays literal. Offsets are UTF-16
 * code units, as Telegram counts them (and as JS strings index).
 */

export type EntityKind = 'bold' | 'italic' | 'code' | 'pre' | 'strike';

export interface TextEntity {
  kind: EntityKind;
  offset: number;
  length: number;
  /** Language of a ```pre``` block. */
  language?: string;
}

export interface FormattedText {
  text: string;
  entities: TextEntity[];
}

export function parseMarkdown(input: string): FormattedText {
  const tokens = tokenize(input);
  return render(tokens, matchDelimiters(tokens));
}

interface TextToken {
  type: 'text';
  text: string;
}
interface CodeToken {
  type: 'code' | 'pre';
  text: string;
  language?: string;
}
interface DelimToken {
  type: 'delim';
  char: '*' | '_' | '~';
  /** Marks not used by a match; they are printed literally. */
  left: number;
  canOpen: boolean;
  canClose: boolean;
  /** Entities this run closes (innermost first) and opens (innermost first). */
  closes: number[];
  opens: number[];
}
type Token = TextToken | CodeToken | DelimToken;

interface Match {
  kind: EntityKind;
  start?: number;
}

const ESCAPABLE = new Set(['\\', '*', '_', '~', '`']);

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  const text = (t: string) => {
    const last = tokens.at(-1);
    if (last?.type === 'text') last.text += t;
    else tokens.push({ type: 'text', text: t });
  };
  let i = 0;
  while (i < input.length) {
    const ch = input[i] as string;
    if (ch === '\\' && ESCAPABLE.has(input[i + 1] ?? '')) {
      text(input[i + 1] as string);
      i += 2;
      continue;
    }
    if (input.startsWith('```', i)) {
      const end = input.indexOf('```', i + 3);
      if (end > i + 3) {
        tokens.push(preToken(input.slice(i + 3, end)));
        i = end + 3;
        continue;
      }
    }
    if (ch === '`') {
      const end = input.indexOf('`', i + 1);
      if (end > i + 1 && !input.slice(i + 1, end).includes('\n')) {
        tokens.push({ type: 'code', text: input.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '*' || ch === '_' || ch === '~') {
      let end = i;
      while (input[end] === ch) end++;
      tokens.push(delimToken(ch, end - i, input[i - 1], input[end]));
      i = end;
      continue;
    }
    text(ch);
    i++;
  }
  return tokens;
}

function preToken(body: string): CodeToken {
  // ```lang\ncode``` names its language on the first line; ```code``` on one line has none.
  const newline = body.indexOf('\n');
  const first = newline >= 0 ? body.slice(0, newline) : '';
  const language = /^[\w+#.-]{1,20}$/.test(first) ? first : undefined;
  let code = language !== undefined ? body.slice(newline + 1) : body;
  if (code.startsWith('\n')) code = code.slice(1);
  if (code.endsWith('\n')) code = code.slice(0, -1);
  return language ? { type: 'pre', text: code, language } : { type: 'pre', text: code };
}

/** CommonMark's flanking rules: whether a run of marks can open or close emphasis. */
function delimToken(char: '*' | '_' | '~', length: number, before?: string, after?: string): DelimToken {
  const spaceBefore = before === undefined || /\s/u.test(before);
  const spaceAfter = after === undefined || /\s/u.test(after);
  const punctBefore = before !== undefined && /[\p{P}\p{S}]/u.test(before);
  const punctAfter = after !== undefined && /[\p{P}\p{S}]/u.test(after);
  const leftFlanking = !spaceAfter && (!punctAfter || spaceBefore || punctBefore);
  const rightFlanking = !spaceBefore && (!punctBefore || spaceAfter || punctAfter);
  // Underscores inside a word (snake_case, __init__) never format.
  const canOpen = char === '_' ? leftFlanking && (!rightFlanking || punctBefore) : leftFlanking;
  const canClose = char === '_' ? rightFlanking && (!leftFlanking || punctAfter) : rightFlanking;
  return { type: 'delim', char, left: length, canOpen, canClose, closes: [], opens: [] };
}

/** Pairs closers with the nearest earlier opener of the same mark; a blank line ends every span. */
function matchDelimiters(tokens: Token[]): Match[] {
  const matches: Match[] = [];
  const openers: DelimToken[] = [];
  for (const token of tokens) {
    if (token.type === 'text' && token.text.includes('\n\n')) openers.length = 0;
    if (token.type !== 'delim') continue;
    if (token.canClose) {
      for (let k = openers.length - 1; k >= 0 && token.left > 0; k--) {
        const opener = openers[k] as DelimToken;
        if (opener.char !== token.char || opener.left === 0) continue;
        const use = opener.left >= 2 && token.left >= 2 ? 2 : 1;
        if (token.char === '~' && use < 2) continue;
        const kind: EntityKind =
          token.char === '~' ? 'strike' : use === 2 && token.char === '*' ? 'bold' : 'italic';
        matches.push({ kind });
        opener.opens.push(matches.length - 1);
        token.closes.push(matches.length - 1);
        opener.left -= use;
        token.left -= use;
        // Marks between the pair can no longer pair with anything outside it.
        openers.length = opener.left > 0 ? k + 1 : k;
        k = openers.length;
      }
    }
    if (token.canOpen && token.left > 0) openers.push(token);
  }
  return matches;
}

function render(tokens: Token[], matches: Match[]): FormattedText {
  const out: FormattedText = { text: '', entities: [] };
  for (const token of tokens) {
    if (token.type === 'text') out.text += token.text;
    else if (token.type !== 'delim') {
      if (token.text.length > 0) {
        const entity: TextEntity = { kind: token.type, offset: out.text.length, length: token.text.length };
        if (token.type === 'pre' && token.language) entity.language = token.language;
        out.entities.push(entity);
      }
      out.text += token.text;
    } else {
      for (const id of token.closes) {
        const match = matches[id] as Match;
        const start = match.start ?? out.text.length;
        if (out.text.length > start)
          out.entities.push({ kind: match.kind, offset: start, length: out.text.length - start });
      }
      out.text += token.char.repeat(token.left);
      for (const id of [...token.opens].reverse()) (matches[id] as Match).start = out.text.length;
    }
  }
  out.entities.sort((a, b) => a.offset - b.offset || b.length - a.length);
  return out;
}

/** Telegram's limit for one text message, in UTF-16 code units. */
export const MAX_MESSAGE_LENGTH = 4096;

/**
 * Splits a formatted text into messages of at most `max` units: at a paragraph break if one
 * fits, else a line break, else a space, else anywhere that does not cut a surrogate pair. The
 * whitespace at a cut is dropped; entities are clipped to each part and re-based.
 */
export function splitFormatted(formatted: FormattedText, max = MAX_MESSAGE_LENGTH): FormattedText[] {
  const parts: FormattedText[] = [];
  const { text } = formatted;
  let start = 0;
  while (start < text.length) {
    while (start < text.length && /\s/.test(text[start] as string) && parts.length > 0) start++;
    if (start >= text.length) break;
    let end = text.length;
    if (end - start > max) end = cutPoint(text, start, start + max);
    let trimmedEnd = end;
    while (trimmedEnd > start && /\s/.test(text[trimmedEnd - 1] as string) && end < text.length) trimmedEnd--;
    parts.push(slice(formatted, start, trimmedEnd));
    start = end;
  }
  return parts.length > 0 ? parts : [formatted];
}

function cutPoint(text: string, start: number, limit: number): number {
  const window = text.slice(start, limit + 1);
  for (const separator of ['\n\n', '\n', ' ']) {
    const at = window.lastIndexOf(separator, limit - start);
    if (at > 0) return start + at;
  }
  const code = text.charCodeAt(limit - 1);
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}

function slice(formatted: FormattedText, from: number, to: number): FormattedText {
  const entities: TextEntity[] = [];
  for (const e of formatted.entities) {
    const s = Math.max(e.offset, from);
    const t = Math.min(e.offset + e.length, to);
    if (t > s) entities.push({ ...e, offset: s - from, length: t - s });
  }
  return { text: formatted.text.slice(from, to), entities };
}

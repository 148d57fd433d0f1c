/*
 * How a line is set off: the brackets, colons and emphasis of every script, read as ours. Folding
 * maps one character to one, so a position found in the folded line is the same in the line.
 */

/** Brackets and colons of other typographies, as the ASCII ones they stand for. */
const FOLD: Readonly<Record<string, string>> = {
  '\u3000': ' ',
  '【': '[',
  '】': ']',
  '〔': '[',
  '〕': ']',
  '〖': '[',
  '〗': ']',
  '〘': '[',
  '〙': ']',
  '﹙': '(',
  '﹚': ')',
  '﹝': '[',
  '﹞': ']',
  '⟨': '<',
  '⟩': '>',
  '﹕': ':',
  '︰': ':',
  '꞉': ':',
  '︓': ':',
  // Ethiopic's preface colon and Armenian's comma, which sets off a label as a colon does.
  '፦': ':',
  '՝': ':',
  // Khmer's and Mongolian's colons.
  '៖': ':',
  '᠄': ':',
};

/** The line with full-width forms (`（`, `：`, `＊`) and other scripts' brackets as ASCII, char for char. */
export function foldMarks(line: string): string {
  let out = '';
  for (const c of line) {
    const code = c.charCodeAt(0);
    if (code >= 0xff01 && code <= 0xff5e) out += String.fromCharCode(code - 0xfee0);
    else out += FOLD[c] ?? c;
  }
  return out;
}

/** The bracket that closes an opening one, for the brackets asides are written in. */
export const CLOSING: Readonly<Record<string, string>> = {
  '(': ')',
  '[': ']',
  '<': '>',
  '{': '}',
  '*': '*',
  _: '_',
};

/**
 * A whole line in `(…)`, `[…]`, `<…>`, `*…*` (also `~*…*~`), `_…_`, `~ … ~` or `— … —` (of any
 * script), and which it is.
 */
export function wrapping(line: string): 'action' | 'aside' | undefined {
  const s = foldMarks(line).trim();
  if (s.length < 3) return undefined;
  if (/^~?\*[^*][\s\S]*\*~?$/.test(s) && !s.startsWith('**')) return 'action';
  if (/^_[^_][\s\S]*_$/.test(s) && !s.startsWith('__')) return 'action';
  // `~ goes back to her coffee ~`: tildes as some chats set an action off (`~~…~~` strikes through).
  if (/^~(?!~)\s*\S[\s\S]*\S\s*(?<!~)~$/.test(s)) return 'action';
  if (/^\([\s\S]*\)$|^\[[^\]]*\]$|^<[^>]*>$/.test(s)) return 'aside';
  // `— nothing from Heidi this time —`: a line set off between dashes.
  if (/^[—–]\s+\S[\s\S]*\S\s+[—–]$/.test(s)) return 'aside';
  return undefined;
}

/**
 * A wrapped segment opening or closing a line with text beside it (`*Heidi smiles* see you!`,
 * `see you! (Heidi waves)`): the segment, and the rest of the line.
 */
export function edgeSegment(line: string): { segment: string; rest: string } | undefined {
  const s = foldMarks(line);
  // Doubled brackets too (`((OOC: …))`), as one segment.
  const lead =
    /^\s*(~?\*[^*\n]+\*~?|_[^_\n]+_|\(\(?[^)\n]+\)\)?|\[\[?[^\]\n]+\]\]?|\{[^}\n]+\})\s*(?=\S)/.exec(s);
  if (lead?.[1]) return { segment: line.slice(0, lead[0].length).trim(), rest: line.slice(lead[0].length) };
  const tail =
    /(?<=\S)\s*(~?\*[^*\n]+\*~?|_[^_\n]+_|\(\(?[^)\n]+\)\)?|\[\[?[^\]\n]+\]\]?|\{[^}\n]+\})\s*$/.exec(s);
  if (tail?.[1] && tail.index !== undefined)
    return { segment: line.slice(tail.index).trim(), rest: line.slice(0, tail.index) };
  return undefined;
}

/** A clock time as chat logs and clients write it (`17:02`, `21:14:05`), as a pattern's source. */
export const CLOCK = String.raw`\d{1,2}:\d{2}(?::\d{2})?`;

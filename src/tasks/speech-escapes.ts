/*
 * Text a model escaped for some other reader than a chat: JSON's `\n`, `\"` and `\u00e9`, HTML's
 * `&amp;` and `&#39;` (escaped twice too), Telegram MarkdownV2's `\!` and `\.`, stray invisible
 * characters (a zero-width space inside a word, a byte-order mark, direction embeddings around the
 * whole body) and a chat template's unfilled name fields (`{{user}}`, `{name}`). The chat shows each
 * as its raw marks, which no person types, so each is written as the person would have seen it.
 * Code, in backticks or fenced, keeps every mark, and so does a text with a Windows path in it.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  ntilde: 'ñ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  euro: '€',
};
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z]{2,8}));/g;
const HAS_ENTITY = new RegExp(ENTITY.source);
/** A Windows path (`D:\Data`, `\\fs01\share`): its backslashes are the path's. */
const WINDOWS_PATH = /(?<![\p{L}\d])[A-Za-z]:\\|\\\\[\w$.-]+\\/u;
/** Telegram MarkdownV2's escapes of punctuation; `¯\_(ツ)_/¯` and `\(^o^)/` are drawings. */
const MARKDOWN_ESCAPE = /\\([_*[\]()~`>#+\-=|{}.!])(?!\(ツ\))(?![^\s)]{0,8}\)\/)/g;
/** Direction embeddings and isolates around the whole body, invisible joiners and marks inside it. */
const EMBEDDINGS = /^[\u202A-\u202E\u2066-\u2069]+|[\u202A-\u202E\u2066-\u2069]+$/g;
const INVISIBLE = /[\u200B\u2060\uFEFF]/g;
const RTL = /[\p{sc=Hebrew}\p{sc=Arabic}\p{sc=Syriac}\p{sc=Thaana}]/u;

/**
 * `text` as the person would have seen it; `names` fill a template's name fields: the partner's
 * (in a direct chat) and the persona's.
 */
export function decodeEscapes(text: string, names: { partner?: string; persona: string }): string {
  if (WINDOWS_PATH.test(text)) return text;
  const parts = text.split(/(```[\s\S]*?(?:```|$)|`[^`\n]*`)/);
  return parts
    .map((part, i) => (i % 2 === 1 ? part : decodePart(part, names)))
    .join('')
    .replace(EMBEDDINGS, '');
}

function decodePart(text: string, { partner, persona }: { partner?: string; persona: string }): string {
  let out = text.replace(INVISIBLE, '');
  // Direction marks in a text with no right-to-left letters are stray (`Код ‎2580В‎`).
  if (!RTL.test(out)) out = out.replace(/[\u200E\u200F]/g, '');
  // Entities, escaped twice too (`&amp;#39;`).
  // Not inside quotation marks, where a page's raw text is quoted (`« Pains &amp; Viennoiseries »`),
  // nor a quote mark's entity standing alone, which names it (`shows &quot; everywhere`).
  for (let pass = 0; pass < 2 && HAS_ENTITY.test(out); pass++)
    out = out
      .split(/([«“„"][^«»“”„"\n]*[»”“"])/u)
      .map((piece, i) => (i % 2 === 1 ? piece : piece.replace(ENTITY, decodeEntity)))
      .join('');
  if (/\\u[0-9a-fA-F]{4}/.test(out))
    out = out.replace(/(?:\\u[0-9a-fA-F]{4})+/g, (run) =>
      String.fromCharCode(
        ...run
          .split('\\u')
          .slice(1)
          .map((hex) => Number.parseInt(hex, 16)),
      ),
    );
  // JSON's escapes; a line break's joined to the text before it (`18h !\nEt`), one standing alone is named (`é \r\n`).
  if (/\\n|\\"|\\\//.test(out))
    out = out
      .replace(/(?<!\s)(?<!\\r)(?:\\r\\n|\\n)/g, '\n')
      .replace(/\\t/g, ' ')
      .replace(/\\"/g, '"')
      .replace(/\\\//g, '/');
  out = out.replace(MARKDOWN_ESCAPE, '$1');
  // A line of nothing but spaces left by `&nbsp;` is a blank line.
  out = out.replace(/^[ \t\u00A0]+$/gm, '');
  out = out.replace(/\{\{\s*char\s*\}\}/gi, persona);
  if (partner !== undefined && partner.trim() !== '')
    out = out.replace(
      /\{\{\s*(?:user|user_name|name)\s*\}\}|\{(?:user|user_name|name|username)\}/gi,
      partner.trim(),
    );
  return out;
}

function decodeEntity(
  found: string,
  decimal: string,
  hex: string,
  name: string,
  at: number,
  whole: string,
): string {
  const alone = /\s/.test(whole[at - 1] ?? ' ') && /\s/.test(whole[at + found.length] ?? ' ');
  if (alone && (/^(?:quot|apos)$/.test(name ?? '') || decimal === '39' || decimal === '34')) return found;
  return entity(found, decimal, hex, name);
}

function entity(found: string, decimal?: string, hex?: string, name?: string): string {
  const code =
    decimal !== undefined ? Number(decimal) : hex !== undefined ? Number.parseInt(hex, 16) : undefined;
  if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : found;
  return name !== undefined ? (ENTITIES[name] ?? found) : found;
}

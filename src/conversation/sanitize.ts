/**
 * Every name, title, message, quote and caption comes from other people. Before it reaches the
 * prompt we remove characters that hide or reorder text and neutralise our own markers, so a
 * user cannot forge a metadata, reply or instruction part.
 */

// C0/C1 controls except tab and newline; zero-width and word-joiner characters (ZWJ U+200D is
// kept: emoji sequences need it); bidi embeddings, overrides and isolates; BOM; Unicode tags.
const INVISIBLE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]|\udb40[\udc00-\udc7f]/g;

/** Our prompt markers. User text containing them gets plain brackets instead. */
const MARKER_OPEN = /⟦/g;
const MARKER_CLOSE = /⟧/g;

/** A body of text (message, caption, quote): line breaks kept. */
export function sanitizeText(input: string): string {
  return input
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .replace(MARKER_OPEN, '[')
    .replace(MARKER_CLOSE, ']')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A name or title: one line, bounded length. */
export function sanitizeName(input: string, maxLength = 64): string {
  const flat = sanitizeText(input).replace(/\s+/g, ' ').trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

/** Cuts to `max` characters (whole code points) with an ellipsis. */
export function truncate(input: string, max: number): string {
  const chars = Array.from(input);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : input;
}

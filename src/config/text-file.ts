import { isUtf8 } from 'node:buffer';

/** A file's text, or where it stops being UTF-8. */
export type DecodedText = { text: string } | { notUtf8: { line: number; col: number; byte: number } };

/**
 * Decodes UTF-8 strictly. Node's lenient decoding turns a Latin-1 `é` into U+FFFD without a word,
 * and the mangled text then reaches the prompt; a file in another encoding is refused instead,
 * at the first byte that is not UTF-8.
 */
export function decodeUtf8(bytes: Uint8Array): DecodedText {
  if (isUtf8(bytes)) return { text: new TextDecoder('utf-8').decode(bytes) };
  let start = 0;
  let line = 1;
  for (;;) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline;
    const row = bytes.subarray(start, end);
    if (!isUtf8(row)) {
      const offset = firstBadByte(row);
      const before = new TextDecoder('utf-8').decode(row.subarray(0, offset));
      return { notUtf8: { line, col: Array.from(before).length + 1, byte: row[offset] ?? 0 } };
    }
    if (newline === -1) return { text: new TextDecoder('utf-8').decode(bytes) };
    start = newline + 1;
    line++;
  }
}

/** The one-line reason for a file that is not UTF-8. */
export function notUtf8Message(file: string, at: { line: number; col: number; byte: number }): string {
  const hex = at.byte.toString(16).toUpperCase().padStart(2, '0');
  return `${file}:${at.line}:${at.col}: not UTF-8 text (byte 0x${hex}); save the file as UTF-8`;
}

/** The offset of the first byte that does not continue a valid UTF-8 sequence. */
function firstBadByte(row: Uint8Array): number {
  let i = 0;
  while (i < row.length) {
    const length = sequenceLength(row, i);
    if (length === 0) return i;
    i += length;
  }
  return row.length;
}

function sequenceLength(row: Uint8Array, i: number): number {
  const lead = row[i] ?? 0;
  const length =
    lead < 0x80
      ? 1
      : lead >= 0xc2 && lead <= 0xdf
        ? 2
        : lead >= 0xe0 && lead <= 0xef
          ? 3
          : lead >= 0xf0 && lead <= 0xf4
            ? 4
            : 0;
  if (length === 0) return 0;
  return isUtf8(row.subarray(i, i + length)) ? length : 0;
}

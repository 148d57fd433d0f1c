import { describe, expect, it } from 'vitest';
import { decodeUtf8, notUtf8Message } from '../../src/config/text-file.js';

describe('decodeUtf8', () => {
  it('decodes UTF-8, emoji and a byte-order mark included', () => {
    const bytes = Buffer.from('\ufeffname: Jürgen 🏳️‍🌈\n', 'utf8');
    expect(decodeUtf8(bytes)).toEqual({ text: 'name: Jürgen 🏳️‍🌈\n' });
  });

  it('names the line, column and byte where a Latin-1 file stops being UTF-8', () => {
    const bytes = Buffer.from('a: 1\nb: "hé y"\n', 'latin1');
    const decoded = decodeUtf8(bytes);
    expect(decoded).toEqual({ notUtf8: { line: 2, col: 6, byte: 0xe9 } });
    if ('notUtf8' in decoded)
      expect(notUtf8Message('f.yaml', decoded.notUtf8)).toBe(
        'f.yaml:2:6: not UTF-8 text (byte 0xE9); save the file as UTF-8',
      );
  });

  it('counts characters, not bytes, before the bad one, and catches a truncated sequence', () => {
    const bytes = Buffer.concat([Buffer.from('ü😀', 'utf8'), Buffer.from([0xf0, 0x9f, 0x41])]);
    expect(decodeUtf8(bytes)).toEqual({ notUtf8: { line: 1, col: 3, byte: 0xf0 } });
  });
});

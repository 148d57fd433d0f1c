import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sniff } from '../../src/media/sniff.js';

const sample = (name: string) => readFileSync(`media/samples/${name}`);
const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('sniff (magic numbers, never the mime Telegram reports)', () => {
  it('recognises the bundled samples by their bytes', () => {
    expect(sniff(sample('lighthouse.jpg'))).toEqual({ format: 'jpeg', family: 'image', mime: 'image/jpeg' });
    expect(sniff(sample('shop-cat.png')).format).toBe('png');
    expect(sniff(sample('blink.webp'))).toEqual({ format: 'webp', family: 'image', mime: 'image/webp' });
    expect(sniff(sample('party.tgs'))).toMatchObject({ format: 'tgs', family: 'lottie' });
    expect(sniff(sample('chime.wav'))).toEqual({ format: 'wav', family: 'audio', mime: 'audio/wav' });
    expect(sniff(readFileSync('media/stickers/HeidiDuck/wave.webp')).format).toBe('webp');
  });

  it.each([
    [bytes('GIF89a', 1, 0), 'gif', 'image'],
    [bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f), 'webm', 'video'],
    [bytes(0, 0, 0, 0x20, 'ftypisom', 0), 'mp4', 'video'],
    [bytes(0, 0, 0, 0x20, 'ftypqt  ', 0), 'mov', 'video'],
    [bytes(0, 0, 0, 0x20, 'ftypM4A ', 0), 'm4a', 'audio'],
    [bytes(0, 0, 0, 0x1c, 'ftypavif', 0), 'avif', 'image'],
    [bytes(0, 0, 0, 0x18, 'ftypheic', 0), 'heic', 'image'],
    [bytes('OggS', 0, 2), 'ogg', 'audio'],
    [bytes('ID3', 4, 0), 'mp3', 'audio'],
    [bytes(0xff, 0xfb, 0x90), 'mp3', 'audio'],
    [bytes('fLaC', 0), 'flac', 'audio'],
    [bytes('II*', 0, 8), 'tiff', 'image'],
    [bytes('%PDF-1.7'), 'pdf', 'other'],
    [gzipSync('{"v":"5.7"}'), 'tgs', 'lottie'],
  ])('reads %#: %s as %s', (input, format, family) => {
    expect(sniff(input)).toMatchObject({ format, family });
  });

  it('calls empty, short and random bytes unknown', () => {
    expect(sniff(Buffer.alloc(0)).format).toBe('unknown');
    expect(sniff(bytes(0x89, 0x50)).format).toBe('unknown');
    expect(sniff(bytes('RIFF', 0, 0, 0, 0, 'AVI ')).format).toBe('unknown');
    expect(sniff(bytes('hello world')).family).toBe('other');
  });
});

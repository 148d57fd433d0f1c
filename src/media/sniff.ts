/**
 * What a file really is, from its first bytes. Telegram's mime type and kind are hints written
 * by the sender's client; a "photo" can be a WebP, a "sticker" a gzipped Lottie animation, so
 * every decision about decoding is made from the magic number.
 */
export type MediaFormat =
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'avif'
  | 'heic'
  | 'tiff'
  | 'tgs'
  | 'webm'
  | 'mp4'
  | 'mov'
  | 'ogg'
  | 'mp3'
  | 'm4a'
  | 'wav'
  | 'flac'
  | 'pdf'
  | 'unknown';

/** image: sharp can decode it; lottie: TGS (gzip); video and audio: sent to Gemini as they are. */
export type FormatFamily = 'image' | 'lottie' | 'video' | 'audio' | 'other';

export interface Sniffed {
  format: MediaFormat;
  family: FormatFamily;
  /** The mime type to send with the bytes (never Telegram's). */
  mime: string;
}

const INFO: Record<MediaFormat, { family: FormatFamily; mime: string }> = {
  png: { family: 'image', mime: 'image/png' },
  jpeg: { family: 'image', mime: 'image/jpeg' },
  gif: { family: 'image', mime: 'image/gif' },
  webp: { family: 'image', mime: 'image/webp' },
  avif: { family: 'image', mime: 'image/avif' },
  heic: { family: 'image', mime: 'image/heic' },
  tiff: { family: 'image', mime: 'image/tiff' },
  tgs: { family: 'lottie', mime: 'application/x-tgsticker' },
  webm: { family: 'video', mime: 'video/webm' },
  mp4: { family: 'video', mime: 'video/mp4' },
  mov: { family: 'video', mime: 'video/quicktime' },
  ogg: { family: 'audio', mime: 'audio/ogg' },
  mp3: { family: 'audio', mime: 'audio/mpeg' },
  m4a: { family: 'audio', mime: 'audio/mp4' },
  wav: { family: 'audio', mime: 'audio/wav' },
  flac: { family: 'audio', mime: 'audio/flac' },
  pdf: { family: 'other', mime: 'application/pdf' },
  unknown: { family: 'other', mime: 'application/octet-stream' },
};

export function sniff(bytes: Uint8Array): Sniffed {
  const format = sniffFormat(bytes);
  return { format, ...INFO[format] };
}

function sniffFormat(b: Uint8Array): MediaFormat {
  const ascii = (start: number, text: string) =>
    b.length >= start + text.length && [...text].every((c, i) => b[start + i] === c.charCodeAt(0));
  const starts = (...bytes: number[]) => b.length >= bytes.length && bytes.every((x, i) => b[i] === x);

  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  if (ascii(0, 'RIFF') && ascii(8, 'WAVE')) return 'wav';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'tiff';
  if (starts(0x1f, 0x8b)) return 'tgs';
  if (starts(0x1a, 0x45, 0xdf, 0xa3)) return 'webm';
  if (ascii(0, 'OggS')) return 'ogg';
  if (ascii(0, 'fLaC')) return 'flac';
  if (ascii(0, '%PDF-')) return 'pdf';
  if (ascii(4, 'ftyp')) return isoBrand(String.fromCharCode(...b.subarray(8, 12)));
  if (ascii(0, 'ID3') || (b.length >= 2 && b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  return 'unknown';
}

/** ISO base media files share `ftyp`; the major brand tells a picture, a song and a film apart. */
function isoBrand(brand: string): MediaFormat {
  if (brand === 'avif' || brand === 'avis') return 'avif';
  if (['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
  if (brand === 'M4A ' || brand === 'M4B ') return 'm4a';
  if (brand === 'qt  ') return 'mov';
  return 'mp4';
}

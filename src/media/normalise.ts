import type sharpFunction from 'sharp';
import { sniff } from './sniff.js';

export interface NormaliseLimits {
  /** Longest side of the image sent to the model. */
  maxSide: number;
  /** Refuse images with more pixels than this (a decompression bomb is a few KB claiming gigapixels). */
  maxInputPixels: number;
}

export const DEFAULT_NORMALISE: NormaliseLimits = { maxSide: 1024, maxInputPixels: 40_000_000 };

export interface NormalisedImage {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

let sharpLoading: Promise<typeof sharpFunction> | undefined;

/** sharp, loaded on first use: importing it takes about 0.1 s that a command without images never needs. */
export function loadSharp(): Promise<typeof sharpFunction> {
  sharpLoading ??= import('sharp').then((m) => m.default);
  return sharpLoading;
}

/** Why an image could not be used; such an item is `unsupported`, never retried. */
export class UnusableImageError extends Error {
  override readonly name = 'UnusableImageError';
}

/**
 * Decodes an image with sharp (off the event loop, on libuv's thread pool) and returns what we
 * send to the model: the first frame of an animation, turned upright, no side longer than
 * `maxSide`, as PNG when the source can carry transparency (stickers, WebP, GIF, PNG) and as
 * JPEG for photographs, which would be several times larger as PNG. A JPEG that already fits
 * and carries no metadata (Telegram strips it from photos) is sent as it is, without decoding.
 */
export async function normaliseImage(
  bytes: Buffer,
  limits: NormaliseLimits = DEFAULT_NORMALISE,
): Promise<NormalisedImage> {
  // A JPEG is a photograph; anything else may be drawn or transparent and is kept lossless.
  const lossless = sniff(bytes).format !== 'jpeg';
  const sharp = await loadSharp();
  try {
    if (!lossless) {
      const meta = await sharp(bytes, { limitInputPixels: limits.maxInputPixels }).metadata();
      const fits = Math.max(meta.width, meta.height) <= limits.maxSide;
      if (fits && !meta.exif && !meta.xmp && !meta.icc && (meta.orientation ?? 1) === 1) {
        return { data: bytes, mime: 'image/jpeg', width: meta.width, height: meta.height };
      }
    }
    // The default `sharp(buf)` decodes page 0 only: the first frame of an animated WebP or GIF.
    const pipeline = sharp(bytes, { limitInputPixels: limits.maxInputPixels, failOn: 'error' })
      .autoOrient()
      // Catmull-Rom is plenty for a model's eyes and much cheaper than the default Lanczos.
      .resize({
        width: limits.maxSide,
        height: limits.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
        kernel: 'cubic',
      });
    const { data, info } = await (lossless
      ? pipeline.png({ compressionLevel: 6 })
      : pipeline.jpeg({ quality: 80 })
    ).toBuffer({ resolveWithObject: true });
    return { data, mime: lossless ? 'image/png' : 'image/jpeg', width: info.width, height: info.height };
  } catch (err) {
    throw new UnusableImageError(`image cannot be decoded: ${(err as Error).message}`, { cause: err });
  }
}

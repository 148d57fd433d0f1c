import { RetryableError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { TelegramPort } from '../telegram/port.js';
import type { ChatId, MediaRef, MessageId } from '../telegram/types.js';
import type { MediaModelAnswer, MediaModelPort } from './model-port.js';
import { DEFAULT_NORMALISE, type NormaliseLimits, normaliseImage, UnusableImageError } from './normalise.js';
import { AUDIO_INSTRUCTION, describeQuestion, IMAGE_INSTRUCTION, VIDEO_INSTRUCTION } from './prompts.js';
import { cleanDescription, isSticker, isUsableDescription, oneLine } from './render.js';
import { type Sniffed, sniff } from './sniff.js';

/** One media item and where its bytes live: a message of a chat, or (for set stickers) its set. */
export interface MediaItem {
  ref: MediaRef;
  chatId?: ChatId;
  messageId?: MessageId;
}

/** What describing produced. Failures worth another try later are thrown instead. */
export type DescribeOutcome =
  | { status: 'ok'; description: string; source: 'ai' | 'fallback' }
  /** Nothing to gain from trying again (the format, the size, the file is gone, a safety block). */
  | { status: 'unsupported'; reason: string };

/** The model call an item still needs once its bytes are downloaded and decoded. */
export interface ModelCall {
  call(signal: AbortSignal): Promise<DescribeOutcome>;
}

/**
 * Turns one media item into a description in two steps, so the library can decode the next
 * items (CPU) while earlier ones wait for the model (network): `prepare` downloads and decodes
 * and returns either the outcome or the model call still to make.
 */
export interface Describer {
  prepare(item: MediaItem, signal: AbortSignal): Promise<DescribeOutcome | ModelCall>;
}

export function isModelCall(value: DescribeOutcome | ModelCall): value is ModelCall {
  return 'call' in value;
}

/** The bytes of an item, or of its thumbnail; `null` when there is no such file. */
export type MediaFetcher = (item: MediaItem, options: { thumb: boolean }) => Promise<Buffer | null>;

/** Downloads through the Telegram port: from the message, or from the sticker set when the port can. */
export function portFetcher(port: TelegramPort): MediaFetcher {
  return async (item, { thumb }) => {
    if (item.chatId !== undefined && item.messageId !== undefined) {
      return port.downloadMedia(item.chatId, item.messageId, item.ref.id, { thumb });
    }
    if (item.ref.set && port.downloadStickerFile) {
      return port.downloadStickerFile(item.ref.set, item.ref.id, { thumb });
    }
    return null;
  };
}

export interface DescriberLimits {
  image: NormaliseLimits;
  /** Largest file downloaded bytes are accepted from (the model's inline request limit is 20 MB). */
  maxBytes: number;
  /** GIFs and videos up to this size and length are sent as video; longer ones by thumbnail. */
  maxVideoBytes: number;
  maxVideoSeconds: number;
}

export const DEFAULT_LIMITS: DescriberLimits = {
  image: DEFAULT_NORMALISE,
  maxBytes: 15 * 1024 * 1024,
  maxVideoBytes: 8 * 1024 * 1024,
  maxVideoSeconds: 60,
};

export interface MediaDescriberOptions {
  model: MediaModelPort;
  modelName: string;
  fetch: MediaFetcher;
  log: Logger;
  limits?: Partial<DescriberLimits>;
}

/**
 * The describer: bytes are downloaded, sniffed by magic number, images normalised by sharp,
 * and sent with our own prompt to the model. Animated stickers go by their thumbnail, and
 * without one by their emoji and set (no model call).
 */
export class MediaDescriber implements Describer {
  readonly #options: MediaDescriberOptions;
  readonly #limits: DescriberLimits;

  constructor(options: MediaDescriberOptions) {
    this.#options = options;
    this.#limits = { ...DEFAULT_LIMITS, ...options.limits };
  }

  /** Both steps at once (the library runs them separately). */
  async describe(item: MediaItem, signal: AbortSignal): Promise<DescribeOutcome> {
    const prepared = await this.prepare(item, signal);
    return isModelCall(prepared) ? prepared.call(signal) : prepared;
  }

  async prepare(item: MediaItem, _signal: AbortSignal): Promise<DescribeOutcome | ModelCall> {
    const { ref } = item;
    if (ref.kind === 'voice' || ref.kind === 'audio') return this.#audio(item);
    // TGS and WebM stickers cannot be decoded here: their thumbnail is the picture to describe.
    const animatedSticker = ref.kind === 'animated_sticker' || ref.kind === 'video_sticker';
    let sniffed: Sniffed | undefined;
    const tooBig = ref.size !== undefined && ref.size > this.#limits.maxBytes;
    if (!animatedSticker && !tooBig) {
      const bytes = await this.#fetch(item, false);
      if (bytes) {
        sniffed = sniff(bytes);
        if (bytes.length > this.#limits.maxBytes) return tooLarge(bytes);
        if (sniffed.family === 'image') return this.#image(ref, bytes, 'file');
        if (sniffed.family === 'video' && this.#videoFits(ref, bytes)) {
          return this.#ask(VIDEO_INSTRUCTION, ref, bytes, sniffed.mime, 'file');
        }
      }
    }
    const thumb = await this.#fetch(item, true);
    if (thumb && thumb.length <= this.#limits.maxBytes && sniff(thumb).family === 'image') {
      return this.#image(ref, thumb, 'thumbnail');
    }
    const fallback = stickerFallback(ref);
    if (fallback) return fallback;
    if (tooBig) return { status: 'unsupported', reason: `file too large (${megabytes(ref.size ?? 0)} MB)` };
    if (!sniffed) return { status: 'unsupported', reason: 'no file to describe' };
    return { status: 'unsupported', reason: `${sniffed.format} files cannot be described` };
  }

  async #audio(item: MediaItem): Promise<DescribeOutcome | ModelCall> {
    const size = item.ref.size ?? 0;
    if (size > this.#limits.maxBytes)
      return { status: 'unsupported', reason: `file too large (${megabytes(size)} MB)` };
    const bytes = await this.#fetch(item, false);
    if (!bytes) return { status: 'unsupported', reason: 'no file to describe' };
    if (bytes.length > this.#limits.maxBytes) return tooLarge(bytes);
    const sniffed = sniff(bytes);
    if (sniffed.family !== 'audio') {
      return { status: 'unsupported', reason: `${sniffed.format} is not a supported audio format` };
    }
    return this.#ask(AUDIO_INSTRUCTION, item.ref, bytes, sniffed.mime, 'file');
  }

  async #image(
    ref: MediaRef,
    bytes: Buffer,
    how: 'file' | 'thumbnail',
  ): Promise<DescribeOutcome | ModelCall> {
    let image: Awaited<ReturnType<typeof normaliseImage>>;
    try {
      image = await normaliseImage(bytes, this.#limits.image);
    } catch (err) {
      if (!(err instanceof UnusableImageError)) throw err;
      return stickerFallback(ref) ?? { status: 'unsupported', reason: err.message };
    }
    const frame = how === 'file' && (ref.kind === 'gif' || ref.kind === 'video') ? 'first-frame' : how;
    return this.#ask(IMAGE_INSTRUCTION, ref, image.data, image.mime, frame);
  }

  #ask(
    instruction: string,
    ref: MediaRef,
    data: Buffer,
    mimeType: string,
    how: 'file' | 'thumbnail' | 'first-frame',
  ): ModelCall {
    const { model, modelName } = this.#options;
    const request = { model: modelName, instruction, data, mimeType, question: describeQuestion(ref, how) };
    return {
      call: async (signal) => outcomeOf(await model.describeMedia(request, signal)),
    };
  }

  #videoFits(ref: MediaRef, bytes: Buffer): boolean {
    if (ref.kind !== 'gif' && ref.kind !== 'video') return false;
    return bytes.length <= this.#limits.maxVideoBytes && (ref.duration ?? 0) <= this.#limits.maxVideoSeconds;
  }

  async #fetch(item: MediaItem, thumb: boolean): Promise<Buffer | null> {
    const bytes = await this.#options.fetch(item, { thumb });
    return bytes && bytes.length > 0 ? bytes : null;
  }
}

/** A sticker we cannot see still has an emoji: "a sticker expressing 😂 from the Heidi Duck set". */
export function stickerFallback(ref: MediaRef): DescribeOutcome | undefined {
  if (!isSticker(ref.kind) || !ref.emoji) return undefined;
  const emoji = oneLine(ref.emoji, 16);
  const what =
    ref.kind === 'video_sticker'
      ? 'a video sticker'
      : ref.kind === 'animated_sticker'
        ? 'an animated sticker'
        : 'a sticker';
  // "HeidiDuck" reads better as "Heidi Duck".
  const set = ref.set ? ` from the ${oneLine(ref.set, 64).replace(/([a-z])([A-Z])/g, '$1 $2')} set` : '';
  return { status: 'ok', description: `${what} expressing ${emoji}${set}`, source: 'fallback' };
}

/**
 * A refusal is final for these bytes; a failure is thrown, so the library tries the item again
 * on a later turn (also when the request was turned down: a bad key says nothing about the item).
 */
function outcomeOf(answer: MediaModelAnswer): DescribeOutcome {
  switch (answer.kind) {
    case 'refused':
      return { status: 'unsupported', reason: `the model refused: ${answer.reason}` };
    case 'unsupported':
      return { status: 'unsupported', reason: answer.reason };
    case 'failed':
      throw answer.retryable ? new RetryableError(answer.reason) : new Error(answer.reason);
    case 'described': {
      const description = cleanDescription(answer.text);
      if (!isUsableDescription(description)) {
        return { status: 'unsupported', reason: 'the model could not make sense of it' };
      }
      return { status: 'ok', description, source: 'ai' };
    }
  }
}

function tooLarge(bytes: Buffer): DescribeOutcome {
  return { status: 'unsupported', reason: `file too large (${megabytes(bytes.length)} MB)` };
}

function megabytes(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

import type { ReadDelaySettings } from '../config/telegram-schema.js';
import type { InboundMessage } from '../telegram/types.js';

/** Characters a glance at a photo, sticker or other media item takes, on top of any caption. */
const MEDIA_GLANCE_CHARS = 40;

/**
 * How long a person takes to read a message before the chat shows it read: its length (media
 * counted as a short text) at a reading speed, clamped to the configured bounds.
 */
export function readingTimeMs(
  message: Pick<InboundMessage, 'text' | 'media'>,
  delay: ReadDelaySettings,
): number {
  const chars = message.text.length + message.media.length * MEDIA_GLANCE_CHARS;
  const ms = (chars / delay.charsPerSecond) * 1000;
  return Math.round(Math.min(delay.maxMs, Math.max(delay.minMs, ms)));
}

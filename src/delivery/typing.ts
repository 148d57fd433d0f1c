import type { TypingSettings } from '../config/types.js';

/** How long a person would type this text: length / speed, clamped to the persona's bounds. */
export function typingDelayMs(text: string, settings: TypingSettings): number {
  const seconds = Array.from(text).length / settings.charsPerSecond;
  const clamped = Math.min(settings.maxSeconds, Math.max(settings.minSeconds, seconds));
  return Math.round(clamped * 1000);
}

/** Telegram shows "typing…" for about five seconds; refresh before it lapses. */
export const TYPING_REFRESH_MS = 4_500;

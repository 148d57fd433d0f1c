import type { TypingSettings } from '../config/persona-schema.js';
import { type Clock, every } from '../support/clock.js';

/** How long a person would type this text: length / speed, clamped to the persona's bounds. */
export function typingDelayMs(text: string, settings: TypingSettings): number {
  const seconds = Array.from(text).length / settings.charsPerSecond;
  const clamped = Math.min(settings.maxSeconds, Math.max(settings.minSeconds, seconds));
  return Math.round(clamped * 1000);
}

/** Telegram shows "typing…" for about five seconds; refresh before it lapses. */
export const TYPING_REFRESH_MS = 4_500;

/**
 * Shows "typing…" while the reply is being produced, refreshed every `everyMs` of the clock's
 * time until `stop()`. On a virtual clock (replay) the model answers in no virtual time, so a
 * replay sees only the first indicator unless something else moves the clock meanwhile.
 */
export function keepTyping(
  clock: Clock,
  show: () => Promise<void>,
  onError: (err: unknown) => void,
  everyMs = TYPING_REFRESH_MS,
): { stop(): void } {
  const send = () => {
    show().catch(onError);
  };
  send();
  return every(clock, everyMs, send);
}

import type { TypingSettings } from '../config/persona-schema.js';
import { type Clock, every } from '../support/clock.js';
import { DELAY_SPREAD, spreadBy } from '../support/spread.js';

/**
 * How long a person would type this text: length / speed, clamped to the persona's bounds; with
 * a seed (persona and chat) varied by up to ±20 % by the text, so the same message in a replay
 * takes the same time.
 */
export function typingDelayMs(text: string, settings: TypingSettings, seed?: string): number {
  const seconds = Array.from(text).length / settings.charsPerSecond;
  const clamped = Math.min(settings.maxSeconds, Math.max(settings.minSeconds, seconds));
  const ms = Math.round(clamped * 1000);
  return seed === undefined ? ms : spreadBy(ms, DELAY_SPREAD, `${seed}:${text}`);
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

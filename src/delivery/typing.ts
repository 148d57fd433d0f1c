import type { TypingSettings } from '../config/types.js';

/** How long a person would type this text: length / speed, clamped to the persona's bounds. */
export function typingDelayMs(text: string, settings: TypingSettings): number {
  const seconds = Array.from(text).length / settings.charsPerSecond;
  const clamped = Math.min(settings.maxSeconds, Math.max(settings.minSeconds, seconds));
  return Math.round(clamped * 1000);
}

/** Telegram shows "typing…" for about five seconds; refresh before it lapses. */
export const TYPING_REFRESH_MS = 4_500;

/**
 * Shows "typing…" while the reply is being produced, refreshed until `stop()`. The refresh runs
 * on a real timer: it only matters while we wait on the network, which takes real time even on
 * a virtual clock (replay), so a replay never sees more than the first indicator.
 */
export function keepTyping(
  show: () => Promise<void>,
  onError: (err: unknown) => void,
  everyMs = TYPING_REFRESH_MS,
): { stop(): void } {
  const send = () => {
    show().catch(onError);
  };
  send();
  const timer = setInterval(send, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

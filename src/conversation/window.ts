import type { MessageId } from '../telegram/types.js';

/**
 * Which messages a turn shows. The window's first message stays where the previous turn put
 * it while the window still fits `size`; only then does the start jump forward by a block
 * (`step` messages beyond the minimum), leaving room for the next messages. Consecutive
 * requests therefore share everything up to the previous turn's newest message, which is
 * what lets Gemini's implicit cache reuse the history instead of re-reading it every turn.
 * Pure.
 */
export interface WindowOptions {
  /** Most messages shown (the persona's `history_size`). */
  size: number;
  /** The first message the previous turn of this chat showed; absent on a first turn. */
  previousStart?: MessageId;
  /** How far the start jumps at once; default a quarter of `size`. */
  step?: number;
}

export interface ChosenWindow<T> {
  window: T[];
  /** The first message shown: the next turn's `previousStart`. */
  start?: MessageId;
}

export function windowStep(size: number): number {
  return Math.max(1, Math.floor(size / 4));
}

/** `history` oldest first; the result is a suffix of it. */
export function chooseWindow<T extends { id: MessageId }>(
  history: readonly T[],
  options: WindowOptions,
): ChosenWindow<T> {
  const size = Math.max(1, options.size);
  const step = Math.min(size - 1, Math.max(0, options.step ?? windowStep(size)));
  let from = Math.max(0, history.length - size);
  if (options.previousStart !== undefined) {
    const { previousStart } = options;
    const kept = history.findIndex((m) => m.id >= previousStart);
    // At index 0 the old start may lie before what was fetched: kept only when it is that
    // message, or when fewer than `size` came back (the whole chat was fetched).
    const present = kept > 0 || (kept === 0 && (history[0]?.id === previousStart || history.length < size));
    if (present && history.length - kept <= size) from = kept;
    else from = Math.max(0, history.length - (size - step));
  }
  const window = history.slice(from);
  return { window, start: window[0]?.id };
}

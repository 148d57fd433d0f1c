/**
 * A person does not answer while the other is still typing: in a direct chat, the start of a
 * pending turn waits while the partner composes. Pure: every moment is given.
 */

/** Telegram shows a partner's "typing…" for about six seconds unless it is repeated. */
export const PARTNER_TYPING_MS = 6_000;
/** However long the partner types, a turn starts at most this long after it first became due. */
export const MAX_TYPING_DEFERRAL_MS = 60_000;

export interface TypingDeferral {
  /** The turn's due time as stored now. */
  due: number;
  /** Its due time before any typing moved it (by the debounce, reading delay and schedule). */
  firstDue: number;
  /** When the partner was last seen composing; absent when they stopped (or never typed). */
  typingAt?: number;
  /** When they explicitly stopped (Telegram's cancel), if that is newer news than `typingAt`. */
  stoppedAt?: number;
}

/**
 * The turn's due time: until the partner's typing lapses (six seconds after the last status),
 * never later than a minute after it first became due; after an explicit stop, at once (but
 * never before it first became due). Typing never brings a turn forward.
 */
export function dueAfterPartnerTyping(d: TypingDeferral): number {
  const bound = d.firstDue + MAX_TYPING_DEFERRAL_MS;
  if (d.typingAt === undefined) {
    if (d.stoppedAt === undefined) return d.due;
    return Math.min(d.due, Math.max(d.firstDue, d.stoppedAt));
  }
  return Math.max(d.firstDue, Math.min(d.typingAt + PARTNER_TYPING_MS, bound));
}

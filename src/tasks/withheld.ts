/**
 * Why a piece of an answer was held back at the speech boundary (closed list; the console, replay
 * and the tuning lab count by it).
 */
export type WithheldReason =
  | 'outside-blocks'
  | 'reasoning'
  | 'label'
  | 'narration'
  | 'silence-marker'
  | 'echo'
  | 'duplicate'
  | 'unknown-block'
  | 'truncated'
  | 'invisible'
  | 'wrapper';

/** A piece of the answer that does not reach the chat, and why. */
export interface Withheld {
  text: string;
  reason: WithheldReason;
  /** 1-based block it came from, when it came from one. */
  block?: number;
}

/** One held-back piece on a line: its reason, its block, an excerpt. */
export function describeWithheld(held: Withheld): string {
  const flat = held.text.replace(/\s+/g, ' ').trim();
  const text = flat.length > 100 ? `${flat.slice(0, 97)}...` : flat;
  return `${held.reason}${held.block === undefined ? '' : ` (block ${held.block})`}: ${text}`;
}

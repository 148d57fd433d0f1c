/**
 * Seeded spread: the variation a person's timing has, without randomness, so the same moments
 * replay to the same times. The seed names what varies (persona, chat, message or occurrence).
 */

/** A delay (reading, answering, typing) varies by up to this fraction either way. */
export const DELAY_SPREAD = 0.2;
/** The moment the persona gets to a chat after waking varies by up to this either way. */
export const WAKE_SPREAD_MS = 10 * 60_000;

/** FNV-1a over the text: small, stable across platforms and runs. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A number in [-1, 1) fixed by the seed. */
export function seededUnit(seed: string): number {
  return (fnv1a(seed) / 2 ** 32) * 2 - 1;
}

/** `ms` moved by up to ± `fraction` of itself, by the seed (whole milliseconds). */
export function spreadBy(ms: number, fraction: number, seed: string): number {
  return Math.round(ms * (1 + fraction * seededUnit(seed)));
}

/** `at` moved by up to ± `ms`, by the seed (whole seconds, as a clock shows them). */
export function spreadAround(at: number, ms: number, seed: string): number {
  return at + Math.round((ms * seededUnit(seed)) / 1000) * 1000;
}

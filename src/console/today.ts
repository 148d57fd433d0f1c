import { formatMessageTime } from '../conversation/time.js';

/**
 * When the local day of `ms` began in `timeZone`: midnight there, as a moment. The zone's offset
 * at midnight can differ from the one at `ms` (a daylight-saving change in between), so the guess
 * is corrected by what local time it shows, once more than needed for that.
 */
export function startOfLocalDay(ms: number, timeZone: string): number {
  const midnight = localAsUtc(formatMessageTime(ms, timeZone).slice(0, 10));
  let guess = midnight;
  for (let i = 0; i < 3; i++) guess += midnight - localAsUtc(formatMessageTime(guess, timeZone));
  return guess;
}

/** `2026-01-02` or `2026-01-02 16:04`, read as if it were UTC. */
function localAsUtc(local: string): number {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0] = local.split(/[- :]/).map(Number);
  return Date.UTC(y, mo - 1, d, h, mi);
}

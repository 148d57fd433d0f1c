/** Local time formatting in the persona's timezone (IANA), independent of the host's zone. */

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, ...options });
    cache.set(key, f);
  }
  return f;
}

function parts(ms: number, timeZone: string): Record<string, string> {
  const out: Record<string, string> = {};
  const f = formatter(timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'long',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  for (const p of f.formatToParts(new Date(ms))) out[p.type] = p.value;
  return out;
}

/** `2026-01-02 16:04` — compact, for per-message metadata. */
export function formatMessageTime(ms: number, timeZone: string): string {
  const p = parts(ms, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** `Friday 2026-01-02 16:04 (UTC+01:00, Europe/Berlin)` — for the system instruction. */
export function formatCurrentTime(ms: number, timeZone: string): string {
  const p = parts(ms, timeZone);
  // Offsets, unlike zone abbreviations, do not depend on the host's locale data.
  const offset = (p.timeZoneName ?? 'GMT').replace(/^GMT/, 'UTC') || 'UTC';
  return `${p.weekday} ${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} (${offset === 'UTC' ? 'UTC+00:00' : offset}, ${timeZone})`;
}

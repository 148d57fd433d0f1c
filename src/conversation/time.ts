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

/**
 * Offsets by zone and quarter hour: formatting through Intl costs ~13 µs per call, and a prompt
 * formats hundreds of message times. Zone transitions fall on quarter hours.
 */
const offsets = new Map<string, number>();
const QUARTER_HOUR = 15 * 60_000;

function offsetMs(ms: number, timeZone: string): number {
  const bucket = Math.floor(ms / QUARTER_HOUR);
  const key = `${timeZone}|${bucket}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const at = bucket * QUARTER_HOUR;
    const p = parts(at, timeZone);
    const local = Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
    );
    offset = local - Math.floor(at / 60_000) * 60_000;
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-01-02 16:04` — compact, for per-message metadata. */
export function formatMessageTime(ms: number, timeZone: string): string {
  const local = new Date(ms + offsetMs(ms, timeZone));
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** `Berlin` for `Europe/Berlin`, `UTC` for UTC: the name shown beside every time an operator reads. */
export function zoneName(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * `Fri` for a local calendar day `2026-01-02`: the day is already local, so its weekday needs
 * no zone. Empty for a string that is not such a day.
 */
export function weekdayOf(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return WEEKDAYS[date.getUTCDay()] ?? '';
}

/** `Fri 2026-01-02` — the local day of a moment, with its weekday. */
export function formatDay(ms: number, timeZone: string): string {
  const day = formatMessageTime(ms, timeZone).slice(0, 10);
  return `${weekdayOf(day)} ${day}`;
}

/** `Friday 2026-01-02 16:04 (UTC+01:00, Europe/Berlin)` — for the system instruction. */
export function formatCurrentTime(ms: number, timeZone: string): string {
  // Every turn's system instruction has it, and formatToParts costs tens of µs: the text only
  // changes from one minute to the next, so each zone's latest minute is kept.
  const minute = Math.floor(ms / 60_000);
  const kept = currentTimes.get(timeZone);
  if (kept?.minute === minute) return kept.text;
  const text = currentTimeText(ms, timeZone);
  currentTimes.set(timeZone, { minute, text });
  return text;
}

const currentTimes = new Map<string, { minute: number; text: string }>();

function currentTimeText(ms: number, timeZone: string): string {
  const p = parts(ms, timeZone);
  // Offsets, unlike zone abbreviations, do not depend on the host's locale data.
  const offset = (p.timeZoneName ?? 'GMT').replace(/^GMT/, 'UTC') || 'UTC';
  return `${p.weekday} ${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} (${offset === 'UTC' ? 'UTC+00:00' : offset}, ${timeZone})`;
}

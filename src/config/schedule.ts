/**
 * A persona's day, computed. Activities are written in local wall-clock time; this module turns
 * them into instants for one moment and one IANA time zone, independent of the host's zone.
 * Daylight saving: an activity keeps its wall-clock time; a local time that does not exist (the
 * hour skipped in spring) moves to the next valid one, and a local time that happens twice (the
 * hour repeated in autumn) is its first occurrence. Pure: the moment is always given.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MINUTES_PER_DAY = 1440;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** One activity of the schedule, resolved. */
export interface Activity {
  name: string;
  /** Local minutes after midnight. */
  startMinute: number;
  /** Local minutes after midnight; not after `startMinute`: it ends the next day. */
  endMinute: number;
  /** Weekdays it starts on; every day when absent. */
  days?: readonly Weekday[];
  /** An exception's activity: it starts only on these local days (days since 1970-01-01, inclusive). */
  only?: DayRange;
  /** A usual activity does not start on the days of the schedule's exceptions. */
  notOn?: readonly DayRange[];
  /** 0–100: how quickly the persona reads and answers during it. */
  responsiveness: number;
  asleep: boolean;
}

/** A run of local calendar days, both ends included. */
export interface DayRange {
  from: number;
  to: number;
}

const inRange = (day: number, range: DayRange) => range.from <= day && day <= range.to;

/** One occurrence of an activity, in instants (ms since the epoch). */
export interface Occurrence {
  activity: Activity;
  startMs: number;
  endMs: number;
}

/** `07:30` → 450; undefined for anything that is not HH:MM within a day. */
export function parseClockTime(value: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 450 → `07:30`. */
export function formatClockTime(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** `Tue 23:00` for weekday index 1 (Monday is 0) and a minute of the day. */
export function weekdayLabel(weekday: number, minute: number): string {
  const day = WEEKDAYS[weekday] ?? 'mon';
  return `${day.charAt(0).toUpperCase()}${day.slice(1)} ${formatClockTime(minute)}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Local wall-clock time minus UTC at an instant, in ms (whole minutes). */
function offsetAt(ms: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);
  return wall - Math.floor(ms / MINUTE) * MINUTE;
}

/** The local calendar day of an instant (days since 1970-01-01) and its minute. */
export interface LocalMoment {
  day: number;
  minute: number;
  /** Monday 0 … Sunday 6. */
  weekday: number;
}

export function localMoment(ms: number, timeZone: string): LocalMoment {
  const wall = ms + offsetAt(ms, timeZone);
  const day = Math.floor(wall / DAY);
  return { day, minute: Math.floor((wall - day * DAY) / MINUTE), weekday: weekdayOfDay(day) };
}

/** 1970-01-01 was a Thursday (3 when Monday is 0). */
function weekdayOfDay(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/**
 * The instant a local day and minute happen. A time skipped by a change to summer time is the
 * instant the clocks jump (its next valid time); a repeated one is its first occurrence.
 */
export function instantOf(day: number, minute: number, timeZone: string): number {
  const wall = day * DAY + minute * MINUTE;
  // Within 18 h of the moment at most one offset change happens (every zone's changes are further apart).
  const before = wall - offsetAt(wall - 18 * 3_600_000, timeZone);
  const after = wall - offsetAt(wall + 18 * 3_600_000, timeZone);
  const valid = [before, after].filter((t) => t + offsetAt(t, timeZone) === wall);
  if (valid.length > 0) return Math.min(...valid);
  // In a gap: find the first minute at which the later offset applies.
  let low = Math.min(before, after);
  let high = Math.max(before, after);
  const later = offsetAt(high, timeZone);
  while (high - low > MINUTE) {
    const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (offsetAt(mid, timeZone) === later) high = mid;
    else low = mid;
  }
  return high;
}

/** The occurrence of an activity that starts on a local day, if it runs that weekday. */
export function occurrenceOn(activity: Activity, day: number, timeZone: string): Occurrence | undefined {
  const weekday = WEEKDAYS[weekdayOfDay(day)] ?? 'mon';
  if (activity.days && !activity.days.includes(weekday)) return undefined;
  if (activity.only && !inRange(day, activity.only)) return undefined;
  if (activity.notOn?.some((range) => inRange(day, range))) return undefined;
  const endDay = activity.endMinute <= activity.startMinute ? day + 1 : day;
  return {
    activity,
    startMs: instantOf(day, activity.startMinute, timeZone),
    endMs: instantOf(endDay, activity.endMinute, timeZone),
  };
}

/** What the persona is doing at an instant; undefined in free time. */
export function activityAt(
  schedule: readonly Activity[],
  timeZone: string,
  ms: number,
): Occurrence | undefined {
  const today = localMoment(ms, timeZone).day;
  for (const activity of schedule)
    for (const day of [today - 1, today]) {
      const occurrence = occurrenceOn(activity, day, timeZone);
      if (occurrence && occurrence.startMs <= ms && ms < occurrence.endMs) return occurrence;
    }
  return undefined;
}

/** The first activity that starts after an instant (within the coming week). */
export function nextActivity(
  schedule: readonly Activity[],
  timeZone: string,
  ms: number,
): Occurrence | undefined {
  const today = localMoment(ms, timeZone).day;
  let next: Occurrence | undefined;
  for (let day = today; day <= today + 7; day++)
    for (const activity of schedule) {
      const occurrence = occurrenceOn(activity, day, timeZone);
      if (occurrence && occurrence.startMs > ms && (!next || occurrence.startMs < next.startMs))
        next = occurrence;
    }
  return next;
}

/**
 * When a sleeping persona wakes: the end of its sleep, carried on through sleep activities that
 * follow without a gap. Undefined when it is not asleep at that instant.
 */
export function wakeTime(schedule: readonly Activity[], timeZone: string, ms: number): number | undefined {
  let current = activityAt(schedule, timeZone, ms);
  if (!current?.activity.asleep) return undefined;
  let wake = current.endMs;
  // A week of back-to-back sleep would be a schedule that never wakes: stop there.
  for (let i = 0; i < 7 * 4; i++) {
    current = activityAt(schedule, timeZone, wake);
    if (!current?.activity.asleep) return wake;
    wake = current.endMs;
  }
  return wake;
}

/**
 * The activities of the local day of an instant, in order: those starting that day and one that
 * began the day before and runs into it (a night's sleep).
 */
export function dayPlan(schedule: readonly Activity[], timeZone: string, ms: number): Occurrence[] {
  const today = localMoment(ms, timeZone).day;
  const dayStart = instantOf(today, 0, timeZone);
  const plan: Occurrence[] = [];
  for (const activity of schedule) {
    const earlier = occurrenceOn(activity, today - 1, timeZone);
    if (earlier && earlier.endMs > dayStart) plan.push(earlier);
    const own = occurrenceOn(activity, today, timeZone);
    if (own) plan.push(own);
  }
  return plan.sort((a, b) => a.startMs - b.startMs);
}

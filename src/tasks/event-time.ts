import { instantOf, localMoment, MINUTES_PER_DAY } from '../config/schedule.js';

/**
 * When the persona's own events happen. Pure: an event is a rule (a local start, an optional
 * interval, an optional count) and its n-th occurrence is computed from the rule, never from the
 * occurrence before it, so a time moved by a change to summer time does not drift the next ones.
 */

/** How often a recurring event comes back: whole days keep their wall-clock time, shorter steps do not. */
export type EventInterval = { unit: 'days'; days: number } | { unit: 'minutes'; minutes: number };

/** An event's rule: its first local day and minute, and how it recurs. */
export interface EventRule {
  /** Local calendar day of the first occurrence (days since 1970-01-01). */
  startDay: number;
  /** Minute of that day (0–1439). */
  startMinute: number;
  /** Absent: it happens once. */
  every?: EventInterval;
  /** How many occurrences in all; absent with `every`: until cancelled. */
  times?: number;
}

const MINUTE_MS = 60_000;
/** Shorter intervals would make an event a chat loop, not a plan. */
export const MIN_INTERVAL_MINUTES = 30;
/** An occurrence missed while the process was down fires at start only when less late than this. */
export const CATCH_UP_MS = 3_600_000;

/** `30m`, `2h`, `1d`, `2w` (also `1 day`, `3 hours`, `daily`, `weekly`, `hourly`); undefined when unreadable. */
export function parseInterval(text: string): EventInterval | undefined {
  const t = text.trim().toLowerCase();
  const named: Record<string, EventInterval> = {
    daily: { unit: 'days', days: 1 },
    weekly: { unit: 'days', days: 7 },
    hourly: { unit: 'minutes', minutes: 60 },
  };
  if (named[t]) return named[t];
  const m = /^(\d{1,4})\s*(m|min|mins|minutes?|h|hrs?|hours?|d|days?|w|weeks?)$/.exec(t);
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = m[2] ?? '';
  if (n <= 0) return undefined;
  if (unit.startsWith('w')) return { unit: 'days', days: n * 7 };
  if (unit.startsWith('d')) return { unit: 'days', days: n };
  const minutes = unit.startsWith('h') ? n * 60 : n;
  if (minutes % MINUTES_PER_DAY === 0) return { unit: 'days', days: minutes / MINUTES_PER_DAY };
  return { unit: 'minutes', minutes };
}

/** The interval as the persona wrote it, normalised: `30m`, `2h`, `1d`, `2w`. */
export function formatInterval(every: EventInterval): string {
  if (every.unit === 'days') return every.days % 7 === 0 ? `${every.days / 7}w` : `${every.days}d`;
  return every.minutes % 60 === 0 ? `${every.minutes / 60}h` : `${every.minutes}m`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The forms `at:` accepts, as the persona is told when it wrote another. */
export const START_FORMS =
  '2026-05-03 09:00, 09:00, today 09:00, tomorrow 09:00, in 2 hours (or minutes, days), friday 09:00, next friday 09:00';

const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * When a plan starts, as the persona wrote it, read in its zone at `now` (pure):
 * - `2026-05-03 09:00` (or with `T`): that local day and time;
 * - `09:00`: its next occurrence (today, or tomorrow once past);
 * - `today 09:00`, `tomorrow 09:00` (an `at` before the time is allowed);
 * - `in N minutes|hours|days`: minutes and hours are that long from now (to the minute), days keep
 *   the local time of day;
 * - `friday 09:00` (or `fri`): the soonest Friday at 09:00 still ahead, today included;
 *   `next friday 09:00`: the soonest Friday after today.
 * Anything else is undefined: a plan whose time cannot be read is refused, never guessed.
 */
export function parseLocalStart(
  text: string,
  now: number,
  timeZone: string,
): { day: number; minute: number } | undefined {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const full = /^(\d{4})-(\d{2})-(\d{2})[ t](\d{1,2}):(\d{2})$/.exec(t);
  if (full) {
    const [year, month, date, hour, minute] = full.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    if (month < 1 || month > 12 || date < 1 || date > 31 || hour > 23 || minute > 59) return undefined;
    const utc = Date.UTC(year, month - 1, date);
    if (new Date(utc).getUTCDate() !== date) return undefined;
    return { day: Math.floor(utc / 86_400_000), minute: hour * 60 + minute };
  }
  const here = localMoment(now, timeZone);
  const relative = /^in (\d{1,4}) ?(minutes?|mins?|m|hours?|hrs?|h|days?|d)$/.exec(t);
  if (relative) {
    const n = Number(relative[1]);
    const unit = relative[2] ?? '';
    if (n < 1) return undefined;
    if (unit.startsWith('d')) return { day: here.day + n, minute: here.minute };
    const ahead = localMoment(now + n * (unit.startsWith('h') ? 60 : 1) * MINUTE_MS, timeZone);
    return { day: ahead.day, minute: ahead.minute };
  }
  const dated = /^(?:(today|tomorrow|(next )?([a-z]+)) )?(?:at )?(\d{1,2}):(\d{2})$/.exec(t);
  if (!dated) return undefined;
  const hour = Number(dated[4]);
  const minute = Number(dated[5]);
  if (hour > 23 || minute > 59) return undefined;
  const at = hour * 60 + minute;
  const [, word, next, name] = dated;
  if (word === undefined)
    return { day: instantOf(here.day, at, timeZone) > now ? here.day : here.day + 1, minute: at };
  if (word === 'today') return { day: here.day, minute: at };
  if (word === 'tomorrow') return { day: here.day + 1, minute: at };
  const weekday = weekdayNamed(name ?? '');
  if (weekday === undefined) return undefined;
  let ahead = (weekday - here.weekday + 7) % 7;
  if (next !== undefined ? ahead === 0 : ahead === 0 && instantOf(here.day, at, timeZone) <= now) ahead = 7;
  return { day: here.day + ahead, minute: at };
}

/** Monday 0 … Sunday 6 from a weekday's name or its first three letters. */
function weekdayNamed(name: string): number | undefined {
  const index = WEEKDAY_NAMES.findIndex(
    (full) => full === name || (name.length === 3 && full.startsWith(name)),
  );
  return index < 0 ? undefined : index;
}

/** `2026-05-03 09:00`: a local day and minute as the persona reads them. */
export function formatLocalStart(day: number, minute: number): string {
  const d = new Date(day * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/**
 * The instant of occurrence `n` (0 = the first). Day steps land on the same local time (a time
 * that does not exist that day moves to the next valid one); minute steps are exact durations.
 */
export function occurrenceAt(rule: EventRule, n: number, timeZone: string): number {
  const every = rule.every;
  if (!every || n === 0) return instantOf(rule.startDay, rule.startMinute, timeZone);
  if (every.unit === 'days') return instantOf(rule.startDay + n * every.days, rule.startMinute, timeZone);
  return instantOf(rule.startDay, rule.startMinute, timeZone) + n * every.minutes * MINUTE_MS;
}

/** How many occurrences the rule has in all (Infinity: until cancelled). */
export function occurrenceCount(rule: EventRule): number {
  if (!rule.every) return 1;
  return rule.times ?? Number.POSITIVE_INFINITY;
}

/** What is due of an event at `now`, given how many occurrences have passed (`done`). */
export interface DueStep {
  /** The occurrence to fire now, if one is due and not too late. */
  fire?: { n: number; at: number };
  /** Occurrences passed over: missed by more than the catch-up limit, or older than the one fired. */
  skipped: number;
  /** Occurrences passed after this step (fired and skipped). */
  done: number;
  /** The next occurrence's instant; absent when the event is over. */
  nextAt?: number;
}

/**
 * Steps an event to `now`: every occurrence at or before `now` passes; the latest of them fires
 * when it is less than an hour late, the others are skipped (an event never fires twice to catch up).
 */
export function dueStep(rule: EventRule, done: number, now: number, timeZone: string): DueStep {
  const count = occurrenceCount(rule);
  const n = firstAfter(rule, done, now, timeZone);
  const latest = n > done ? { n: n - 1, at: occurrenceAt(rule, n - 1, timeZone) } : undefined;
  const fire = latest && now - latest.at < CATCH_UP_MS ? latest : undefined;
  const passed = n - done;
  const nextAt = n < count ? occurrenceAt(rule, n, timeZone) : undefined;
  return { fire, skipped: passed - (fire ? 1 : 0), done: n, nextAt };
}

/**
 * The same rule, starting at its occurrence `n` (the count is left as it is). Day steps keep the
 * rule's own minute, so a start moved past a change to summer time does not take the shifted
 * time with it; minute steps start at the local time occurrence `n` falls on.
 */
export function shiftRule(rule: EventRule, n: number, timeZone: string): EventRule {
  if (n === 0 || !rule.every) return rule;
  const shifted: EventRule = { startDay: rule.startDay, startMinute: rule.startMinute };
  shifted.every = rule.every;
  shifted.times = rule.times;
  if (rule.every.unit === 'days') shifted.startDay = rule.startDay + n * rule.every.days;
  else {
    const moment = localMoment(occurrenceAt(rule, n, timeZone), timeZone);
    shifted.startDay = moment.day;
    shifted.startMinute = moment.minute;
  }
  return shifted;
}

/** What is left of an event that has passed `done` occurrences, as a rule of its own. */
export function remainingRule(rule: EventRule, done: number, timeZone: string): EventRule {
  const rest = shiftRule(rule, done, timeZone);
  if (rest === rule || rule.times === undefined) return rest;
  return { ...rest, times: Math.max(rule.times - done, 0) };
}

/**
 * Where a rule the persona has just written stands at `now`: its next occurrence, with none
 * passed. A recurring rule whose start is already past starts at its first occurrence after
 * `now` (its count then counts from there); a one-off in the past is refused.
 */
export function startRule(
  rule: EventRule,
  now: number,
  timeZone: string,
): { rule: EventRule; nextAt: number } | { error: string } {
  const first = occurrenceAt(rule, 0, timeZone);
  if (first > now) return { rule, nextAt: first };
  if (!rule.every)
    return { error: `${formatLocalStart(rule.startDay, rule.startMinute)} has already passed` };
  if (rule.times === 0) return { error: 'it has no occurrences left' };
  // The count starts afresh from the first occurrence after now: none of it is used up yet.
  const n = firstAfter({ ...rule, times: undefined }, 0, now, timeZone);
  const shifted = shiftRule(rule, n, timeZone);
  return { rule: shifted, nextAt: occurrenceAt(shifted, 0, timeZone) };
}

/**
 * The index of the first occurrence after `now`, from occurrence `from` on (the count when none
 * is left). It jumps close by the interval (a change of clocks moves an occurrence by an hour at
 * most) and steps the rest, so a plan missed for a year costs a few steps, not one per occurrence.
 */
function firstAfter(rule: EventRule, from: number, now: number, timeZone: string): number {
  const count = occurrenceCount(rule);
  if (from >= count || occurrenceAt(rule, from, timeZone) > now) return from;
  const every = rule.every;
  if (!every) return from + 1;
  const step = every.unit === 'days' ? every.days * 86_400_000 : every.minutes * MINUTE_MS;
  const first = occurrenceAt(rule, from, timeZone);
  let n = Math.min(Math.max(from + Math.floor((now - first) / step) - 1, from + 1), count);
  while (n > from + 1 && occurrenceAt(rule, n - 1, timeZone) > now) n -= 1;
  while (n < count && occurrenceAt(rule, n, timeZone) <= now) n += 1;
  return n;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** `2026-05-03 09:00 (Sun)`: an instant as local time in the event's zone, with its weekday. */
export function formatLocalInstant(ms: number, timeZone: string): string {
  const moment = localMoment(ms, timeZone);
  return `${formatLocalStart(moment.day, moment.minute)} (${WEEKDAYS[moment.weekday] ?? '?'})`;
}

import {
  type Activity,
  dayPlan,
  formatClockTime,
  localMoment,
  nextActivity,
  type Occurrence,
  weekdayLabel,
} from '../config/schedule.js';
import { sanitizeName } from '../conversation/sanitize.js';
import { availabilityAt, responsivenessDelayMs } from '../intake/availability.js';
import { oneLine } from '../media/render.js';
import type { PlannedEvent } from '../store/events.js';
import { formatInterval, occurrenceAt, occurrenceCount } from '../tasks/event-time.js';
import type { Style } from './style.js';

/** One activity of the day, in the persona's local time. */
export interface ScheduleEntry {
  name: string;
  /** `HH:MM`, or `Wed 23:00` when it began the day before. */
  start: string;
  /** `HH:MM`, or `Fri 07:00` when it ends the next day. */
  end: string;
  startAt: string;
  endAt: string;
  asleep: boolean;
  responsiveness: number;
  /** How long the persona waits before reading a new message (absent while asleep). */
  readingDelaySeconds: number | null;
  current: boolean;
}

/** What `schedule --json` prints. */
export interface ScheduleResult {
  persona: string;
  timezone: string;
  /** The local day shown: `Thu 2026-03-05`. */
  day: string;
  /** The moment it was computed for (ISO time). */
  at: string;
  /** `asleep`, `awake` (in an activity), `free` (no activity now) or `no-schedule`. */
  state: 'asleep' | 'awake' | 'free' | 'no-schedule';
  activities: ScheduleEntry[];
  next: ScheduleEntry | null;
  /** The events the persona planned for itself, soonest first (none when no database exists yet). */
  events: ScheduleEvent[];
}

/** One event the persona planned for itself in a chat. */
export interface ScheduleEvent {
  /** The persona's own id for it: `e1`, `e2`, … */
  id: string;
  /** The chat it fires in (its id). */
  chat: string;
  /** The chat's title or partner's name when the store knows it (untrusted text); null otherwise. */
  title: string | null;
  /** The one-line intent the persona gave it, as written (untrusted text). */
  what: string;
  /** When it next fires (ISO time). */
  next: string;
  /** The same in the persona's local time: `14:00` on the day shown, else `Sat 2026-03-07 09:00`. */
  nextLocal: string;
  /** How often it comes back (`1d`, `2h`, `1w`); null: once. */
  every: string | null;
  /** Occurrences still to come, the next one included; null: until cancelled. */
  timesLeft: number | null;
  /** Local times (`HH:MM`) of its occurrences still to come on the day shown. */
  today: string[];
}

/** Most occurrences of one event listed for the day shown (a 30-minute event has 48). */
const TODAY_MAX = 48;

/**
 * The day of a persona and its planned events. `titles` names the chats the store knows (by id);
 * events are read from the store by the caller, so this stays pure.
 */
export function scheduleResult(
  persona: { name: string; timezone: string; schedule?: readonly Activity[] },
  now: number,
  events: readonly PlannedEvent[] = [],
  titles: ReadonlyMap<string, string> = new Map(),
): ScheduleResult {
  const { timezone } = persona;
  const schedule = persona.schedule ?? [];
  const today = localMoment(now, timezone).day;
  const time = (ms: number) => {
    const local = localMoment(ms, timezone);
    return local.day === today ? formatClockTime(local.minute) : weekdayLabel(local.weekday, local.minute);
  };
  const entry = (o: Occurrence): ScheduleEntry => ({
    name: o.activity.name,
    start: time(o.startMs),
    end: time(o.endMs),
    startAt: new Date(o.startMs).toISOString(),
    endAt: new Date(o.endMs).toISOString(),
    asleep: o.activity.asleep,
    responsiveness: o.activity.responsiveness,
    readingDelaySeconds: o.activity.asleep ? null : responsivenessDelayMs(o.activity.responsiveness) / 1000,
    current: o.startMs <= now && now < o.endMs,
  });
  const next = schedule.length > 0 ? nextActivity(schedule, timezone, now) : undefined;
  const availability = availabilityAt(schedule, timezone, now);
  return {
    persona: persona.name,
    timezone,
    day: localDay(now, timezone),
    at: new Date(now).toISOString(),
    state: schedule.length === 0 ? 'no-schedule' : availability.kind,
    activities: dayPlan(schedule, timezone, now).map(entry),
    next: next ? entry(next) : null,
    events: events.map((e) => scheduleEvent(e, timezone, today, titles)),
  };
}

function scheduleEvent(
  event: PlannedEvent,
  timeZone: string,
  today: number,
  titles: ReadonlyMap<string, string>,
): ScheduleEvent {
  const count = occurrenceCount(event.rule);
  const local = localMoment(event.nextAt, timeZone);
  const onDay: string[] = [];
  for (let n = event.done; n < count && onDay.length < TODAY_MAX; n++) {
    const at = n === event.done ? event.nextAt : occurrenceAt(event.rule, n, event.timeZone);
    const moment = localMoment(at, timeZone);
    if (moment.day > today) break;
    if (moment.day === today) onDay.push(formatClockTime(moment.minute));
  }
  return {
    id: event.id,
    chat: event.chatId,
    title: titles.get(event.chatId) ?? null,
    what: event.what,
    next: new Date(event.nextAt).toISOString(),
    nextLocal:
      local.day === today
        ? formatClockTime(local.minute)
        : `${weekdayLabel(local.weekday, 0).slice(0, 3)} ${isoDate(local.day)} ${formatClockTime(local.minute)}`,
    every: event.rule.every ? formatInterval(event.rule.every) : null,
    timesLeft: Number.isFinite(count) ? Math.max(0, count - event.done) : null,
    today: onDay,
  };
}

function isoDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

function localDay(ms: number, timeZone: string): string {
  const local = localMoment(ms, timeZone);
  return `${weekdayLabel(local.weekday, 0).slice(0, 3)} ${isoDate(local.day)}`;
}

export function renderSchedule(result: ScheduleResult, style: Style): string {
  const head = `${style.bold(result.persona)} ${style.dim(`${result.day}, ${result.timezone}`)}`;
  return [head, ...renderDay(result, style), ...renderEvents(result.events, style)].join('\n');
}

function renderDay(result: ScheduleResult, style: Style): string[] {
  if (result.state === 'no-schedule')
    return ['No schedule: always available (answers after the debounce only).'];
  const lines: string[] = [];
  if (result.activities.length === 0) lines.push('  Nothing planned today.');
  let previousEnd: string | undefined;
  for (const a of result.activities) {
    // A gap between two activities is free time: shown, so the day reads whole.
    if (previousEnd !== undefined && a.start !== previousEnd)
      lines.push(`  ${previousEnd.padStart(9)} – ${a.start.padEnd(9)} ${style.dim('free time')}`);
    previousEnd = a.end;
    const marker = a.current ? style.green('▶') : ' ';
    // "asleep" once: an activity named for sleep needs no label saying so.
    const how = a.asleep
      ? a.name.trim().toLowerCase() === 'asleep'
        ? ''
        : 'asleep'
      : `responsiveness ${a.responsiveness}, reads after ${seconds(a.readingDelaySeconds)}`;
    const line = `${marker} ${a.start.padStart(9)} – ${a.end.padEnd(9)} ${a.name}${how ? `  ${style.dim(how)}` : ''}`;
    lines.push(a.current ? style.bold(line) : line);
  }
  const state =
    result.state === 'free'
      ? 'Now: free time (no activity)'
      : `Now: ${result.state === 'asleep' ? 'asleep' : 'awake'}`;
  const next = result.next ? `; next: ${result.next.name} at ${result.next.start}` : '';
  lines.push(`${state}${next}.`);
  return lines;
}

/** Longest intent shown on a line; `--json` has it whole. */
const WHAT_MAX = 120;

/**
 * The persona's events, one line each. Intents and titles come from the model and from Telegram:
 * control characters (a terminal escape could rewrite the screen), invisible and bidi characters
 * are removed and each is kept to one bounded line.
 */
function renderEvents(events: readonly ScheduleEvent[], style: Style): string[] {
  if (events.length === 0) return [style.dim('No events planned.')];
  const lines = [style.bold(`Events (${events.length})`)];
  for (const e of events) {
    const chat = e.title === null ? `chat ${e.chat}` : `“${sanitizeName(e.title)}” ${style.dim(e.chat)}`;
    lines.push(`  ${e.id.padEnd(4)} ${e.nextLocal.padStart(9)}  ${style.dim(recurrence(e))}  in ${chat}`);
    lines.push(`       ${oneLine(e.what, WHAT_MAX)}`);
    if (e.today.length > 1) lines.push(style.dim(`       today at ${e.today.join(', ')}`));
  }
  return lines;
}

function seconds(value: number | null): string {
  if (value === null) return '-';
  return value >= 60 ? `${Math.round(value / 6) / 10} min` : `${Math.round(value)} s`;
}

/** `once`, `every 1d, 3 times left`, `every 2h, until cancelled`. */
export function recurrence(e: Pick<ScheduleEvent, 'every' | 'timesLeft'>): string {
  if (e.every === null) return 'once';
  if (e.timesLeft === null) return `every ${e.every}, until cancelled`;
  return `every ${e.every}, ${e.timesLeft} ${e.timesLeft === 1 ? 'time' : 'times'} left`;
}

import {
  type Activity,
  dayPlan,
  formatClockTime,
  localMoment,
  nextActivity,
  type Occurrence,
  weekdayLabel,
} from '../config/schedule.js';
import { availabilityAt, readingDelayMs } from '../intake/availability.js';
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
}

export function scheduleResult(
  persona: { name: string; timezone: string; schedule?: readonly Activity[] },
  now: number,
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
    readingDelaySeconds: o.activity.asleep ? null : readingDelayMs(o.activity.responsiveness) / 1000,
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
  };
}

function localDay(ms: number, timeZone: string): string {
  const local = localMoment(ms, timeZone);
  const date = new Date(local.day * 86_400_000).toISOString().slice(0, 10);
  return `${weekdayLabel(local.weekday, 0).slice(0, 3)} ${date}`;
}

export function renderSchedule(result: ScheduleResult, style: Style): string {
  const head = `${style.bold(result.persona)} ${style.dim(`${result.day}, ${result.timezone}`)}`;
  if (result.state === 'no-schedule')
    return `${head}\nNo schedule: always available (answers after the debounce only).`;
  const lines = [head];
  if (result.activities.length === 0) lines.push('  Nothing planned today.');
  for (const a of result.activities) {
    const marker = a.current ? style.green('▶') : ' ';
    const how = a.asleep
      ? 'asleep'
      : `responsiveness ${a.responsiveness}, reads after ${seconds(a.readingDelaySeconds)}`;
    const line = `${marker} ${a.start.padStart(9)} – ${a.end.padEnd(9)} ${a.name}  ${style.dim(how)}`;
    lines.push(a.current ? style.bold(line) : line);
  }
  const state =
    result.state === 'free'
      ? 'Now: free time (no activity)'
      : `Now: ${result.state === 'asleep' ? 'asleep' : 'awake'}`;
  const next = result.next ? `; next: ${result.next.name} at ${result.next.start}` : '';
  lines.push(`${state}${next}.`);
  return lines.join('\n');
}

function seconds(value: number | null): string {
  if (value === null) return '-';
  return value >= 60 ? `${Math.round(value / 6) / 10} min` : `${Math.round(value)} s`;
}

import { z } from 'zod';
import { MINUTES_PER_DAY, parseClockTime, WEEKDAYS, type Weekday, weekdayLabel } from './schedule.js';

/**
 * A persona's `schedule:`: a list of activities in the persona's local time. Each moment of
 * the week belongs to at most one activity; an overlap is refused (naming both), because
 * "whichever comes first in the list" would hide a typo in a time. A moment no activity covers
 * is free time: the persona answers as it does without a schedule.
 */

const CLOCK_HINT = 'expected a local time "HH:MM" from 00:00 to 23:59 (quote it: "07:30")';

const clockTime = z
  .string({ message: CLOCK_HINT })
  .refine((value) => parseClockTime(value) !== undefined, { message: CLOCK_HINT })
  .meta({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', examples: ['07:30', '22:00'] });

/** One line of the prompt and the terminal: no control or bidi characters, not too long. */
const activityName = z
  .string()
  .trim()
  .min(1, { message: 'must not be empty' })
  .max(60, { message: 'at most 60 characters' })
  .regex(/^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/, {
    message: 'must not contain line breaks or other control characters',
  });

const activitySchema = z
  .strictObject({
    name: activityName.meta({
      description: 'What the persona is doing, as the model is told ("at the shop", "asleep").',
    }),
    start: clockTime.meta({ description: 'Local start time, "HH:MM".' }),
    end: clockTime.meta({
      description: 'Local end time, "HH:MM"; earlier than start: it ends the next day.',
    }),
    days: z
      .array(z.enum(WEEKDAYS))
      .min(1, { message: 'list at least one day, or leave days out' })
      .optional()
      .meta({
        description: 'Weekdays it starts on (mon, tue, wed, thu, fri, sat, sun); every day when absent.',
      }),
    responsiveness: z.int().min(0).max(100).default(50).meta({
      description:
        'How quickly the persona reads and answers, 0–100 (default 50): the wait before reading is 300 s × 100^(−r/100), so 3 s at 100, 30 s at 50, 5 min at 0.',
    }),
    asleep: z.boolean().default(false).meta({
      description:
        'Asleep: messages are stored and answered when the activity ends; no read receipts and no unread scans meanwhile.',
    }),
  })
  .refine((a) => a.start !== a.end, { path: ['end'], message: 'must differ from start' });

export type RawActivity = z.infer<typeof activitySchema>;

/** A list of activities in which no moment belongs to two. */
function activityList(where: string) {
  return z
    .array(activitySchema)
    .min(1, { message: `list at least one activity${where === 'schedule' ? ', or leave schedule out' : ''}` })
    .superRefine((activities, ctx) => {
      const overlap = firstOverlap(activities);
      if (overlap)
        ctx.addIssue({
          code: 'custom',
          path: [overlap.index, 'start'],
          message: `overlaps "${overlap.otherName}" (${where}[${overlap.other}]) on ${overlap.at}: each moment of the week may belong to one activity only`,
        });
    });
}

const DATE_HINT = 'expected a date "YYYY-MM-DD" (quote it: "2026-12-24")';

const localDate = z
  .string({ message: DATE_HINT })
  .refine((value) => parseLocalDate(value) !== undefined, { message: DATE_HINT })
  .meta({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', examples: ['2026-12-24'] });

/** `2026-12-24` as a local calendar day (days since 1970-01-01); undefined when it is no date. */
export function parseLocalDate(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, date);
  if (month < 1 || month > 12 || new Date(utc).getUTCDate() !== date) return undefined;
  return utc / 86_400_000;
}

const exceptionSchema = z
  .strictObject({
    date: localDate.optional().meta({ description: 'The one day it applies to (or give from and to).' }),
    from: localDate.optional().meta({ description: 'First day of a run of days (with to).' }),
    to: localDate.optional().meta({ description: 'Last day of the run, included.' }),
    activities: activityList('activities')
      .optional()
      .meta({ description: 'The activities of those days instead of the usual ones (days left out).' }),
    like: z
      .enum(WEEKDAYS)
      .optional()
      .meta({ description: 'Those days run like this weekday (a holiday like sun).' }),
  })
  .superRefine((e, ctx) => {
    const single = e.date !== undefined;
    const range = e.from !== undefined || e.to !== undefined;
    if (single === range)
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'give either date, or from and to' });
    else if (range && (e.from === undefined || e.to === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [e.from === undefined ? 'from' : 'to'],
        message: 'give both from and to',
      });
    else if (range && (parseLocalDate(e.to ?? '') ?? 0) < (parseLocalDate(e.from ?? '') ?? 0))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    if ((e.activities === undefined) === (e.like === undefined))
      ctx.addIssue({ code: 'custom', path: ['like'], message: 'give either activities or like' });
    e.activities?.forEach((a, i) => {
      if (a.days)
        ctx.addIssue({
          code: 'custom',
          path: ['activities', i, 'days'],
          message: 'an exception’s activities run on its own days: leave days out',
        });
    });
  });

export type RawException = z.infer<typeof exceptionSchema>;

/**
 * `schedule:` is the week's activities, or `{activities, exceptions}` when some dates differ
 * (a holiday, a trip): an exception gives its days their own activities, or those of a weekday.
 */
export const scheduleSchema = z.union([
  activityList('schedule'),
  z.strictObject({
    activities: activityList('activities').meta({ description: 'The usual week.' }),
    exceptions: z
      .array(exceptionSchema)
      .default([])
      .meta({ description: 'Dates whose activities differ from the usual week.' }),
  }),
]);

const WEEK_MINUTES = 7 * MINUTES_PER_DAY;

/** The first activity that claims a minute of the week an earlier one already has. */
function firstOverlap(
  activities: readonly RawActivity[],
): { index: number; other: number; otherName: string; at: string } | undefined {
  const owner = new Int16Array(WEEK_MINUTES).fill(-1);
  for (const [index, activity] of activities.entries()) {
    const start = parseClockTime(activity.start);
    const end = parseClockTime(activity.end);
    if (start === undefined || end === undefined) continue;
    const length = (end - start + MINUTES_PER_DAY) % MINUTES_PER_DAY;
    const days: readonly Weekday[] = activity.days ?? WEEKDAYS;
    for (const day of days) {
      const first = WEEKDAYS.indexOf(day) * MINUTES_PER_DAY + start;
      for (let m = first; m < first + length; m++) {
        const minute = m % WEEK_MINUTES;
        const other = owner[minute] ?? -1;
        if (other >= 0 && other !== index)
          return {
            index,
            other,
            otherName: activities[other]?.name ?? '',
            at: weekdayLabel(Math.floor(minute / MINUTES_PER_DAY), minute % MINUTES_PER_DAY),
          };
        owner[minute] = index;
      }
    }
  }
  return undefined;
}

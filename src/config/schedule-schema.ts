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

export const scheduleSchema = z
  .array(activitySchema)
  .min(1, { message: 'list at least one activity, or leave schedule out' })
  .superRefine((activities, ctx) => {
    const overlap = firstOverlap(activities);
    if (overlap)
      ctx.addIssue({
        code: 'custom',
        path: [overlap.index, 'start'],
        message: `overlaps "${overlap.otherName}" (schedule[${overlap.other}]) on ${overlap.at}: each moment of the week may belong to one activity only`,
      });
  });

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

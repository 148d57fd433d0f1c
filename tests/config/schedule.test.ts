import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import {
  type Activity,
  activityAt,
  dayPlan,
  instantOf,
  localMoment,
  nextActivity,
  wakeTime,
} from '../../src/config/schedule.js';
import { ConfigError } from '../../src/support/errors.js';
import { tempDir } from '../helpers.js';

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

function activity(name: string, start: string, end: string, extra: Partial<Activity> = {}): Activity {
  const minute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  return {
    name,
    startMinute: minute(start),
    endMinute: minute(end),
    responsiveness: 50,
    asleep: false,
    ...extra,
  };
}

const SLEEP = activity('asleep', '23:00', '07:00', { asleep: true });
const SHOP = activity('at the shop', '09:00', '18:00', { days: ['mon', 'tue', 'wed', 'thu', 'fri'] });
const DAY: Activity[] = [SLEEP, activity('breakfast', '07:00', '08:00'), SHOP];

describe('activityAt', () => {
  it('finds a sleep that began the evening before (it wraps midnight)', () => {
    // 2026-03-05 02:00 in Berlin (UTC+1).
    const now = at('2026-03-05T01:00:00Z');
    const current = activityAt(DAY, BERLIN, now);
    expect(current?.activity.name).toBe('asleep');
    expect(iso(current?.startMs)).toBe('2026-03-04T22:00:00.000Z');
    expect(iso(current?.endMs)).toBe('2026-03-05T06:00:00.000Z');
    expect(iso(wakeTime(DAY, BERLIN, now))).toBe('2026-03-05T06:00:00.000Z');
  });

  it('an activity ends at its end minute; the next one starts there', () => {
    expect(activityAt(DAY, BERLIN, at('2026-03-05T05:59:00Z'))?.activity.name).toBe('asleep');
    expect(activityAt(DAY, BERLIN, at('2026-03-05T06:00:00Z'))?.activity.name).toBe('breakfast');
    expect(wakeTime(DAY, BERLIN, at('2026-03-05T06:00:00Z'))).toBeUndefined();
  });

  it('keeps to its weekdays: the shop is closed on Saturday, free time then', () => {
    expect(activityAt(DAY, BERLIN, at('2026-03-06T09:00:00Z'))?.activity.name).toBe('at the shop');
    expect(activityAt(DAY, BERLIN, at('2026-03-07T09:00:00Z'))).toBeUndefined();
    const next = nextActivity(DAY, BERLIN, at('2026-03-07T09:00:00Z'));
    expect(next?.activity.name).toBe('asleep');
    const monday = nextActivity([SHOP], BERLIN, at('2026-03-07T09:00:00Z'));
    expect(iso(monday?.startMs)).toBe('2026-03-09T08:00:00.000Z');
  });

  it('a wrapping activity on given days covers the next morning only after those days', () => {
    const fridayNight = activity('out late', '23:00', '09:00', { days: ['fri'], asleep: true });
    // Saturday 05:00 local: Friday's night; Sunday 05:00: nothing.
    expect(activityAt([fridayNight], BERLIN, at('2026-03-07T04:00:00Z'))?.activity.name).toBe('out late');
    expect(activityAt([fridayNight], BERLIN, at('2026-03-08T04:00:00Z'))).toBeUndefined();
  });

  it('sleep that runs into more sleep wakes at the end of the last one', () => {
    const nap = activity('dozing', '07:00', '08:30', { asleep: true });
    expect(iso(wakeTime([SLEEP, nap], BERLIN, at('2026-03-05T01:00:00Z')))).toBe('2026-03-05T07:30:00.000Z');
  });
});

describe('daylight saving in Europe/Berlin', () => {
  it('the night clocks go forward: wake-up keeps its wall-clock time (one hour shorter night)', () => {
    // 2026-03-29: 02:00 CET becomes 03:00 CEST (01:00 UTC).
    const current = activityAt(DAY, BERLIN, at('2026-03-29T00:30:00Z'));
    expect(iso(current?.startMs)).toBe('2026-03-28T22:00:00.000Z');
    expect(iso(current?.endMs)).toBe('2026-03-29T05:00:00.000Z');
    expect((current?.endMs ?? 0) - (current?.startMs ?? 0)).toBe(7 * 3_600_000);
  });

  it('a local time that does not exist moves to the next valid one', () => {
    // 02:30 on 2026-03-29 never happens in Berlin: it is 03:00 CEST, 01:00 UTC.
    const day = localMoment(at('2026-03-29T12:00:00Z'), BERLIN).day;
    expect(iso(instantOf(day, 150, BERLIN))).toBe('2026-03-29T01:00:00.000Z');
    const shift = activity('night shift', '02:30', '04:00');
    const occurrence = activityAt([shift], BERLIN, at('2026-03-29T01:30:00Z'));
    expect(iso(occurrence?.startMs)).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(occurrence?.endMs)).toBe('2026-03-29T02:00:00.000Z');
    expect(activityAt([shift], BERLIN, at('2026-03-29T00:59:00Z'))).toBeUndefined();
  });

  it('the night clocks go back: wake-up keeps its wall-clock time (one hour longer night)', () => {
    // 2026-10-25: 03:00 CEST becomes 02:00 CET (01:00 UTC).
    const current = activityAt(DAY, BERLIN, at('2026-10-25T02:00:00Z'));
    expect(iso(current?.startMs)).toBe('2026-10-24T21:00:00.000Z');
    expect(iso(current?.endMs)).toBe('2026-10-25T06:00:00.000Z');
    expect((current?.endMs ?? 0) - (current?.startMs ?? 0)).toBe(9 * 3_600_000);
  });

  it('a local time that happens twice is its first occurrence, and an activity ending then stays ended', () => {
    const day = localMoment(at('2026-10-25T12:00:00Z'), BERLIN).day;
    expect(iso(instantOf(day, 150, BERLIN))).toBe('2026-10-25T00:30:00.000Z');
    const late = activity('reading', '01:00', '02:30');
    expect(activityAt([late], BERLIN, at('2026-10-25T00:15:00Z'))?.activity.name).toBe('reading');
    // 02:15 CET, the second time the clock shows it: the activity ended at the first 02:30.
    expect(activityAt([late], BERLIN, at('2026-10-25T01:15:00Z'))).toBeUndefined();
  });
});

describe('dayPlan', () => {
  it("lists the local day's activities in order, the night that began yesterday first", () => {
    const plan = dayPlan(DAY, BERLIN, at('2026-03-05T12:00:00Z'));
    expect(plan.map((o) => [o.activity.name, iso(o.startMs)])).toEqual([
      ['asleep', '2026-03-04T22:00:00.000Z'],
      ['breakfast', '2026-03-05T06:00:00.000Z'],
      ['at the shop', '2026-03-05T08:00:00.000Z'],
      ['asleep', '2026-03-05T22:00:00.000Z'],
    ]);
    expect(dayPlan(DAY, BERLIN, at('2026-03-07T12:00:00Z')).map((o) => o.activity.name)).toEqual([
      'asleep',
      'breakfast',
      'asleep',
    ]);
  });
});

describe('schedule in config.yaml', () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => cleanup?.());

  function load(schedule: string): ReturnType<typeof loadConfig> {
    const tmp = tempDir();
    cleanup = tmp.cleanup;
    mkdirSync(path.join(tmp.dir, 'prompts'));
    writeFileSync(path.join(tmp.dir, 'prompts', 'ResponseFormat.md'), 'R');
    const file = path.join(tmp.dir, 'config.yaml');
    writeFileSync(
      file,
      `personas:
  - name: Wendy
    phone: "+15551234567"
    timezone: Europe/Berlin
    instructions: You are Wendy.
${schedule}`,
    );
    return loadConfig(file);
  }

  const failure = (schedule: string) => {
    try {
      load(schedule);
    } catch (err) {
      if (err instanceof ConfigError) return err.message.replace(/^.*config\.yaml/, 'config.yaml');
      throw err;
    }
    return 'loaded';
  };

  it('resolves activities into minutes, with defaults', () => {
    const config = load(`    wake_for_admins: true
    schedule:
      - { name: asleep, start: "23:30", end: "07:30", asleep: true }
      - { name: shop, start: "09:00", end: "18:00", days: [mon, sat], responsiveness: 20 }
`);
    const persona = config.personas[0];
    expect(persona?.wakeForAdmins).toBe(true);
    expect(persona?.schedule).toEqual([
      { name: 'asleep', startMinute: 1410, endMinute: 450, responsiveness: 50, asleep: true },
      {
        name: 'shop',
        startMinute: 540,
        endMinute: 1080,
        days: ['mon', 'sat'],
        responsiveness: 20,
        asleep: false,
      },
    ]);
  });

  it('refuses overlapping activities, naming both and where', () => {
    expect(
      failure(`    schedule:
      - { name: asleep, start: "23:00", end: "07:00" }
      - { name: early run, start: "06:30", end: "07:30", days: [tue] }
`),
    ).toBe(
      'config.yaml:8:35: personas[0].schedule[1].start: overlaps "asleep" (schedule[0]) on Tue 06:30: each moment of the week may belong to one activity only',
    );
  });

  it('accepts activities that only touch, and the same hours on different days', () => {
    expect(() =>
      load(`    schedule:
      - { name: a, start: "22:00", end: "07:00" }
      - { name: b, start: "07:00", end: "22:00", days: [mon] }
      - { name: c, start: "08:00", end: "20:00", days: [tue] }
`),
    ).not.toThrow();
  });

  it('gives one clear line for a bad time, an empty activity and a bad day', () => {
    expect(failure(`    schedule:\n      - { name: a, start: "7:30", end: "08:00" }\n`)).toMatch(
      /^config\.yaml:7:\d+: personas\[0\]\.schedule\[0\]\.start: expected a local time "HH:MM"/,
    );
    expect(failure(`    schedule:\n      - { name: a, start: "07:30", end: "07:30" }\n`)).toMatch(
      /schedule\[0\]\.end: must differ from start$/,
    );
    expect(
      failure(`    schedule:\n      - { name: a, start: "07:30", end: "08:00", days: [monday] }\n`),
    ).toMatch(/schedule\[0\]\.days\[0\]: /);
    expect(
      failure(`    schedule:\n      - { name: a, start: "07:30", end: "08:00", responsiveness: 101 }\n`),
    ).toMatch(/schedule\[0\]\.responsiveness: /);
  });

  it('dated exceptions: a holiday runs like a Sunday, a trip has its own day, the rest of the week is as usual', () => {
    const config = load(`    schedule:
      activities:
        - { name: asleep, start: "23:00", end: "07:00", asleep: true }
        - { name: at the shop, start: "09:00", end: "18:00", days: [mon, tue, wed, thu, fri, sat] }
        - { name: brunch, start: "10:00", end: "13:00", days: [sun] }
      exceptions:
        - { date: "2026-12-24", like: sun }
        - from: "2026-08-03"
          to: "2026-08-05"
          activities:
            - { name: on the ferry, start: "08:00", end: "20:00", responsiveness: 10 }
`);
    const schedule = config.personas[0]?.schedule ?? [];
    const doing = (when: string) => activityAt(schedule, BERLIN, at(when))?.activity.name ?? 'free';
    // Thursday 2026-12-24 (UTC+1): brunch instead of the shop; the night before ran its course.
    expect(doing('2026-12-24T05:00:00Z')).toBe('asleep');
    expect(doing('2026-12-24T10:00:00Z')).toBe('brunch');
    expect(doing('2026-12-24T15:00:00Z')).toBe('free');
    expect(doing('2026-12-23T10:00:00Z')).toBe('at the shop');
    expect(doing('2026-12-25T10:00:00Z')).toBe('at the shop');
    // The trip (UTC+2): its own activities on each of its days, and no sleep of the usual week.
    for (const day of ['03', '04', '05']) {
      expect(doing(`2026-08-${day}T08:00:00Z`)).toBe('on the ferry');
      expect(doing(`2026-08-${day}T22:00:00Z`)).toBe('free');
    }
    expect(doing('2026-08-06T08:00:00Z')).toBe('at the shop');
    expect(doing('2026-08-02T22:00:00Z')).toBe('asleep');
    expect(dayPlan(schedule, BERLIN, at('2026-12-24T12:00:00Z')).map((o) => o.activity.name)).toEqual([
      'asleep',
      'brunch',
      'asleep',
    ]);
  });

  it('a schedule written as a plain list keeps working, and a bad exception gets one clear line', () => {
    expect(
      failure(
        `    schedule:\n      activities:\n        - { name: a, start: "07:30", end: "08:00" }\n      exceptions:\n        - { date: "2026-02-30", like: sun }\n`,
      ),
    ).toMatch(
      /^config\.yaml:10:\d+: personas\[0\]\.schedule\.exceptions\[0\]\.date: expected a date "YYYY-MM-DD"/,
    );
    expect(
      failure(
        `    schedule:\n      activities:\n        - { name: a, start: "07:30", end: "08:00" }\n      exceptions:\n        - { date: "2026-02-03" }\n`,
      ),
    ).toMatch(/schedule\.exceptions\[0\]\.like: give either activities or like$/);
    expect(
      failure(
        `    schedule:\n      activities:\n        - { name: a, start: "07:30", end: "08:00" }\n      exceptions:\n        - { from: "2026-02-03", to: "2026-02-01", like: sat }\n`,
      ),
    ).toMatch(/schedule\.exceptions\[0\]\.to: must not be before from$/);
    expect(
      failure(`    schedule:\n      activities:\n        - { name: a, start: "7:30", end: "08:00" }\n`),
    ).toMatch(/personas\[0\]\.schedule\.activities\[0\]\.start: expected a local time/);
    expect(failure(`    schedule:\n      - { name: a, start: "7:30", end: "08:00" }\n`)).toMatch(
      /personas\[0\]\.schedule\[0\]\.start: expected a local time/,
    );
  });
});

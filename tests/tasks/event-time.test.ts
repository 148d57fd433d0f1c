import { describe, expect, it } from 'vitest';
import {
  CATCH_UP_MS,
  dueStep,
  type EventRule,
  formatInterval,
  formatLocalStart,
  occurrenceAt,
  parseInterval,
  parseLocalStart,
  remainingRule,
  startRule,
} from '../../src/tasks/event-time.js';

const BERLIN = 'Europe/Berlin';
const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);

describe('event intervals', () => {
  it('reads what people write and normalises it', () => {
    expect(parseInterval('1d')).toEqual({ unit: 'days', days: 1 });
    expect(parseInterval('2 hours')).toEqual({ unit: 'minutes', minutes: 120 });
    expect(parseInterval('weekly')).toEqual({ unit: 'days', days: 7 });
    expect(parseInterval('48h')).toEqual({ unit: 'days', days: 2 });
    expect(parseInterval('0d')).toBeUndefined();
    expect(parseInterval('soon')).toBeUndefined();
    expect(
      ['30m', '2h', '1d', '2w'].map((t) => formatInterval(parseInterval(t) ?? { unit: 'days', days: 0 })),
    ).toEqual(['30m', '2h', '1d', '2w']);
  });
});

describe('event start times', () => {
  it('reads a local date and time, and a bare time as its next occurrence', () => {
    const now = Date.parse('2026-05-03T10:00:00Z'); // 12:00 in Berlin
    expect(parseLocalStart('2026-05-03 09:00', now, BERLIN)).toEqual({ day: day('2026-05-03'), minute: 540 });
    expect(parseLocalStart('13:30', now, BERLIN)).toEqual({ day: day('2026-05-03'), minute: 810 });
    expect(parseLocalStart('11:00', now, BERLIN)).toEqual({ day: day('2026-05-04'), minute: 660 });
    expect(parseLocalStart('2026-02-30 09:00', now, BERLIN)).toBeUndefined();
    expect(parseLocalStart('25:00', now, BERLIN)).toBeUndefined();
    expect(formatLocalStart(day('2026-05-03'), 545)).toBe('2026-05-03 09:05');
  });
});

describe('occurrences', () => {
  it('keeps a daily event at its wall-clock time across the change to summer time', () => {
    const rule: EventRule = {
      startDay: day('2026-03-28'),
      startMinute: 9 * 60,
      every: { unit: 'days', days: 1 },
    };
    expect([0, 1, 2].map((n) => iso(occurrenceAt(rule, n, BERLIN)))).toEqual([
      '2026-03-28T08:00',
      '2026-03-29T07:00',
      '2026-03-30T07:00',
    ]);
  });

  it('moves a local time that does not exist to the next valid one, and only that day', () => {
    const rule: EventRule = {
      startDay: day('2026-03-28'),
      startMinute: 2 * 60 + 30,
      every: { unit: 'days', days: 1 },
    };
    expect([0, 1, 2].map((n) => iso(occurrenceAt(rule, n, BERLIN)))).toEqual([
      '2026-03-28T01:30',
      '2026-03-29T01:00', // 03:00 summer time: the clocks jumped over 02:30
      '2026-03-30T00:30',
    ]);
  });

  it('steps hourly events by exact durations', () => {
    const rule: EventRule = {
      startDay: day('2026-03-29'),
      startMinute: 60,
      every: { unit: 'minutes', minutes: 60 },
      times: 3,
    };
    expect([0, 1, 2].map((n) => iso(occurrenceAt(rule, n, BERLIN)))).toEqual([
      '2026-03-29T00:00',
      '2026-03-29T01:00',
      '2026-03-29T02:00',
    ]);
  });
});

describe('what is due', () => {
  const daily: EventRule = {
    startDay: day('2026-05-01'),
    startMinute: 9 * 60,
    every: { unit: 'days', days: 1 },
    times: 5,
  };
  const first = occurrenceAt(daily, 0, BERLIN);

  it('fires an occurrence at its time and moves to the next', () => {
    const step = dueStep(daily, 0, first, BERLIN);
    expect(step).toEqual({
      fire: { n: 0, at: first },
      skipped: 0,
      done: 1,
      nextAt: occurrenceAt(daily, 1, BERLIN),
    });
  });

  it('nothing is due before the time', () => {
    expect(dueStep(daily, 0, first - 1, BERLIN)).toEqual({ skipped: 0, done: 0, nextAt: first });
  });

  it('fires a missed occurrence once when less than an hour late, and skips it when later', () => {
    expect(dueStep(daily, 0, first + CATCH_UP_MS - 1, BERLIN).fire?.n).toBe(0);
    const late = dueStep(daily, 0, first + CATCH_UP_MS, BERLIN);
    expect(late.fire).toBeUndefined();
    expect(late.skipped).toBe(1);
  });

  it('after days down fires at most the latest occurrence, and ends after its count', () => {
    const third = occurrenceAt(daily, 2, BERLIN);
    const step = dueStep(daily, 0, third + 60_000, BERLIN);
    expect(step.fire?.n).toBe(2);
    expect(step.skipped).toBe(2);
    const end = dueStep(daily, 0, occurrenceAt(daily, 4, BERLIN) + 5 * 86_400_000, BERLIN);
    expect(end).toEqual({ skipped: 5, done: 5 });
  });
});

describe('a rule the persona has just written', () => {
  const now = Date.parse('2026-05-03T10:00:00Z'); // 12:00 in Berlin

  it('starts at its start when that is ahead, and refuses a one-off already past', () => {
    const ahead: EventRule = { startDay: day('2026-05-03'), startMinute: 780 };
    expect(startRule(ahead, now, BERLIN)).toEqual({
      rule: ahead,
      nextAt: Date.parse('2026-05-03T11:00:00Z'),
    });
    expect(startRule({ startDay: day('2026-05-03'), startMinute: 600 }, now, BERLIN)).toEqual({
      error: '2026-05-03 10:00 has already passed',
    });
  });

  it('moves a recurring start in the past to its first occurrence after now, keeping its count', () => {
    const daily: EventRule = {
      startDay: day('2026-04-20'),
      startMinute: 540,
      every: { unit: 'days', days: 1 },
      times: 3,
    };
    const started = startRule(daily, now, BERLIN);
    expect(started).toEqual({
      rule: { ...daily, startDay: day('2026-05-04') },
      nextAt: Date.parse('2026-05-04T07:00:00Z'),
    });
    const twoHourly: EventRule = {
      startDay: day('2026-05-01'),
      startMinute: 60,
      every: { unit: 'minutes', minutes: 120 },
    };
    const moved = startRule(twoHourly, now, BERLIN);
    expect('rule' in moved && [iso(moved.nextAt), moved.rule.startDay, moved.rule.startMinute]).toEqual([
      '2026-05-03T11:00',
      day('2026-05-03'),
      13 * 60,
    ]);
  });

  it('keeps a daily time across a change to summer time when what is left becomes a rule', () => {
    // 02:30 does not exist on 2026-03-29 in Berlin: that occurrence moves to 03:00, the next ones do not.
    const rule: EventRule = {
      startDay: day('2026-03-28'),
      startMinute: 150,
      every: { unit: 'days', days: 1 },
      times: 4,
    };
    const rest = remainingRule(rule, 2, BERLIN);
    expect(rest).toEqual({ ...rule, startDay: day('2026-03-30'), times: 2 });
    expect(iso(occurrenceAt(rest, 0, BERLIN))).toBe('2026-03-30T00:30');
  });
});

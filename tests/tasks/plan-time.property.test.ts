import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOf, localMoment } from '../../src/config/schedule.js';
import { parseLocalStart } from '../../src/tasks/event-time.js';
import { seedFrom } from '../property.js';

/*
 * The plan-time reader over generated moments, zones and phrases: each relative form lands where
 * its words say in the persona's zone, and whatever is not one of the forms is refused. Bounded
 * runs; a failure prints fast-check's seed (PLAN_TIME_SEED=n reruns it).
 */
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'];
const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const settings = (offset: number) => ({ numRuns: 300, seed: seedFrom('PLAN_TIME_SEED', 20261127 + offset) });

const moment = fc.integer({
  min: Date.parse('2025-01-01T00:00:00Z'),
  max: Date.parse('2028-12-31T00:00:00Z'),
});
const zone = fc.constantFrom(...ZONES);
const clock = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) });
const hhmm = ({ hour, minute }: { hour: number; minute: number }) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
/** Upper and lower case and extra spaces are how people write; none of them changes the meaning. */
const written = (text: string) =>
  fc
    .tuple(fc.boolean(), fc.constantFrom(' ', '  '))
    .map(([upper, gap]) => (upper ? text.toUpperCase() : text).replaceAll(' ', gap));

describe('plan times in words', () => {
  it('today and tomorrow are the local day and the next, at the time written', () => {
    fc.assert(
      fc.property(
        moment,
        zone,
        clock,
        fc.constantFrom('today', 'tomorrow'),
        fc.boolean(),
        (now, tz, at, word, withAt) => {
          const phrase = `${word} ${withAt ? 'at ' : ''}${hhmm(at)}`;
          const start = parseLocalStart(phrase, now, tz);
          const today = localMoment(now, tz).day;
          expect(start, phrase).toEqual({
            day: word === 'today' ? today : today + 1,
            minute: at.hour * 60 + at.minute,
          });
        },
      ),
      settings(1),
    );
  });

  it('in N minutes or hours is that long from now, to the minute, in local time', () => {
    fc.assert(
      fc.property(
        moment,
        zone,
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom('minute', 'minutes', 'min', 'hour', 'hours', 'h'),
        (now, tz, n, unit) => {
          const phrase = `in ${n} ${unit}`;
          const hours = unit.startsWith('h');
          const start = parseLocalStart(phrase, now, tz);
          const expected = localMoment(now + n * (hours ? 3_600_000 : 60_000), tz);
          expect(start, phrase).toEqual({ day: expected.day, minute: expected.minute });
          if (start) expect(instantOf(start.day, start.minute, tz), phrase).toBeGreaterThan(now - 3_600_000);
        },
      ),
      settings(2),
    );
  });

  it('in N days keeps the time of day', () => {
    fc.assert(
      fc.property(moment, zone, fc.integer({ min: 1, max: 999 }), (now, tz, n) => {
        const here = localMoment(now, tz);
        expect(parseLocalStart(`in ${n} ${n === 1 ? 'day' : 'days'}`, now, tz)).toEqual({
          day: here.day + n,
          minute: here.minute,
        });
      }),
      settings(3),
    );
  });

  it('a weekday is the soonest one still ahead; next skips today', () => {
    fc.assert(
      fc.property(
        moment,
        zone,
        clock,
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        fc.boolean(),
        (now, tz, at, weekday, next, short) => {
          const name = short ? (DAY_NAMES[weekday] ?? '').slice(0, 3) : (DAY_NAMES[weekday] ?? '');
          const phrase = `${next ? 'next ' : ''}${name} ${hhmm(at)}`;
          const start = parseLocalStart(phrase, now, tz);
          const today = localMoment(now, tz).day;
          const minute = at.hour * 60 + at.minute;
          expect(start?.minute, phrase).toBe(minute);
          const day = start?.day ?? Number.NaN;
          expect(localMoment(instantOf(day, 720, tz), tz).weekday, phrase).toBe(weekday);
          expect(day - today, phrase).toBeGreaterThanOrEqual(next ? 1 : 0);
          expect(day - today, phrase).toBeLessThanOrEqual(7);
          // The soonest: no earlier day of that weekday qualifies.
          if (!next) expect(instantOf(day - 7, minute, tz) <= now || day - 7 < today, phrase).toBe(true);
          if (!next) expect(instantOf(day, minute, tz), phrase).toBeGreaterThan(now);
        },
      ),
      settings(4),
    );
  });

  it('the same phrase in any case and spacing means the same time', () => {
    const phrase = fc.oneof(
      clock.map((at) => `tomorrow at ${hhmm(at)}`),
      fc.integer({ min: 1, max: 99 }).map((n) => `in ${n} hours`),
      clock.map((at) => `next friday ${hhmm(at)}`),
    );
    fc.assert(
      fc.property(
        moment,
        zone,
        phrase.chain((p) => fc.tuple(fc.constant(p), written(p))),
        (now, tz, [plain, variant]) => {
          expect(parseLocalStart(variant, now, tz)).toEqual(parseLocalStart(plain, now, tz));
        },
      ),
      settings(5),
    );
  });

  it('refuses what is not one of the forms', () => {
    const nearMisses = [
      'next week',
      'tonight',
      'tomorrow morning',
      'in a while',
      'in 0 minutes',
      'in -2 hours',
      'in 2 weeks',
      'tomorrow 24:00',
      'today 9',
      'friday',
      'next 09:00',
      'someday 09:00',
      'fr 09:00',
      'tomorrow 09:00 or so',
      '2026-13-01 09:00',
    ];
    for (const text of nearMisses)
      expect(parseLocalStart(text, Date.parse('2026-05-03T10:00:00Z'), 'UTC'), text).toBeUndefined();
    // Free text around a valid phrase is not a time either.
    fc.assert(
      fc.property(
        moment,
        zone,
        fc.stringMatching(/^[a-z]{1,8}$/),
        clock.map((at) => `tomorrow ${hhmm(at)}`),
        (now, tz, word, valid) => {
          expect(parseLocalStart(`${valid} ${word}`, now, tz)).toBeUndefined();
          expect(parseLocalStart(`${word} ${valid}`, now, tz)).toBeUndefined();
        },
      ),
      settings(6),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Activity } from '../../src/config/schedule.js';
import {
  type Availability,
  availabilityAt,
  nextSleepAt,
  responsivenessDelayMs,
  turnDueTime,
} from '../../src/intake/availability.js';
import { seedFrom } from '../property.js';

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);

const SCHEDULE: Activity[] = [
  { name: 'asleep', startMinute: 23 * 60, endMinute: 7 * 60, responsiveness: 50, asleep: true },
  { name: 'at the shop', startMinute: 9 * 60, endMinute: 18 * 60, responsiveness: 0, asleep: false },
  { name: 'evening', startMinute: 18 * 60, endMinute: 23 * 60, responsiveness: 100, asleep: false },
];
const availability = (ms: number): Availability => availabilityAt(SCHEDULE, BERLIN, ms);

describe('responsivenessDelayMs', () => {
  it('is about seconds at 100 and minutes at 0, dividing by ten every 50 points', () => {
    expect(responsivenessDelayMs(100)).toBe(3_000);
    expect(responsivenessDelayMs(50)).toBe(30_000);
    expect(responsivenessDelayMs(0)).toBe(300_000);
    expect(responsivenessDelayMs(1)).toBe(286_498);
    expect(responsivenessDelayMs(75)).toBe(9_487);
  });

  it('falls as responsiveness rises', () => {
    for (let r = 0; r < 100; r++) expect(responsivenessDelayMs(r + 1)).toBeLessThan(responsivenessDelayMs(r));
  });
});

describe('turnDueTime', () => {
  const debounceMs = 500;

  it('never starts a turn before the reading time, and a reading time never moves a turn earlier', () => {
    const week = 7 * 86_400_000;
    fc.assert(
      fc.property(
        fc.record({
          now: fc.integer({ min: 0, max: week - 1 }).map((ms) => at('2026-03-02T00:00:00Z') + ms),
          burst: fc.integer({ min: 0, max: 4_999 }),
          readingMs: fc.integer({ min: 2_000, max: 11_999 }),
          wakes: fc.boolean(),
          scheduled: fc.boolean(),
        }),
        ({ now, burst, readingMs, wakes, scheduled }) => {
          const schedule = scheduled ? availability : undefined;
          const timing = { now, since: now - burst, debounceMs, availability: schedule, wakes };
          const due = turnDueTime({ ...timing, readingMs });
          expect(due).toBeGreaterThanOrEqual(now - burst + readingMs);
          expect(due).toBeGreaterThanOrEqual(turnDueTime(timing));
          if (schedule && !wakes) expect(schedule(due).kind).not.toBe('asleep');
        },
      ),
      // A failure prints its seed and the shrunk case: FUZZ_SEED=n reruns it.
      { numRuns: 500, seed: seedFrom('FUZZ_SEED', 20261127) },
    );
  });

  it('without a schedule is the debounce, as before schedules existed', () => {
    const now = at('2026-03-05T10:00:00Z');
    expect(turnDueTime({ now, since: now, debounceMs })).toBe(now + 500);
    // A long burst: never more than three periods after it began.
    expect(turnDueTime({ now, since: now - 1_400, debounceMs })).toBe(now + 100);
  });

  it('in free time is the debounce too', () => {
    const now = at('2026-03-05T07:30:00Z'); // 08:30 local: no activity
    expect(availability(now)).toEqual({ kind: 'free' });
    expect(turnDueTime({ now, since: now, debounceMs, availability })).toBe(now + 500);
  });

  it('awake: the reading delay counts from the first message of the burst', () => {
    const first = at('2026-03-05T10:00:00Z'); // 11:00 at the shop, responsiveness 0
    expect(turnDueTime({ now: first, since: first, debounceMs, availability })).toBe(first + 300_000);
    // A second message two minutes later joins the same reading.
    expect(turnDueTime({ now: first + 120_000, since: first, debounceMs, availability })).toBe(
      first + 300_000,
    );
    const evening = at('2026-03-05T18:00:00Z'); // 19:00, responsiveness 100
    expect(turnDueTime({ now: evening, since: evening, debounceMs, availability })).toBe(evening + 3_000);
  });

  it('asleep: the turn waits until the persona wakes', () => {
    const night = at('2026-03-05T01:00:00Z'); // 02:00 local
    const wake = at('2026-03-05T06:00:00Z'); // 07:00 local
    expect(availability(night)).toEqual({ kind: 'asleep', activity: 'asleep', wakeAt: wake });
    expect(turnDueTime({ now: night, since: night, debounceMs, availability })).toBe(wake);
  });

  it('a reading delay that runs into the night ends at wake-up', () => {
    const late = at('2026-03-05T21:59:59Z'); // 22:59:59, responsiveness 100: due after 23:00
    expect(turnDueTime({ now: late, since: late, debounceMs, availability })).toBe(
      at('2026-03-06T06:00:00Z'),
    );
  });

  it('a message that wakes the persona (an admin, when allowed) is only debounced', () => {
    const night = at('2026-03-05T01:00:00Z');
    expect(turnDueTime({ now: night, since: night, debounceMs, availability, wakes: true })).toBe(
      night + 500,
    );
  });
});

describe('nextSleepAt', () => {
  const T = Date.parse('2026-03-05T10:00:00Z');

  it('is the start of the next sleep, past activities that are not sleep', () => {
    // 10:00 UTC is 11:00 in Berlin in March (CET): the shop, then sleep at 23:00 (22:00 UTC).
    expect(nextSleepAt(SCHEDULE, BERLIN, T)).toBe(Date.parse('2026-03-05T22:00:00Z'));
    expect(nextSleepAt(SCHEDULE, BERLIN, Date.parse('2026-03-05T06:30:00Z'))).toBe(
      Date.parse('2026-03-05T22:00:00Z'),
    );
  });

  it('is undefined while asleep and for a schedule without sleep', () => {
    expect(nextSleepAt(SCHEDULE, BERLIN, Date.parse('2026-03-05T23:30:00Z'))).toBeUndefined();
    expect(nextSleepAt(SCHEDULE.slice(1, 2), BERLIN, T)).toBeUndefined();
    expect(nextSleepAt([], BERLIN, T)).toBeUndefined();
  });
});

describe('seeded spread', () => {
  const moment = fc.integer({ min: at('2026-03-02T00:00:00Z'), max: at('2026-03-30T00:00:00Z') });
  const spreadOf = fc.record({
    persona: fc.constantFrom('Heidi', 'Mira'),
    chatId: fc.constantFrom('7', '8', '-100200'),
    messageId: fc.integer({ min: 1, max: 100_000 }),
  });

  it('moves the reading and answering delays by at most ±20 %, the same way every time', () => {
    fc.assert(
      fc.property(moment, spreadOf, fc.integer({ min: 0, max: 60_000 }), (now, spread, readingMs) => {
        const timing = { now, since: now, debounceMs: 500, readingMs, availability };
        const exact = turnDueTime(timing);
        const spreadDue = turnDueTime({ ...timing, spread });
        // Deterministic: a replay of the same message gets the same time.
        expect(turnDueTime({ ...timing, spread })).toBe(spreadDue);
        const state = availability(now);
        if (state.kind === 'asleep' || availability(exact).kind === 'asleep') return;
        const delay = exact - now;
        expect(spreadDue - now).toBeGreaterThanOrEqual(Math.min(500, Math.floor(delay * 0.8)));
        expect(spreadDue - now).toBeLessThanOrEqual(Math.ceil(delay * 1.2) + 1);
      }),
      { numRuns: 100, seed: seedFrom('SPREAD_SEED', 20261127) },
    );
  });

  it('reads a chat 0–20 minutes after waking (10 ± 10), never while asleep', () => {
    fc.assert(
      fc.property(spreadOf, fc.integer({ min: 0, max: 27 }), (spread, day) => {
        // 02:00 Berlin, asleep until 07:00.
        const now = at('2026-03-02T01:00:00Z') + day * 86_400_000;
        const state = availability(now);
        if (state.kind !== 'asleep') throw new Error('expected the persona asleep at 02:00');
        const due = turnDueTime({ now, since: now, debounceMs: 500, availability, spread });
        expect(due).toBeGreaterThanOrEqual(state.wakeAt);
        expect(due).toBeLessThanOrEqual(state.wakeAt + 20 * 60_000);
      }),
      { numRuns: 60, seed: seedFrom('SPREAD_SEED', 20261127) },
    );
  });

  it('spreads: different messages and chats do not all get the same delay', () => {
    const now = at('2026-03-02T10:00:00Z'); // 11:00 Berlin, at the shop: 5 min at responsiveness 0
    const dues = new Set<number>();
    const wakes = new Set<number>();
    for (let id = 1; id <= 50; id++) {
      dues.add(
        turnDueTime({
          now,
          since: now,
          debounceMs: 500,
          availability,
          spread: { persona: 'Heidi', chatId: '7', messageId: id },
        }),
      );
      wakes.add(
        turnDueTime({
          now: at('2026-03-02T01:00:00Z'),
          since: at('2026-03-02T01:00:00Z'),
          debounceMs: 500,
          availability,
          spread: { persona: 'Heidi', chatId: String(id), messageId: 1 },
        }),
      );
    }
    expect(dues.size).toBeGreaterThan(40);
    expect(Math.min(...dues) - now).toBeLessThan(270_000);
    expect(Math.max(...dues) - now).toBeGreaterThan(330_000);
    expect(wakes.size).toBeGreaterThan(40);
  });
});

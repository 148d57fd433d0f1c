import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Activity } from '../../src/config/schedule.js';
import { availabilityAt } from '../../src/intake/availability.js';
import { ReplayClock } from '../../src/offline/replay-clock.js';
import { seedFrom } from '../property.js';
import { world } from './world.js';

/**
 * Asleep means asleep: what an earlier plan still has to send (after a `wait`, a retry) is held
 * while the persona sleeps and judged again at wake-up. Nobody wrote meanwhile: it goes out then.
 * Someone did: their message replanned the chat and its turn, at wake-up, decides.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const BERLIN = 'Europe/Berlin';
const NIGHT: Activity = {
  name: 'asleep',
  startMinute: 23 * 60,
  endMinute: 7 * 60 + 30,
  responsiveness: 0,
  asleep: true,
};
const EVENING: Activity = {
  name: 'at home',
  startMinute: 7 * 60 + 30,
  endMinute: 23 * 60,
  responsiveness: 100,
  asleep: false,
};
const SCHEDULE = [NIGHT, EVENING];
const asleepAt = (ms: number) => availabilityAt(SCHEDULE, BERLIN, ms).kind === 'asleep';

/**
 * The world from `start`, the persona sleeping 23:00–07:30 Berlin; `says` are Alice's messages,
 * each arriving at its time, and `runTo` runs it to a moment, leaving work due later pending.
 */
async function night(start: string, replies: string[], says: { at: string; text: string }[]) {
  const clock = new ReplayClock(Date.parse(start));
  const w = await world({ clock, replies, persona: { timezone: BERLIN, schedule: SCHEDULE } });
  cleanups.push(w.cleanup);
  for (const say of says)
    clock.schedule(Date.parse(say.at), async () => {
      w.simulator.receive('7', { from: '7', text: say.text });
    });
  const runTo = async (until: string) => {
    clock.horizon = Date.parse(until);
    await clock.runUntil(Date.parse(until), () => Promise.race([w.runtime.idle(), clock.whenParked()]));
  };
  /** The persona's messages with when they were sent. */
  const sent = () =>
    w.simulator
      .messages('7')
      .filter((m) => m.out)
      .map((m) => ({ text: m.text, at: m.date * 1000 }));
  return { ...w, runTo, sent };
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);

describe('asleep means asleep', () => {
  it('holds the rest of an evening plan that would go out at night until wake-up', async () => {
    // 22:50 Berlin is 21:50Z; five hours later is 03:50 Berlin.
    const w = await night(
      '2026-03-02T21:50:00Z',
      ['# «send»\nNight!\n\n# «wait»\ndelay: 5h\n\n# «send»\nMorning, sleepyhead.'],
      [{ at: '2026-03-02T21:50:00Z', text: 'good night Heidi' }],
    );
    await w.runTo('2026-03-03T09:00:00Z');
    const sent = w.sent();
    expect(sent.map((m) => m.text)).toEqual(['Night!', 'Morning, sleepyhead.']);
    // Sent at wake-up (07:30 Berlin = 06:30Z), not at 03:50.
    expect(iso(sent[1]?.at ?? 0)).toBe('2026-03-03T06:30');
    expect(w.log.entries.some((e) => e.msg === 'held until the persona is ready to send')).toBe(true);
  });

  it('lets the turn for a message written at night decide instead of the held message', async () => {
    const w = await night(
      '2026-03-02T21:50:00Z',
      [
        '# «send»\nNight!\n\n# «wait»\ndelay: 5h\n\n# «send»\nMorning, sleepyhead.',
        '# «send»\nSorry, I was asleep. What happened?',
      ],
      [
        { at: '2026-03-02T21:50:00Z', text: 'good night Heidi' },
        { at: '2026-03-03T01:00:00Z', text: 'are you awake? something happened' },
      ],
    );
    await w.runTo('2026-03-03T09:00:00Z');
    const sent = w.sent();
    expect(sent.map((m) => m.text)).toEqual(['Night!', 'Sorry, I was asleep. What happened?']);
    expect(asleepAt(sent[1]?.at ?? 0)).toBe(false);
  });

  it('never sends while asleep, whatever an evening plan waits for and whenever it starts', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        // One to four waits of 10 min to 10 h, each followed by a send.
        fc.array(fc.integer({ min: 10, max: 609 }), { minLength: 1, maxLength: 4 }),
        // Alice writes between 20:00 and 23:20 Berlin (19:00Z–22:20Z).
        fc.integer({ min: 0, max: 199 }),
        async (waits, startMinute) => {
          const blocks = ['# «send»\nfirst'];
          waits.forEach((minutes, i) => {
            blocks.push(`# «wait»\ndelay: ${minutes}m`, `# «send»\nlater ${i}`);
          });
          const start = Date.parse('2026-03-02T19:00:00Z') + startMinute * 60_000;
          const at = new Date(start).toISOString();
          const w = await night(at, [blocks.join('\n\n')], [{ at, text: `evening ${run++}` }]);
          try {
            // Long enough for the longest plan: four waits of up to 10 h, each perhaps held for a night.
            await w.runTo('2026-03-06T12:00:00Z');
            const atNight = w.sent().filter((m) => asleepAt(m.at));
            const where = `from ${iso(start)}Z:\n${blocks.join(' | ')}`;
            expect(
              atNight.map((m) => `${m.text} at ${iso(m.at)}Z`),
              where,
            ).toEqual([]);
            expect(w.sent(), where).toHaveLength(blocks.filter((b) => b.startsWith('# «send»')).length);
          } finally {
            await w.cleanup();
            cleanups.splice(cleanups.indexOf(w.cleanup), 1);
          }
        },
      ),
      // Bounded: each run is a night replayed. A failure prints its seed: ASLEEP_SEED=n reruns it.
      { numRuns: 6, seed: seedFrom('ASLEEP_SEED') },
    );
  });
});

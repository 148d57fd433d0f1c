import { describe, expect, it } from 'vitest';
import {
  BUSY_CAP_MS,
  decidePresence,
  MAX_OFFLINE_PAUSE_MS,
  MIN_OFFLINE_PAUSE_MS,
  offlinePauseMs,
  PRESENCE_REFRESH_MS,
  PresenceController,
  type PresenceFacts,
} from '../../src/delivery/presence.js';
import { memoryLogger } from '../../src/support/log.js';
import { ManualClock } from '../manual-clock.js';

const T = Date.parse('2026-03-05T10:00:00Z');
const SEED = 'Heidi';

function facts(over: Partial<PresenceFacts>): PresenceFacts {
  return { now: T, shown: { online: false }, running: [], offline: false, seed: SEED, ...over };
}

describe('offlinePauseMs', () => {
  it('is whole seconds between 30 and 90, the same for the same moment, and varies between moments', () => {
    const pauses = Array.from({ length: 200 }, (_, i) => offlinePauseMs(SEED, T + i * 1_000));
    for (const p of pauses) {
      expect(p).toBeGreaterThanOrEqual(MIN_OFFLINE_PAUSE_MS);
      expect(p).toBeLessThanOrEqual(MAX_OFFLINE_PAUSE_MS);
      expect(p % 1_000).toBe(0);
    }
    expect(offlinePauseMs(SEED, T)).toBe(offlinePauseMs(SEED, T));
    expect(new Set(pauses).size).toBeGreaterThan(30);
  });
});

describe('decidePresence', () => {
  const pause = offlinePauseMs(SEED, T);

  it('goes online at an activity and looks again when the pause ends', () => {
    expect(decidePresence(facts({ lastActivityAt: T }))).toEqual({ set: true, checkAt: T + pause });
  });

  it('sends nothing while already online, and goes offline once the pause has passed', () => {
    const shown = { online: true as const, setAt: T };
    expect(decidePresence(facts({ now: T + 10_000, shown, lastActivityAt: T }))).toEqual({
      checkAt: T + pause,
    });
    expect(decidePresence(facts({ now: T + pause, shown, lastActivityAt: T }))).toEqual({ set: false });
    // Offline already: nothing to do, nothing to wait for.
    expect(decidePresence(facts({ now: T + pause, lastActivityAt: T }))).toEqual({});
    expect(decidePresence(facts({}))).toEqual({});
  });

  it('stays online while a task runs and refreshes "online" every four minutes', () => {
    const shown = { online: true as const, setAt: T };
    const running = [T];
    const before = decidePresence(facts({ now: T + PRESENCE_REFRESH_MS - 1, shown, running }));
    expect(before.set).toBeUndefined();
    expect(before.checkAt).toBe(T + PRESENCE_REFRESH_MS);
    expect(decidePresence(facts({ now: T + PRESENCE_REFRESH_MS, shown, running })).set).toBe(true);
  });

  it('lets a task that runs for very long stop counting (a send held for a day)', () => {
    const shown = { online: true as const, setAt: T + BUSY_CAP_MS };
    const end = T + BUSY_CAP_MS + offlinePauseMs(SEED, T + BUSY_CAP_MS);
    expect(decidePresence(facts({ now: end, shown, running: [T] }))).toEqual({ set: false });
  });

  it('is offline when asleep, switched off or stopping, and wakes up for the moment it falls asleep', () => {
    const shown = { online: true as const, setAt: T };
    expect(decidePresence(facts({ now: T + 1_000, shown, lastActivityAt: T, offline: true }))).toEqual({
      set: false,
    });
    expect(decidePresence(facts({ lastActivityAt: T, offline: true }))).toEqual({});
    expect(decidePresence(facts({ lastActivityAt: T, sleepsAt: T + 5_000 }))).toEqual({
      set: true,
      checkAt: T + 5_000,
    });
  });
});

function controller(options: { asleepFrom?: number; enabled?: boolean } = {}) {
  const clock = new ManualClock(T);
  const sent: { at: number; online: boolean }[] = [];
  const presence = new PresenceController({
    clock,
    log: memoryLogger(),
    set: async (online) => {
      sent.push({ at: clock.now(), online });
    },
    enabled: () => options.enabled ?? true,
    asleep: (at) => options.asleepFrom !== undefined && at >= options.asleepFrom,
    sleepsAt: (at) =>
      options.asleepFrom !== undefined && at < options.asleepFrom ? options.asleepFrom : undefined,
    seed: SEED,
  });
  return { clock, sent, presence };
}

describe('PresenceController', () => {
  it('sets online once for a burst of work and offline once after the pause', async () => {
    const { clock, sent, presence } = controller();
    presence.started('a');
    presence.finished('a');
    await clock.advance(5_000);
    presence.started('b');
    await clock.advance(2_000);
    presence.finished('b');
    const last = T + 7_000;
    await clock.advance(200_000);
    expect(sent).toEqual([
      { at: T, online: true },
      { at: last + offlinePauseMs(SEED, last), online: false },
    ]);
  });

  it('refreshes "online" every four minutes while a task runs', async () => {
    const { clock, sent, presence } = controller();
    presence.started('long');
    await clock.advance(9 * 60_000);
    expect(sent.map((s) => (s.at - T) / 60_000)).toEqual([0, 4, 8]);
    expect(sent.every((s) => s.online)).toBe(true);
  });

  it('goes offline at the moment the persona falls asleep by its schedule', async () => {
    const { clock, sent, presence } = controller({ asleepFrom: T + 10_000 });
    presence.started('turn');
    await clock.advance(60_000);
    expect(sent).toEqual([
      { at: T, online: true },
      { at: T + 10_000, online: false },
    ]);
    // Asleep: work (an admin's message) shows no presence.
    presence.finished('turn');
    presence.activity();
    await clock.advance(60_000);
    expect(sent).toHaveLength(2);
  });

  it('goes offline at once on stop, and sends nothing when it never was online', async () => {
    const { clock, sent, presence } = controller();
    presence.activity();
    await clock.advance(1_000);
    await presence.stop();
    expect(sent).toEqual([
      { at: T, online: true },
      { at: T + 1_000, online: false },
    ]);
    presence.activity();
    await clock.advance(300_000);
    expect(sent).toHaveLength(2);

    const idle = controller();
    await idle.presence.stop();
    expect(idle.sent).toEqual([]);
  });

  it('shows nothing when switched off', async () => {
    const { clock, sent, presence } = controller({ enabled: false });
    presence.started('a');
    await clock.advance(600_000);
    expect(sent).toEqual([]);
  });
});

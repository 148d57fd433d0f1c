import { describe, expect, it } from 'vitest';
import { ReplayClock } from '../../src/offline/replay-clock.js';

const T0 = Date.parse('2026-03-05T09:00:00Z');

describe('ReplayClock', () => {
  it('sleeps at once, moving time and firing the timers it passes at their own time', async () => {
    const clock = new ReplayClock(T0);
    const fired: number[] = [];
    clock.timer(2_000, () => fired.push(clock.now() - T0));
    clock.timer(500, () => fired.push(clock.now() - T0));
    await clock.sleep(3_000);
    expect(fired).toEqual([500, 2_000]);
    expect(clock.now()).toBe(T0 + 3_000);
  });

  it('stops a sleep at a happening, waits for it, and ends the sleep early when it woke the sleeper', async () => {
    const clock = new ReplayClock(T0);
    const wake = new AbortController();
    const seen: number[] = [];
    clock.schedule(T0 + 1_800_000, async () => {
      seen.push(clock.now() - T0);
      wake.abort(new Error('woken'));
    });
    await expect(clock.sleep(3_600_000, wake.signal)).rejects.toThrow('woken');
    expect(seen).toEqual([1_800_000]);
    expect(clock.now()).toBe(T0 + 1_800_000);
    expect(clock.scheduled).toBe(0);
  });

  it('lets a sleep that the happening did not wake run to its end', async () => {
    const clock = new ReplayClock(T0);
    let happened = false;
    clock.schedule(T0 + 1_000, async () => {
      happened = true;
    });
    await clock.sleep(5_000);
    expect(happened).toBe(true);
    expect(clock.now()).toBe(T0 + 5_000);
  });

  it('parks a sleep that would end past the horizon, at the horizon, until its sleeper is woken', async () => {
    const clock = new ReplayClock(T0);
    clock.horizon = T0 + 60_000;
    const wake = new AbortController();
    let ended = false;
    const sleeping = clock.sleep(3_600_000, wake.signal).then(
      () => {
        ended = true;
      },
      () => 'woken',
    );
    await clock.whenParked();
    expect(clock.now()).toBe(T0 + 60_000);
    expect(ended).toBe(false);
    wake.abort(new Error('stop'));
    expect(await sleeping).toBe('woken');
  });

  it('runs timers and happenings in time order, settling after each, then stops at the end', async () => {
    const clock = new ReplayClock(T0);
    const log: string[] = [];
    clock.timer(3_000, () => log.push(`timer at ${clock.now() - T0}`));
    clock.schedule(T0 + 2_000, async () => {
      log.push(`message at ${clock.now() - T0}`);
    });
    clock.schedule(T0 + 9_000, async () => {
      log.push('too late');
    });
    await clock.runUntil(T0 + 5_000, async () => {
      log.push('settle');
    });
    expect(log).toEqual(['message at 2000', 'settle', 'timer at 3000', 'settle']);
    expect(clock.now()).toBe(T0 + 5_000);
    expect(clock.scheduled).toBe(1);
  });
});

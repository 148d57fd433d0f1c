import { describe, expect, it } from 'vitest';
import { every, systemClock, VirtualClock } from '../../src/support/clock.js';
import { Deadline, TimeoutError, withDeadline } from '../../src/support/deadline.js';
import { ManualClock, settle } from '../manual-clock.js';

const never = <T>() => new Promise<T>(() => {});

describe('Deadline on a virtual clock', () => {
  it('fires only when the clock is moved past it, however long the work takes in real time', async () => {
    const clock = new ManualClock(0);
    const deadline = new Deadline(clock, 1_000);
    const racing = deadline.race(never<string>());
    let outcome: unknown;
    racing.catch((err: unknown) => {
      outcome = err;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await clock.advance(999);
    expect(outcome).toBeUndefined();
    expect(deadline.expired).toBe(false);
    await clock.advance(1);
    expect(outcome).toBeInstanceOf(TimeoutError);
    expect(deadline.expired).toBe(true);
  });

  it('is shared by calls in turn, and refuses at once a call that starts after it passed', async () => {
    const clock = new ManualClock(0);
    const deadline = new Deadline(clock, 50, 'too slow');
    const first = deadline.race(clock.sleep(30).then(() => 'first'));
    await clock.advance(30);
    expect(await first).toBe('first');
    const second = expect(deadline.race(never<string>())).rejects.toThrow('too slow');
    await clock.advance(20);
    await second;
    await expect(deadline.race(Promise.resolve('late'))).rejects.toBeInstanceOf(TimeoutError);
  });

  it('aborts its signal with the TimeoutError, so work that listens stops', async () => {
    const clock = new ManualClock(0);
    let stoppedBy: unknown;
    const running = withDeadline(
      clock,
      100,
      (signal) =>
        new Promise<string>((_, reject) => {
          signal.addEventListener('abort', () => {
            stoppedBy = signal.reason;
            reject(signal.reason);
          });
        }),
    );
    const failed = expect(running).rejects.toThrow('no answer within 0.1 s');
    await clock.advance(100);
    await failed;
    expect(stoppedBy).toBeInstanceOf(TimeoutError);
  });

  it('returns what the work gives in time, passes its failure on, and leaves no timer behind', async () => {
    const clock = new ManualClock(0);
    expect(await withDeadline(clock, 100, async () => 'answer')).toBe('answer');
    await expect(
      withDeadline(clock, 100, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(clock.timers).toBe(0);
  });

  it('on the replay clock fires when a sleep moves time past it, at its own time', async () => {
    const clock = new VirtualClock(1_000);
    let firedAt: number | undefined;
    const deadline = new Deadline(clock, 500);
    deadline.signal.addEventListener('abort', () => {
      firedAt = clock.now();
    });
    await clock.sleep(499);
    expect(deadline.expired).toBe(false);
    await clock.sleep(10_000);
    expect(firedAt).toBe(1_500);
    expect(clock.now()).toBe(11_499);
  });
});

describe('Deadline on the system clock', () => {
  it('fires after wall time passes', async () => {
    const started = Date.now();
    await expect(withDeadline(systemClock, 20, () => never<void>())).rejects.toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('does not fire once cleared', async () => {
    const deadline = new Deadline(systemClock, 5);
    deadline.clear();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(deadline.expired).toBe(false);
  });
});

describe('every', () => {
  it('repeats on the clock’s time until stopped', async () => {
    const clock = new ManualClock(0);
    const at: number[] = [];
    const ticking = every(clock, 100, () => at.push(clock.now()));
    await clock.advance(350);
    expect(at).toEqual([100, 200, 300]);
    ticking.stop();
    await clock.advance(1_000);
    expect(at).toEqual([100, 200, 300]);
    expect(clock.timers).toBe(0);
  });

  it('on the replay clock ticks only while something moves the time', async () => {
    const clock = new VirtualClock(0);
    const at: number[] = [];
    const ticking = every(clock, 4_500, () => at.push(clock.now()));
    await settle();
    expect(at).toEqual([]);
    await clock.sleep(10_000);
    expect(at).toEqual([4_500, 9_000]);
    ticking.stop();
  });
});

import { describe, expect, it } from 'vitest';
import { Limiter } from '../../src/tasks/limiter.js';

describe('Limiter', () => {
  it('runs at most `max` jobs at once, the rest in arrival order', async () => {
    const limiter = new Limiter(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const jobs = [0, 1, 2, 3, 4].map((i) =>
      limiter.run(async () => {
        started.push(i);
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect(limiter.waiting).toBe(3);
    while (gates.length > 0 || limiter.active > 0) {
      gates.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });

  it('frees the slot when a job fails and stops waiting when aborted', async () => {
    const limiter = new Limiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    let release: () => void = () => {};
    const holding = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    const abort = new AbortController();
    const waiting = limiter.run(async () => 'never', abort.signal);
    abort.abort(new Error('stopping'));
    await expect(waiting).rejects.toThrow('stopping');
    expect(limiter.waiting).toBe(0);
    release();
    await holding;
    expect(await limiter.run(async () => 'free again')).toBe('free again');
  });

  it('rejects a limit below one', () => {
    expect(() => new Limiter(0)).toThrow('positive integer');
  });
});

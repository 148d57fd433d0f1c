import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { longTimeout, MAX_TIMEOUT_MS, systemClock } from '../../src/support/clock.js';

const THIRTY_DAYS = 30 * 24 * 3_600_000;

describe('systemClock beyond the setTimeout limit', () => {
  it('does not fire a 30-day timer at once (setTimeout alone would, after 1 ms)', async () => {
    expect(THIRTY_DAYS).toBeGreaterThan(MAX_TIMEOUT_MS);
    let fired = 0;
    const timer = systemClock.timer(THIRTY_DAYS, () => fired++);
    await delay(40);
    timer.cancel();
    expect(fired).toBe(0);
  });

  it('keeps a 30-day sleep asleep until it is aborted', async () => {
    const abort = new AbortController();
    let settled = 'pending';
    const sleeping = systemClock.sleep(THIRTY_DAYS, abort.signal).then(
      () => {
        settled = 'resolved';
      },
      () => {
        settled = 'aborted';
      },
    );
    await delay(40);
    expect(settled).toBe('pending');
    abort.abort(new Error('stop'));
    await sleeping;
    expect(settled).toBe('aborted');
  });

  it('never fires an infinite timer', async () => {
    let fired = 0;
    const timer = systemClock.timer(Number.POSITIVE_INFINITY, () => fired++);
    await delay(30);
    timer.cancel();
    expect(fired).toBe(0);
  });
});

describe('longTimeout', () => {
  it('waits the whole delay in chained steps, firing once at the end', async () => {
    const started = Date.now();
    const fired: number[] = [];
    longTimeout(90, () => fired.push(Date.now() - started), { maxStepMs: 20 });
    await delay(50);
    expect(fired).toEqual([]);
    await delay(120);
    expect(fired).toHaveLength(1);
    expect(fired[0]).toBeGreaterThanOrEqual(85);
  });

  it('can be cleared between steps', async () => {
    let fired = 0;
    const timer = longTimeout(60, () => fired++, { maxStepMs: 15 });
    await delay(30);
    timer.clear();
    await delay(60);
    expect(fired).toBe(0);
  });

  it('fires a negative or NaN delay soon', async () => {
    const fired: string[] = [];
    longTimeout(-5, () => fired.push('negative'));
    longTimeout(Number.NaN, () => fired.push('nan'));
    await delay(20);
    expect(fired.sort()).toEqual(['nan', 'negative']);
  });
});

import { type Clock, fireSoon, PendingTimers, type Timer } from '../src/support/clock.js';

/**
 * A clock that only moves when the test says so: sleeps and timers come due when `advance` passes
 * their time. Lets a test stop the engine in the middle of a wait and check exact timings.
 */
export class ManualClock implements Clock {
  #now: number;
  #sleeps = 0;
  readonly #timers = new PendingTimers();

  constructor(startMs: number) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  /** How many sleeps are waiting. */
  get sleeping(): number {
    return this.#sleeps;
  }

  /** How many timers (deadlines, repeating timers) are waiting. */
  get timers(): number {
    return this.#timers.size - this.#sleeps;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (ms <= 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.#sleeps++;
      const onAbort = () => {
        this.#sleeps--;
        timer.cancel();
        reject(signal?.reason);
      };
      const timer = this.#timers.add(this.#now + ms, () => {
        this.#sleeps--;
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  timer(ms: number, fire: () => void): Timer {
    return ms > 0 ? this.#timers.add(this.#now + ms, fire) : fireSoon(fire);
  }

  /** Moves time forward, firing each sleep and timer at its due time and letting the work it starts run. */
  async advance(ms: number): Promise<void> {
    const target = this.#now + ms;
    await settle();
    for (let due = this.#timers.takeDue(target); due; due = this.#timers.takeDue(target)) {
      this.#now = Math.max(this.#now, due.at);
      due.fire();
      await settle();
    }
    this.#now = target;
    await settle();
  }
}

/** Lets pending promise chains and I/O callbacks run. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

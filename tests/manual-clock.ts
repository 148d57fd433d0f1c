import type { Clock } from '../src/support/clock.js';

interface Sleeper {
  at: number;
  resolve: () => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

/**
 * A clock that only moves when the test says so: `sleep` resolves when `advance` passes its due
 * time. Lets a test stop the engine in the middle of a wait and check exact timings.
 */
export class ManualClock implements Clock {
  #now: number;
  readonly #sleepers: Sleeper[] = [];

  constructor(startMs: number) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  /** How many sleeps are waiting. */
  get sleeping(): number {
    return this.#sleepers.length;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (ms <= 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const sleeper: Sleeper = {
        at: this.#now + Math.max(0, ms),
        resolve,
        reject,
        signal,
        onAbort: () => {
          this.#remove(sleeper);
          reject(signal?.reason);
        },
      };
      signal?.addEventListener('abort', sleeper.onAbort, { once: true });
      this.#sleepers.push(sleeper);
    });
  }

  /** Moves time forward, waking each sleeper at its due time and letting the work it starts run. */
  async advance(ms: number): Promise<void> {
    const target = this.#now + ms;
    await settle();
    for (;;) {
      const next = [...this.#sleepers].sort((a, b) => a.at - b.at)[0];
      if (!next || next.at > target) break;
      this.#now = Math.max(this.#now, next.at);
      this.#remove(next);
      next.signal?.removeEventListener('abort', next.onAbort);
      next.resolve();
      await settle();
    }
    this.#now = target;
    await settle();
  }

  #remove(sleeper: Sleeper): void {
    const at = this.#sleepers.indexOf(sleeper);
    if (at >= 0) this.#sleepers.splice(at, 1);
  }
}

/** Lets pending promise chains and I/O callbacks run. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

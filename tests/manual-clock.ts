import type { Clock } from '../src/support/clock.js';

interface Timer {
  at: number;
  resolve: () => void;
}

/**
 * A clock that only moves when the test says so: sleeps wait until `advance` passes their due
 * time. For loops that sleep forever (keep-alives, periodic scans), where VirtualClock would spin.
 */
export class ManualClock implements Clock {
  #now: number;
  #timers: Timer[] = [];

  constructor(startMs: number) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer: Timer = { at: this.#now + Math.max(0, ms), resolve };
      this.#timers.push(timer);
      signal?.addEventListener(
        'abort',
        () => {
          this.#timers = this.#timers.filter((t) => t !== timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }

  /** Moves time forward, waking each sleeper in due order and letting its work run. */
  async advance(ms: number): Promise<void> {
    const target = this.#now + ms;
    await settle();
    for (;;) {
      const next = [...this.#timers].sort((a, b) => a.at - b.at)[0];
      if (!next || next.at > target) break;
      this.#timers = this.#timers.filter((t) => t !== next);
      this.#now = Math.max(this.#now, next.at);
      next.resolve();
      await settle();
    }
    this.#now = target;
    await settle();
  }

  get sleepers(): number {
    return this.#timers.length;
  }
}

/** Lets promise chains and immediate callbacks run. */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setImmediate(r));
}

/** Time as the core sees it: injected so replay and tests can run on a virtual clock. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Resolves after `ms` milliseconds of this clock's time. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        Math.max(0, ms),
      );
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/**
 * A clock that never waits: sleeping moves time forward at once. Used by `replay`, so a
 * fixture with `delay: 600` finishes immediately while timestamps still advance.
 */
export class VirtualClock implements Clock {
  #now: number;

  constructor(startMs: number) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    // Let work that is already under way (other conversations, a message being taken in)
    // settle first, as it would during a real wait.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (signal?.aborted) throw signal.reason;
    this.#now += Math.max(0, ms);
  }

  advance(ms: number): void {
    this.#now += Math.max(0, ms);
  }
}

/**
 * At most `max` jobs at once; the rest wait in arrival order. One instance shared by every
 * persona caps concurrent model calls for the whole process.
 */
export class Limiter {
  readonly max: number;
  #active = 0;
  readonly #queue: { start: () => void; signal: AbortSignal | undefined; onAbort: () => void }[] = [];

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`limit must be a positive integer: ${max}`);
    this.max = max;
  }

  get active(): number {
    return this.#active;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  /** Runs `job` when a slot is free; gives up waiting (rejects) when `signal` aborts first. */
  async run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.#acquire(signal);
    try {
      return await job();
    } finally {
      this.#release();
    }
  }

  #acquire(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.#active < this.max) {
      this.#active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const entry = {
        signal,
        start: () => {
          signal?.removeEventListener('abort', entry.onAbort);
          this.#active++;
          resolve();
        },
        onAbort: () => {
          const at = this.#queue.indexOf(entry);
          if (at >= 0) this.#queue.splice(at, 1);
          reject(signal?.reason);
        },
      };
      signal?.addEventListener('abort', entry.onAbort, { once: true });
      this.#queue.push(entry);
    });
  }

  #release(): void {
    this.#active--;
    this.#queue.shift()?.start();
  }
}

/** At most `limit` holders at once; waiters are served first come, first served. */
export class Semaphore {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(limit: number) {
    this.#free = Math.max(1, limit);
  }

  /** Runs `work` when a slot is free, and frees the slot when it settles. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free++;
    }
  }
}

export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/**
 * Runs `task` with an abort signal that fires after `ms`; resolves or rejects as soon as either
 * happens, so a download that ignores the signal cannot hold the turn. A late result is dropped.
 */
export async function withDeadline<T>(task: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new TimeoutError(`no answer within ${Math.round(ms / 100) / 10} s`);
      controller.abort(err);
      reject(err);
    }, ms);
  });
  const running = task(controller.signal);
  running.catch(() => {}); // a late failure after the deadline is not an unhandled rejection
  try {
    return await Promise.race([running, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

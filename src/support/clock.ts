/** Time as the core sees it: injected so replay and tests can run on a virtual clock. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /**
   * Resolves after `ms` milliseconds of this clock's time. This is the agent passing time itself
   * (a typing pause, a wait, a backoff): on a virtual clock it moves time forward.
   */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /**
   * Calls `fire` once `ms` of this clock's time have passed, unless cancelled first. Unlike
   * `sleep` it never moves a virtual clock: it waits for whoever does. Deadlines and repeating
   * timers are built on it (see deadline.ts).
   */
  timer(ms: number, fire: () => void, options?: TimerOptions): Timer;
}

export interface Timer {
  cancel(): void;
}

export interface TimerOptions {
  /**
   * Background work (a typing refresh, a retry): on the system clock a pending timer does not
   * keep the process alive. A deadline is not background: the work it guards is still running.
   */
  background?: boolean;
}

/** The longest delay `setTimeout` honours (about 24.8 days); a longer one would fire at once. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * `setTimeout` for any delay: beyond Node's limit it waits in chained steps, each re-measured
 * against the wall clock, so a 30-day wait neither fires at once nor spins. `Infinity` waits until
 * cleared; a negative or NaN delay fires on the next turn of the event loop.
 */
export function longTimeout(
  ms: number,
  fire: () => void,
  options: { background?: boolean; maxStepMs?: number } = {},
): { clear(): void } {
  const step = options.maxStepMs ?? MAX_TIMEOUT_MS;
  const due = Date.now() + (Number.isNaN(ms) ? 0 : Math.max(0, ms));
  let handle: NodeJS.Timeout;
  const arm = () => {
    const left = due - Date.now();
    handle = setTimeout(left > step ? arm : fire, Math.max(0, Math.min(left, step)));
    if (options.background) handle.unref();
  };
  arm();
  return { clear: () => clearTimeout(handle) };
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = longTimeout(ms, () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
      const onAbort = () => {
        timer.clear();
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
  timer: (ms, fire, options) => {
    const timer = longTimeout(ms, fire, { background: options?.background ?? false });
    return { cancel: () => timer.clear() };
  },
};

/**
 * Timers waiting for a virtual clock to reach their time; fired in time order (then in the order
 * they were set) by whoever moves the clock.
 */
export class PendingTimers {
  readonly #entries: { at: number; fire: () => void }[] = [];

  get size(): number {
    return this.#entries.length;
  }

  add(at: number, fire: () => void): Timer {
    const entry = { at, fire };
    this.#entries.push(entry);
    return {
      cancel: () => {
        const i = this.#entries.indexOf(entry);
        if (i >= 0) this.#entries.splice(i, 1);
      },
    };
  }

  /** The earliest timer due at or before `until`, taken out of the list. */
  takeDue(until: number): { at: number; fire: () => void } | undefined {
    let first: { at: number; fire: () => void } | undefined;
    for (const entry of this.#entries)
      if (entry.at <= until && (!first || entry.at < first.at)) first = entry;
    if (first) this.#entries.splice(this.#entries.indexOf(first), 1);
    return first;
  }
}

/**
 * A clock that never waits: sleeping moves time forward at once. Used by `replay`, so a
 * fixture with `delay: 600` finishes immediately while timestamps still advance. Timers fire
 * only when a sleep or `advance` moves the clock past them, never because real time passed.
 */
export class VirtualClock implements Clock {
  #now: number;
  readonly #timers = new PendingTimers();

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
    this.advance(ms);
  }

  timer(ms: number, fire: () => void): Timer {
    return ms > 0 ? this.#timers.add(this.#now + ms, fire) : fireSoon(fire);
  }

  /** Moves time forward, firing each timer it passes at that timer's time. */
  advance(ms: number): void {
    const target = this.#now + Math.max(0, ms);
    for (let due = this.#timers.takeDue(target); due; due = this.#timers.takeDue(target)) {
      this.#now = Math.max(this.#now, due.at);
      due.fire();
    }
    this.#now = target;
  }
}

/** A timer already due fires on its own (as `setTimeout(0)` would), not at the clock's next move. */
export function fireSoon(fire: () => void): Timer {
  let cancelled = false;
  setImmediate(() => {
    if (!cancelled) fire();
  });
  return {
    cancel: () => {
      cancelled = true;
    },
  };
}

/**
 * Calls `fire` every `everyMs` of the clock's time until stopped. Background work: on the system
 * clock it never keeps the process alive, and on a virtual clock it fires only as time is moved.
 */
export function every(clock: Clock, everyMs: number, fire: () => void): { stop(): void } {
  let timer: Timer | undefined;
  let stopped = false;
  const arm = () => {
    timer = clock.timer(
      Math.max(1, everyMs),
      () => {
        if (stopped) return;
        arm();
        fire();
      },
      { background: true },
    );
  };
  arm();
  return {
    stop: () => {
      stopped = true;
      timer?.cancel();
    },
  };
}

import type { Clock, Timer } from './clock.js';

/** Work did not finish before its deadline. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/**
 * A moment on a clock after which waiting is given up: the one timeout primitive. One deadline
 * may guard several calls in turn (they share the time allowed); `signal` aborts work that
 * listens, and `race` stops waiting for work that does not, so a late answer is dropped.
 *
 * Whose time: always the clock's it is given; there is no separate wall-time deadline. On the
 * system clock (`run`, one-off live commands) that is wall time. On a virtual clock (replay, the
 * console chat, tests) a deadline fires only when something moves the clock past it, never
 * because the machine was slow: the simulator and the scripted model answer in no virtual time,
 * so a replay comes out the same on any machine. Work whose other side runs on wall time while
 * the agent's clock is virtual (a real Gemini describing media during a replay) is guarded on
 * the system clock by whoever wires it.
 */
export class Deadline {
  readonly #controller = new AbortController();
  readonly #timer: Timer;

  constructor(clock: Clock, ms: number, message = `no answer within ${Math.round(ms / 100) / 10} s`) {
    this.#timer = clock.timer(ms, () => this.#controller.abort(new TimeoutError(message)));
  }

  /** Aborted with a TimeoutError when the deadline passes. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  get expired(): boolean {
    return this.#controller.signal.aborted;
  }

  /**
   * `work`'s result, or a TimeoutError as soon as the deadline passes (at once when it already
   * has). A failure of `work` after that is dropped.
   */
  race<T>(work: Promise<T>): Promise<T> {
    work.catch(() => {});
    const signal = this.#controller.signal;
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const onExpired = () => reject(signal.reason);
      signal.addEventListener('abort', onExpired, { once: true });
      void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onExpired));
    });
  }

  /** The guarded work is over: the deadline no longer fires. */
  clear(): void {
    this.#timer.cancel();
  }
}

/** Runs `work` with a deadline `ms` away on `clock`: its signal aborts, and the wait ends, then. */
export async function withDeadline<T>(
  clock: Clock,
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  message?: string,
): Promise<T> {
  const deadline = new Deadline(clock, ms, message);
  try {
    return await deadline.race(work(deadline.signal));
  } finally {
    deadline.clear();
  }
}

/** Whether `work` settles within `ms` on `clock` (it is not stopped when it does not). */
export async function settlesWithin(clock: Clock, work: Promise<unknown>, ms: number): Promise<boolean> {
  let done = false;
  const finished = work.then(() => {
    done = true;
  });
  const timer = new AbortController();
  await Promise.race([finished, clock.sleep(ms, timer.signal).catch(() => {})]);
  timer.abort();
  return done;
}

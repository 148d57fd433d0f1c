import { type Clock, fireSoon, PendingTimers, type Timer } from '../support/clock.js';

/**
 * The offline world's clock. Like `VirtualClock` it never waits: sleeping moves time forward at
 * once, and timers fire as time passes them. It adds what a replay that runs over time needs:
 *
 * - **happenings**: things the outside world does at a set time (a message arrives). Time never
 *   passes one without stopping there: a sleep that would skip it stops at its time, lets it
 *   happen and waits for it (the message is taken in), and ends early if that woke the sleeper
 *   (a new message wakes the scheduler at the time it arrived, not after the wait it was in);
 * - **a horizon** (`until`): a sleep that would end after it moves time to the horizon and
 *   parks there for good, as a live process that stops at that moment would leave the work
 *   pending. `whenParked` tells the driver that the world has reached its end.
 *
 * With no happenings and no horizon it behaves exactly as `VirtualClock`.
 */
export class ReplayClock implements Clock {
  #now: number;
  readonly #timers = new PendingTimers();
  readonly #happenings: Happening[] = [];
  #horizon = Number.POSITIVE_INFINITY;
  #parked = 0;
  readonly #parkWaiters: (() => void)[] = [];

  constructor(startMs: number) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  /** Where sleeps stop for good (the fixture's `until`). */
  set horizon(ms: number) {
    this.#horizon = ms;
  }

  get horizon(): number {
    return this.#horizon;
  }

  /** Something the outside world does at `atMs`; happenings at one time run in the order given. */
  schedule(atMs: number, happen: () => Promise<void>): void {
    const entry = { at: atMs, happen };
    const after = this.#happenings.findIndex((h) => h.at > atMs);
    if (after === -1) this.#happenings.push(entry);
    else this.#happenings.splice(after, 0, entry);
  }

  /** Happenings not yet due. */
  get scheduled(): number {
    return this.#happenings.length;
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    // Let work that is already under way settle first, as it would during a real wait.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (signal?.aborted) throw signal.reason;
    const target = this.#now + Math.max(0, ms);
    for (;;) {
      const happening = this.#dueBy(target);
      // A timer the sleep passes fires at its own time and the work it starts gets to run
      // then, as it would while a real sleep waits (a plan falling due in the night is
      // handled at its time, not when the sleeper wakes).
      const timer = this.#timers.takeDue(happening ? happening.at : Math.min(target, this.#horizon));
      if (timer) {
        this.#now = Math.max(this.#now, timer.at);
        timer.fire();
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (signal?.aborted) throw signal.reason;
        continue;
      }
      if (!happening) break;
      this.#happenings.shift();
      this.advance(happening.at - this.#now);
      await happening.happen();
      if (signal?.aborted) throw signal.reason;
    }
    if (target <= this.#horizon) {
      this.advance(target - this.#now);
      return;
    }
    this.advance(this.#horizon - this.#now);
    await this.#park(signal);
  }

  timer(ms: number, fire: () => void): Timer {
    return ms > 0 ? this.#timers.add(this.#now + ms, fire) : fireSoon(fire);
  }

  /** Moves time forward, firing each timer it passes at that timer's time (happenings wait). */
  advance(ms: number): void {
    const target = this.#now + Math.max(0, ms);
    for (let due = this.#timers.takeDue(target); due; due = this.#timers.takeDue(target)) {
      this.#now = Math.max(this.#now, due.at);
      due.fire();
    }
    this.#now = target;
  }

  /**
   * Runs the world up to `untilMs`: each timer and happening at its own time, in time order,
   * `settle` after each (the work it started runs, and may move time further on its own).
   */
  async runUntil(untilMs: number, settle: () => Promise<void>): Promise<void> {
    for (;;) {
      const happening = this.#dueBy(untilMs);
      const timer = this.#timers.takeDue(happening ? happening.at : untilMs);
      if (timer) {
        this.#now = Math.max(this.#now, timer.at);
        timer.fire();
      } else if (happening) {
        this.#happenings.shift();
        this.#now = Math.max(this.#now, happening.at);
        await happening.happen();
      } else break;
      await settle();
    }
    this.#now = Math.max(this.#now, Math.min(untilMs, this.#horizon));
  }

  /** Resolves once some sleep has parked at the horizon. */
  whenParked(): Promise<void> {
    if (this.#parked > 0) return Promise.resolve();
    return new Promise((resolve) => this.#parkWaiters.push(resolve));
  }

  #dueBy(ms: number): Happening | undefined {
    const next = this.#happenings[0];
    return next && next.at <= Math.min(ms, this.#horizon) ? next : undefined;
  }

  /** Never resolves: only an abort (the sleeper woken) ends it. */
  #park(signal: AbortSignal | undefined): Promise<void> {
    this.#parked += 1;
    for (const wake of this.#parkWaiters.splice(0)) wake();
    return new Promise((_resolve, reject) => {
      signal?.addEventListener(
        'abort',
        () => {
          this.#parked -= 1;
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }
}

interface Happening {
  at: number;
  happen: () => Promise<void>;
}

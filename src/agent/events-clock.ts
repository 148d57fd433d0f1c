import type { Clock, Timer } from '../support/clock.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';

/** After a failed pass (a locked or full disk), the next one comes this much later. */
const RETRY_MS = 30_000;

export interface EventClockOptions {
  clock: Clock;
  log: Logger;
  /** When the persona's next event is due; undefined when it has none. */
  nextDueAt: () => Promise<number | undefined>;
  /** Handles every event due at `now` (each moved on in its own transaction). */
  fireDue: (now: number) => Promise<void>;
}

/**
 * One persona's alarm for its own plans. It sleeps on the clock's timer until the soonest
 * stored event is due (no polling), handles what is due, and sets itself again. A change to the
 * events (a plan written, changed or cancelled) wakes it through `changed`, so a plan made for
 * in five minutes is not left behind a timer set for tomorrow. A timer, not a sleep: on a virtual
 * clock it waits for whoever moves time (a replay's `until`, `/wait`), never moves it itself.
 *
 * Passes never overlap: a wake during one runs another right after it.
 */
export class EventClock {
  readonly #o: EventClockOptions;
  #timer: Timer | undefined;
  #running = false;
  #pass: Promise<void> | undefined;
  #again = false;

  constructor(options: EventClockOptions) {
    this.#o = options;
  }

  /** Starts (or restarts) it: what fell due while the process was down is handled at once. */
  start(): void {
    this.#running = true;
    this.changed();
  }

  /** The events changed: look again now (a pass under way is followed by another). */
  changed(): void {
    if (!this.#running) return;
    if (this.#pass) {
      this.#again = true;
      return;
    }
    this.#timer?.cancel();
    this.#timer = undefined;
    this.#pass = this.#run().finally(() => {
      this.#pass = undefined;
      if (this.#again) {
        this.#again = false;
        this.changed();
      }
    });
  }

  /** A pass is under way. */
  get busy(): boolean {
    return this.#pass !== undefined;
  }

  /** Resolves when no pass is under way (a timer set for later does not count). */
  async idle(): Promise<void> {
    while (this.#pass) await this.#pass;
  }

  /** No more passes; the one under way finishes (its work is one transaction per event). */
  async stop(): Promise<void> {
    this.#running = false;
    this.#again = false;
    this.#timer?.cancel();
    this.#timer = undefined;
    await this.idle();
  }

  async #run(): Promise<void> {
    const { clock, log } = this.#o;
    try {
      await this.#o.fireDue(clock.now());
      const next = await this.#o.nextDueAt();
      if (next === undefined) return;
      // Still due right after a pass: a plan changed under it and a wake is on its way, or its
      // write keeps failing; either way not a reason to spin.
      const wait = next > clock.now() ? next - clock.now() : RETRY_MS;
      this.#arm(wait);
    } catch (err) {
      log.error('planned events not handled; tried again in 30 s', { reason: errorMessage(err) });
      this.#arm(RETRY_MS);
    }
  }

  #arm(ms: number): void {
    if (!this.#running) return;
    this.#timer?.cancel();
    // Background: on the system clock a far-off plan does not keep the process alive by itself.
    this.#timer = this.#o.clock.timer(ms, () => this.changed(), { background: true });
  }
}

import type { Clock, Timer } from '../support/clock.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import { fnv1a } from '../support/spread.js';

/** The pause between the persona's last activity and going offline: 30–90 s, as a person puts a phone down. */
export const MIN_OFFLINE_PAUSE_MS = 30_000;
export const MAX_OFFLINE_PAUSE_MS = 90_000;
/** Telegram lets "online" lapse after about five minutes: while still active, it is set again after four. */
export const PRESENCE_REFRESH_MS = 240_000;
/**
 * A task running longer than this stops counting as activity (a send held for a day while
 * Telegram limits the account must not keep the account online all that time).
 */
export const BUSY_CAP_MS = 600_000;

/**
 * The pause after an activity at `at`: a whole number of seconds in 30–90, spread by a hash of
 * the persona and the moment, so it varies like a person's and a replay of the same moments is
 * exact (no randomness).
 */
export function offlinePauseMs(seed: string, at: number): number {
  const hash = fnv1a(`${seed}:${at}`);
  const steps = (MAX_OFFLINE_PAUSE_MS - MIN_OFFLINE_PAUSE_MS) / 1000 + 1;
  return MIN_OFFLINE_PAUSE_MS + (hash % steps) * 1000;
}

/** What the account shows now, as last set by us. */
export type ShownPresence = { online: true; setAt: number } | { online: false };

export interface PresenceFacts {
  now: number;
  shown: ShownPresence;
  /** The end of the persona's newest activity (a task finished); absent: none yet. */
  lastActivityAt?: number;
  /** When each task still under way started. */
  running: readonly number[];
  /** Asleep by its schedule, presence switched off, or stopping: shown offline whatever it does. */
  offline: boolean;
  /** When the persona next falls asleep by its schedule, if it does. */
  sleepsAt?: number;
  /** Spreads the pause (the persona's name). */
  seed: string;
}

export interface PresenceDecision {
  /** The presence to set now; absent: the account already shows the right one. */
  set?: boolean;
  /** When to look again; absent: nothing changes until the next activity. */
  checkAt?: number;
}

/**
 * Online while the persona works and for a pause after its last activity, offline otherwise;
 * "online" is set once and then only refreshed before Telegram lets it lapse. Pure.
 */
export function decidePresence(f: PresenceFacts): PresenceDecision {
  const busyUntil = f.running.map((start) => Math.min(f.now, start + BUSY_CAP_MS));
  const last = Math.max(f.lastActivityAt ?? Number.NEGATIVE_INFINITY, ...busyUntil);
  const onlineUntil = Number.isFinite(last) ? last + offlinePauseMs(f.seed, last) : undefined;
  if (f.offline || onlineUntil === undefined || f.now >= onlineUntil)
    return f.shown.online ? { set: false } : {};
  const due = !f.shown.online || f.now >= f.shown.setAt + PRESENCE_REFRESH_MS;
  const setAt = due || !f.shown.online ? f.now : f.shown.setAt;
  let checkAt = Math.min(onlineUntil, setAt + PRESENCE_REFRESH_MS);
  if (f.sleepsAt !== undefined && f.sleepsAt > f.now) checkAt = Math.min(checkAt, f.sleepsAt);
  return due ? { set: true, checkAt } : { checkAt };
}

export interface PresenceOptions {
  clock: Clock;
  log: Logger;
  /** Sets the account's presence (`TelegramPort.setPresence`). */
  set: (online: boolean) => Promise<void>;
  /** The persona's `presence` setting, read at each decision (it applies on reload). */
  enabled: () => boolean;
  asleep: (at: number) => boolean;
  sleepsAt?: (at: number) => number | undefined;
  seed: string;
}

/**
 * Shows the persona online while it works (reads, turns, sends) and offline after a pause, at
 * once when it falls asleep and when it stops. One request per change, in order; a failed one
 * is logged and not repeated (Telegram lets "online" lapse by itself).
 */
export class PresenceController {
  readonly #o: PresenceOptions;
  #shown: ShownPresence = { online: false };
  #last: number | undefined;
  readonly #running = new Map<string, number>();
  #timer: Timer | undefined;
  #sending: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(options: PresenceOptions) {
    this.#o = options;
  }

  get online(): boolean {
    return this.#shown.online;
  }

  /** A moment of activity with no duration. */
  activity(): void {
    this.#last = this.#o.clock.now();
    this.#decide();
  }

  /** Work under way (a task), until `finished` with the same key. */
  started(key: string): void {
    this.#running.set(key, this.#o.clock.now());
    this.#decide();
  }

  finished(key: string): void {
    if (!this.#running.delete(key)) return;
    this.activity();
  }

  /**
   * Offline now (when shown online), and nothing more afterwards. Waits at most `graceMs` for
   * Telegram's answer: a shutdown is not held up by a dead connection (Telegram lets "online"
   * lapse by itself).
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.#stopped = true;
    this.#running.clear();
    this.#decide();
    const grace = new AbortController();
    await Promise.race([this.#sending, this.#o.clock.sleep(graceMs, grace.signal).catch(() => {})]);
    grace.abort();
  }

  #decide(): void {
    const { clock, seed } = this.#o;
    const now = clock.now();
    const decision = decidePresence({
      now,
      shown: this.#shown,
      lastActivityAt: this.#last,
      running: [...this.#running.values()],
      offline: this.#stopped || !this.#o.enabled() || this.#o.asleep(now),
      sleepsAt: this.#o.sleepsAt?.(now),
      seed,
    });
    this.#timer?.cancel();
    this.#timer = undefined;
    if (decision.set !== undefined) this.#send(decision.set, now);
    if (decision.checkAt !== undefined && !this.#stopped)
      this.#timer = clock.timer(Math.max(0, decision.checkAt - now), () => this.#decide(), {
        background: true,
      });
  }

  #send(online: boolean, now: number): void {
    this.#shown = online ? { online: true, setAt: now } : { online: false };
    this.#sending = this.#sending.then(() =>
      this.#o.set(online).catch((err: unknown) => {
        this.#o.log.debug('presence not set', { online, reason: errorMessage(err) });
      }),
    );
  }
}

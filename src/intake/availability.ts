import { type Activity, activityAt, nextActivity, wakeTime } from '../config/schedule.js';
import { DELAY_SPREAD, spreadAround, spreadBy, WAKE_SPREAD_MS } from '../support/spread.js';
import type { ChatId, MessageId } from '../telegram/types.js';

/**
 * How available the persona is, by its schedule, and when a turn for new messages starts. Pure:
 * the moment is always given.
 */
export type Availability =
  /** No activity at this moment (or no schedule): answered as without a schedule. */
  | { kind: 'free' }
  | { kind: 'awake'; activity: string; responsiveness: number }
  | { kind: 'asleep'; activity: string; wakeAt: number };

export function availabilityAt(schedule: readonly Activity[], timeZone: string, ms: number): Availability {
  const current = activityAt(schedule, timeZone, ms);
  if (!current) return { kind: 'free' };
  const { name, asleep, responsiveness } = current.activity;
  if (!asleep) return { kind: 'awake', activity: name, responsiveness };
  return { kind: 'asleep', activity: name, wakeAt: wakeTime(schedule, timeZone, ms) ?? current.endMs };
}

/** The wait before reading at responsiveness 0 and at 100. */
const SLOWEST_MS = 300_000;
const FASTEST_MS = 3_000;

/**
 * The wait between a burst's first message and the persona reading it, by its schedule: exponential in
 * responsiveness, 300 s × 100^(−r/100), so every 50 points divide it by ten: 5 min at 0, 30 s
 * at 50, 3 s at 100. People check a phone at a rate, not on a line: a step from 90 to 100 matters
 * as much as one from 0 to 10.
 */
export function responsivenessDelayMs(responsiveness: number): number {
  const r = Math.min(100, Math.max(0, responsiveness));
  return Math.round(SLOWEST_MS * (FASTEST_MS / SLOWEST_MS) ** (r / 100));
}

/**
 * When the persona gets to a chat after sleep: ten minutes after the wake-up, spread by ±10
 * minutes, seeded by persona, chat and the wake-up itself, so chats are not all read on the stroke
 * of the alarm and a replay of the same night gives the same times. Never before the wake-up:
 * asleep means asleep.
 */
export function wakeInChat(wakeAt: number, persona: string, chatId: ChatId): number {
  return spreadAround(wakeAt + WAKE_SPREAD_MS, WAKE_SPREAD_MS, `${persona}:${chatId}:wake:${wakeAt}`);
}

/** However long a burst goes on, its turn starts at most this many debounce periods after it began. */
export const MAX_DEBOUNCE_PERIODS = 3;

export interface TurnTiming {
  now: number;
  /** When the burst this turn answers began (its first unanswered message). */
  since: number;
  debounceMs: number;
  /** How long reading the message takes (`readingTimeMs`): the turn marks the chat read, so it waits that long. */
  readingMs?: number;
  /** The persona's availability at a moment; absent without a schedule. */
  availability?: (ms: number) => Availability;
  /** An admin's direct message while `wake_for_admins` is on: sleep does not hold it back. */
  wakes?: boolean;
  /**
   * Whose message this is: the reading and answering delays vary by ±20 % and the wake-up by ±10
   * minutes, seeded by it. Absent: the delays are exact.
   */
  spread?: { persona: string; chatId: ChatId; messageId: MessageId };
}

/**
 * When a message's turn starts: the one place that decides it (partner typing may later move a
 * waiting turn back). The debounce gathers a burst into one turn (never more than three periods
 * in all), and the turn, which marks the chat read, waits at least the message's reading time
 * from the burst's start; by a schedule, the persona reads only once its responsiveness delay has
 * passed since the burst began, and while asleep not before it wakes. Without a schedule, or in
 * free time, only the debounce and the reading time apply.
 */
export function turnDueTime(t: TurnTiming): number {
  const spread = t.spread;
  const seed = spread && `${spread.persona}:${spread.chatId}:${spread.messageId}`;
  const vary = (ms: number, what: string) => (seed ? spreadBy(ms, DELAY_SPREAD, `${seed}:${what}`) : ms);
  const woken = (wakeAt: number) => (spread ? wakeInChat(wakeAt, spread.persona, spread.chatId) : wakeAt);
  const debounced = Math.max(
    Math.min(t.now + t.debounceMs, t.since + MAX_DEBOUNCE_PERIODS * t.debounceMs),
    t.since + vary(t.readingMs ?? 0, 'read'),
  );
  if (!t.availability) return debounced;
  const now = t.availability(t.now);
  let due = debounced;
  if (now.kind === 'awake')
    due = Math.max(debounced, t.since + vary(responsivenessDelayMs(now.responsiveness), 'answer'));
  if (now.kind === 'asleep' && !t.wakes) due = Math.max(debounced, woken(now.wakeAt));
  if (t.wakes) return due;
  // A reading delay that runs into the night ends when the persona wakes.
  const then = t.availability(due);
  return then.kind === 'asleep' ? Math.max(due, woken(then.wakeAt)) : due;
}

/**
 * When the persona next falls asleep after an instant (within the coming week), by its
 * schedule; undefined when it is asleep already or never sleeps. Pure.
 */
export function nextSleepAt(schedule: readonly Activity[], timeZone: string, ms: number): number | undefined {
  if (schedule.length === 0 || activityAt(schedule, timeZone, ms)?.activity.asleep) return undefined;
  let at = ms;
  for (let i = 0; i < schedule.length * 8; i++) {
    const next = nextActivity(schedule, timeZone, at);
    if (!next) return undefined;
    if (next.activity.asleep) return next.startMs;
    at = next.startMs;
  }
  return undefined;
}

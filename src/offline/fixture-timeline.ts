/**
 * What happens after a fixture's `now`: the `incoming` messages and the time the replay runs to
 * (`until`). Kept apart from the fixture's shape so the loader's other checks stay small.
 */

/** `+` and one or more amounts with a unit: `+90s`, `+5min`, `+1h30m`, `+2d`, `+500ms`. */
export const RELATIVE_TIME = /^\+(?:\d+(?:\.\d+)?(?:ms|s|min|m|h|d))+$/;

const UNIT_MS: Readonly<Record<string, number>> = {
  ms: 1,
  s: 1_000,
  m: 60_000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/**
 * The replay clock runs from 1970 to the end of 9999: before 1970 its timers never come due, and
 * past 9999 no time can be printed.
 */
export const REPLAY_CLOCK_MS = { min: 0, max: Date.parse('9999-12-31T23:59:59.999Z') } as const;

/** Why a moment is outside the replay clock's range, or undefined when it is inside. */
export function outsideReplayClock(ms: number): string | undefined {
  if (Number.isFinite(ms) && ms >= REPLAY_CLOCK_MS.min && ms <= REPLAY_CLOCK_MS.max) return undefined;
  return 'outside the times a replay can run (1970-01-01 to 9999-12-31)';
}

/** The ms since the epoch of a fixture time: an ISO time, or `+duration` after `nowMs`. */
export function fixtureTimeMs(text: string, nowMs: number): number {
  if (!text.startsWith('+')) return Date.parse(text);
  let ms = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|min|m|h|d)/g))
    ms += Number(amount) * (UNIT_MS[unit ?? ''] ?? 0);
  return nowMs + Math.round(ms);
}

export interface FixtureArrival {
  /** Index in `incoming`. */
  index: number;
  /** When it arrives, ms since the epoch. */
  atMs: number;
}

export interface FixtureTimeline {
  /** The `incoming` messages in the order they arrive. */
  arrivals: FixtureArrival[];
  /** Where the replay's clock stops; undefined: when the agent has nothing left to do. */
  untilMs: number | undefined;
}

type Fail = (fieldPath: (string | number)[], reason: string) => never;

/**
 * Resolves and checks the timeline: every arrival after `now` and in order, `until` after `now`
 * and not before the last arrival (a message due later would never arrive).
 */
export function fixtureTimeline(
  fixture: { incoming: readonly { at: string }[]; until?: string | undefined },
  nowMs: number,
  fail: Fail,
): FixtureTimeline {
  const now = new Date(nowMs).toISOString();
  const arrivals: FixtureArrival[] = [];
  fixture.incoming.forEach((message, index) => {
    const atMs = fixtureTimeMs(message.at, nowMs);
    const outside = outsideReplayClock(atMs);
    if (outside) fail(['incoming', index, 'at'], `${message.at} is ${outside}`);
    if (atMs <= nowMs) fail(['incoming', index, 'at'], `${message.at} is not after now (${now})`);
    const previous = arrivals.at(-1);
    if (previous && atMs < previous.atMs)
      fail(
        ['incoming', index, 'at'],
        `arrives before incoming[${previous.index}]; list incoming messages in the order they arrive`,
      );
    arrivals.push({ index, atMs });
  });
  if (fixture.until === undefined) return { arrivals, untilMs: undefined };
  const untilMs = fixtureTimeMs(fixture.until, nowMs);
  const outside = outsideReplayClock(untilMs);
  if (outside) fail(['until'], `${fixture.until} is ${outside}`);
  if (untilMs <= nowMs) fail(['until'], `${fixture.until} is not after now (${now})`);
  const last = arrivals.at(-1);
  if (last && last.atMs > untilMs)
    fail(
      ['incoming', last.index, 'at'],
      `arrives after until (${new Date(untilMs).toISOString()}), so it would never be delivered`,
    );
  return { arrivals, untilMs };
}

/** Seconds per unit a `wait` may name. An absent unit means seconds, as the prompt documents. */
const UNIT_SECONDS: Readonly<Record<string, number>> = {
  ms: 0.001,
  msec: 0.001,
  millisecond: 0.001,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  d: 86_400,
  day: 86_400,
  w: 604_800,
  wk: 604_800,
  week: 604_800,
};

export type DelayReading = { seconds: number } | { error: string };

/**
 * `delay: 30`, `delay: 5 minutes`, `Delay = 1.5h`, `500ms`, `2 days`, `wait 10 s`, or a bare `30`.
 * A number without a unit is seconds; a unit it does not know is an error, never a guess (a
 * "5 moons" wait must not become five seconds). Pure.
 */
export function readDelay(body: string): DelayReading {
  const lines = body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const text = (lines.find((line) => /^(?:delay|wait|pause|duration)\b/i.test(line)) ?? lines[0] ?? '')
    .replace(/^(?:delay|wait|pause|duration|for)\s*[:=]?\s*/i, '')
    .replace(/[.!]+$/, '')
    .replace(/^[([`*"']+|[)\]`*"']+$/g, '')
    .trim();
  const match = /^(\d+(?:[.,]\d+)?)\s*([a-zA-Z]*)\.?$/.exec(text);
  if (!match) {
    const number = /(\d+(?:\.\d+)?)\s*([^\s\d]*)/.exec(text);
    return number?.[2]
      ? { error: `unknown delay unit "${number[2]}"` }
      : { error: 'wait block needs "delay: <number> [unit]"' };
  }
  const amount = Number((match[1] ?? '').replace(',', '.'));
  const unit = unitSeconds(match[2] ?? '');
  if (unit === undefined) return { error: `unknown delay unit "${match[2]}"` };
  return { seconds: amount * unit };
}

function unitSeconds(raw: string): number | undefined {
  const unit = raw.toLowerCase();
  if (unit === '') return 1;
  return UNIT_SECONDS[unit] ?? UNIT_SECONDS[unit.replace(/s$/, '')];
}

/** The seconds of a delay body, or undefined when it cannot be read. */
export function parseDelay(body: string): number | undefined {
  const reading = readDelay(body);
  return 'seconds' in reading ? reading.seconds : undefined;
}

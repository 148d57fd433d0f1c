import {
  formatInterval,
  MIN_INTERVAL_MINUTES,
  parseInterval,
  parseLocalStart,
  START_FORMS,
} from './event-time.js';
import type { EventStep } from './types.js';

/** Most occurrences one event may have: a plan, not a timer loop. */
export const MAX_EVENT_TIMES = 1000;

const FIELD = /^\s*[-*]?\s*(at|when|every|repeat|times|count|what)\s*:\s*(.*)$/i;
const ID = /^#?(e\d+)\b[\s:—–-]*/i;
const CANCEL = /^(?:cancel(?:led)?|delete|remove|drop)\.?$/i;
const ONCE = /^(?:once|none|no|never|-)$/i;

/**
 * Reads an `# «event»` block: an optional id on the heading line (`e3`), `at:`, `every:`,
 * `times:` lines and the intent (every other line, joined into one). Pure: the time is checked for
 * its form only (`at` is resolved against the clock when the step is planned). An id with nothing
 * else, or with `cancel`, cancels that event.
 */
export function parseEventBlock(rest: string, body: string): { step: EventStep } | { error: string } {
  const named = ID.exec(rest.trim());
  const heading = named ? rest.trim().slice(named[0].length) : rest.trim();
  const step: EventStep = {};
  if (named?.[1]) step.id = named[1].toLowerCase();
  const intent: string[] = [];
  for (const line of [heading, ...body.split('\n')]) {
    const field = FIELD.exec(line);
    if (!field) {
      if (line.trim()) intent.push(line.trim());
      continue;
    }
    const name = (field[1] ?? '').toLowerCase();
    const value = (field[2] ?? '').trim();
    const error = readField(step, name, value, intent);
    if (error) return { error };
  }
  const what = intent.join(' ').replace(/\s+/g, ' ').trim();
  const fields = step.at !== undefined || step.every !== undefined || step.times !== undefined;
  if (step.id !== undefined && !fields && (what === '' || CANCEL.test(what))) {
    return { step: { id: step.id, cancel: true } };
  }
  if (what) step.what = what;
  if (step.id === undefined) {
    if (step.at === undefined) return { error: `event block needs \`at:\` (${START_FORMS})` };
    if (!step.what) return { error: 'event block needs a line saying what the plan is' };
    if (step.times !== undefined && step.times > 1 && (step.every === undefined || step.every === 'once'))
      return { error: 'event block gives `times:` without `every:`' };
  }
  return { step };
}

/** One field line into the step; the reason when its value cannot be read. */
function readField(step: EventStep, name: string, value: string, intent: string[]): string | undefined {
  switch (name) {
    case 'at':
    case 'when':
      // Only the form is checked here: a bare time's day depends on the clock.
      if (parseLocalStart(value, 0, 'UTC') === undefined)
        return `event \`at: ${value}\` cannot be read as a time (write ${START_FORMS})`;
      step.at = value;
      return undefined;
    case 'every':
    case 'repeat': {
      if (ONCE.test(value)) {
        step.every = 'once';
        return undefined;
      }
      const every = parseInterval(value);
      if (!every) return `event \`every: ${value}\` is not an interval such as 30m, 2h, 1d or 1w`;
      if (every.unit === 'minutes' && every.minutes < MIN_INTERVAL_MINUTES)
        return `event \`every: ${value}\` is shorter than ${MIN_INTERVAL_MINUTES}m`;
      step.every = formatInterval(every);
      return undefined;
    }
    case 'times':
    case 'count': {
      const times = /^(\d{1,4})(?:\s*(?:times?|x))?$/i.exec(value);
      const n = Number(times?.[1]);
      if (!times || n < 1 || n > MAX_EVENT_TIMES)
        return `event \`times: ${value}\` is not a number from 1 to ${MAX_EVENT_TIMES}`;
      step.times = n;
      return undefined;
    }
    default:
      intent.push(value);
      return undefined;
  }
}

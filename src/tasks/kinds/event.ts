import { z } from 'zod';
import { instantOf } from '../../config/schedule.js';
import { parseLocalStart } from '../event-time.js';
import {
  defineStep,
  type EventPlanning,
  firstField,
  noLogFields,
  oneLine,
  type PlanOutcome,
  stringOf,
} from './define.js';

/** An `# «event»` block: its local start, how it recurs, its intent (checked for form, not yet for time). */
const step = z.object({
  /** `e3`: the event to change or cancel; absent: a new one. */
  id: z.string().optional(),
  /** The local start as written: `2026-05-03 09:00` or `09:00` (its next occurrence). */
  at: z.string().optional(),
  /** `30m`, `2h`, `1d`, `1w` (normalised), or `once` to stop a recurring one recurring. */
  every: z.string().optional(),
  /** Occurrences from the next one on; absent with `every`: until cancelled. */
  times: z.number().int().min(0).optional(),
  /** The one-line intent, shown to the persona when the event is due. */
  what: z.string().optional(),
  /** The block named an event and nothing else: it is cancelled. */
  cancel: z.boolean().optional(),
});

/** An event as planned: its start resolved to a local day and minute in the persona's zone. */
const params = step.omit({ at: true }).extend({
  /** Local calendar day (days since 1970-01-01) and minute of the start. */
  start: z.object({ day: z.number().int(), minute: z.number().int().min(0).max(1439) }).optional(),
});

const whatField = firstField(['what', 'text', 'content', 'intent', 'body', 'value']);

export type EventStep = z.output<typeof step>;
export type EventTaskParams = z.output<typeof params>;

/**
 * A plan of the persona in this chat: no id adds one, an id with fields changes those fields,
 * `cancel` ends it.
 */
export const event = defineStep({
  step,
  params,
  aliases: [],
  quiet: true,
  json: {
    // An event's fields as the lines of its block, then its intent.
    body: (record) => {
      const fields = ['at', 'every', 'times'].flatMap((key) => {
        const value = stringOf(record[key]);
        return value === undefined ? [] : [`${key}: ${value}`];
      });
      return [...fields, whatField(record)].join('\n').trim();
    },
    keyed: true,
  },
  message: undefined,
  plan: (written, context) => planEvent(written, context.events),
  describe: describeEvent,
  logFields: noLogFields,
});

/**
 * An event step with its start resolved in the persona's zone. A new or changed plan needs an
 * earlier conversation in the chat (a cancel never does); a new one-off already past is dropped
 * (a change is checked against the event it changes when it is carried out).
 */
function planEvent(step: EventStep, events: EventPlanning | undefined): PlanOutcome<EventTaskParams> {
  const label = step.id === undefined ? 'event' : `event ${step.id}`;
  if (step.cancel) {
    if (step.id === undefined) return { drop: 'event cancel dropped: no event id' };
    return { params: { id: step.id, cancel: true } };
  }
  if (!events) return { drop: `${label} dropped: plans are not kept here` };
  if (!events.earlierConversation)
    return { drop: `${label} dropped: the other side has not written in this chat yet` };
  const params: EventTaskParams = {};
  if (step.id !== undefined) params.id = step.id;
  if (step.at !== undefined) {
    const start = parseLocalStart(step.at, events.now, events.timeZone);
    if (!start) return { drop: `${label} dropped: \`at: ${step.at}\` is not a local time` };
    const once = step.every === undefined || step.every === 'once';
    if (step.id === undefined && once && instantOf(start.day, start.minute, events.timeZone) <= events.now)
      return { drop: `${label} dropped: ${step.at} has already passed` };
    params.start = start;
  }
  // Only what the model wrote: a change keeps every field it leaves out.
  if (step.every !== undefined) params.every = step.every;
  if (step.times !== undefined) params.times = step.times;
  if (step.what !== undefined) params.what = step.what;
  return { params };
}

/** `event e3 09:00, every 1d, 3 times: Ask Alice`; `event e3: cancel`. */
function describeEvent(step: EventStep): string {
  const name = `event${step.id === undefined ? '' : ` ${step.id}`}`;
  if (step.cancel === true) return `${name}: cancel`;
  const when: string[] = [];
  if (step.at !== undefined) when.push(step.at);
  if (step.every !== undefined) when.push(step.every === 'once' ? 'once' : `every ${step.every}`);
  if (step.times !== undefined) when.push(`${step.times} times`);
  const what = step.what === undefined ? '' : `: ${oneLine(step.what)}`;
  return `${name}${when.length > 0 ? ` ${when.join(', ')}` : ''}${what}`;
}

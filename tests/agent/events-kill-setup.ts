import type { Persona } from '../../src/config/resolved.js';
import { EventRepo } from '../../src/store/events.js';
import { MessageLog } from '../../src/store/messages.js';
import { openStore } from '../../src/store/open.js';
import { type EventRule, occurrenceAt, occurrenceCount } from '../../src/tasks/event-time.js';
import { inbound, persona } from '../helpers.js';

/** What the event kill test runs: a persona in Berlin who sleeps at night, three chats, varied plans. */
export const KILL_CHATS = ['7', '8', '9'] as const;
export const START_MS = Date.parse('2026-03-27T20:00:00Z');
/** Over the change to summer time (29 March) and three nights. */
export const END_MS = Date.parse('2026-03-30T12:00:00Z');
/** How far the child's clock moves between announcements. */
export const STEP_MS = 10 * 60_000;
const TZ = 'Europe/Berlin';

export const KILL_PERSONA: Persona = persona({
  name: 'Heidi',
  timezone: TZ,
  schedule: [
    { name: 'asleep', startMinute: 23 * 60, endMinute: 7 * 60, responsiveness: 0, asleep: true },
    { name: 'at work', startMinute: 9 * 60, endMinute: 17 * 60, responsiveness: 60, asleep: false },
  ],
});

/** A plan as the parent seeds it (and later checks every occurrence of). */
export interface SeededPlan {
  chatId: string;
  what: string;
  rule: EventRule;
}

const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

export const KILL_PLANS: readonly SeededPlan[] = [
  {
    chatId: '7',
    what: 'good morning',
    rule: { startDay: day('2026-03-28'), startMinute: 9 * 60, every: { unit: 'days', days: 1 } },
  },
  {
    chatId: '7',
    what: 'every half hour',
    rule: { startDay: day('2026-03-27'), startMinute: 22 * 60, every: { unit: 'minutes', minutes: 30 } },
  },
  {
    chatId: '8',
    what: 'hourly, twelve times',
    rule: {
      startDay: day('2026-03-28'),
      startMinute: 6 * 60 + 15,
      every: { unit: 'minutes', minutes: 60 },
      times: 12,
    },
  },
  {
    chatId: '8',
    what: 'at the change to summer time',
    rule: { startDay: day('2026-03-29'), startMinute: 2 * 60 + 30 },
  },
  { chatId: '9', what: 'once in the afternoon', rule: { startDay: day('2026-03-28'), startMinute: 15 * 60 } },
  {
    chatId: '9',
    what: 'every two hours',
    rule: { startDay: day('2026-03-27'), startMinute: 21 * 60 + 5, every: { unit: 'minutes', minutes: 120 } },
  },
];

/** A fresh database with the plans and one message from each chat's partner (the earlier conversation). */
export async function seedKillDatabase(file: string): Promise<string[]> {
  const store = await openStore(file);
  try {
    const events = new EventRepo(store.db, () => START_MS);
    const messages = new MessageLog(store.db, () => START_MS);
    for (const chatId of KILL_CHATS)
      await messages.remember('Heidi', inbound({ id: 1, chatId, senderId: chatId, text: 'hi' }), {
        handled: true,
      });
    const ids: string[] = [];
    for (const plan of KILL_PLANS) {
      const { id } = await events.write('Heidi', plan.chatId, {
        what: plan.what,
        timeZone: TZ,
        rule: plan.rule,
        done: 0,
        nextAt: occurrenceAt(plan.rule, 0, TZ),
      });
      ids.push(id);
    }
    return ids;
  } finally {
    await store.close();
  }
}

/** How many occurrences of a plan fall at or before `untilMs`. */
export function occurrencesBy(plan: SeededPlan, untilMs: number): number {
  const count = occurrenceCount(plan.rule);
  let n = 0;
  while (n < count && occurrenceAt(plan.rule, n, TZ) <= untilMs) n += 1;
  return n;
}

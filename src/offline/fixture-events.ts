import type { PlannedEvent } from '../store/events.js';
import { EventRepo } from '../store/events.js';
import type { Store } from '../store/open.js';
import {
  type EventRule,
  formatInterval,
  formatLocalStart,
  occurrenceAt,
  parseInterval,
  parseLocalStart,
  remainingRule,
} from '../tasks/event-time.js';
import type { ChatId } from '../telegram/types.js';
import { type EventJson, jsonId } from '../terminal/results.js';
import { fixtureConversation } from './fixture.js';
import type { Fixture } from './fixture-schema.js';

/**
 * Stores the plans a fixture says the persona has when the replay starts, under their ids, in
 * the persona's zone. Caps do not apply and a time already past is kept: the fixture states what
 * is there. `at` is the next occurrence and `times` what is left from it.
 */
export async function seedFixtureEvents(
  store: Store,
  agent: string,
  fixture: Fixture,
  timeZone: string,
  nowMs: number,
): Promise<void> {
  const repo = new EventRepo(store.db, () => nowMs);
  for (const seed of fixture.events ?? []) {
    const start = parseLocalStart(seed.at, nowMs, timeZone);
    if (!start) continue; // the loader's schema has read it already
    const rule: EventRule = { startDay: start.day, startMinute: start.minute };
    rule.every = seed.every === undefined ? undefined : parseInterval(seed.every);
    rule.times = rule.every ? seed.times : undefined;
    await repo.restore(agent, seed.chat ?? fixtureConversation(fixture), seed.id, {
      what: seed.what,
      timeZone,
      rule,
      done: 0,
      nextAt: occurrenceAt(rule, 0, timeZone),
    });
  }
}

/**
 * An event in the fixture's `events:` shape: its next occurrence as local time in its own zone
 * and what is left of it, so a fixture written from it stores the same event again.
 */
export function eventField(event: PlannedEvent, chatId?: ChatId): EventJson {
  const rest = remainingRule(event.rule, event.done, event.timeZone);
  // Keys in reading order; an absent one is left out of the JSON and the YAML.
  return {
    id: event.id,
    chat: chatId === undefined ? undefined : jsonId(chatId),
    at: formatLocalStart(rest.startDay, rest.startMinute),
    every: rest.every ? formatInterval(rest.every) : undefined,
    times: rest.every ? rest.times : undefined,
    what: event.what,
  };
}

/** Every plan of the persona after the replay, soonest first (`replay --json` `events`). */
export async function eventsJson(store: Store, agent: string): Promise<EventJson[]> {
  const events = await new EventRepo(store.db, () => 0).ofAgent(agent);
  return events.map((e) => eventField(e, e.chatId));
}

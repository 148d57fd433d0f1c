import type { AccessPolicy } from '../config/persona-schema.js';
import { instantOf, localMoment } from '../config/schedule.js';
import type { EngineStore } from '../store/engine.js';
import type { EventLogEntry, PlannedEvent } from '../store/events.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import { CATCH_UP_MS, type DueStep, dueStep, occurrenceAt } from '../tasks/event-time.js';
import type { ChatPausePort } from '../tasks/journal.js';
import type { TurnTrigger } from '../tasks/types.js';
import type { TelegramPort } from '../telegram/port.js';
import type { ChatId, ChatInfo } from '../telegram/types.js';
import { CAP_WINDOW_MS, type EventCaps, type FireFacts, fireRefusal, openPolicy } from './event-guard.js';

export interface EventFiringDeps {
  agent: string;
  store: EngineStore;
  log: Logger;
  pauses?: ChatPausePort;
  port: Pick<TelegramPort, 'chat' | 'me'>;
  policy: AccessPolicy;
  admins: readonly string[];
  caps: EventCaps;
  /** Appends the turn a plan starts, inside the transaction that moves the plan on. */
  appendTurn: (store: EngineStore, chatId: ChatId, trigger: TurnTrigger) => Promise<void>;
}

/**
 * Handles every plan of the persona due at `now`: each in one transaction that moves it on
 * (its log says what each passed occurrence did) and, when it fires, appends its turn. A kill
 * before the commit leaves the plan due (it fires after the restart, if still under an hour
 * late); after it, the turn is stored and the plan has moved on: never twice, never lost.
 * Returns the chats that got a turn, for the caller to wake.
 */
export async function fireDueEvents(deps: EventFiringDeps, now: number): Promise<ChatId[]> {
  const woken: ChatId[] = [];
  const due = await deps.store.events.due(deps.agent, now);
  const log = due.length > 1 ? await deps.store.events.logSince(deps.agent, now - CAP_WINDOW_MS) : [];
  // Within a chat's daily cap, a plan that already fired today yields to one that has not.
  const order = due.map((event) => ({ event, fired: firedToday(log, event, now) }));
  order.sort((a, b) => Number(a.fired) - Number(b.fired));
  for (const { event } of order) {
    try {
      if (await fireOne(deps, event, now)) woken.push(event.chatId);
    } catch (err) {
      // One plan whose chat cannot be read must not hold back the others.
      deps.log.error('planned event not handled; tried again later', {
        chat: event.chatId,
        event: event.id,
        reason: errorMessage(err),
      });
    }
  }
  return woken;
}

async function fireOne(deps: EventFiringDeps, event: PlannedEvent, now: number): Promise<boolean> {
  const { agent, log } = deps;
  const step = dueStep(event.rule, event.done, now, event.timeZone);
  const lines = passedOver(event, step, now);
  const outside = step.fire ? await factsOutside(deps, event.chatId) : undefined;
  const outcome = await deps.store.transaction(async (store) => {
    const ofChat = await store.events.ofChat(agent, event.chatId);
    const current = ofChat.find((e) => e.id === event.id);
    // Changed or cancelled since it was read: the writer's wake brings it back in the next pass.
    if (!current || !sameVersion(current, event)) return 'changed' as const;
    const fire = step.fire;
    if (!fire || !outside) {
      await store.events.advance(event, step, lines);
      return 'passed' as const;
    }
    const since = now - CAP_WINDOW_MS;
    const log = await store.events.logSince(agent, since);
    const dayEnd = localDayEnd(now, event.timeZone);
    const refusal = fireRefusal({
      ...outside,
      firedInChat: await store.events.firedSince(agent, since, event.chatId),
      firedByPersona: await store.events.firedSince(agent, since),
      // A plan's turn that delivered after the other side's newest message is a check-in still unanswered.
      unanswered: await store.events.checkInsSince(agent, outside.partnerAt + 1, event.chatId),
      firedToday: firedToday(log, event, now),
      waitingToday: ofChat.filter((e) => e.id !== event.id && e.nextAt < dayEnd && !firedToday(log, e, now))
        .length,
      caps: deps.caps,
    });
    const line: EventLogEntry = {
      chatId: event.chatId,
      eventId: event.id,
      occurrence: fire.n,
      dueAt: fire.at,
      outcome: refusal === undefined ? 'fired' : 'skipped',
    };
    line.reason = refusal;
    await store.events.advance(event, step, [...lines, line]);
    if (refusal !== undefined) return { refusal };
    await deps.appendTurn(store, event.chatId, {
      kind: 'event',
      id: event.id,
      what: event.what,
      dueAt: fire.at,
    });
    return 'fired' as const;
  });
  const fields = { chat: event.chatId, event: event.id, skipped: lines.length };
  if (outcome === 'fired') log.info('planned event due: a turn starts', fields);
  else if (typeof outcome === 'object')
    log.info('planned event due but not fired', { ...fields, reason: outcome.refusal });
  else if (outcome === 'passed' && lines.length > 0)
    log.info('planned event occurrences missed while down: skipped', fields);
  return outcome === 'fired';
}

/** Read before the transaction: the pause, who wrote, and (only under a closed policy) the chat from Telegram. */
async function factsOutside(
  deps: EventFiringDeps,
  chatId: ChatId,
): Promise<
  Omit<
    FireFacts,
    'firedInChat' | 'firedByPersona' | 'unanswered' | 'firedToday' | 'waitingToday' | 'caps'
  > & { partnerAt: number }
> {
  const { agent, store, port, policy } = deps;
  const paused = (await deps.pauses?.isPaused(agent, chatId)) === true;
  const me = await port.me();
  const partner = await store.messages.newestFrom(agent, chatId, { not: me.id });
  let chat: Pick<ChatInfo, 'kind' | 'contact'> | undefined;
  if (!openPolicy(policy) && partner)
    chat = await port.chat(chatId).catch((err: unknown) => {
      deps.log.warn('chat not read for a planned event', { chat: chatId, reason: errorMessage(err) });
      return undefined;
    });
  const partnerAt = partner ? partner.date * 1000 : 0;
  return { chatId, paused, partner, policy, admins: deps.admins, chat, partnerAt };
}

/** Whether the plan fired since the start of the local day (in its zone) of `now`. */
function firedToday(
  log: readonly (EventLogEntry & { at: number })[],
  event: PlannedEvent,
  now: number,
): boolean {
  const start = instantOf(localMoment(now, event.timeZone).day, 0, event.timeZone);
  return log.some(
    (l) => l.eventId === event.id && l.chatId === event.chatId && l.outcome === 'fired' && l.at >= start,
  );
}

/** The end of the local day of `now`: the next midnight in the zone. */
function localDayEnd(now: number, timeZone: string): number {
  return instantOf(localMoment(now, timeZone).day + 1, 0, timeZone);
}

function sameVersion(a: PlannedEvent, b: PlannedEvent): boolean {
  return a.done === b.done && a.nextAt === b.nextAt && a.updatedAt === b.updatedAt && a.what === b.what;
}

/** The log lines of the occurrences that pass without firing: missed while down, or overtaken by a later one. */
function passedOver(event: PlannedEvent, step: DueStep, now: number): EventLogEntry[] {
  const lines: EventLogEntry[] = [];
  for (let n = event.done; n < step.done; n += 1) {
    if (step.fire?.n === n) continue;
    const dueAt = occurrenceAt(event.rule, n, event.timeZone);
    const reason =
      now - dueAt >= CATCH_UP_MS ? 'missed: more than an hour late' : 'overtaken by a later occurrence';
    lines.push({ chatId: event.chatId, eventId: event.id, occurrence: n, dueAt, outcome: 'skipped', reason });
  }
  return lines;
}

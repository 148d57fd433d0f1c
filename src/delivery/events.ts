import type { EventSettings } from '../config/resolved.js';
import { DEFAULT_EVENTS } from '../config/schema.js';
import { truncate } from '../conversation/sanitize.js';
import type { EngineStore } from '../store/engine.js';
import type { PlannedEvent } from '../store/events.js';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/log.js';
import {
  type EventRule,
  formatLocalInstant,
  parseInterval,
  remainingRule,
  startRule,
} from '../tasks/event-time.js';
import type { StepHandlers, TaskResult } from '../tasks/scheduler.js';
import type { Task } from '../tasks/types.js';

/** Characters of an event's intent; a longer one is cut (it is one line the persona reads back). */
export const EVENT_WHAT_MAX_CHARACTERS = 300;

export interface EventDeps {
  log: Logger;
  clock: Clock;
  /** The persona's time zone now: a new start is read in it. */
  timeZone: () => string;
  /** The persona's caps; the defaults when absent. */
  events: () => EventSettings | undefined;
  /** Told once a write is committed: the event clock sets itself for the soonest plan. */
  changed?: () => void;
}

/**
 * The handler of `event`: adds, changes or cancels one of the persona's plans in this chat, in
 * the transaction that stores the turn's plan (written once, whatever becomes of the plan's
 * messages). A plan over the caps, or one whose time has passed, is refused with a log line; the
 * task still completes, so the rest of the answer goes on.
 */
export function eventHandlers(deps: EventDeps): Pick<StepHandlers<EngineStore>, 'event'> {
  return {
    async event(task): Promise<TaskResult<EngineStore>> {
      return { commit: (store) => writeEvent(deps, store, task), afterCommit: deps.changed };
    },
  };
}

async function writeEvent(deps: EventDeps, store: EngineStore, task: Task<'event'>): Promise<void> {
  const { log } = deps;
  const { params, agent, chatId } = task;
  const chat = { chat: chatId, task: task.id };
  if (params.cancel) {
    if (params.id === undefined) return;
    const cancelled = await store.events.cancel(agent, chatId, params.id);
    if (cancelled) log.info('event cancelled', { ...chat, id: params.id });
    else log.info('event: nothing to cancel under that id in this chat', { ...chat, id: params.id });
    return;
  }
  const all = await store.events.ofAgent(agent);
  const existing =
    params.id === undefined ? undefined : all.find((e) => e.id === params.id && e.chatId === chatId);
  if (params.id !== undefined && !existing) {
    log.info('event: nothing to change under that id in this chat', { ...chat, id: params.id });
    return;
  }
  if (!existing) {
    const caps = deps.events() ?? DEFAULT_EVENTS;
    const inChat = all.filter((e) => e.chatId === chatId).length;
    if (inChat >= caps.perChat || all.length >= caps.perPersona) {
      log.warn('event refused: too many open plans', {
        ...chat,
        inChat,
        perChat: caps.perChat,
        inAll: all.length,
        perPersona: caps.perPersona,
      });
      return;
    }
  }
  const next = nextVersion(task, existing, deps.timeZone());
  if ('error' in next) {
    log.warn(`event refused: ${next.error}`, { ...chat, id: params.id });
    return;
  }
  const started = startRule(next.rule, deps.clock.now(), next.timeZone);
  if ('error' in started) {
    log.warn(`event refused: ${started.error}`, { ...chat, id: params.id });
    return;
  }
  const written = await store.events.write(agent, chatId, {
    id: existing?.id,
    what: next.what,
    timeZone: next.timeZone,
    rule: started.rule,
    done: 0,
    nextAt: started.nextAt,
  });
  log.info(`event ${written.action}`, {
    ...chat,
    id: written.id,
    next: formatLocalInstant(started.nextAt, next.timeZone),
  });
}

/**
 * The event's new rule, intent and zone: a new one from the task alone, a change from what is
 * left of the old one with the fields the task gives. A changed event starts afresh: `times`
 * counts from its next occurrence, as the persona was shown it.
 */
function nextVersion(
  task: Task<'event'>,
  existing: PlannedEvent | undefined,
  personaZone: string,
): { rule: EventRule; what: string; timeZone: string } | { error: string } {
  const { params } = task;
  const what =
    params.what === undefined
      ? existing?.what
      : truncate(params.what.replace(/\s+/g, ' ').trim(), EVENT_WHAT_MAX_CHARACTERS);
  if (!what) return { error: 'no text saying what the plan is' };
  // A start given now is in the persona's zone; otherwise the event keeps the zone it was written in.
  const timeZone = params.start || !existing ? personaZone : existing.timeZone;
  const base = existing ? remainingRule(existing.rule, existing.done, existing.timeZone) : undefined;
  const start = params.start ?? (base ? { day: base.startDay, minute: base.startMinute } : undefined);
  if (!start) return { error: 'no start time' };
  const rule: EventRule = { startDay: start.day, startMinute: start.minute };
  if (params.every === undefined) rule.every = base?.every;
  else if (params.every !== 'once') {
    rule.every = parseInterval(params.every);
    if (!rule.every) return { error: `every: ${params.every} is not an interval` };
  }
  rule.times = rule.every ? (params.times ?? base?.times) : undefined;
  return { rule, what, timeZone };
}

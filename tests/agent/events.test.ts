import { afterEach, describe, expect, it } from 'vitest';
import type { EventCaps } from '../../src/agent/event-guard.js';
import type { AccessPolicy } from '../../src/config/persona-schema.js';
import type { Persona } from '../../src/config/resolved.js';
import type { Activity } from '../../src/config/schedule.js';
import { ReplayClock } from '../../src/offline/replay-clock.js';
import { EventRepo } from '../../src/store/events.js';
import { TurnJournal } from '../../src/store/journal.js';
import { ChatPauses } from '../../src/store/pauses.js';
import { type EventRule, occurrenceAt, parseLocalStart } from '../../src/tasks/event-time.js';
import { world } from './world.js';

/**
 * The persona's own plans firing on the virtual clock: each occurrence at its exact instant
 * (across a change to summer time), once, never lost across restarts, and only where the guard
 * rails let it. Events are seeded straight into the store, as a `# «event»` block would write them.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);
const DAILY = { unit: 'days', days: 1 } as const;

interface Setup {
  start: string;
  persona?: Partial<Persona>;
  events?: Partial<EventCaps>;
  /** Who wrote before the plans are made (default: Alice in chat 7). */
  writers?: string[];
  /** The model's answers, by request (the last repeats); default a short message. */
  replies?: string[];
}

async function setUp(setup: Setup) {
  const clock = new ReplayClock(at(setup.start));
  const w = await world({
    clock,
    persona: { name: 'Heidi', ...setup.persona },
    replies: setup.replies,
    operated: true,
    // Nobody answers the plans here: the unanswered rule is off unless a test is about it.
    runtime: { settings: { events: { maxUnanswered: 1_000, ...setup.events } } },
  });
  cleanups.push(w.cleanup);
  for (const chat of setup.writers ?? ['7']) w.simulator.receive(chat, { from: chat, text: 'hi Heidi' });
  await w.runtime.idle();
  const events = new EventRepo(w.store.db, () => clock.now());
  let runtime = w.runtime;
  return {
    ...w,
    events,
    get runtime() {
      return runtime;
    },
    /** Plans an event in a chat, as the task handler would, and tells the runtime. */
    plan: async (chatId: string, what: string, rule: EventRule, timeZone = BERLIN) => {
      const { id } = await events.write('Heidi', chatId, {
        what,
        timeZone,
        rule,
        done: 0,
        nextAt: occurrenceAt(rule, 0, timeZone),
      });
      runtime.eventsChanged();
      return id;
    },
    /** Runs the world to `iso`: each timer at its own time, the work it starts to its end. */
    runTo: async (iso: string) => {
      // The clock's timer is set once the wake's pass has read the plans.
      await runtime.idle();
      await clock.runUntil(at(iso), () => runtime.idle());
    },
    /** The process dies (stopped), time passes while it is down, a new one starts on the same database. */
    restartAt: async (iso: string) => {
      await runtime.stop();
      clock.advance(at(iso) - clock.now());
      runtime = w.make();
      await runtime.resume();
      await runtime.idle();
    },
    /** What each occurrence did (check-ins, a second line for a fired one, left out). */
    log: async () => (await events.logSince('Heidi', 0)).filter((l) => l.outcome !== 'checked-in'),
    checkIns: async () => (await events.logSince('Heidi', 0)).filter((l) => l.outcome === 'checked-in'),
    eventTurns: () => w.reports.filter((r) => r.trigger?.kind === 'event'),
  };
}

/** Asleep from 23:00 to 08:00 Berlin time. */
const NIGHT: Activity = {
  name: 'asleep',
  startMinute: 23 * 60,
  endMinute: 8 * 60,
  responsiveness: 0,
  asleep: true,
};

/** The rule of a local start (`2026-03-27 09:00`) in Berlin. */
function rule(start: string, more: Partial<EventRule> = {}): EventRule {
  const local = parseLocalStart(start, 0, BERLIN);
  if (!local) throw new Error(`bad start ${start}`);
  return { startDay: local.day, startMinute: local.minute, ...more };
}

describe('the event clock', () => {
  it('fires a daily 09:00 Berlin plan at 08:00Z, then at 07:00Z after the change to summer time', async () => {
    const w = await setUp({ start: '2026-03-26T12:00:00Z' });
    await w.plan('7', 'ask how the exam went', rule('2026-03-27 09:00', { every: DAILY }));
    await w.runTo('2026-03-30T12:00:00Z');
    const log = await w.log();
    expect(log.map((l) => [l.outcome, new Date(l.dueAt).toISOString()])).toEqual([
      ['fired', '2026-03-27T08:00:00.000Z'],
      ['fired', '2026-03-28T08:00:00.000Z'],
      ['fired', '2026-03-29T07:00:00.000Z'],
      ['fired', '2026-03-30T07:00:00.000Z'],
    ]);
    // On the virtual clock each fires at its exact instant.
    expect(log.every((l) => l.at === l.dueAt)).toBe(true);
    expect(w.eventTurns()).toHaveLength(4);
    const [next] = await w.events.ofAgent('Heidi');
    expect(next?.nextAt).toBe(at('2026-03-31T07:00:00Z'));
  });

  it('wakes for a plan sooner than the one it sleeps for, and a cancelled plan never fires', async () => {
    const w = await setUp({ start: '2026-03-26T12:00:00Z' });
    await w.plan('7', 'tomorrow', rule('2026-03-27 09:00'));
    const soon = await w.plan('7', 'soon', rule('2026-03-26 14:00'));
    const cancelled = await w.plan('7', 'never', rule('2026-03-26 15:00'));
    await w.events.cancel('Heidi', '7', cancelled);
    w.runtime.eventsChanged();
    await w.runTo('2026-03-26T14:30:00Z');
    expect((await w.log()).map((l) => [l.eventId, l.outcome, l.at])).toEqual([
      [soon, 'fired', at('2026-03-26T13:00:00Z')],
    ]);
    await w.runTo('2026-03-27T12:00:00Z');
    expect((await w.log()).map((l) => l.eventId)).toEqual([soon, 'e1']);
    // Once-only plans are gone after their occurrence.
    expect(await w.events.ofAgent('Heidi')).toEqual([]);
  });

  it('across restarts neither repeats nor loses an occurrence; missed < 1 h fires once at start, > 1 h is skipped', async () => {
    const w = await setUp({ start: '2026-03-26T12:00:00Z' });
    const id = await w.plan('7', 'good morning', rule('2026-03-27 09:00', { every: DAILY }));
    await w.runTo('2026-03-27T12:00:00Z');
    // Restarted while nothing was due: the next occurrence fires on time, once.
    await w.restartAt('2026-03-27T20:00:00Z');
    await w.runTo('2026-03-28T12:00:00Z');
    // Down over the 29th 07:00Z; back 30 minutes later: it fires at start.
    await w.restartAt('2026-03-29T07:30:00Z');
    // Down over the 30th 07:00Z and the 31st 07:00Z; back two hours after the last: both skipped.
    await w.restartAt('2026-03-31T09:00:00Z');
    await w.runTo('2026-04-01T12:00:00Z');
    const log = await w.log();
    expect(log.map((l) => [l.occurrence, l.outcome, l.reason ?? '', new Date(l.at).toISOString()])).toEqual([
      [0, 'fired', '', '2026-03-27T08:00:00.000Z'],
      [1, 'fired', '', '2026-03-28T08:00:00.000Z'],
      [2, 'fired', '', '2026-03-29T07:30:00.000Z'],
      [3, 'skipped', 'missed: more than an hour late', '2026-03-31T09:00:00.000Z'],
      [4, 'skipped', 'missed: more than an hour late', '2026-03-31T09:00:00.000Z'],
      [5, 'fired', '', '2026-04-01T07:00:00.000Z'],
    ]);
    expect(log.every((l) => l.eventId === id)).toBe(true);
    expect(w.eventTurns()).toHaveLength(4);
  });

  it('puts the trigger in the turn journal and the plan in the request’s turn part', async () => {
    const w = await setUp({ start: '2026-03-26T12:00:00Z' });
    const id = await w.plan('7', 'ask Alice about the “exam”', rule('2026-03-26 14:00'));
    await w.runTo('2026-03-26T14:00:00Z');
    const [turn] = w.eventTurns();
    expect(turn?.trigger).toEqual({
      kind: 'event',
      id,
      what: 'ask Alice about the “exam”',
      dueAt: at('2026-03-26T13:00:00Z'),
    });
    const request = JSON.stringify(turn?.request);
    expect(request).toContain(`Started by: your plan ${id} is due: “ask Alice about the \\"exam\\"”.`);
    expect(request).toContain('Act on your plan now');
    const journal = await new TurnJournal(w.store.db, () => 0).ofChat('Heidi', '7');
    const entry = journal.find((e) => e.turn.trigger === 'event');
    expect(entry?.turn.cause).toEqual(turn?.trigger);
  });
});

describe('guard rails when a plan comes due', () => {
  const reasons = async (w: Awaited<ReturnType<typeof setUp>>) =>
    (await w.log()).map((l) => `${l.eventId} ${l.outcome}${l.reason ? `: ${l.reason}` : ''}`);

  it('skips a plan in a paused chat', async () => {
    const w = await setUp({ start: '2026-03-26T12:00:00Z' });
    await new ChatPauses(w.store.db, () => 0).pause('Heidi', '7');
    await w.plan('7', 'x', rule('2026-03-26 14:00'));
    await w.runTo('2026-03-26T14:00:00Z');
    expect(await reasons(w)).toEqual(['e1 skipped: chat paused by the operator']);
    expect(w.eventTurns()).toEqual([]);
  });

  it('skips a plan in a chat the other side never wrote in', async () => {
    const w = await setUp({ start: '2026-03-26T12:00:00Z' });
    await w.plan('8', 'write to Bob', rule('2026-03-26 14:00'));
    await w.runTo('2026-03-26T14:00:00Z');
    expect(await reasons(w)).toEqual([
      'e1 skipped: no earlier conversation: the other side never wrote in this chat',
    ]);
    expect(w.eventTurns()).toEqual([]);
  });

  it('skips a plan in a chat the access policy would not let start a turn', async () => {
    const closed: AccessPolicy = {
      dmPolicy: 'allowlist',
      allowFrom: ['8'],
      requireMention: false,
      groups: {},
    };
    const w = await setUp({
      start: '2026-03-26T12:00:00Z',
      persona: { access: closed },
      writers: ['7', '8'],
    });
    await w.plan('7', 'Alice is not on the list', rule('2026-03-26 14:00'));
    await w.plan('8', 'Bob is', rule('2026-03-26 14:00'));
    await w.runTo('2026-03-26T14:00:00Z');
    expect(await reasons(w)).toEqual(['e1 skipped: access: this chat may not start a turn', 'e2 fired']);
  });

  it('starts nothing more in a chat after 2 unanswered check-ins, until the other side writes', async () => {
    const w = await setUp({ start: '2026-03-26T12:00:00Z', events: { maxUnanswered: 2 } });
    await w.plan('7', 'check in', rule('2026-03-27 14:00', { every: DAILY, times: 5 }));
    await w.runTo('2026-03-29T20:00:00Z');
    expect(await reasons(w)).toEqual([
      'e1 fired',
      'e1 fired',
      'e1 skipped: unanswered: 2 check-ins since the other side last wrote',
    ]);
    // Each fired plan's turn delivered its message: a check-in, logged when its turn closed.
    expect((await w.checkIns()).map((l) => [l.occurrence, new Date(l.dueAt).toISOString()])).toEqual([
      [0, '2026-03-27T13:00:00.000Z'],
      [1, '2026-03-28T13:00:00.000Z'],
    ]);
    // Alice answers: the next check-in fires again.
    w.simulator.receive('7', { from: '7', text: 'sorry, busy week!' });
    await w.runTo('2026-03-30T20:00:00Z');
    expect((await reasons(w)).at(-1)).toBe('e1 fired');
  });

  it('a plan’s turn that stayed silent is no check-in: only delivered ones count as unanswered', async () => {
    const w = await setUp({
      start: '2026-03-26T12:00:00Z',
      events: { maxUnanswered: 2 },
      // The greeting's turn answers; every plan's turn decides to say nothing.
      replies: ['# «send»\nHello!', '# «think»\nShe is busy, not now.'],
    });
    await w.plan('7', 'check in', rule('2026-03-27 14:00', { every: DAILY, times: 4 }));
    await w.runTo('2026-03-30T20:00:00Z');
    expect(await reasons(w)).toEqual(['e1 fired', 'e1 fired', 'e1 fired', 'e1 fired']);
    expect(w.sends()).toEqual(['Hello!']);
    expect(await w.checkIns()).toEqual([]);
  });

  it('fires at most 3 plans per chat and 20 per persona in 24 hours (the numbers are options)', async () => {
    const w = await setUp({ start: '2026-03-26T12:00:00Z' });
    await w.plan(
      '7',
      'hourly',
      rule('2026-03-26 14:00', { every: { unit: 'minutes', minutes: 60 }, times: 5 }),
    );
    await w.runTo('2026-03-26T20:00:00Z');
    expect(await reasons(w)).toEqual([
      'e1 fired',
      'e1 fired',
      'e1 fired',
      'e1 skipped: daily cap: 3 plans in this chat in 24 h',
      'e1 skipped: daily cap: 3 plans in this chat in 24 h',
    ]);
    const p = await setUp({
      start: '2026-03-26T12:00:00Z',
      events: { firePerPersonaPerDay: 2 },
      writers: ['7', '8'],
    });
    await p.plan('7', 'a', rule('2026-03-26 14:00'));
    await p.plan('8', 'b', rule('2026-03-26 15:00'));
    await p.plan('7', 'c', rule('2026-03-26 16:00'));
    await p.runTo('2026-03-26T20:00:00Z');
    expect(await reasons(p)).toEqual([
      'e1 fired',
      'e2 fired',
      'e3 skipped: daily cap: 2 plans of the persona in 24 h',
    ]);
  });

  it('a chatty plan that fired today yields the chat’s last slot to a due plan that has not', async () => {
    const w = await setUp({ start: '2026-03-26T06:00:00Z' }); // 07:00 in Berlin
    await w.plan(
      '7',
      'ping',
      rule('2026-03-26 07:30', { every: { unit: 'minutes', minutes: 30 }, times: 6 }),
    );
    await w.plan('7', 'good morning', rule('2026-03-26 09:00', { every: DAILY, times: 1 }));
    await w.runTo('2026-03-26T08:45:00Z');
    expect(
      (await w.log()).map(
        (l) =>
          `${new Date(l.dueAt).toISOString().slice(11, 16)} ${l.eventId} ${l.outcome}${l.reason ? `: ${l.reason}` : ''}`,
      ),
    ).toEqual([
      '06:30 e1 fired',
      '07:00 e1 fired',
      '07:30 e1 skipped: yields: 1 other plan in this chat not yet fired today',
      '08:00 e2 fired',
      '08:00 e1 skipped: daily cap: 3 plans in this chat in 24 h',
      '08:30 e1 skipped: daily cap: 3 plans in this chat in 24 h',
    ]);
  });

  it('holds a plan that comes due while the persona sleeps until it wakes', async () => {
    const w = await setUp({
      start: '2026-03-26T12:00:00Z',
      persona: { timezone: BERLIN, schedule: [NIGHT] },
    });
    await w.plan('7', 'early bird', rule('2026-03-27 06:30'));
    await w.runTo('2026-03-27T12:00:00Z');
    expect(await reasons(w)).toEqual(['e1 fired']);
    const [log] = await w.log();
    expect(log?.at).toBe(at('2026-03-27T05:30:00Z'));
    // The turn itself waits for 08:00 Berlin (07:00Z) and the 0–20 minutes it takes her to get to the chat, as a message's turn would.
    expect(w.eventTurns()).toHaveLength(1);
    const answer = w.simulator
      .messages('7')
      .filter((m) => m.out)
      .at(-1);
    expect(answer?.date).toBeGreaterThanOrEqual(at('2026-03-27T07:00:00Z') / 1000);
    expect(answer?.date).toBeLessThan(at('2026-03-27T07:21:00Z') / 1000);
  });

  it('two plans due in one night: the one turn at wake-up names both', async () => {
    const w = await setUp({
      start: '2026-03-26T12:00:00Z',
      persona: { timezone: BERLIN, schedule: [NIGHT] },
    });
    await w.plan('7', 'early bird', rule('2026-03-27 06:30'));
    await w.plan('7', 'second thought', rule('2026-03-27 07:00'));
    await w.runTo('2026-03-27T12:00:00Z');
    expect(await reasons(w)).toEqual(['e1 fired', 'e2 fired']);
    const turns = w.eventTurns();
    expect(turns).toHaveLength(1);
    expect(turns[0]?.trigger).toEqual({
      kind: 'event',
      id: 'e2',
      what: 'second thought',
      dueAt: at('2026-03-27T06:00:00Z'),
    });
    // Acted on at wake-up: the plan due while asleep says when it was due.
    expect(JSON.stringify(turns[0]?.request)).toContain(
      'Also due: your plan e1 “early bird” (planned for 06:30).',
    );
  });
});

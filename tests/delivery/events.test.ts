import { afterEach, describe, expect, it } from 'vitest';
import { eventHandlers } from '../../src/delivery/events.js';
import { EngineStore } from '../../src/store/engine.js';
import { VirtualClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import type { Task, TaskParams } from '../../src/tasks/types.js';
import { tempStore } from '../helpers.js';

const BERLIN = 'Europe/Berlin';
const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function setup(
  caps = { perChat: 2, perPersona: 3, firePerChatPerDay: 3, firePerPersonaPerDay: 20, maxUnanswered: 2 },
) {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  const clock = new VirtualClock(Date.parse('2026-05-03T10:00:00Z')); // 12:00 in Berlin
  const log = memoryLogger();
  const store = new EngineStore(
    t.store.db,
    () => clock.now(),
    () => 'x',
  );
  const handlers = eventHandlers({ log, clock, timeZone: () => BERLIN, events: () => caps });
  let n = 0;
  const task = (params: TaskParams['event'], chatId = '7'): Task<'event'> => ({
    id: `event-${++n}`,
    agent: 'Heidi',
    chatId,
    graphId: 'g',
    seq: n,
    type: 'event',
    params,
    status: 'active',
    dependsOn: [],
    attempts: 1,
    createdAt: clock.now(),
  });
  const run = async (t: Task<'event'>) => {
    const result = await handlers.event(t, { signal: new AbortController().signal, confirmed: () => {} });
    await store.transaction(async (s) => result?.commit?.(s));
  };
  const said = () =>
    log.entries.map((e) => `${e.msg} ${String(e.fields.id ?? '')} ${String(e.fields.next ?? '')}`.trim());
  return { clock, log, store, task, run, said };
}

describe('the event handler', () => {
  it('adds, changes and cancels an event of this chat, logging id, chat and next time', async () => {
    const { store, task, run, said, log } = await setup();
    await run(
      task({ start: { day: day('2026-05-04'), minute: 540 }, every: '1d', times: 3, what: '  Ask Alice  ' }),
    );
    expect(await store.events.ofChat('Heidi', '7')).toMatchObject([
      { id: 'e1', what: 'Ask Alice', timeZone: BERLIN, done: 0, nextAt: Date.parse('2026-05-04T07:00:00Z') },
    ]);
    expect(log.entries[0]?.fields.chat).toBe('7');
    // Only `times` changes: it counts from the next occurrence; start, interval and text stay.
    await run(task({ id: 'e1', times: 2 }));
    const [changed] = await store.events.ofChat('Heidi', '7');
    expect(changed?.rule).toEqual({
      startDay: day('2026-05-04'),
      startMinute: 540,
      every: { unit: 'days', days: 1 },
      times: 2,
    });
    expect(changed?.what).toBe('Ask Alice');
    await run(task({ id: 'e1', cancel: true }));
    expect(await store.events.ofChat('Heidi', '7')).toEqual([]);
    expect(said()).toEqual([
      'event added e1 2026-05-04 09:00 (Mon)',
      'event changed e1 2026-05-04 09:00 (Mon)',
      'event cancelled e1',
    ]);
  });

  it('changes only an event of its own chat, and counts a changed event from its next occurrence', async () => {
    const { store, task, run, said, clock } = await setup();
    await run(
      task({ start: { day: day('2026-05-03'), minute: 780 }, every: '1d', times: 5, what: 'Stretch' }),
    );
    await run(task({ id: 'e1', what: 'Hijack' }, '8'));
    await run(task({ id: 'e1', cancel: true }, '8'));
    // Two occurrences pass; the stored event stands at its third.
    const [e] = await store.events.ofChat('Heidi', '7');
    if (!e) throw new Error('no event');
    await store.events.advance(e, { done: 2, nextAt: Date.parse('2026-05-05T11:00:00Z') }, []);
    clock.advance(Date.parse('2026-05-05T08:00:00Z') - clock.now());
    await run(task({ id: 'e1', every: '2d' }));
    const [moved] = await store.events.ofChat('Heidi', '7');
    expect(moved?.rule).toEqual({
      startDay: day('2026-05-05'),
      startMinute: 780,
      every: { unit: 'days', days: 2 },
      times: 3,
    });
    expect(moved?.what).toBe('Stretch');
    expect(said().slice(1, 3)).toEqual([
      'event: nothing to change under that id in this chat e1',
      'event: nothing to cancel under that id in this chat e1',
    ]);
  });

  it('refuses a new event over the caps per chat and per persona, and a one-off already past', async () => {
    const { store, task, run, log, clock } = await setup();
    const at = { start: { day: day('2026-05-04'), minute: 540 }, what: 'Call' };
    await run(task(at));
    await run(task(at));
    await run(task(at)); // a third in chat 7: over per_chat (2)
    await run(task(at, '8'));
    await run(task(at, '9')); // a fourth in all: over per_persona (3)
    expect((await store.events.ofAgent('Heidi')).map((e) => `${e.chatId}:${e.id}`)).toEqual([
      '7:e1',
      '7:e2',
      '8:e3',
    ]);
    const refused = log.entries.filter((e) => e.msg === 'event refused: too many open plans');
    expect(refused.map((e) => [e.fields.chat, e.fields.inChat, e.fields.inAll])).toEqual([
      ['7', 2, 2],
      ['9', 0, 3],
    ]);
    // Carried out after its time (the turn waited): a one-off is refused, a change still applies.
    clock.advance(Date.parse('2026-05-04T08:00:00Z') - clock.now());
    await run(task({ id: 'e3', what: 'Call back' }, '8'));
    expect(log.entries.at(-1)?.msg).toBe('event refused: 2026-05-04 09:00 has already passed');
    expect((await store.events.ofChat('Heidi', '8'))[0]?.what).toBe('Call');
  });

  it('writes nothing until its task’s transaction commits, and nothing when it rolls back', async () => {
    const { store, task } = await setup();
    const handlers = eventHandlers({
      log: memoryLogger(),
      clock: new VirtualClock(Date.parse('2026-05-03T10:00:00Z')),
      timeZone: () => BERLIN,
      events: () => undefined,
    });
    const t = task({ start: { day: day('2026-05-04'), minute: 540 }, what: 'Call' });
    const result = await handlers.event(t, { signal: new AbortController().signal, confirmed: () => {} });
    expect(await store.events.ofAgent('Heidi')).toEqual([]);
    await expect(
      store.transaction(async (s) => {
        await result?.commit?.(s);
        throw new Error('the completion failed');
      }),
    ).rejects.toThrow('the completion failed');
    expect(await store.events.ofAgent('Heidi')).toEqual([]);
    await store.transaction(async (s) => result?.commit?.(s));
    expect((await store.events.ofAgent('Heidi')).map((e) => e.id)).toEqual(['e1']);
  });
});

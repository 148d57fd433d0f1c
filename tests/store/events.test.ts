import { afterEach, describe, expect, it } from 'vitest';
import { EventRepo, type EventWrite } from '../../src/store/events.js';
import { openStore, type Store } from '../../src/store/open.js';

let opened: Store | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

async function repo(): Promise<{ events: EventRepo; setNow: (ms: number) => void }> {
  opened = await openStore(':memory:');
  let now = 1_000;
  return {
    events: new EventRepo(opened.db, () => now),
    setNow: (ms) => {
      now = ms;
    },
  };
}

const once = (nextAt: number, what = 'ask about the exam'): EventWrite => ({
  what,
  timeZone: 'UTC',
  rule: { startDay: 0, startMinute: Math.floor(nextAt / 60_000) },
  done: 0,
  nextAt,
});

describe('EventRepo', () => {
  it('numbers events per persona and changes or cancels them only in their own chat', async () => {
    const { events } = await repo();
    expect(await events.write('P', '1', once(10_000))).toEqual({ action: 'added', id: 'e1' });
    expect(await events.write('P', '2', once(20_000))).toEqual({ action: 'added', id: 'e2' });
    expect(await events.write('Q', '1', once(20_000))).toEqual({ action: 'added', id: 'e1' });
    expect((await events.write('P', '2', { ...once(30_000, 'x'), id: 'e1' })).action).toBe('unknown');
    expect((await events.write('P', '1', { ...once(30_000, 'changed'), id: 'e1' })).action).toBe('changed');
    expect(await events.cancel('P', '2', 'e1')).toBe(false);
    expect((await events.ofChat('P', '1')).map((e) => [e.id, e.what, e.nextAt])).toEqual([
      ['e1', 'changed', 30_000],
    ]);
    expect(await events.cancel('P', '2', 'e2')).toBe(true);
    expect((await events.ofAgent('P')).map((e) => e.id)).toEqual(['e1']);
  });

  it('keeps a recurring rule, lists what is due, and moves an event on with its log', async () => {
    const { events, setNow } = await repo();
    const rule = { startDay: 1, startMinute: 60, every: { unit: 'days' as const, days: 1 }, times: 2 };
    await events.write('P', '1', {
      what: 'good morning',
      timeZone: 'Europe/Berlin',
      rule,
      done: 0,
      nextAt: 5_000,
    });
    await events.write('P', '1', once(9_000));
    expect(await events.nextDueAt('P')).toBe(5_000);
    const [due, ...rest] = await events.due('P', 6_000);
    expect(rest).toEqual([]);
    expect(due?.rule).toEqual(rule);
    expect(due?.timeZone).toBe('Europe/Berlin');
    setNow(6_000);
    if (!due) throw new Error('no event due');
    await events.advance(due, { done: 1, nextAt: 90_000 }, [
      { chatId: '1', eventId: due.id, occurrence: 0, dueAt: 5_000, outcome: 'fired' },
    ]);
    expect(await events.nextDueAt('P')).toBe(9_000);
    expect(await events.firedSince('P', 0)).toBe(1);
    expect(await events.firedSince('P', 0, '2')).toBe(0);
    const [second] = await events.due('P', 90_000);
    if (!second) throw new Error('no event due');
    await events.advance(second, { done: 2 }, [
      {
        chatId: '1',
        eventId: second.id,
        occurrence: 0,
        dueAt: 9_000,
        outcome: 'skipped',
        reason: 'chat paused',
      },
    ]);
    expect((await events.ofAgent('P')).map((e) => e.id)).toEqual(['e1']);
    expect((await events.logSince('P', 0)).map((l) => [l.eventId, l.outcome, l.reason])).toEqual([
      ['e1', 'fired', undefined],
      ['e2', 'skipped', 'chat paused'],
    ]);
    expect(await events.pruneLog(7_000)).toBe(2);
  });
});

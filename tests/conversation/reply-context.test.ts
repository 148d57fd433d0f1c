import { afterEach, describe, expect, it } from 'vitest';
import {
  collectReplyContext,
  type ReplyLookups,
  THREAD_WALK_MAX,
} from '../../src/conversation/reply-context.js';
import { simulatedTelegram } from '../../src/offline/sim-world.js';
import { MessageLog } from '../../src/store/messages.js';
import type { InboundMessage } from '../../src/telegram/types.js';
import { people, tempStore } from '../helpers.js';
import { ManualClock } from '../manual-clock.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/**
 * A chat on the simulated Telegram: `archived` messages can be fetched by id but are not in
 * the history; the store is a real SQLite message log. Every Telegram fetch is counted.
 */
async function chat() {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  const clock = new ManualClock(Date.parse('2026-01-02T15:00:00Z'));
  const simulator = simulatedTelegram(
    { ...people, chats: [{ id: '5001', kind: 'group', title: 'Club' }] },
    clock,
  );
  const log = new MessageLog(t.store.db, () => clock.now());
  const fetched: number[] = [];
  const lookups: ReplyLookups = {
    stored: (id) => log.get('Heidi', '5001', id),
    fetch: (id) => {
      fetched.push(id);
      return simulator.message('5001', id);
    },
  };
  const seed = (id: number, from: string, text: string, replyToId?: number, archived = false) =>
    simulator.seed('5001', { id, from, text, replyToId }, { archived });
  const options = { threadDepth: 3, fetchTimeoutMs: 5_000, clock };
  return { simulator, log, lookups, fetched, seed, clock, options };
}

describe('collectReplyContext', () => {
  it('resolves history replies locally, asking Telegram only for what the newest few point at', async () => {
    const c = await chat();
    const old = c.seed(1, '7', 'stored long ago', undefined, true);
    await c.log.remember('Heidi', old);
    for (let id = 2; id <= 5; id++) c.seed(id, '8', `archived ${id}`, undefined, true);
    const history = [
      c.seed(10, '7', 'in history'),
      c.seed(11, '8', 'to history', 10),
      c.seed(12, '8', 'to store', 1),
      c.seed(13, '8', 'to archive, too old to fetch', 2),
      c.seed(14, '8', 'to archive', 3),
      c.seed(15, '7', 'to archive', 4),
      c.seed(16, '8', 'to archive', 5),
    ];
    const target = c.seed(17, '7', 'plain');
    const context = await collectReplyContext([...history, target], target, c.lookups, c.options);
    expect(c.fetched).toEqual([5, 4, 3]);
    expect([...context.targets.keys()].sort((a, b) => a - b)).toEqual([1, 3, 4, 5, 10]);
  });

  it("walks the answered message's chain up to the depth and says where it continues", async () => {
    const c = await chat();
    c.seed(301, '7', 'poll?', undefined, true);
    c.seed(302, '42', 'short as in?', 301, true);
    c.seed(303, '8', 'rude', 302, true);
    c.seed(304, '7', 'name one book', 303, true);
    const target = c.seed(332, '8', 'back me up', 304);
    const context = await collectReplyContext([target], target, c.lookups, c.options);
    expect(context.chain).toEqual([304, 303, 302]);
    expect(context.continuesAt).toBe(301);
    // The walk goes on to the thread's first message (here just above the depth).
    expect(context.root).toBe(301);
    expect(context.skipped).toBe(0);
    expect(c.fetched).toEqual([304, 303, 302, 301]);
    expect(context.fetched.map((m) => m.id)).toEqual([304, 303, 302, 301]);

    const shallow = await collectReplyContext([target], target, c.lookups, { ...c.options, threadDepth: 1 });
    expect(shallow.chain).toEqual([304]);
    expect(shallow.continuesAt).toBe(303);
    expect(shallow.root).toBe(301);
    expect(shallow.skipped).toBe(2);
    // Only the first message joins the shown ones; those between are counted, not shown.
    expect([...shallow.targets.keys()].sort()).toEqual([301, 304]);
  });

  it("leaves the thread's first message unknown when the walk meets a deleted message or its bound", async () => {
    const c = await chat();
    c.seed(1, '7', 'root', undefined, true);
    c.seed(2, '8', 'gone', 1, true);
    c.simulator.markDeleted('5001', 2);
    for (let id = 3; id <= 5; id++) c.seed(id, '7', `reply ${id}`, id - 1, true);
    const target = c.seed(6, '8', 'so?', 5);
    const context = await collectReplyContext([target], target, c.lookups, { ...c.options, threadDepth: 2 });
    expect(context.chain).toEqual([5, 4]);
    expect(context.continuesAt).toBe(3);
    expect(context.root).toBeUndefined();

    const long = await chat();
    long.seed(100, '7', 'root', undefined, true);
    for (let id = 101; id <= 100 + THREAD_WALK_MAX; id++) long.seed(id, '8', `r${id}`, id - 1, true);
    const end = long.seed(500, '7', 'end', 100 + THREAD_WALK_MAX);
    const far = await collectReplyContext([end], end, long.lookups, long.options);
    expect(far.root).toBeUndefined();
    expect(long.fetched).toHaveLength(THREAD_WALK_MAX);
  });

  it('looks up pinned messages like replied-to ones: locally first, then the newest on Telegram', async () => {
    const c = await chat();
    const stored = c.seed(1, '7', 'stored rules', undefined, true);
    await c.log.remember('Heidi', stored);
    for (let id = 2; id <= 5; id++) c.seed(id, '8', `pinned ${id}`, undefined, true);
    const history = [
      c.seed(10, '7', 'in the window'),
      ...[5, 4, 3, 2, 1, 10].map((pinned, i) =>
        c.simulator.seed('5001', { id: 20 + i, from: '7', service: { kind: 'pin', messageId: pinned } }),
      ),
    ];
    const target = c.seed(30, '8', "what's pinned?");
    const context = await collectReplyContext([...history, target], target, c.lookups, c.options);
    // 10 (window) and 1 (store) cost nothing; of 5, 4, 3 and 2 only the newest three are fetched.
    expect(c.fetched).toEqual([2, 3, 4]);
    expect([...context.targets.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 10]);
    expect(context.fetched.map((m) => m.id)).toEqual([2, 3, 4]);
  });

  it('stops at a deleted message and marks it deleted', async () => {
    const c = await chat();
    c.seed(10, '7', 'gone soon', undefined, true);
    c.seed(11, '8', 'reply to gone', 10, true);
    c.simulator.markDeleted('5001', 10);
    const target = c.seed(12, '7', 'and?', 11);
    const context = await collectReplyContext([target], target, c.lookups, c.options);
    expect(context.chain).toEqual([11, 10]);
    expect(context.targets.get(10)).toBe('deleted');
    expect(context.continuesAt).toBeUndefined();
  });

  it('uses messages of the history and the store before asking Telegram', async () => {
    const c = await chat();
    const stored = c.seed(20, '7', 'stored', undefined, true);
    await c.log.remember('Heidi', stored);
    const inHistory = c.seed(21, '8', 'in history', 20);
    const target = c.seed(22, '7', 'now', 21);
    const context = await collectReplyContext([inHistory, target], target, c.lookups, c.options);
    expect(context.chain).toEqual([21, 20]);
    expect(c.fetched).toEqual([]);
  });

  it('gives up on Telegram when the clock reaches one deadline shared by every fetch', async () => {
    const c = await chat();
    c.seed(60, '8', 'lost in the archive', undefined, true);
    c.seed(61, '7', 'slow to come', 60, true);
    const target = c.seed(62, '7', 'hello?', 61);
    const slow: ReplyLookups = {
      ...c.lookups,
      // 61 takes 20 ms of the clock's time; 60 never comes.
      fetch: (id) =>
        id === 61
          ? c.clock.sleep(20).then(() => c.simulator.message('5001', id))
          : new Promise<InboundMessage | null>(() => {}),
    };
    let done = false;
    const collecting = collectReplyContext([target], target, slow, { ...c.options, fetchTimeoutMs: 30 });
    void collecting.then(() => {
      done = true;
    });
    await c.clock.advance(29);
    expect(done).toBe(false);
    await c.clock.advance(1);
    expect(done).toBe(true);
    const context = await collecting;
    expect(context.chain).toEqual([61, 60]);
    expect(context.targets.has(61)).toBe(true);
    expect(context.targets.has(60)).toBe(false);
    expect(context.unavailable).toEqual([{ id: 60, reason: 'timeout' }]);
  });

  it('never times out while the clock stands still, however long Telegram takes in real time', async () => {
    const c = await chat();
    c.seed(70, '8', 'archived', undefined, true);
    const target = c.seed(71, '7', 'and this?', 70);
    const late: ReplyLookups = {
      ...c.lookups,
      fetch: (id) => new Promise((resolve) => setTimeout(() => resolve(c.simulator.message('5001', id)), 30)),
    };
    const context = await collectReplyContext([target], target, late, { ...c.options, fetchTimeoutMs: 1 });
    expect(context.unavailable).toEqual([]);
    expect(context.targets.has(70)).toBe(true);
  });

  it('reports a refused fetch as unavailable instead of failing the turn', async () => {
    const c = await chat();
    const target = c.seed(41, '7', 'hm', 40);
    const refusing: ReplyLookups = {
      ...c.lookups,
      fetch: () => Promise.reject(new Error('CHANNEL_PRIVATE')),
    };
    const context = await collectReplyContext([target], target, refusing, c.options);
    expect(context.unavailable).toEqual([{ id: 40, reason: 'CHANNEL_PRIVATE' }]);
  });

  it('stops on a reply loop', async () => {
    const c = await chat();
    c.seed(50, '7', 'a', 51, true);
    c.seed(51, '8', 'b', 50, true);
    const target = c.seed(52, '7', 'c', 51);
    const context = await collectReplyContext([target], target, c.lookups, { ...c.options, threadDepth: 10 });
    expect(context.chain).toEqual([51, 50]);
    expect(context.continuesAt).toBeUndefined();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { collectReplyContext, type ReplyLookups } from '../../src/conversation/reply-context.js';
import { simulatedTelegram } from '../../src/offline/sim-world.js';
import { MessageLog } from '../../src/store/messages.js';
import { VirtualClock } from '../../src/support/clock.js';
import type { InboundMessage } from '../../src/telegram/types.js';
import { people, tempStore } from '../helpers.js';

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
  const clock = new VirtualClock(Date.parse('2026-01-02T15:00:00Z'));
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
    simulator.seed(
      '5001',
      { id, from, text, ...(replyToId !== undefined ? { replyToId } : {}) },
      { archived },
    );
  return { simulator, log, lookups, fetched, seed };
}

const options = { threadDepth: 3, fetchTimeoutMs: 5_000 };

describe('collectReplyContext', () => {
  it('resolves history replies from the history and the store only, never from Telegram', async () => {
    const c = await chat();
    const old = c.seed(1, '7', 'stored long ago', undefined, true);
    await c.log.remember('Heidi', old);
    c.seed(2, '8', 'archived, not stored', undefined, true);
    const history = [
      c.seed(3, '7', 'in history'),
      c.seed(4, '8', 'to history', 3),
      c.seed(5, '8', 'to store', 1),
      c.seed(6, '8', 'to archive', 2),
    ];
    const target = c.seed(7, '7', 'plain');
    const context = await collectReplyContext([...history, target], target, c.lookups, options);
    expect([...context.targets.keys()].sort()).toEqual([1, 3]);
    expect(c.fetched).toEqual([]);
  });

  it("walks the answered message's chain up to the depth and says where it continues", async () => {
    const c = await chat();
    c.seed(301, '7', 'poll?', undefined, true);
    c.seed(302, '42', 'short as in?', 301, true);
    c.seed(303, '8', 'rude', 302, true);
    c.seed(304, '7', 'name one book', 303, true);
    const target = c.seed(332, '8', 'back me up', 304);
    const context = await collectReplyContext([target], target, c.lookups, options);
    expect(context.chain).toEqual([304, 303, 302]);
    expect(context.continuesAt).toBe(301);
    expect(c.fetched).toEqual([304, 303, 302]);
    expect(context.fetched.map((m) => m.id)).toEqual([304, 303, 302]);

    const shallow = await collectReplyContext([target], target, c.lookups, { ...options, threadDepth: 1 });
    expect(shallow.chain).toEqual([304]);
    expect(shallow.continuesAt).toBe(303);
  });

  it('stops at a deleted message and marks it deleted', async () => {
    const c = await chat();
    c.seed(10, '7', 'gone soon', undefined, true);
    c.seed(11, '8', 'reply to gone', 10, true);
    c.simulator.markDeleted('5001', 10);
    const target = c.seed(12, '7', 'and?', 11);
    const context = await collectReplyContext([target], target, c.lookups, options);
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
    const context = await collectReplyContext([inHistory, target], target, c.lookups, options);
    expect(context.chain).toEqual([21, 20]);
    expect(c.fetched).toEqual([]);
  });

  it('gives up on Telegram after one shared deadline, leaving the id unknown', async () => {
    const c = await chat();
    const target = c.seed(31, '7', 'hello?', 30);
    const never: ReplyLookups = { ...c.lookups, fetch: () => new Promise<InboundMessage | null>(() => {}) };
    const started = Date.now();
    const context = await collectReplyContext([target], target, never, { ...options, fetchTimeoutMs: 30 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(context.chain).toEqual([30]);
    expect(context.targets.has(30)).toBe(false);
    expect(context.unavailable).toEqual([{ id: 30, reason: 'timeout' }]);
  });

  it('reports a refused fetch as unavailable instead of failing the turn', async () => {
    const c = await chat();
    const target = c.seed(41, '7', 'hm', 40);
    const refusing: ReplyLookups = {
      ...c.lookups,
      fetch: () => Promise.reject(new Error('CHANNEL_PRIVATE')),
    };
    const context = await collectReplyContext([target], target, refusing, options);
    expect(context.unavailable).toEqual([{ id: 40, reason: 'CHANNEL_PRIVATE' }]);
  });

  it('stops on a reply loop', async () => {
    const c = await chat();
    c.seed(50, '7', 'a', 51, true);
    c.seed(51, '8', 'b', 50, true);
    const target = c.seed(52, '7', 'c', 51);
    const context = await collectReplyContext([target], target, c.lookups, { ...options, threadDepth: 10 });
    expect(context.chain).toEqual([51, 50]);
    expect(context.continuesAt).toBeUndefined();
  });
});

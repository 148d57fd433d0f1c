import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryLog } from '../../src/store/deliveries.js';
import { type MediaDescription, MediaDescriptions } from '../../src/store/media.js';
import { MemoryRepo } from '../../src/store/memory.js';
import { MessageLog } from '../../src/store/messages.js';
import { openSqlite, openStore } from '../../src/store/open.js';
import {
  BACKLOG_AGE_MS,
  PRUNE_BATCH,
  pruneExpired,
  type RetentionPolicy,
} from '../../src/store/retention.js';
import { TaskRepo } from '../../src/store/tasks.js';
import { inbound, tempStore } from '../helpers.js';

const DAY = 24 * 3_600_000;
const START = Date.parse('2026-01-01T00:00:00Z');
/** Forty days later: everything stored at START is past every default retention. */
const LATER = START + 40 * DAY;

const POLICY: RetentionPolicy = {
  messagesMs: 7 * DAY,
  mediaMs: 30 * DAY,
  tasksMs: 7 * DAY,
  deliveriesMs: 7 * DAY,
  keepNewestMessages: 3,
};

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** A database whose repositories all run on one settable clock. */
async function state() {
  const t = await tempStore();
  cleanup = t.cleanup;
  let now = START;
  let ids = 0;
  const clock = () => now;
  return {
    ...t,
    db: t.store.db,
    messages: new MessageLog(t.store.db, clock),
    tasks: new TaskRepo(t.store.db, clock, () => String(++ids)),
    deliveries: new DeliveryLog(t.store.db, clock),
    media: new MediaDescriptions(t.store.db),
    setNow: (ms: number) => {
      now = ms;
    },
  };
}

type State = Awaited<ReturnType<typeof state>>;

const atStart = Math.floor(START / 1000);

async function storedIds(s: State, agent: string, chatId: string): Promise<number[]> {
  const rows = await s.db
    .selectFrom('inbound_messages')
    .select('msg_id')
    .where('agent', '=', agent)
    .where('chat_id', '=', chatId)
    .orderBy('msg_id')
    .execute();
  return rows.map((r) => r.msg_id);
}

describe('pruneExpired: messages', () => {
  it("keeps each chat's newest history_size messages, unhandled deliveries and recent ones", async () => {
    const s = await state();
    const chat = (id: number) => inbound({ id, chatId: '7', date: atStart });
    // 1–8 stored from a fetched history, 9 and 10 delivered by Telegram.
    await s.messages.rememberAll('Heidi', [1, 2, 3, 4, 5, 6, 7, 8].map(chat));
    await s.messages.accept('Heidi', chat(9));
    await s.messages.accept('Heidi', chat(10));
    await s.messages.markHandled('Heidi', '7', 6);
    // Delivered and not answered yet, and older than everything around it: pending work.
    await s.messages.accept('Heidi', inbound({ id: 11, chatId: '8', date: atStart }));
    await s.messages.rememberAll(
      'Heidi',
      [12, 13, 14, 15].map((id) => inbound({ id, chatId: '8', date: atStart })),
    );
    // Another persona's copy of the same chat is its own business.
    await s.messages.rememberAll('Marlow', [1, 2, 3, 4, 5].map(chat));
    // Received an hour ago, though written long ago: younger than the backlog age.
    s.setNow(LATER - 3_600_000);
    await s.messages.rememberAll('Heidi', [
      inbound({ id: 1, chatId: '9', date: atStart }),
      inbound({ id: 2, chatId: '9', date: atStart }),
    ]);
    await s.messages.rememberAll(
      'Heidi',
      [3, 4, 5].map((id) => inbound({ id, chatId: '9', date: atStart })),
    );

    const pruned = await pruneExpired(s.db, 'Heidi', POLICY, LATER);

    // Chat 7: 1–7 old and handled or never delivered; 8–10 are the newest three.
    expect(await storedIds(s, 'Heidi', '7')).toEqual([8, 9, 10]);
    expect(await storedIds(s, 'Heidi', '8')).toEqual([11, 13, 14, 15]);
    expect(await storedIds(s, 'Heidi', '9')).toEqual([1, 2, 3, 4, 5]);
    expect(await storedIds(s, 'Marlow', '7')).toEqual([1, 2, 3, 4, 5]);
    expect(pruned.messages).toBe(7 + 1);
    // What is left still reads as before: message 11 still starts a turn.
    expect((await s.messages.unhandled('Heidi', '8')).map((m) => m.id)).toEqual([11]);
  });

  it('never prunes what is younger than the backlog age, however short the setting', async () => {
    const s = await state();
    const now = START + BACKLOG_AGE_MS - 60_000;
    await s.messages.rememberAll(
      'Heidi',
      [1, 2, 3, 4, 5, 6].map((id) => inbound({ id, chatId: '7', date: atStart })),
    );
    await s.messages.markHandled('Heidi', '7', 6);
    const hourly = { ...POLICY, messagesMs: 3_600_000, tasksMs: 1, deliveriesMs: 1, mediaMs: 1 };
    expect((await pruneExpired(s.db, 'Heidi', hourly, now)).messages).toBe(0);
    expect((await pruneExpired(s.db, 'Heidi', hourly, START + BACKLOG_AGE_MS + 1_000)).messages).toBe(3);
  });

  it('keeps what is younger than a configured backlog age longer than the default', async () => {
    const s = await state();
    await s.messages.rememberAll(
      'Heidi',
      [1, 2, 3, 4, 5, 6].map((id) => inbound({ id, chatId: '7', date: atStart })),
    );
    await s.messages.markHandled('Heidi', '7', 6);
    const short = { ...POLICY, messagesMs: DAY, backlogAgeMs: 3 * DAY };
    // Two days old: past the default backlog age and the messages setting, within the configured one.
    expect((await pruneExpired(s.db, 'Heidi', short, START + 2 * DAY)).messages).toBe(0);
    expect((await pruneExpired(s.db, 'Heidi', short, START + 3 * DAY + 1_000)).messages).toBe(3);
  });

  it('keeps the messages no summary covers yet when the persona summarises', async () => {
    const s = await state();
    const ids = Array.from({ length: 12 }, (_, i) => i + 1);
    for (const chatId of ['7', '8'])
      await s.messages.rememberAll(
        'Heidi',
        ids.map((id) => inbound({ id, chatId, date: atStart })),
      );
    await s.messages.markHandled('Heidi', '7', 12);
    await s.messages.markHandled('Heidi', '8', 12);
    // Chat 7 is summarised up to message 5; chat 8 has no summary yet.
    await new MemoryRepo(s.db, () => START).addSummary('Heidi', '7', {
      firstId: 1,
      lastId: 5,
      firstDate: START,
      lastDate: START,
      text: 'Early days.',
    });
    const summarising = { ...POLICY, keepUnsummarised: true };
    const pruned = await pruneExpired(s.db, 'Heidi', summarising, LATER);
    expect(await storedIds(s, 'Heidi', '7')).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(await storedIds(s, 'Heidi', '8')).toEqual(ids);
    expect(pruned.messages).toBe(5);
    // Without summarising, only the newest history_size are kept.
    await pruneExpired(s.db, 'Heidi', POLICY, LATER);
    expect(await storedIds(s, 'Heidi', '8')).toEqual([10, 11, 12]);
  });

  it('deletes in batches of PRUNE_BATCH, pausing between them', async () => {
    const s = await state();
    const count = PRUNE_BATCH * 2 + 10;
    const history = Array.from({ length: count }, (_, i) =>
      inbound({ id: i + 1, chatId: '7', date: atStart }),
    );
    await s.messages.rememberAll('Heidi', history);
    await s.messages.markHandled('Heidi', '7', count);
    let pauses = 0;
    const pruned = await pruneExpired(s.db, 'Heidi', POLICY, LATER, async () => {
      pauses++;
    });
    expect(pruned.messages).toBe(count - 3);
    // Three message batches, then one each for tasks, deliveries and media (nothing there).
    expect(pauses).toBeGreaterThanOrEqual(6);
    expect(await storedIds(s, 'Heidi', '7')).toEqual([count - 2, count - 1, count]);
  });
});

describe('pruneExpired: tasks and deliveries', () => {
  it('deletes old finished tasks unless an unfinished task still needs them', async () => {
    const s = await state();
    const send = { type: 'send' as const, params: { text: 'hi' } };
    // A finished plan: goes.
    const [done] = await s.tasks.appendChain('Heidi', '7', [send]);
    // A plan still running: its finished first step stays (its report reads the whole plan).
    const [first, second] = await s.tasks.appendChain('Heidi', '8', [send, send]);
    // A failed turn that a pending task of another plan depends on: stays, or the task would run.
    const [failed] = await s.tasks.appendChain('Heidi', '9', [{ type: 'received', params: { covers: [1] } }]);
    if (!done || !first || !second || !failed) throw new Error('not stored');
    await s.tasks.complete(done.id);
    await s.tasks.complete(first.id);
    await s.tasks.fail(failed.id, 'model down');
    const [waiting] = await s.tasks.appendChain('Heidi', '9', [send], { after: failed.id });
    // Finished recently: stays.
    s.setNow(LATER - DAY);
    const [recent] = await s.tasks.appendChain('Heidi', '7', [send]);
    if (!waiting || !recent) throw new Error('not stored');
    await s.tasks.complete(recent.id);

    const pruned = await pruneExpired(s.db, 'Heidi', POLICY, LATER);

    expect(pruned.tasks).toBe(1);
    expect(await s.tasks.get(done.id)).toBeUndefined();
    for (const kept of [first, second, failed, waiting, recent])
      expect(await s.tasks.get(kept.id)).toBeDefined();
  });

  it('deletes old delivery records unless an unfinished task of the chat may look them up', async () => {
    const s = await state();
    const record = (key: string, chatId: string) =>
      s.deliveries.record({ key, agent: 'Heidi', chatId, kind: 'send', messageId: 1 });
    await record('send-a', '7');
    await record('send-b', '8');
    await s.tasks.appendChain('Heidi', '8', [{ type: 'send', params: { text: 'again' } }]);
    s.setNow(LATER - DAY);
    await record('send-c', '7');

    const pruned = await pruneExpired(s.db, 'Heidi', POLICY, LATER);

    expect(pruned.deliveries).toBe(1);
    expect(await s.deliveries.confirmed(['send-a', 'send-b', 'send-c'])).toEqual(
      new Set(['send-b', 'send-c']),
    );
  });
});

describe('pruneExpired: query plans', () => {
  it('looks up a chat’s unfinished tasks through their partial index, not through every task it had', async () => {
    const t = await tempStore();
    cleanup = t.cleanup;
    const deletes: string[] = [];
    const counted = await openStore(`${t.file}.counted`, {
      onStatement: (sql) => {
        if (/^delete from "(tasks|deliveries)"/.test(sql)) deletes.push(sql);
      },
    });
    try {
      await pruneExpired(counted.db, 'Heidi', POLICY, LATER);
    } finally {
      await counted.close();
    }
    const raw = openSqlite(`${t.file}.counted`, { readonly: true });
    const plans = deletes.map((sql) =>
      (raw.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail),
    );
    raw.close();
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      // The correlated look-up of a chat's open tasks (`o`) is the one that ran once per row.
      const lookups = plan.filter((d) =>
        /^SEARCH o USING INDEX tasks_(by_conversation|open_or_failed)/.test(d),
      );
      expect(lookups).toEqual([expect.stringContaining('tasks_open_or_failed (agent=? AND chat_id=?)')]);
    }
  });
});

describe('pruneExpired: media descriptions', () => {
  it('deletes old descriptions but keeps described stickers of a set', async () => {
    const s = await state();
    const put = (mediaId: string, extra: Partial<MediaDescription>) =>
      s.media.put({
        mediaId,
        kind: 'photo',
        status: 'ok',
        description: 'a',
        attempts: 1,
        source: 'ai',
        updatedAt: START,
        ...extra,
      });
    await put('old-photo', {});
    await put('old-sticker', { kind: 'sticker', set: 'HeidiDuck', emoji: '👋' });
    await put('failed-sticker', {
      kind: 'sticker',
      set: 'HeidiDuck',
      emoji: '😂',
      status: 'error',
      description: undefined,
    });
    await put('new-photo', { updatedAt: LATER - DAY });

    const pruned = await pruneExpired(s.db, 'Heidi', POLICY, LATER);

    expect(pruned.media).toBe(2);
    const left = await s.media.getMany(['old-photo', 'old-sticker', 'failed-sticker', 'new-photo']);
    expect([...left.keys()].sort()).toEqual(['new-photo', 'old-sticker']);
  });
});

describe('incremental auto-vacuum', () => {
  it('a new database starts with it, and pruning gives the freed pages back', async () => {
    const s = await state();
    const big = 'x'.repeat(2_000);
    const history = Array.from({ length: 2_000 }, (_, i) =>
      inbound({ id: i + 1, chatId: '7', date: atStart, text: big }),
    );
    await s.messages.rememberAll('Heidi', history);
    await s.messages.markHandled('Heidi', '7', history.length);
    const raw = openSqlite(s.file, { readonly: true });
    try {
      expect(raw.pragma('auto_vacuum', { simple: true })).toBe(2);
      const before = Number(raw.pragma('page_count', { simple: true }));

      const pruned = await pruneExpired(s.db, 'Heidi', POLICY, LATER);

      expect(pruned.messages).toBe(history.length - 3);
      expect(pruned.freedPages).toBeGreaterThan(before / 2);
      expect(Number(raw.pragma('freelist_count', { simple: true }))).toBe(0);
      expect(Number(raw.pragma('page_count', { simple: true }))).toBeLessThan(before / 2);
    } finally {
      raw.close();
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryLog } from '../../src/store/deliveries.js';
import { MediaDescriptions } from '../../src/store/media.js';
import { MessageLog } from '../../src/store/messages.js';
import { migrationProvider } from '../../src/store/migrations.js';
import { openSqlite, openStore } from '../../src/store/open.js';
import { TaskRepo } from '../../src/store/tasks.js';
import { memoryLogger } from '../../src/support/log.js';
import { inbound, tempStore } from '../helpers.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function store() {
  const t = await tempStore();
  cleanup = t.cleanup;
  return t;
}

describe('openStore', () => {
  it('creates the schema in a WAL database and migrates only once', async () => {
    const { file, store: opened } = await store();
    const raw = openSqlite(file, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    const tables = raw.prepare("select name from sqlite_master where type = 'table' order by name").all() as {
      name: string;
    }[];
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['inbound_messages', 'media_descriptions', 'tasks', 'kysely_migration']),
    );
    raw.close();
    await opened.close();
    const again = await openStore(file);
    const rows = await again.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(rows).toHaveLength(Object.keys(await migrationProvider.getMigrations()).length);
    cleanup = async () => {
      await again.close();
    };
  });
});

describe('MessageLog', () => {
  it('stores a message once and reports duplicates', async () => {
    const { store: s } = await store();
    const log = new MessageLog(s.db, () => 1000);
    const message = inbound({ id: 100, chatId: '-1001234567890123', text: 'hello' });
    expect(await log.remember('Heidi', message)).toBe(true);
    expect(await log.remember('Heidi', message)).toBe(false);
    expect(await log.remember('Marlow', message)).toBe(true);
    expect(await log.get('Heidi', '-1001234567890123', 100)).toEqual(message);
  });

  it('accepts a delivered message once, even when a fetched history already showed it', async () => {
    const { store: s } = await store();
    const log = new MessageLog(s.db, () => 1000);
    const seen = inbound({ id: 100, text: 'seen in history first' });
    const answered = inbound({ id: 99, text: 'answered before it was delivered' });
    await log.rememberAll('Heidi', [answered, seen]);
    expect(await log.unhandled('Heidi', '5001')).toEqual([]);
    await log.markHandled('Heidi', '5001', 99);
    expect(await log.accept('Heidi', seen)).toBe(true);
    expect(await log.accept('Heidi', seen)).toBe(false);
    expect(await log.accept('Heidi', answered)).toBe(false);
    expect(await log.unhandled('Heidi', '5001')).toEqual([seen]);
    await log.markHandled('Heidi', '5001', 100);
    expect(await log.unhandled('Heidi', '5001')).toEqual([]);
  });
});

describe('MessageLog: a turn that failed', () => {
  it('takes the message again when it is delivered anew, but not while a turn for the chat is open', async () => {
    const { store: s } = await store();
    let now = 1000;
    let ids = 0;
    const log = new MessageLog(s.db, () => now);
    const tasks = new TaskRepo(
      s.db,
      () => now,
      () => String(++ids),
    );
    const stranger = inbound({ id: 1, chatId: '9001', text: 'hi! saw your post' });
    expect(await log.accept('Heidi', stranger)).toBe(true);
    const [turn] = await tasks.appendChain('Heidi', '9001', [
      { type: 'received', params: { targetId: 1, covers: [1] } },
    ]);
    // Delivered again while its turn is still to run: the turn answers it.
    expect(await log.accept('Heidi', stranger)).toBe(false);
    now += 1000;
    await tasks.claim(turn?.id ?? '');
    await tasks.fail(turn?.id ?? '', 'PEER_ID_INVALID: chat 9001 is unknown to this account');
    // The turn could not reach the chat; the next scan delivers the message again: a new turn.
    now += 90_000;
    expect(await log.accept('Heidi', stranger)).toBe(true);
    await log.markHandled('Heidi', '9001', 1);
    expect(await log.accept('Heidi', stranger)).toBe(false);
  });
});

describe('MediaDescriptions', () => {
  it('keeps 64-bit ids exact and records failures with a status', async () => {
    const { store: s } = await store();
    const media = new MediaDescriptions(s.db);
    await media.put({
      mediaId: '5123456789012345678',
      kind: 'photo',
      description: 'a cat',
      status: 'ok',
      attempts: 1,
      source: 'ai',
      updatedAt: 5,
    });
    await media.put({
      mediaId: '5123456789012345679',
      kind: 'sticker',
      status: 'timeout',
      attempts: 2,
      source: 'ai',
      updatedAt: 6,
      set: 'S',
      emoji: '😀',
    });
    expect(await media.get('5123456789012345678')).toEqual({
      mediaId: '5123456789012345678',
      kind: 'photo',
      description: 'a cat',
      status: 'ok',
      attempts: 1,
      source: 'ai',
      updatedAt: 5,
    });
    expect(await media.get('5123456789012345679')).toMatchObject({
      status: 'timeout',
      attempts: 2,
      set: 'S',
      emoji: '😀',
    });
    expect(await media.get('nope')).toBeUndefined();
  });
});

describe('TaskRepo', () => {
  async function repo() {
    const { store: s } = await store();
    let n = 0;
    let now = 1000;
    const log = memoryLogger();
    const tasks = new TaskRepo(
      s.db,
      () => now,
      () => String(++n),
      log,
    );
    return { tasks, db: s.db, log, setNow: (t: number) => (now = t) };
  }

  it('appends a chain in plan order, each task depending on the one before', async () => {
    const { tasks } = await repo();
    const [first, second] = await tasks.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'a' } },
      { type: 'wait', params: { delay: 5 } },
    ]);
    expect(first).toMatchObject({ seq: 1, status: 'pending', dependsOn: [], createdAt: 1000 });
    expect(second?.dependsOn).toEqual([first?.id]);
    const [third] = await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'b' } }], {
      after: second?.id,
      notBefore: 1500,
    });
    expect(third).toMatchObject({ seq: 3, dependsOn: [second?.id], notBefore: 1500 });
    expect((await tasks.open('Heidi', '7')).map((t) => t.id)).toEqual([first?.id, second?.id, third?.id]);
  });

  it('claims a pending task once and counts the attempt', async () => {
    const { tasks } = await repo();
    const [task] = await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'hi' } }]);
    expect(await tasks.claim(task?.id ?? '')).toMatchObject({ status: 'active', attempts: 1 });
    expect(await tasks.claim(task?.id ?? '')).toBeUndefined();
  });

  it('reads back the typed parameters it stored, and stores only the due time it is given', async () => {
    const { tasks, setNow } = await repo();
    const [send, wait] = await tasks.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'hi', replyTo: 3 } },
      { type: 'wait', params: { delay: 30 } },
    ]);
    if (!send || !wait) throw new Error('not stored');
    setNow(5000);
    await tasks.complete(send.id);
    expect((await tasks.get(wait.id))?.notBefore).toBeUndefined();
    await tasks.setNotBefore(wait.id, 7000);
    expect(await tasks.list('Heidi', '7')).toMatchObject([
      { type: 'send', params: { text: 'hi', replyTo: 3 }, status: 'done' },
      { type: 'wait', params: { delay: 30 }, status: 'pending', notBefore: 7000 },
    ]);
  });

  it('marks an unfinished row whose parameters do not parse as failed, logs it and leaves it out', async () => {
    const { tasks, db, log } = await repo();
    const [broken, next, finished] = await tasks.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'hi' } },
      { type: 'send', params: { text: 'there' } },
      { type: 'send', params: { text: 'earlier' } },
    ]);
    if (!broken || !next || !finished) throw new Error('not stored');
    await tasks.complete(finished.id);
    await db.updateTable('tasks').set({ params: '{"txt":"hi"}' }).where('id', '=', broken.id).execute();
    await db.updateTable('tasks').set({ params: 'not json' }).where('id', '=', finished.id).execute();

    expect((await tasks.open('Heidi', '7')).map((t) => t.id)).toEqual([next.id]);
    expect(await tasks.states([broken.id, finished.id])).toEqual(
      new Map([
        [broken.id, { status: 'failed', type: 'send' }],
        [finished.id, { status: 'done', type: 'send' }],
      ]),
    );
    const lastError = await db
      .selectFrom('tasks')
      .select('last_error')
      .where('id', '=', broken.id)
      .executeTakeFirst();
    expect(lastError?.last_error).toMatch(
      /^stored task cannot be read: send parameters do not match: .*text/s,
    );
    expect((await tasks.list('Heidi', '7')).map((t) => t.id)).toEqual([next.id]);
    expect(log.entries.filter((e) => e.msg === 'stored task cannot be read; marked failed')).toHaveLength(1);
  });

  it('fails a task by id without touching what depends on it (the engine decides that)', async () => {
    const { tasks } = await repo();
    const [send, report] = await tasks.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'hi' } },
      { type: 'report', params: { covers: [1] } },
    ]);
    if (!send || !report) throw new Error('not stored');
    await tasks.fail(send.id, 'CHAT_WRITE_FORBIDDEN');
    expect((await tasks.list('Heidi', '7')).map((t) => [t.status, t.lastError])).toEqual([
      ['failed', 'CHAT_WRITE_FORBIDDEN'],
      ['pending', undefined],
    ]);
  });

  it("turns the agent's tasks interrupted by a crash back to pending", async () => {
    const { tasks } = await repo();
    const [mine] = await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'hi' } }]);
    const [other] = await tasks.appendChain('Marlow', '7', [{ type: 'send', params: { text: 'hi' } }]);
    await tasks.claim(mine?.id ?? '');
    await tasks.claim(other?.id ?? '');
    expect(await tasks.resetActive('Heidi')).toBe(1);
    expect((await tasks.get(mine?.id ?? ''))?.status).toBe('pending');
    expect((await tasks.get(other?.id ?? ''))?.status).toBe('active');
    expect(await tasks.openConversations()).toEqual(
      expect.arrayContaining([
        { agent: 'Heidi', chatId: '7' },
        { agent: 'Marlow', chatId: '7' },
      ]),
    );
  });
});

describe('DeliveryLog', () => {
  it('keeps the first record of a key and tells which message ids are claimed', async () => {
    const { store: s } = await store();
    const log = new DeliveryLog(s.db, () => 5);
    await log.record({ key: 'send-1', agent: 'Heidi', chatId: '7', kind: 'send', messageId: 12 });
    await log.record({ key: 'send-1', agent: 'Heidi', chatId: '7', kind: 'send', messageId: 99 });
    expect(await log.get('send-1')).toMatchObject({ messageId: 12, confirmedAt: 5 });
    expect(await log.confirmed(['send-1', 'send-2'])).toEqual(new Set(['send-1']));
    expect(await log.claimedMessageIds('Heidi', '7', [11, 12, 99])).toEqual(new Set([12]));
    expect(await log.claimedMessageIds('Marlow', '7', [12])).toEqual(new Set());
  });
});

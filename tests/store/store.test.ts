import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaDescriptions } from '../../src/store/media.js';
import { MessageLog } from '../../src/store/messages.js';
import { migrationProvider } from '../../src/store/migrations.js';
import { openStore } from '../../src/store/open.js';
import { TaskRepo } from '../../src/store/tasks.js';
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
    const raw = new SQLite(file, { readonly: true });
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
      .selectAll()
      .execute();
    const migrations = Object.keys(await migrationProvider.getMigrations());
    expect(rows).toHaveLength(migrations.length);
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
    expect(await log.unhandled('Heidi', '-1001234567890123')).toEqual([message]);
    await log.markHandled('Heidi', '-1001234567890123', 100);
    expect(await log.unhandled('Heidi', '-1001234567890123')).toEqual([]);
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
  it('appends a chain in order and finds the next unfinished task', async () => {
    const { store: s } = await store();
    let n = 0;
    const repo = new TaskRepo(
      s.db,
      () => 1,
      () => String(++n),
    );
    const [first, second] = await repo.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'a' } },
      { type: 'wait', params: { delay: 5 } },
    ]);
    expect(first).toMatchObject({ seq: 1, status: 'pending', dependsOn: [] });
    expect(second?.dependsOn).toEqual([first?.id]);
    const [third] = await repo.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'b' } }], {
      after: second?.id,
    });
    expect(third).toMatchObject({ seq: 3, dependsOn: [second?.id] });
    expect((await repo.next('Heidi', '7'))?.id).toBe(first?.id);
    await repo.update(first?.id ?? '', { status: 'done' });
    expect((await repo.next('Heidi', '7'))?.id).toBe(second?.id);
  });

  it('cancels pending tasks by type and the rest of a failed graph', async () => {
    const { store: s } = await store();
    let n = 0;
    const repo = new TaskRepo(
      s.db,
      () => 1,
      () => String(++n),
    );
    const tasks = await repo.appendChain('Heidi', '7', [
      { type: 'send', params: {} },
      { type: 'block', params: {} },
      { type: 'unblock', params: {} },
    ]);
    expect(await repo.cancelPending('Heidi', '7', ['send'])).toBe(1);
    const block = tasks[1];
    if (!block) throw new Error('missing');
    expect(await repo.cancelRestOfGraph(block, 'dependency failed')).toBe(1);
    expect((await repo.list('Heidi', '7')).map((t) => t.status)).toEqual([
      'cancelled',
      'pending',
      'cancelled',
    ]);
  });

  it('turns tasks interrupted by a crash back to pending', async () => {
    const { store: s } = await store();
    const repo = new TaskRepo(
      s.db,
      () => 1,
      () => 'x',
    );
    const [task] = await repo.appendChain('Heidi', '7', [{ type: 'send', params: {} }]);
    await repo.update(task?.id ?? '', { status: 'active' });
    expect(await repo.resetActive()).toBe(1);
    expect((await repo.get(task?.id ?? ''))?.status).toBe('pending');
    expect(await repo.openConversations()).toEqual([{ agent: 'Heidi', chatId: '7' }]);
  });
});

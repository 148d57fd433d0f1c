import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaDescriptions, OverlayMediaCache } from '../../src/store/media.js';
import { openSqlite, openStore, openStoreReadOnly } from '../../src/store/open.js';
import { tempDir } from '../helpers.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function databaseFile() {
  const tmp = tempDir();
  cleanups.push(tmp.cleanup);
  return path.join(tmp.dir, 'state', 'agent.sqlite');
}

const record = (mediaId: string, description: string) => ({
  mediaId,
  kind: 'photo',
  description,
  status: 'ok' as const,
  attempts: 1,
  source: 'ai' as const,
  updatedAt: 0,
});

describe('the state database opened read-only', () => {
  it('is not created when it does not exist', async () => {
    const file = databaseFile();
    expect(await openStoreReadOnly(file)).toBeUndefined();
    expect(existsSync(file)).toBe(false);
  });

  it('reads what is stored and refuses every write', async () => {
    const file = databaseFile();
    const writable = await openStore(file);
    await new MediaDescriptions(writable.db).put(record('1', 'a lighthouse at dusk'));
    await writable.close();

    const store = await openStoreReadOnly(file);
    if (!store) throw new Error('the database exists');
    cleanups.push(() => store.close());
    const cache = new MediaDescriptions(store.db);
    expect((await cache.get('1'))?.description).toBe('a lighthouse at dusk');
    await expect(cache.put(record('2', 'a gull'))).rejects.toThrow(/readonly/);
  });

  it('says how to update a database older than this version instead of reading it wrongly', async () => {
    const file = databaseFile();
    const writable = await openStore(file);
    await writable.close();
    const raw = openSqlite(file);
    // An older version's record is a start of ours: it ends before our last migrations.
    raw.prepare("DELETE FROM kysely_migration WHERE name >= '0018'").run();
    raw.close();
    await expect(openStoreReadOnly(file)).rejects.toThrow(
      `the state database ${file} is older than this version (migration 0018_usage_turn not applied): start \`character-agent run\` once to update it`,
    );
  });
});

describe('OverlayMediaCache', () => {
  it('reads the base and its own writes (its own first) and writes only to itself', async () => {
    const base = await openStore(':memory:');
    const overlay = await openStore(':memory:');
    cleanups.push(
      () => base.close(),
      () => overlay.close(),
    );
    const below = new MediaDescriptions(base.db);
    await below.put(record('1', 'old'));
    await below.put({ ...record('2', 'a duck'), kind: 'sticker', set: 'Ducks', emoji: '🦆' });
    const cache = new OverlayMediaCache(below, new MediaDescriptions(overlay.db));
    await cache.put(record('1', 'new'));
    await cache.put(record('3', 'fresh'));
    await cache.put({ ...record('4', 'a duckling'), kind: 'sticker', set: 'Ducks', emoji: '🐣' });
    const got = await cache.getMany(['1', '2', '3']);
    expect([...got.values()].map((r) => [r.mediaId, r.description]).sort()).toEqual([
      ['1', 'new'],
      ['2', 'a duck'],
      ['3', 'fresh'],
    ]);
    expect((await cache.stickersOfSets(['Ducks'])).map((r) => r.mediaId)).toEqual(['4', '2']);
    expect((await below.getMany(['1', '3', '4'])).get('1')?.description).toBe('old');
    expect((await below.getMany(['3', '4'])).size).toBe(0);
  });
});

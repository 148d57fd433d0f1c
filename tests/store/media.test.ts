import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type MediaDescription, MediaDescriptions } from '../../src/store/media.js';
import { migrationProvider } from '../../src/store/migrations.js';
import { openSqlite, openStore } from '../../src/store/open.js';
import { tempStore } from '../helpers.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function cache() {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  return { media: new MediaDescriptions(t.store.db), file: t.file };
}

const record = (id: string, extra: Partial<MediaDescription> = {}): MediaDescription => ({
  mediaId: id,
  kind: 'sticker',
  status: 'ok',
  description: `desc ${id}`,
  attempts: 1,
  source: 'ai',
  updatedAt: 1,
  ...extra,
});

describe('media_descriptions (migration 0004)', () => {
  it('keeps why an item has no description', async () => {
    const { media } = await cache();
    await media.put(
      record('x', { status: 'unsupported', reason: 'tgs files cannot be described', description: undefined }),
    );
    expect(await media.get('x')).toEqual({
      mediaId: 'x',
      kind: 'sticker',
      status: 'unsupported',
      reason: 'tgs files cannot be described',
      attempts: 1,
      source: 'ai',
      updatedAt: 1,
    });
    await media.put(record('x', { attempts: 2 }));
    expect(await media.get('x')).not.toHaveProperty('reason');
  });

  it('reads many records in batches, beyond SQLite’s variable limit per statement', async () => {
    const { media } = await cache();
    const ids = Array.from({ length: 1234 }, (_, i) => `m${i}`);
    for (const id of ids.filter((_, i) => i % 3 === 0)) await media.put(record(id));
    const found = await media.getMany([...ids, 'm0', 'missing']);
    expect(found.size).toBe(412);
    expect(found.get('m1230')?.description).toBe('desc m1230');
    expect(found.has('m1')).toBe(false);
  });

  it('finds described stickers of given sets, newest first, ignoring failures', async () => {
    const { media } = await cache();
    await media.put(record('a', { set: 'Duck', emoji: '😴', updatedAt: 1 }));
    await media.put(record('b', { set: 'Duck', emoji: '😴', updatedAt: 5, description: 'newer' }));
    await media.put(record('c', { set: 'Duck', emoji: '🎉', status: 'error', description: undefined }));
    await media.put(record('d', { set: 'Cat', emoji: '😴' }));
    const found = await media.stickersOfSets(['Duck', 'Duck']);
    expect(found.map((r) => r.mediaId)).toEqual(['b', 'a']);
    expect(await media.stickersOfSets([])).toEqual([]);
  });

  it('migrates a database created before 0004 without losing its descriptions', async () => {
    const { file } = await cache();
    // Roll back to the schema as it was before 0004, with a row in it.
    const sqlite = openSqlite(file);
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
    const migrator = new Migrator({ db, provider: migrationProvider });
    const down = await migrator.migrateTo('0001_init');
    expect(down.error).toBeUndefined();
    sqlite
      .prepare(
        "insert into media_descriptions (media_id, kind, description, status, attempts, source, updated_at) values ('old', 'photo', 'an old photo', 'ok', 1, 'ai', 3)",
      )
      .run();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    await db.destroy();
    const store = await openStore(file);
    cleanups.unshift(() => store.close());
    const media = new MediaDescriptions(store.db);
    expect(await media.get('old')).toMatchObject({ description: 'an old photo', status: 'ok' });
  });
});

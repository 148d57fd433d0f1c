import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCuratedMedia } from '../../src/media/curated.js';
import { type Describer, MediaLibrary } from '../../src/media/library.js';
import { MediaDescriptions } from '../../src/store/media.js';
import { ConfigError } from '../../src/support/errors.js';
import { memoryLogger } from '../../src/support/log.js';
import type { MediaRef } from '../../src/telegram/types.js';
import { tempDir, tempStore } from '../helpers.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function library(describer?: Describer, curatedDir?: string) {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  const cache = new MediaDescriptions(t.store.db);
  const lib = new MediaLibrary({
    curated: curatedDir ? loadCuratedMedia(curatedDir) : new Map(),
    cache,
    now: () => 1,
    log: memoryLogger(),
    ...(describer ? { describer } : {}),
  });
  return { lib, cache };
}

const photo = (id: string): MediaRef => ({ id, kind: 'photo' });

describe('MediaLibrary', () => {
  it('spends the budget only on new items and caches the results (original §19.5)', async () => {
    const asked: string[] = [];
    const { lib, cache } = await library({
      describe: async (ref) => {
        asked.push(ref.id);
        return `desc of ${ref.id}`;
      },
    });
    await lib.seed(photo('cached'), 'cached desc', 'fixture');
    const spent = await lib.describeNew([photo('cached'), photo('uid-1'), photo('uid-2'), photo('uid-1')], 1);
    expect(spent).toBe(1);
    expect(asked).toEqual(['uid-1']);
    expect(await cache.get('uid-2')).toBeUndefined();
    expect(await lib.known([photo('cached'), photo('uid-1'), photo('uid-2')])).toEqual(
      new Map([
        ['cached', 'cached desc'],
        ['uid-1', 'desc of uid-1'],
      ]),
    );
  });

  it('caches failures with a status so they are not retried as successes', async () => {
    const { lib, cache } = await library({
      describe: async (ref) => {
        if (ref.id === 'bad') throw new Error('HTTP 500');
        return 'not understood';
      },
    });
    await lib.describeNew([photo('bad'), photo('odd')], 8);
    expect(await cache.get('bad')).toMatchObject({ status: 'error', attempts: 1 });
    expect(await cache.get('odd')).toMatchObject({ status: 'unsupported' });
    expect(await lib.known([photo('bad'), photo('odd')])).toEqual(new Map());
    await lib.describeNew([photo('bad'), photo('odd')], 8);
    expect(await cache.get('bad')).toMatchObject({ status: 'error', attempts: 2 });
    expect(await cache.get('odd')).toMatchObject({ attempts: 1 });
  });

  it('prefers curated descriptions and finds sticker descriptions by set and name', async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    mkdirSync(path.join(dir, 'stickers'));
    writeFileSync(
      path.join(dir, 'stickers', 'wave.json'),
      JSON.stringify({ id: 's1', kind: 'sticker', set: 'Duck', emoji: '👋', description: 'a waving duck' }),
    );
    let asked = 0;
    const describer = {
      describe: async () => {
        asked++;
        return 'AI text';
      },
    };
    const { lib } = await library(describer, dir);
    await lib.describeNew([{ id: 's1', kind: 'sticker' }], 8);
    expect(asked).toBe(0);
    expect(await lib.known([{ id: 's1', kind: 'sticker' }])).toEqual(new Map([['s1', 'a waving duck']]));
    expect(lib.stickerDescription({ set: 'Duck', name: '👋' })).toBe('a waving duck');
  });

  it('names the file and field of an invalid curated item', () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ id: 'x', kind: 'photo' }));
    expect(() => loadCuratedMedia(dir)).toThrow(ConfigError);
    expect(() => loadCuratedMedia(dir)).toThrow(/bad\.json: description: /);
  });

  it('loads the bundled media folder', () => {
    const curated = loadCuratedMedia('media');
    expect(curated.size).toBeGreaterThanOrEqual(4);
    expect([...curated.values()].every((m) => m.description.length > 10)).toBe(true);
  });
});

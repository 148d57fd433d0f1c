import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCuratedMedia } from '../../src/media/curated.js';
import type { DescribeOutcome, MediaItem, ModelCall } from '../../src/media/describer.js';
import {
  type Describer,
  DescriptionBudget,
  fillStickerNames,
  MediaLibrary,
  type MediaLimits,
  mediaItemsOf,
} from '../../src/media/library.js';
import { MediaDescriptions } from '../../src/store/media.js';
import { ConfigError } from '../../src/support/errors.js';
import { memoryLogger } from '../../src/support/log.js';
import type { MediaRef } from '../../src/telegram/types.js';
import { inbound, tempDir, tempStore } from '../helpers.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/**
 * The library's scheduling (sources, budget, bound, deadline, retries) against a describer
 * that answers as told; the real describer is covered in describer.test.ts and end to end.
 */
class ScriptedDescriber implements Describer {
  readonly asked: string[] = [];
  running = 0;
  maxRunning = 0;
  constructor(private readonly answer: (item: MediaItem, signal: AbortSignal) => Promise<DescribeOutcome>) {}
  async prepare(item: MediaItem): Promise<ModelCall> {
    this.asked.push(item.ref.id);
    return {
      call: async (signal) => {
        this.running++;
        this.maxRunning = Math.max(this.maxRunning, this.running);
        try {
          return await this.answer(item, signal);
        } finally {
          this.running--;
        }
      },
    };
  }
}

const ok = (description: string): DescribeOutcome => ({ status: 'ok', description, source: 'ai' });
const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function library(
  options: { describer?: Describer; curatedDir?: string; limits?: Partial<MediaLimits> } = {},
) {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  const cache = new MediaDescriptions(t.store.db);
  const log = memoryLogger();
  const lib = new MediaLibrary({
    curated: options.curatedDir ? loadCuratedMedia(options.curatedDir) : new Map(),
    cache,
    now: () => 1,
    log,
    describer: options.describer,
    limits: options.limits,
  });
  return { lib, cache, log };
}

const photo = (id: string): MediaItem => ({ ref: { id, kind: 'photo' }, chatId: '7', messageId: 1 });
const budget = (n: number) => new DescriptionBudget(n);

describe('MediaLibrary.understand', () => {
  it('spends the budget only on new items and caches the results', async () => {
    const describer = new ScriptedDescriber(async (item) => ok(`desc of ${item.ref.id}`));
    const { lib, cache } = await library({ describer });
    await lib.seed(photo('cached').ref, 'cached desc', 'fixture');
    const b = budget(1);
    const out = await lib.understand([photo('cached'), photo('uid-1'), photo('uid-2'), photo('uid-1')], {
      budget: b,
    });
    expect(describer.asked).toEqual(['uid-1']);
    expect(b.remaining).toBe(0);
    expect(out.descriptions).toEqual(
      new Map([
        ['cached', 'cached desc'],
        ['uid-1', 'desc of uid-1'],
      ]),
    );
    expect(out.counts).toEqual({ cached: 1, described: 1, 'over-budget': 1 });
    expect(await cache.get('uid-2')).toBeUndefined();
    expect(await cache.get('uid-1')).toMatchObject({ status: 'ok', attempts: 1, source: 'ai' });
  });

  it('never spends more than the budget while describing in parallel', async () => {
    const describer = new ScriptedDescriber(async (item) => {
      await later(5);
      return ok(item.ref.id);
    });
    const { lib } = await library({ describer, limits: { concurrency: 4 } });
    const items = Array.from({ length: 10 }, (_, i) => photo(`p${i}`));
    const out = await lib.understand(items, { budget: budget(3) });
    expect(describer.asked).toEqual(['p0', 'p1', 'p2']);
    expect(out.counts['over-budget']).toBe(7);
  });

  it('describes at most `concurrency` items at a time, and more than one', async () => {
    const describer = new ScriptedDescriber(async (item) => {
      await later(10);
      return ok(item.ref.id);
    });
    const { lib } = await library({ describer, limits: { concurrency: 3 } });
    const items = Array.from({ length: 9 }, (_, i) => photo(`p${i}`));
    const out = await lib.understand(items, { budget: budget(9) });
    expect(out.descriptions.size).toBe(9);
    expect(describer.maxRunning).toBe(3);
  });

  it('keeps the bound across turns: two busy chats together make at most `concurrency` calls', async () => {
    const describer = new ScriptedDescriber(async (item) => {
      await later(10);
      return ok(item.ref.id);
    });
    const { lib } = await library({ describer, limits: { concurrency: 2 } });
    await Promise.all([
      lib.understand([photo('a1'), photo('a2'), photo('a3')], { budget: budget(8) }),
      lib.understand([photo('b1'), photo('b2'), photo('b3')], { budget: budget(8) }),
    ]);
    expect(describer.asked).toHaveLength(6);
    expect(describer.maxRunning).toBe(2);
  });

  it('decodes the next items while earlier ones wait for the model', async () => {
    const events: string[] = [];
    const describer: Describer = {
      prepare: async (item) => {
        events.push(`prepared ${item.ref.id}`);
        return {
          call: async () => {
            await later(20);
            events.push(`answered ${item.ref.id}`);
            return ok(item.ref.id);
          },
        };
      },
    };
    const { lib } = await library({ describer, limits: { concurrency: 2 } });
    await lib.understand([photo('a'), photo('b'), photo('c'), photo('d')], { budget: budget(4) });
    expect(events.indexOf('prepared d')).toBeLessThan(events.indexOf('answered a'));
    expect(events.filter((e) => e.startsWith('answered'))).toHaveLength(4);
  });

  it('gives up on an item after the timeout, aborts its work and records `timeout`', async () => {
    let aborted = false;
    const describer = new ScriptedDescriber(
      (_item, signal) =>
        new Promise<DescribeOutcome>(() => {
          signal.addEventListener('abort', () => {
            aborted = true;
          });
        }),
    );
    const { lib, cache, log } = await library({ describer, limits: { timeoutMs: 30 } });
    const out = await lib.understand([photo('slow')], { budget: budget(8) });
    expect(out.counts).toEqual({ timeout: 1 });
    expect(out.descriptions.size).toBe(0);
    expect(aborted).toBe(true);
    expect(await cache.get('slow')).toMatchObject({ status: 'timeout', attempts: 1 });
    expect(log.entries.some((e) => e.msg === 'media description timed out')).toBe(true);
  });

  it('retries errors on later turns up to the limit, and never retries `unsupported`', async () => {
    const describer = new ScriptedDescriber(async (item) => {
      if (item.ref.id === 'bad') throw new Error('HTTP 500: INTERNAL');
      return { status: 'unsupported', reason: 'tgs files cannot be described' };
    });
    const { lib, cache } = await library({ describer, limits: { retryLimit: 2 } });
    const turn = () => lib.understand([photo('bad'), photo('odd')], { budget: budget(8) });
    expect((await turn()).counts).toEqual({ error: 1, unsupported: 1 });
    expect(await cache.get('bad')).toMatchObject({
      status: 'error',
      attempts: 1,
      reason: 'HTTP 500: INTERNAL',
    });
    expect(await cache.get('odd')).toMatchObject({
      status: 'unsupported',
      reason: 'tgs files cannot be described',
    });
    expect((await turn()).counts).toEqual({ error: 1, 'known-unsupported': 1 });
    expect(await cache.get('bad')).toMatchObject({ status: 'error', attempts: 2 });
    const third = await turn();
    expect(third.counts).toEqual({ 'gave-up': 1, 'known-unsupported': 1 });
    expect(describer.asked).toEqual(['bad', 'odd', 'bad']);
  });

  it('describes an item once when two turns meet it at the same time', async () => {
    const describer = new ScriptedDescriber(async () => {
      await later(10);
      return ok('a shared picture');
    });
    const { lib } = await library({ describer });
    const second = budget(8);
    const [a, b] = await Promise.all([
      lib.understand([photo('same')], { budget: budget(8) }),
      lib.understand([photo('same')], { budget: second }),
    ]);
    expect(describer.asked).toEqual(['same']);
    expect(a.descriptions.get('same')).toBe('a shared picture');
    expect(b.descriptions.get('same')).toBe('a shared picture');
    expect(second.remaining).toBe(8);
  });

  it('listens to audio only when the persona enables it; other documents than images are left alone', async () => {
    const describer = new ScriptedDescriber(async (item) => ok(`heard ${item.ref.id}`));
    const { lib } = await library({ describer });
    const voice: MediaItem = { ref: { id: 'v1', kind: 'voice', duration: 4 }, chatId: '7', messageId: 2 };
    const pdf: MediaItem = {
      ref: { id: 'd1', kind: 'document', mime: 'application/pdf' },
      chatId: '7',
      messageId: 3,
    };
    const scan: MediaItem = {
      ref: { id: 'd2', kind: 'document', mime: 'image/jpeg' },
      chatId: '7',
      messageId: 4,
    };
    const off = await lib.understand([voice, pdf, scan], { budget: budget(8) });
    expect(off.counts).toEqual({ skipped: 2, described: 1 });
    expect(describer.asked).toEqual(['d2']);
    const on = await lib.understand([voice], { budget: budget(8), audio: true });
    expect(on.descriptions.get('v1')).toBe('heard v1');
  });

  it('prefers curated descriptions and never asks the describer for them', async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    mkdirSync(path.join(dir, 'stickers'));
    writeFileSync(
      path.join(dir, 'stickers', 'wave.json'),
      JSON.stringify({ id: 's1', kind: 'sticker', set: 'Duck', emoji: '👋', description: 'a waving duck' }),
    );
    const describer = new ScriptedDescriber(async () => ok('AI text'));
    const { lib } = await library({ describer, curatedDir: dir });
    const sticker: MediaItem = { ref: { id: 's1', kind: 'sticker' }, chatId: '7', messageId: 1 };
    const out = await lib.understand([sticker], { budget: budget(8) });
    expect(describer.asked).toEqual([]);
    expect(out.descriptions).toEqual(new Map([['s1', 'a waving duck']]));
    // The ref arrived without set and emoji (a GramJS InputStickerSetID): the curated file knows them.
    expect(out.stickerNames.get('s1')).toEqual({ set: 'Duck', emoji: '👋' });
  });
});

describe('sticker names and the sticker list', () => {
  it('finds sticker descriptions by set and name: curated first, then described ones', async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    writeFileSync(
      path.join(dir, 'wave.json'),
      JSON.stringify({ id: 's1', kind: 'sticker', set: 'Duck', emoji: '👋', description: 'a waving duck' }),
    );
    const { lib } = await library({ curatedDir: dir });
    await lib.seed({ id: 's2', kind: 'sticker', set: 'Duck', emoji: '😴' }, 'a sleeping duck', 'ai');
    await lib.seed({ id: 's3', kind: 'sticker', set: 'Cat', emoji: '😴' }, 'a sleeping cat', 'ai');
    const found = await lib.stickerDescriptions([
      { set: 'Duck', name: '👋' },
      { set: 'Duck', name: '😴' },
      { set: 'Duck', name: '🎉' },
    ]);
    expect(found).toEqual(
      new Map([
        ['Duck\u0000👋', 'a waving duck'],
        ['Duck\u0000😴', 'a sleeping duck'],
      ]),
    );
  });

  it('fills in a missing sticker set from what the cache learnt, instead of (unknown)', () => {
    const messages = [
      inbound({ id: 1, media: [{ id: 's9', kind: 'sticker', emoji: '😂' }] }),
      inbound({ id: 2, text: 'no media' }),
    ];
    const filled = fillStickerNames(messages, new Map([['s9', { set: 'HeidiDuck' }]]));
    expect(filled[0]?.media[0]).toEqual({ id: 's9', kind: 'sticker', emoji: '😂', set: 'HeidiDuck' });
    expect(filled[1]).toBe(messages[1]);
    expect(messages[0]?.media[0]?.set).toBeUndefined();
  });

  it('orders media for the budget: the target message first, then newest to oldest', () => {
    const ref = (id: string): MediaRef => ({ id, kind: 'photo' });
    const messages = [
      inbound({ id: 1, media: [ref('a')] }),
      inbound({ id: 2, media: [ref('b'), ref('c')] }),
      inbound({ id: 3, media: [ref('d')] }),
    ];
    expect(mediaItemsOf(messages, 1).map((i) => i.ref.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(mediaItemsOf(messages).map((i) => `${i.ref.id}@${i.messageId}`)).toEqual([
      'd@3',
      'b@2',
      'c@2',
      'a@1',
    ]);
  });
});

describe('curated media', () => {
  it('names the file and field of an invalid curated item', () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ id: 'x', kind: 'photo' }));
    expect(() => loadCuratedMedia(dir)).toThrow(ConfigError);
    expect(() => loadCuratedMedia(dir)).toThrow(/bad\.json: description: /);
  });

  it('names a curated item whose sample file is missing', () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    writeFileSync(
      path.join(dir, 'x.json'),
      JSON.stringify({ id: 'x', kind: 'photo', description: 'a photo', file: 'x.png' }),
    );
    expect(() => loadCuratedMedia(dir)).toThrow(/x\.json: file: not found: x\.png/);
  });

  it('loads the bundled media folder, whose sample files exist', () => {
    const curated = loadCuratedMedia('media');
    expect(curated.size).toBeGreaterThanOrEqual(4);
    expect([...curated.values()].every((m) => m.description.length > 10)).toBe(true);
  });
});

import type { MediaDescription, MediaDescriptions } from '../store/media.js';
import type { Logger } from '../support/log.js';
import type { MediaRef, StickerRef } from '../telegram/types.js';
import type { CuratedMedia } from './curated.js';
import { isUsableDescription } from './render.js';

/** Produces a description of one media item (Gemini vision, or a scripted stand-in). */
export interface Describer {
  describe(ref: MediaRef): Promise<string | undefined>;
}

export interface MediaLibraryOptions {
  curated: ReadonlyMap<string, CuratedMedia>;
  cache: MediaDescriptions;
  describer?: Describer;
  now: () => number;
  log: Logger;
}

/**
 * Where descriptions come from, in order: curated files, the SQLite cache, then the describer
 * within a per-turn budget. Looking up never downloads; `describeNew` is the only step that may.
 */
export class MediaLibrary {
  constructor(private readonly options: MediaLibraryOptions) {}

  /** Known descriptions for these items (curated or cached); no network. */
  async known(refs: readonly MediaRef[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const ids = refs.map((r) => r.id);
    const cached = await this.options.cache.getMany(ids.filter((id) => !this.options.curated.has(id)));
    for (const ref of refs) {
      const text = this.options.curated.get(ref.id)?.description ?? usable(cached.get(ref.id));
      if (text) out.set(ref.id, text);
    }
    return out;
  }

  /** Describes up to `budget` items that have no description yet and caches the results. */
  async describeNew(refs: readonly MediaRef[], budget: number): Promise<number> {
    const { describer, cache, curated, now, log } = this.options;
    if (!describer || budget <= 0) return 0;
    let spent = 0;
    const seen = new Set<string>();
    for (const ref of refs) {
      if (spent >= budget) break;
      if (seen.has(ref.id) || curated.has(ref.id)) continue;
      seen.add(ref.id);
      const existing = await cache.get(ref.id);
      if (existing && (existing.status === 'ok' || existing.status === 'unsupported')) continue;
      spent++;
      const record: MediaDescription = {
        mediaId: ref.id,
        kind: ref.kind,
        status: 'ok',
        attempts: (existing?.attempts ?? 0) + 1,
        source: 'ai',
        updatedAt: now(),
      };
      if (ref.set) record.set = ref.set;
      if (ref.emoji) record.emoji = ref.emoji;
      try {
        const text = await describer.describe(ref);
        if (text && isUsableDescription(text)) record.description = text.trim();
        else record.status = 'unsupported';
      } catch (err) {
        record.status = 'error';
        log.warn('media description failed', {
          media: ref.id,
          kind: ref.kind,
          reason: (err as Error).message,
        });
      }
      await cache.put(record);
    }
    return spent;
  }

  /** Seeds the cache with a known description (fixtures, imports). */
  async seed(ref: MediaRef, description: string, source: MediaDescription['source']): Promise<void> {
    const record: MediaDescription = {
      mediaId: ref.id,
      kind: ref.kind,
      description,
      status: 'ok',
      attempts: 0,
      source,
      updatedAt: this.options.now(),
    };
    if (ref.set) record.set = ref.set;
    if (ref.emoji) record.emoji = ref.emoji;
    await this.options.cache.put(record);
  }

  /** The description of a sticker the persona may send, found by set and name among curated items. */
  stickerDescription(sticker: StickerRef): string | undefined {
    for (const item of this.options.curated.values()) {
      if (item.set === sticker.set && item.emoji === sticker.name) return item.description;
    }
    return undefined;
  }
}

function usable(record: MediaDescription | undefined): string | undefined {
  return record?.status === 'ok' && isUsableDescription(record.description) ? record.description : undefined;
}

import type { DescriptionSource, MediaCache, MediaDescription } from '../store/media.js';
import { type Clock, systemClock } from '../support/clock.js';
import { TimeoutError, withDeadline } from '../support/deadline.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { InboundMessage, MediaRef, MessageId, StickerRef } from '../telegram/types.js';
import type { CuratedMedia } from './curated.js';
import { type DescribeOutcome, type Describer, isModelCall, type MediaItem } from './describer.js';
import { Semaphore } from './pool.js';
import { isSticker, isUsableDescription } from './render.js';

export type { Describer, MediaItem } from './describer.js';

/** How budget, concurrency, time and retries apply to new descriptions. */
export interface MediaLimits {
  /** New descriptions per turn (cache hits are free). */
  budget: number;
  concurrency: number;
  timeoutMs: number;
  /** Attempts for an item that failed or timed out. */
  retryLimit: number;
}

/** Settled records kept in memory (a few hundred bytes each). */
const SETTLED_MAX = 20_000;

export const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  budget: 8,
  concurrency: 4,
  timeoutMs: 12_000,
  retryLimit: 3,
};

export interface MediaLibraryOptions {
  curated: ReadonlyMap<string, CuratedMedia>;
  cache: MediaCache;
  describer?: Describer;
  limits?: Partial<MediaLimits>;
  now: () => number;
  /**
   * The clock description deadlines run on; by default the system clock, as the describer's
   * other side (Gemini, a download) takes wall time.
   */
  clock?: Clock;
  log: Logger;
}

/**
 * New descriptions allowed in one turn (or one `media describe` run). Taking is synchronous,
 * so items are reserved before any work starts and parallel work can never overspend.
 */
export class DescriptionBudget {
  #left: number;
  constructor(readonly total: number) {
    this.#left = Math.max(0, total);
  }
  tryTake(): boolean {
    if (this.#left <= 0) return false;
    this.#left--;
    return true;
  }
  get remaining(): number {
    return this.#left;
  }
}

/** What became of one item in a media step. */
export type ItemState =
  | 'curated'
  | 'cached'
  | 'described'
  | 'fallback'
  | 'unsupported'
  | 'error'
  | 'timeout'
  /** Not described: the budget was spent. */
  | 'over-budget'
  /** Failed `retryLimit` times already: left alone. */
  | 'gave-up'
  /** Known to be unsupported: never retried. */
  | 'known-unsupported'
  /** Not something we describe (audio with audio off, documents that are not images, unknown kinds). */
  | 'skipped';

export interface ItemResult {
  item: MediaItem;
  state: ItemState;
  description?: string;
  reason?: string;
}

export interface MediaUnderstanding {
  /** Usable descriptions by media id: what rendering shows. */
  descriptions: Map<string, string>;
  /** Set and emoji learnt from curated files or the cache, for refs that arrived without them. */
  stickerNames: Map<string, { set?: string; emoji?: string }>;
  results: ItemResult[];
  counts: Partial<Record<ItemState, number>>;
}

export interface UnderstandOptions {
  budget: DescriptionBudget;
  /** The persona lets the model listen to voice messages and audio. */
  audio?: boolean;
  /** Called once per item as soon as its fate is known (the progress bar). */
  onItem?: (result: ItemResult) => void;
}

/**
 * Where descriptions come from, in order: curated files, the SQLite cache, then the describer
 * within the budget, `concurrency` at a time, each within `timeoutMs`. Results, failures
 * included, are cached with a status and an attempt count. Rendering reads the returned map and
 * never downloads.
 */
export class MediaLibrary {
  readonly limits: MediaLimits;
  readonly #options: MediaLibraryOptions;
  /** Items being described right now, shared by turns that meet the same item. */
  readonly #inflight = new Map<string, Promise<ItemResult>>();
  /**
   * Records that will not change (`ok`, `unsupported`), kept in memory so a long history of
   * cache hits costs no query; bounded, oldest dropped first. Failures are always re-read.
   */
  readonly #settled = new Map<string, MediaDescription>();
  /**
   * Decoding (CPU) and model calls (network) have separate bounds, shared by every turn of the
   * persona: the next items are decoded while earlier ones wait for the model, and two busy
   * chats together still make at most `concurrency` calls at once.
   */
  readonly #decoding: Semaphore;
  readonly #calling: Semaphore;

  constructor(options: MediaLibraryOptions) {
    this.#options = options;
    this.limits = { ...DEFAULT_MEDIA_LIMITS, ...options.limits };
    this.#decoding = new Semaphore(this.limits.concurrency);
    this.#calling = new Semaphore(this.limits.concurrency);
  }

  /** Resolves descriptions for `items` (in priority order: budget goes to the first ones). */
  async understand(items: readonly MediaItem[], options: UnderstandOptions): Promise<MediaUnderstanding> {
    const { curated, describer } = this.#options;
    const unique = uniqueItems(items);
    const cached = await this.#records(unique.filter((i) => !curated.has(i.ref.id)).map((i) => i.ref.id));
    const out: MediaUnderstanding = {
      descriptions: new Map(),
      stickerNames: new Map(),
      results: [],
      counts: {},
    };
    const settle = (result: ItemResult): void => {
      out.results.push(result);
      out.counts[result.state] = (out.counts[result.state] ?? 0) + 1;
      if (result.description) out.descriptions.set(result.item.ref.id, result.description);
      options.onItem?.(result);
    };
    const waiting: Promise<void>[] = [];
    const chosen: { item: MediaItem; existing: MediaDescription | undefined; done: Deferred }[] = [];

    // Everything up to the dispatch is synchronous: the budget and the in-flight map cannot race.
    for (const item of unique) {
      const { ref } = item;
      const hand = curated.get(ref.id);
      // A turn running beside this one may have settled the item since the read above.
      const record = this.#settled.get(ref.id) ?? cached.get(ref.id);
      noteStickerNames(out, ref, hand ?? record);
      if (hand) {
        settle({ item, state: 'curated', description: hand.description });
        continue;
      }
      const known = fromRecord(record, this.limits.retryLimit);
      if (known) {
        settle({ item, ...known });
        continue;
      }
      const shared = this.#inflight.get(ref.id);
      if (shared) {
        waiting.push(shared.then((r) => settle({ ...r, item })));
        continue;
      }
      if (!describer || !describable(ref, options.audio ?? false)) {
        settle({ item, state: 'skipped' });
        continue;
      }
      if (!options.budget.tryTake()) {
        settle({ item, state: 'over-budget' });
        continue;
      }
      const done = deferred();
      this.#inflight.set(ref.id, done.promise);
      chosen.push({ item, existing: record, done });
    }

    const work = chosen.map(async ({ item, existing, done }) => {
      const result = await this.#describeOne(describer as Describer, item, existing);
      this.#inflight.delete(item.ref.id);
      done.resolve(result);
      settle(result);
    });
    await Promise.all([...work, ...waiting]);
    return out;
  }

  async #records(ids: readonly string[]): Promise<Map<string, MediaDescription>> {
    const out = new Map<string, MediaDescription>();
    const missing: string[] = [];
    for (const id of ids) {
      const settled = this.#settled.get(id);
      if (settled) out.set(id, settled);
      else missing.push(id);
    }
    if (missing.length === 0) return out;
    for (const [id, record] of await this.#options.cache.getMany(missing)) {
      out.set(id, record);
      this.#remember(record);
    }
    return out;
  }

  #remember(record: MediaDescription): void {
    if (record.status !== 'ok' && record.status !== 'unsupported') {
      this.#settled.delete(record.mediaId);
      return;
    }
    this.#settled.delete(record.mediaId);
    this.#settled.set(record.mediaId, record);
    if (this.#settled.size > SETTLED_MAX) {
      const oldest = this.#settled.keys().next().value;
      if (oldest !== undefined) this.#settled.delete(oldest);
    }
  }

  /** Known descriptions for these items (curated or cached); no describing, no network. */
  async known(refs: readonly MediaRef[]): Promise<Map<string, string>> {
    const { curated } = this.#options;
    const out = new Map<string, string>();
    const cached = await this.#records(refs.map((r) => r.id).filter((id) => !curated.has(id)));
    for (const ref of refs) {
      const text = curated.get(ref.id)?.description ?? usable(cached.get(ref.id));
      if (text) out.set(ref.id, text);
    }
    return out;
  }

  /** Seeds the cache with a known description (fixtures, imports). */
  async seed(ref: MediaRef, description: string, source: DescriptionSource): Promise<void> {
    const record: MediaDescription = {
      ...names(ref),
      mediaId: ref.id,
      kind: ref.kind,
      description,
      status: 'ok',
      attempts: 0,
      source,
      updatedAt: this.#options.now(),
    };
    await this.#options.cache.put(record);
    this.#remember(record);
  }

  /**
   * Descriptions of stickers the persona may send, by `set\0name`: curated first, then stickers
   * of those sets described earlier (in chats or by `media describe`).
   */
  async stickerDescriptions(stickers: readonly StickerRef[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const wanted = new Set(stickers.map(stickerKey));
    for (const item of this.#options.curated.values()) {
      const key = item.set && item.emoji ? stickerKey({ set: item.set, name: item.emoji }) : undefined;
      if (key && wanted.has(key) && !out.has(key)) out.set(key, item.description);
    }
    const missing = stickers.filter((s) => !out.has(stickerKey(s)));
    if (missing.length === 0) return out;
    for (const record of await this.#options.cache.stickersOfSets(missing.map((s) => s.set))) {
      if (!record.set || !record.emoji) continue;
      const key = stickerKey({ set: record.set, name: record.emoji });
      const text = usable(record);
      if (text && wanted.has(key) && !out.has(key)) out.set(key, text);
    }
    return out;
  }

  async #describeOne(
    describer: Describer,
    item: MediaItem,
    existing: MediaDescription | undefined,
  ): Promise<ItemResult> {
    const { ref } = item;
    const { log, now } = this.#options;
    const record: MediaDescription = {
      ...names(ref),
      mediaId: ref.id,
      kind: ref.kind,
      status: 'ok',
      attempts: (existing?.attempts ?? 0) + 1,
      source: 'ai',
      updatedAt: now(),
    };
    const timeout = this.limits.timeoutMs;
    const clock = this.#options.clock ?? systemClock;
    let result: ItemResult;
    try {
      // Each step has the whole timeout; waiting for a free slot does not count.
      const prepared = await this.#decoding.run(() =>
        withDeadline(clock, timeout, (signal) => describer.prepare(item, signal)),
      );
      const outcome: DescribeOutcome = isModelCall(prepared)
        ? await this.#calling.run(() => withDeadline(clock, timeout, (signal) => prepared.call(signal)))
        : prepared;
      if (outcome.status === 'ok') {
        record.description = outcome.description;
        record.source = outcome.source;
        result = {
          item,
          state: outcome.source === 'fallback' ? 'fallback' : 'described',
          description: outcome.description,
        };
      } else {
        record.status = 'unsupported';
        record.reason = outcome.reason;
        result = { item, state: 'unsupported', reason: outcome.reason };
      }
    } catch (err) {
      const timedOut = err instanceof TimeoutError;
      record.status = timedOut ? 'timeout' : 'error';
      record.reason = errorMessage(err);
      result = { item, state: record.status, reason: record.reason };
      log.warn(timedOut ? 'media description timed out' : 'media description failed', {
        media: ref.id,
        kind: ref.kind,
        attempt: record.attempts,
        reason: record.reason,
      });
    }
    record.updatedAt = now();
    try {
      await this.#options.cache.put(record);
      this.#remember(record);
    } catch (err) {
      log.error('media description not cached', { media: ref.id, reason: errorMessage(err) });
    }
    return result;
  }
}

/**
 * The media of a history in the order budget should go to them: the target message's first,
 * then from the newest message to the oldest.
 */
export function mediaItemsOf(messages: readonly InboundMessage[], firstId?: MessageId): MediaItem[] {
  const ordered = [...messages].reverse();
  const first = ordered.findIndex((m) => m.id === firstId);
  if (first > 0) ordered.unshift(...ordered.splice(first, 1));
  return ordered.flatMap((m) => m.media.map((ref) => ({ ref, chatId: m.chatId, messageId: m.id })));
}

/** Messages whose sticker refs lacked a set or emoji get the ones learnt from the cache. */
export function fillStickerNames(
  messages: InboundMessage[],
  names: ReadonlyMap<string, { set?: string; emoji?: string }>,
): InboundMessage[] {
  if (names.size === 0) return messages;
  return messages.map((m) =>
    m.media.some((r) => names.has(r.id))
      ? { ...m, media: m.media.map((r) => ({ ...names.get(r.id), ...withoutUndefined(r) })) }
      : m,
  );
}

function withoutUndefined(ref: MediaRef): MediaRef {
  return Object.fromEntries(Object.entries(ref).filter(([, v]) => v !== undefined)) as MediaRef;
}

/** What a cached record settles without a new attempt, or `undefined` when the item needs one. */
function fromRecord(
  record: MediaDescription | undefined,
  retryLimit: number,
): Omit<ItemResult, 'item'> | undefined {
  if (!record) return undefined;
  if (record.status === 'ok') {
    const text = usable(record);
    return text
      ? { state: 'cached', description: text }
      : { state: 'known-unsupported', reason: 'no usable description' };
  }
  if (record.status === 'unsupported') return { state: 'known-unsupported', reason: record.reason ?? '' };
  if (record.attempts >= retryLimit) {
    return {
      state: 'gave-up',
      reason: `${record.attempts} attempts failed: ${record.reason ?? record.status}`,
    };
  }
  return undefined;
}

/** Kinds the describer handles; documents only when they claim to be images (the bytes decide). */
function describable(ref: MediaRef, audio: boolean): boolean {
  switch (ref.kind) {
    case 'photo':
    case 'sticker':
    case 'animated_sticker':
    case 'video_sticker':
    case 'gif':
    case 'video':
      return true;
    case 'voice':
    case 'audio':
      return audio;
    case 'document':
      return ref.mime?.startsWith('image/') ?? false;
    default:
      return false;
  }
}

function noteStickerNames(
  out: MediaUnderstanding,
  ref: MediaRef,
  known: { set?: string; emoji?: string } | undefined,
): void {
  if (!isSticker(ref.kind) || !known || (ref.set && ref.emoji)) return;
  const extra: { set?: string; emoji?: string } = {};
  if (!ref.set && known.set) extra.set = known.set;
  if (!ref.emoji && known.emoji) extra.emoji = known.emoji;
  if (extra.set || extra.emoji) out.stickerNames.set(ref.id, extra);
}

function uniqueItems(items: readonly MediaItem[]): MediaItem[] {
  const seen = new Set<string>();
  return items.filter((i) => !seen.has(i.ref.id) && seen.add(i.ref.id));
}

function usable(record: MediaDescription | undefined): string | undefined {
  return record?.status === 'ok' && isUsableDescription(record.description) ? record.description : undefined;
}

function names(ref: MediaRef): { set?: string; emoji?: string } {
  const out: { set?: string; emoji?: string } = {};
  if (ref.set) out.set = ref.set;
  if (ref.emoji) out.emoji = ref.emoji;
  return out;
}

function stickerKey(sticker: StickerRef): string {
  return `${sticker.set}\u0000${sticker.name}`;
}

interface Deferred {
  promise: Promise<ItemResult>;
  resolve: (result: ItemResult) => void;
}

function deferred(): Deferred {
  let resolve: (result: ItemResult) => void = () => {};
  const promise = new Promise<ItemResult>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

import { Api } from 'telegram';
import type { Clock } from '../../support/clock.js';
import { errorMessage } from '../../support/errors.js';
import type { Logger } from '../../support/log.js';

interface LoadedSet {
  shortName: string;
  /** Sticker name (its emoji) → the first document with that name. */
  byName: Map<string, Api.Document>;
  /** Every sticker of the set, in the set's order. */
  documents: Api.Document[];
}

/** A set as `media describe` lists it, or why it could not be loaded. */
export type SetListing =
  | { found: true; shortName: string; documents: readonly Api.Document[] }
  | { found: false; reason: string };

export type StickerSetLoader = (set: Api.TypeInputStickerSet) => Promise<Api.messages.TypeStickerSet>;

/**
 * Sticker sets by short name, loaded once and kept: `find(set, name)` gives the document to send.
 * Within a set the first sticker with a name wins (the original's loader kept the last one and
 * its resolver the first); a sticker's name is its emoji (`alt`), and the set's emoji
 * packs add names for stickers listed under several emoji. A set that fails to load is not asked
 * for again before `retryMs`. Sets met by id (stickers in the chat) are loaded the same way, so
 * their short names are known (not shown as `(unknown)`) and their stickers can be sent back.
 */
export class StickerSets {
  readonly #byName = new Map<string, LoadedSet>();
  readonly #nameById = new Map<string, string>();
  readonly #failedUntil = new Map<string, { until: number; reason: string }>();
  readonly #loading = new Map<string, Promise<LoadedSet | undefined>>();

  constructor(
    private readonly load: StickerSetLoader,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly retryMs = 10 * 60_000,
  ) {}

  /** The document of sticker `name` in set `setName`, loading the set if needed. */
  async find(setName: string, name: string): Promise<Api.Document | undefined> {
    const set = await this.#get(
      setName.toLowerCase(),
      new Api.InputStickerSetShortName({ shortName: setName }),
    );
    return set?.byName.get(normalise(name));
  }

  /**
   * Every sticker of a set (loading it if needed), or the reason it is not available; a
   * failure is not asked again before `retryMs`, as for `find`.
   */
  async list(setName: string): Promise<SetListing> {
    const key = setName.toLowerCase();
    const set = await this.#get(key, new Api.InputStickerSetShortName({ shortName: setName }));
    if (set) return { found: true, shortName: set.shortName, documents: set.documents };
    return { found: false, reason: this.#failedUntil.get(key)?.reason ?? 'not loaded' };
  }

  /** Loads sets ahead of time (at start-up), one after another. */
  async preload(setNames: Iterable<string>): Promise<void> {
    for (const name of new Set(setNames)) await this.find(name, '');
  }

  /** Learns the short names of sets known only by id; failures are logged and retried later. */
  async resolveIds(sets: readonly Api.InputStickerSetID[]): Promise<void> {
    for (const set of sets) {
      const id = set.id.toString();
      if (this.#nameById.has(id)) continue;
      await this.#get(`id:${id}`, set);
    }
  }

  /** Short name of a set by id, when known. */
  stickerSetName(setId: string): string | undefined {
    return this.#nameById.get(setId);
  }

  /** Forgets a set (its file references expired): the next `find` loads it afresh. */
  forget(setName: string): void {
    this.#byName.delete(setName.toLowerCase());
  }

  async #get(key: string, input: Api.TypeInputStickerSet): Promise<LoadedSet | undefined> {
    const known = this.#byName.get(key);
    if (known) return known;
    if ((this.#failedUntil.get(key)?.until ?? 0) > this.clock.now()) return undefined;
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const loading = this.#fetch(key, input).finally(() => this.#loading.delete(key));
    this.#loading.set(key, loading);
    return loading;
  }

  async #fetch(key: string, input: Api.TypeInputStickerSet): Promise<LoadedSet | undefined> {
    try {
      const result = await this.load(input);
      if (!(result instanceof Api.messages.StickerSet)) throw new Error(`unexpected ${result.className}`);
      const set = indexSet(result);
      this.#byName.set(set.shortName.toLowerCase(), set);
      if (key.startsWith('id:')) this.#byName.set(key, set);
      this.#nameById.set(result.set.id.toString(), set.shortName);
      this.log.debug('sticker set loaded', { set: set.shortName, stickers: result.documents.length });
      return set;
    } catch (err) {
      const reason = errorMessage(err);
      this.#failedUntil.set(key, { until: this.clock.now() + this.retryMs, reason });
      this.log.warn('sticker set not loaded', { set: key, reason });
      return undefined;
    }
  }
}

function indexSet(result: Api.messages.StickerSet): LoadedSet {
  const byName = new Map<string, Api.Document>();
  const byId = new Map<string, Api.Document>();
  const documents: Api.Document[] = [];
  for (const doc of result.documents) {
    if (!(doc instanceof Api.Document)) continue;
    documents.push(doc);
    byId.set(doc.id.toString(), doc);
    const alt = doc.attributes.find((a) => a instanceof Api.DocumentAttributeSticker)?.alt;
    if (alt && !byName.has(normalise(alt))) byName.set(normalise(alt), doc);
  }
  for (const pack of result.packs) {
    const name = normalise(pack.emoticon);
    const first = pack.documents.map((id) => byId.get(id.toString())).find((d) => d !== undefined);
    if (first && !byName.has(name)) byName.set(name, first);
  }
  return { shortName: result.set.shortName, byName, documents };
}

/** Emoji come with and without variation selectors (❤️ / ❤); names compare without them. */
function normalise(name: string): string {
  return name.replace(/\uFE0F/g, '').trim();
}

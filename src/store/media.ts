import type { Selectable } from 'kysely';
import type { Db, DescriptionSource, DescriptionStatus, MediaDescriptionsTable } from './schema.js';

export type { DescriptionSource, DescriptionStatus };

export interface MediaDescription {
  mediaId: string;
  kind: string;
  set?: string;
  emoji?: string;
  description?: string;
  status: DescriptionStatus;
  /** Describe attempts so far (0 for seeded records). */
  attempts: number;
  source: DescriptionSource;
  updatedAt: number;
  /** Why there is no description (unsupported, error, timeout). */
  reason?: string;
}

/** What the media library needs of the description cache: the SQLite table, or an overlay on it. */
export type MediaCache = Pick<MediaDescriptions, 'getMany' | 'stickersOfSets' | 'put'>;

/** SQLite binds at most 32766 variables; stay far below. */
const CHUNK = 500;

/** Cached media descriptions, including failures (with a status) so they are not retried forever. */
export class MediaDescriptions {
  constructor(private readonly db: Db) {}

  async get(mediaId: string): Promise<MediaDescription | undefined> {
    return (await this.getMany([mediaId])).get(mediaId);
  }

  /** Many records in a few queries (one per 500 ids): rendering a long history stays cheap. */
  async getMany(mediaIds: readonly string[]): Promise<Map<string, MediaDescription>> {
    const out = new Map<string, MediaDescription>();
    const ids = [...new Set(mediaIds)];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await this.db
        .selectFrom('media_descriptions')
        .selectAll()
        .where('media_id', 'in', ids.slice(i, i + CHUNK))
        .execute();
      for (const row of rows) out.set(row.media_id, toRecord(row));
    }
    return out;
  }

  /** Described stickers of these sets, newest first: the sticker list finds them by set and emoji. */
  async stickersOfSets(sets: readonly string[]): Promise<MediaDescription[]> {
    const unique = [...new Set(sets)];
    if (unique.length === 0) return [];
    const rows = await this.db
      .selectFrom('media_descriptions')
      .selectAll()
      .where('set_name', 'in', unique)
      .where('status', '=', 'ok')
      .orderBy('updated_at', 'desc')
      .execute();
    return rows.map(toRecord);
  }

  async put(record: MediaDescription): Promise<void> {
    const row = {
      media_id: record.mediaId,
      kind: record.kind,
      set_name: record.set ?? null,
      emoji: record.emoji ?? null,
      description: record.description ?? null,
      status: record.status,
      attempts: record.attempts,
      source: record.source,
      updated_at: record.updatedAt,
      reason: record.reason ?? null,
    };
    await this.db
      .insertInto('media_descriptions')
      .values(row)
      .onConflict((oc) => oc.column('media_id').doUpdateSet(row))
      .execute();
  }
}

/**
 * A cache read from `base` with writes kept in `overlay` (read first): `prompt` on a live chat
 * uses the descriptions the state database holds (opened read-only) and keeps the ones it makes
 * to itself.
 */
export class OverlayMediaCache implements MediaCache {
  constructor(
    private readonly base: MediaCache,
    private readonly overlay: MediaCache,
  ) {}

  async getMany(mediaIds: readonly string[]): Promise<Map<string, MediaDescription>> {
    const out = await this.base.getMany(mediaIds);
    for (const [id, record] of await this.overlay.getMany(mediaIds)) out.set(id, record);
    return out;
  }

  async stickersOfSets(sets: readonly string[]): Promise<MediaDescription[]> {
    const fresh = await this.overlay.stickersOfSets(sets);
    const ids = new Set(fresh.map((r) => r.mediaId));
    return [...fresh, ...(await this.base.stickersOfSets(sets)).filter((r) => !ids.has(r.mediaId))];
  }

  put(record: MediaDescription): Promise<void> {
    return this.overlay.put(record);
  }
}

function toRecord(row: Selectable<MediaDescriptionsTable>): MediaDescription {
  const record: MediaDescription = {
    mediaId: row.media_id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    source: row.source,
    updatedAt: row.updated_at,
  };
  if (row.set_name !== null) record.set = row.set_name;
  if (row.emoji !== null) record.emoji = row.emoji;
  if (row.description !== null) record.description = row.description;
  if (row.reason !== null) record.reason = row.reason;
  return record;
}

import type { Db } from './schema.js';

export type DescriptionStatus = 'ok' | 'unsupported' | 'error' | 'timeout';
export type DescriptionSource = 'curated' | 'ai' | 'fixture' | 'fallback';

export interface MediaDescription {
  mediaId: string;
  kind: string;
  set?: string;
  emoji?: string;
  description?: string;
  status: DescriptionStatus;
  attempts: number;
  source: DescriptionSource;
  updatedAt: number;
}

/** Cached media descriptions, including failures (with a status) so they are not retried forever. */
export class MediaDescriptions {
  constructor(private readonly db: Db) {}

  async get(mediaId: string): Promise<MediaDescription | undefined> {
    const row = await this.db
      .selectFrom('media_descriptions')
      .selectAll()
      .where('media_id', '=', mediaId)
      .executeTakeFirst();
    if (!row) return undefined;
    const record: MediaDescription = {
      mediaId: row.media_id,
      kind: row.kind,
      status: row.status as DescriptionStatus,
      attempts: row.attempts,
      source: row.source as DescriptionSource,
      updatedAt: row.updated_at,
    };
    if (row.set_name !== null) record.set = row.set_name;
    if (row.emoji !== null) record.emoji = row.emoji;
    if (row.description !== null) record.description = row.description;
    return record;
  }

  async getMany(mediaIds: readonly string[]): Promise<Map<string, MediaDescription>> {
    const out = new Map<string, MediaDescription>();
    for (const id of new Set(mediaIds)) {
      const record = await this.get(id);
      if (record) out.set(id, record);
    }
    return out;
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
    };
    await this.db
      .insertInto('media_descriptions')
      .values(row)
      .onConflict((oc) => oc.column('media_id').doUpdateSet(row))
      .execute();
  }
}

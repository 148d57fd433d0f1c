import type { KnownPeer, TelegramMemory, UpdateState } from '../telegram/port.js';
import type { Db } from './schema.js';

/** Rows per INSERT when many peers are saved at once (a dialog page names up to 200). */
const BATCH = 100;
const KINDS = new Set<string>(['user', 'group', 'channel']);

/**
 * What each Telegram account learnt, kept between runs: the peers it met (access hashes, names)
 * and its update state. Upserts in portable SQL (`ON CONFLICT … DO UPDATE`).
 */
export class TelegramMemoryStore implements TelegramMemory {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async loadPeers(accountId: string): Promise<KnownPeer[]> {
    const rows = await this.db
      .selectFrom('telegram_peers')
      .select(['peer_id', 'kind', 'access_hash', 'info'])
      .where('account_id', '=', accountId)
      .orderBy('peer_id')
      .execute();
    const peers: KnownPeer[] = [];
    for (const row of rows) {
      if (!KINDS.has(row.kind)) continue;
      const info = parseInfo(row.info);
      const peer: KnownPeer = {
        id: row.peer_id,
        kind: row.kind as KnownPeer['kind'],
        name: typeof info.name === 'string' ? info.name : row.peer_id,
      };
      if (row.access_hash !== null) peer.accessHash = row.access_hash;
      if (typeof info.username === 'string') peer.username = info.username;
      if (info.forum === true) peer.forum = true;
      if (info.broadcast === true) peer.broadcast = true;
      if (info.contact === true) peer.contact = true;
      if (info.bot === true) peer.bot = true;
      peers.push(peer);
    }
    return peers;
  }

  async savePeers(accountId: string, peers: readonly KnownPeer[]): Promise<void> {
    const now = this.now();
    for (let at = 0; at < peers.length; at += BATCH) {
      const rows = peers.slice(at, at + BATCH).map((p) => ({
        account_id: accountId,
        peer_id: p.id,
        kind: p.kind,
        access_hash: p.accessHash ?? null,
        info: JSON.stringify({
          name: p.name,
          username: p.username,
          forum: p.forum,
          broadcast: p.broadcast,
          contact: p.contact,
          bot: p.bot,
        }),
        updated_at: now,
      }));
      await this.db
        .insertInto('telegram_peers')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['account_id', 'peer_id']).doUpdateSet((eb) => ({
            kind: eb.ref('excluded.kind'),
            access_hash: eb.ref('excluded.access_hash'),
            info: eb.ref('excluded.info'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  }

  async loadUpdateState(accountId: string): Promise<UpdateState | undefined> {
    const row = await this.db
      .selectFrom('telegram_update_state')
      .select(['pts', 'qts', 'date', 'seq'])
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return row ? { pts: row.pts, qts: row.qts, date: row.date, seq: row.seq } : undefined;
  }

  async saveUpdateState(accountId: string, state: UpdateState): Promise<void> {
    const row = { account_id: accountId, ...state, updated_at: this.now() };
    await this.db
      .insertInto('telegram_update_state')
      .values(row)
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet({
          pts: row.pts,
          qts: row.qts,
          date: row.date,
          seq: row.seq,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }
}

function parseInfo(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

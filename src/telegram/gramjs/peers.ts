import { Api, helpers, utils } from 'telegram';
import type { KnownPeer } from '../port.js';
import { type WriteBan, writeBanOf } from './rights.js';

/** What we know about a user, group or channel. Names are untrusted text. */
export interface PeerInfo {
  /** Marked id: users positive, basic groups `-id`, channels and supergroups `-100id`. */
  id: string;
  kind: 'user' | 'group' | 'channel';
  /** Display name: first and last name for users, title for chats. */
  name: string;
  username?: string;
  /** A forum supergroup (topics). */
  forum?: boolean;
  /** A broadcast channel (no one but admins posts). */
  broadcast?: boolean;
  /** A user in the account's contacts. */
  contact?: boolean;
  /** A bot account: never answered. */
  bot?: boolean;
}

/** The marked id of a peer, exact (64-bit ids stay strings). */
export function peerId(peer: Api.TypePeer): string {
  return utils.getPeerId(peer);
}

/** Telegram's own service account: login codes and security notices. */
export const TELEGRAM_SERVICE_ID = '777000';

/** Builds a `Peer` from a marked id; the inverse of `peerId`. */
export function peerFromId(id: string): Api.TypePeer {
  if (!/^-?\d+$/.test(id)) throw new Error(`not a Telegram peer id: ${id}`);
  if (id.startsWith('-100') && id.length > 4) return new Api.PeerChannel({ channelId: big(id.slice(4)) });
  if (id.startsWith('-')) return new Api.PeerChat({ chatId: big(id.slice(1)) });
  return new Api.PeerUser({ userId: big(id) });
}

/** GramJS's 64-bit integer type, from a decimal string (ids never pass through a JS number). */
export function big(value: string) {
  return helpers.returnBigInt(value);
}

type Entity = Api.TypeUser | Api.TypeChat;

/**
 * Names, usernames and input peers of everything the adapter has seen in a response or an
 * update. It outlives a client: after a reconnect with a fresh GramJS client (whose entity cache
 * is empty) peers stay resolvable; and what it learns is handed out (`takeChanged`) to be
 * stored, so that after a restart it is `restore`d and chats stay addressable without a scan.
 */
export class PeerDirectory {
  readonly #info = new Map<string, PeerInfo>();
  readonly #input = new Map<string, Api.TypeInputPeer>();
  /** Peers learnt or changed since the last `takeChanged`, by id. */
  readonly #changed = new Map<string, KnownPeer>();
  /** What was last handed out or restored per id, to hand out only real changes. */
  readonly #kept = new Map<string, string>();
  /** Groups the account may not write in, as their newest full entity says (never stored). */
  readonly #writeBans = new Map<string, WriteBan>();

  /** Learns every user and chat of a response or update container. */
  absorb(entities: Iterable<Entity | undefined>): void {
    for (const entity of entities) if (entity) this.#absorbOne(entity);
  }

  get(id: string): PeerInfo | undefined {
    return this.#info.get(id);
  }

  inputPeer(id: string): Api.TypeInputPeer | undefined {
    return this.#input.get(id);
  }

  /** Why the account may not write in this group, as its entity last said; undefined when it may. */
  writeBan(id: string): WriteBan | undefined {
    return this.#writeBans.get(id);
  }

  /** Peers remembered from an earlier run; what was learnt in this run wins. */
  restore(peers: readonly KnownPeer[]): number {
    let restored = 0;
    for (const peer of peers) {
      if (this.#info.has(peer.id)) continue;
      const input = inputPeerOf(peer);
      if (peer.kind !== 'group' && !input) continue;
      const info: PeerInfo = { id: peer.id, kind: peer.kind, name: peer.name };
      info.username = peer.username;
      info.forum = peer.forum;
      info.broadcast = peer.broadcast;
      info.contact = peer.contact;
      info.bot = peer.bot;
      this.#info.set(peer.id, info);
      if (input) this.#input.set(peer.id, input);
      this.#kept.set(peer.id, JSON.stringify(known(info, input)));
      restored++;
    }
    return restored;
  }

  /** The peers learnt or changed since the last call (each addressable one, once). */
  takeChanged(): KnownPeer[] {
    const out = [...this.#changed.values()];
    this.#changed.clear();
    for (const peer of out) this.#kept.set(peer.id, JSON.stringify(peer));
    return out;
  }

  #absorbOne(entity: Entity): void {
    const info = describeEntity(entity);
    if (!info) return;
    // A "min" entity carries an access hash that only works inside its message, and partial
    // names: it never replaces what a full one told us.
    const min = 'min' in entity && Boolean(entity.min);
    if (min && this.#info.has(info.id)) return;
    this.#info.set(info.id, info);
    if (min) return;
    if (info.kind !== 'user') {
      const ban = writeBanOf(entity as Api.TypeChat);
      if (ban) this.#writeBans.set(info.id, ban);
      else this.#writeBans.delete(info.id);
    }
    let input: Api.TypeInputPeer | undefined;
    try {
      input = utils.getInputPeer(entity, false);
      this.#input.set(info.id, input);
    } catch {
      // No usable access hash (e.g. a user seen only through a message): GramJS may resolve it later.
    }
    if (info.kind !== 'group' && !input) return;
    const peer = known(info, input);
    if (this.#kept.get(info.id) !== JSON.stringify(peer)) this.#changed.set(info.id, peer);
  }
}

/** A peer as it is stored: what we know of it and its access hash. */
function known(info: PeerInfo, input: Api.TypeInputPeer | undefined): KnownPeer {
  const peer: KnownPeer = { id: info.id, kind: info.kind, name: info.name };
  const hash = input && 'accessHash' in input ? input.accessHash.toString() : undefined;
  peer.accessHash = hash;
  peer.username = info.username;
  peer.forum = info.forum;
  peer.broadcast = info.broadcast;
  peer.contact = info.contact;
  peer.bot = info.bot;
  // Absent fields are left out, so a stored peer compares equal to a freshly learnt one.
  return JSON.parse(JSON.stringify(peer)) as KnownPeer;
}

/** The input peer of a remembered peer (basic groups need no access hash). */
function inputPeerOf(peer: KnownPeer): Api.TypeInputPeer | undefined {
  if (peer.kind === 'group') {
    if (!/^-\d+$/.test(peer.id)) return undefined;
    return new Api.InputPeerChat({ chatId: big(peer.id.slice(1)) });
  }
  if (peer.accessHash === undefined || !/^-?\d+$/.test(peer.accessHash)) return undefined;
  if (peer.kind === 'channel') {
    if (!/^-100\d+$/.test(peer.id)) return undefined;
    return new Api.InputPeerChannel({ channelId: big(peer.id.slice(4)), accessHash: big(peer.accessHash) });
  }
  if (!/^\d+$/.test(peer.id)) return undefined;
  return new Api.InputPeerUser({ userId: big(peer.id), accessHash: big(peer.accessHash) });
}

export function describeEntity(entity: Entity): PeerInfo | undefined {
  if (entity instanceof Api.User) {
    const id = entity.id.toString();
    const info: PeerInfo = { id, kind: 'user', name: userName(entity) };
    if (entity.contact) info.contact = true;
    if (entity.bot) info.bot = true;
    if (entity.username) info.username = entity.username;
    else if (entity.usernames?.[0]) info.username = entity.usernames[0].username;
    return info;
  }
  if (entity instanceof Api.UserEmpty)
    return { id: entity.id.toString(), kind: 'user', name: 'Deleted Account' };
  if (entity instanceof Api.Chat || entity instanceof Api.ChatForbidden) {
    return { id: `-${entity.id.toString()}`, kind: 'group', name: entity.title };
  }
  if (entity instanceof Api.Channel) {
    const info: PeerInfo = { id: `-100${entity.id.toString()}`, kind: 'channel', name: entity.title };
    if (entity.username) info.username = entity.username;
    if (entity.forum) info.forum = true;
    if (entity.broadcast) info.broadcast = true;
    return info;
  }
  if (entity instanceof Api.ChannelForbidden) {
    const info: PeerInfo = { id: `-100${entity.id.toString()}`, kind: 'channel', name: entity.title };
    if (entity.broadcast) info.broadcast = true;
    return info;
  }
  return undefined;
}

function userName(user: Api.User): string {
  if (user.deleted) return 'Deleted Account';
  const full = [user.firstName, user.lastName].filter((s) => s?.trim()).join(' ');
  return full || user.username || `User ${user.id.toString()}`;
}

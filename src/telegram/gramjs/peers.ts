import { Api, helpers, utils } from 'telegram';

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
 * is empty) peers stay resolvable.
 */
export class PeerDirectory {
  readonly #info = new Map<string, PeerInfo>();
  readonly #input = new Map<string, Api.TypeInputPeer>();

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

  #absorbOne(entity: Entity): void {
    const info = describeEntity(entity);
    if (!info) return;
    this.#info.set(info.id, info);
    // A "min" entity carries an access hash that only works inside its message: never store it.
    if ('min' in entity && entity.min) return;
    try {
      this.#input.set(info.id, utils.getInputPeer(entity, false));
    } catch {
      // No usable access hash (e.g. a user seen only through a message): GramJS may resolve it later.
    }
  }
}

export function describeEntity(entity: Entity): PeerInfo | undefined {
  if (entity instanceof Api.User) {
    const id = entity.id.toString();
    const info: PeerInfo = { id, kind: 'user', name: userName(entity) };
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

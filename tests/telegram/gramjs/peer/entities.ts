import { Api } from 'telegram';
import { type RpcErrorReply, rpcError } from './tl.js';

/**
 * The users and channels the account has met, as Telegram holds them: each with the access hash
 * it gave this account. Telegram checks that hash on every request that names a user or channel,
 * so a request carrying another one (a stale cache, a hash of 0, a guess) is refused, and
 * `users.GetUsers` / `channels.GetChannels` answer only for inputs whose hash is right.
 */
export class KnownEntities {
  readonly #users = new Map<string, Api.User>();
  readonly #channels = new Map<string, Api.Channel>();

  /** Users and channels the account can address (known from before, or just served to it). */
  add(...entities: (Api.TypeUser | Api.TypeChat)[]): void {
    for (const entity of entities) {
      // A min object carries no hash the account may use: it does not make the entity addressable.
      if (entity instanceof Api.User && !entity.min) this.#users.set(entity.id.toString(), entity);
      if (entity instanceof Api.Channel && !entity.min) this.#channels.set(entity.id.toString(), entity);
    }
  }

  /** Everything an answer or an update shows the account (its `users` and `chats`). */
  learnFrom(object: unknown): void {
    for (const item of Array.isArray(object) ? object : [object]) {
      if (item instanceof Api.User || item instanceof Api.Channel) this.add(item);
      if (typeof item !== 'object' || item === null) continue;
      const { users, chats } = item as { users?: unknown; chats?: unknown };
      if (Array.isArray(users)) this.add(...users.filter((u) => u instanceof Api.User));
      if (Array.isArray(chats)) this.add(...chats.filter((c) => c instanceof Api.Channel));
    }
  }

  /** The user an input names, if its hash is the one Telegram gave ("self" is always right). */
  user(input: unknown, self: Api.User): Api.User | undefined {
    if (input instanceof Api.InputUserSelf) return self;
    if (!(input instanceof Api.InputUser)) return undefined;
    const user = this.#users.get(input.userId.toString());
    return user && sameHash(user.accessHash, input.accessHash) ? user : undefined;
  }

  /** The channel an input names, if its hash is right. */
  channel(input: unknown): Api.Channel | undefined {
    if (!(input instanceof Api.InputChannel)) return undefined;
    const channel = this.#channels.get(input.channelId.toString());
    return channel && sameHash(channel.accessHash, input.accessHash) ? channel : undefined;
  }

  /**
   * The error Telegram answers a request with when it names a known user or channel with a
   * wrong access hash, or undefined. Only the request's own fields are looked at (peer, channel,
   * user, id lists), which is where every method the adapter calls names its target.
   */
  refusal(request: Api.AnyRequest): RpcErrorReply | undefined {
    if (request instanceof Api.users.GetUsers || request instanceof Api.channels.GetChannels)
      return undefined;
    for (const value of Object.values(request as unknown as Record<string, unknown>)) {
      for (const input of Array.isArray(value) ? value : [value]) {
        const wrong = this.#wrongHash(input);
        if (wrong) return rpcError(400, wrong);
      }
    }
    return undefined;
  }

  #wrongHash(input: unknown): string | undefined {
    if (input instanceof Api.InputPeerUser || input instanceof Api.InputUser) {
      const user = this.#users.get(input.userId.toString());
      if (user && !sameHash(user.accessHash, input.accessHash))
        return input instanceof Api.InputUser ? 'USER_ID_INVALID' : 'PEER_ID_INVALID';
    }
    if (input instanceof Api.InputPeerChannel || input instanceof Api.InputChannel) {
      const channel = this.#channels.get(input.channelId.toString());
      if (channel && !sameHash(channel.accessHash, input.accessHash))
        return input instanceof Api.InputChannel ? 'CHANNEL_INVALID' : 'PEER_ID_INVALID';
    }
    return undefined;
  }
}

function sameHash(known: unknown, given: unknown): boolean {
  return known !== undefined && known !== null && String(known) === String(given);
}

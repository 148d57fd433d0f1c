import { Api } from 'telegram';
import { errorMessage, RetryableError } from '../../support/errors.js';
import type { ChatId } from '../types.js';
import { PeerUnknownError } from '../types.js';
import type { AdapterCore } from './core.js';
import { inputChannel, isBasicGroup } from './core.js';
import { iterateDialogs } from './dialogs.js';
import { isDifference, type PtsHint, readDifference } from './difference.js';
import { peerId } from './peers.js';

/** A chat that could not be resolved is looked up again after this long, not on every message. */
const RESOLVE_EVERY_MS = 10_000;
/** Dialogs read to find a new chat: a first message puts its chat at the top. */
const RESOLVE_DIALOGS = 20;
/** A sender that could not be looked up is not asked about again for this long. */
const LEARN_AGAIN_MS = 60_000;

/**
 * How the adapter addresses chats and names senders: the peer directory first, else a look-up
 * (GramJS's cache, then Telegram), else, for a chat Telegram has not introduced, the difference
 * or dialogs that name it. Failed look-ups are not repeated at once.
 */
export class PeerResolver {
  readonly #core: AdapterCore;
  /** When each unknown chat was last looked up. */
  readonly #resolvedAt = new Map<string, number>();
  /** When a look-up of each unknown sender last failed. */
  readonly #learnFailedAt = new Map<string, number>();

  constructor(core: AdapterCore) {
    this.#core = core;
  }

  /** The input peer of a chat: from what we have seen, else looked up (GramJS's cache, then Telegram). */
  async peer(chatId: ChatId): Promise<Api.TypeInputPeer> {
    const core = this.#core;
    await core.restore();
    const known = core.peers.inputPeer(chatId);
    if (known) return known;
    await this.learn(chatId);
    if (!core.peers.inputPeer(chatId) && !isBasicGroup(chatId)) await this.resolve(chatId);
    const learnt = core.peers.inputPeer(chatId);
    if (learnt) return learnt;
    try {
      return await core.calls.call({
        method: 'getInputEntity',
        run: (client) => client.getInputEntity(chatId),
      });
    } catch (err) {
      if (err instanceof RetryableError) throw err;
      throw new PeerUnknownError(chatId, errorMessage(err));
    }
  }

  async directPeer(chatId: ChatId, what: string): Promise<Api.TypeInputPeer> {
    const peer = await this.peer(chatId);
    if (!(peer instanceof Api.InputPeerUser))
      throw new Error(`cannot ${what} chat ${chatId}: not a direct chat`);
    return peer;
  }

  /**
   * Finds how to address a chat Telegram has not introduced (a first message from a stranger
   * carries no access hash): the difference around the message that named it, which lists its
   * sender in full, else the newest dialogs, where a new chat is on top. At most once per
   * RESOLVE_EVERY_MS per chat; failures are logged, the caller decides what a miss means.
   */
  async resolve(chatId: ChatId, hint?: PtsHint): Promise<void> {
    const core = this.#core;
    const now = core.clock.now();
    const last = this.#resolvedAt.get(chatId);
    if (last !== undefined && now - last < RESOLVE_EVERY_MS) return;
    this.#resolvedAt.set(chatId, now);
    try {
      const state = core.updates.state;
      if (hint && state) {
        const from = { ...state, pts: hint.pts - hint.ptsCount, date: hint.date };
        const result = await core.invoke(
          new Api.updates.GetDifference({ pts: from.pts, date: from.date, qts: from.qts }),
        );
        if (isDifference(result)) core.peers.absorb(readDifference(result, from).entities);
      }
      if (!core.peers.inputPeer(chatId)) {
        for await (const _ of iterateDialogs(core.invoke, core.peers, RESOLVE_DIALOGS, core.pace)) {
          if (core.peers.inputPeer(chatId)) break;
        }
      }
    } catch (err) {
      core.log.debug('chat look-up failed', { chat: chatId, reason: errorMessage(err) });
    }
    if (core.peers.inputPeer(chatId)) this.#resolvedAt.delete(chatId);
    else core.log.warn('chat not resolvable yet: Telegram gave no access hash', { chat: chatId });
  }

  /**
   * Short updates carry no names: look the chat and sender up (failures leave "User <id>"). In a
   * direct chat both are the same user, asked about once; a sender GramJS could not find is not
   * asked about again for LEARN_AGAIN_MS, so a stranger's burst costs one look-up, not two a message.
   */
  async learnSender(message: Api.Message | Api.MessageService): Promise<void> {
    const core = this.#core;
    const ids = new Set([message.peerId, message.fromId].flatMap((peer) => (peer ? [peerId(peer)] : [])));
    for (const id of ids) {
      if (core.peers.get(id) || id === core.selfId) continue;
      const failedAt = this.#learnFailedAt.get(id);
      if (failedAt !== undefined && core.clock.now() - failedAt < LEARN_AGAIN_MS) continue;
      // A lookup that fails even transiently must not cost the user's message: it arrives as "User <id>".
      await this.learn(id).catch((err: unknown) =>
        core.log.warn('sender not looked up', { peer: id, reason: errorMessage(err) }),
      );
      if (core.peers.get(id)) this.#learnFailedAt.delete(id);
      else this.#learnFailedAt.set(id, core.clock.now());
    }
  }

  /**
   * Reads a group's entity again (Telegram said it changed: rights, membership), so what is
   * known of it (whether the account may write there) is current. A chat never met is left alone.
   */
  async refresh(chatId: ChatId): Promise<void> {
    const core = this.#core;
    const peer = core.peers.inputPeer(chatId);
    const result =
      peer instanceof Api.InputPeerChannel
        ? await core.invoke(new Api.channels.GetChannels({ id: [inputChannel(peer)] }))
        : peer instanceof Api.InputPeerChat
          ? await core.invoke(new Api.messages.GetChats({ id: [peer.chatId] }))
          : undefined;
    if (result) core.peers.absorb(result.chats);
  }

  /** Looks a user or chat up (names, forum flag, access hash); failures are only logged. */
  async learn(id: string): Promise<void> {
    try {
      const entity = await this.#core.calls.call({
        method: 'getEntity',
        run: (client) => client.getEntity(id),
      });
      this.#core.peers.absorb([entity as Api.TypeUser | Api.TypeChat]);
    } catch (err) {
      if (err instanceof RetryableError) throw err;
      this.#core.log.debug('peer not found', { peer: id, reason: errorMessage(err) });
    }
  }
}

import { Api } from 'telegram';
import { Raw } from 'telegram/events/index.js';
import { errorMessage } from '../../support/errors.js';
import { subscribe } from '../listeners.js';
import type { ChatMove, DeletedMessages, PartnerTyping, ReactionEvent } from '../port.js';
import type { ChatId, InboundMessage, MessageId } from '../types.js';
import { isChannelDifference, readChannelDifference } from './channel-difference.js';
import type { GramClient } from './client.js';
import { type AdapterCore, inputChannel, isBasicGroup } from './core.js';
import {
  type CatchUpReport,
  type DifferencePage,
  isDifference,
  type PtsHint,
  ptsHint,
  readDifference,
  stateOf,
} from './difference.js';
import { chatMoveOf, reactionText } from './inbound.js';
import { peerId } from './peers.js';
import type { MessageReads } from './reads.js';
import type { PeerResolver } from './resolve.js';
import type { WriteRights } from './rights.js';
import { ConnectionWatch, classifyUpdate, GapFloor, KeyedQueue, type UpdateEvent } from './updates.js';

/** Pages of a difference read in one catch-up; more is left to the dialog scan. */
const MAX_DIFFERENCE_PAGES = 10;
/** Events asked for per page of a channel's difference (Telegram's own clients ask 100). */
const CHANNEL_DIFFERENCE_LIMIT = 100;

/**
 * What Telegram tells on its own: raw updates, and what was missed while away (`catchUp`).
 * Each is mapped like a read and delivered to listeners one at a time per chat; listener
 * errors are caught and logged here, because GramJS would swallow them.
 */
export class UpdateIntake {
  readonly #core: AdapterCore;
  readonly #resolver: PeerResolver;
  readonly #reads: MessageReads;
  readonly #queue = new KeyedQueue();
  readonly #message = new Set<(m: InboundMessage) => unknown>();
  readonly #unread = new Set<(chatId: ChatId) => unknown>();
  readonly #gap = new Set<() => unknown>();
  readonly #edit = new Set<(m: InboundMessage) => unknown>();
  readonly #delete = new Set<(d: DeletedMessages) => unknown>();
  readonly #reaction = new Set<(r: ReactionEvent) => unknown>();
  readonly #typing = new Set<(t: PartnerTyping) => unknown>();
  readonly #move = new Set<(m: ChatMove) => unknown>();
  readonly #gaps: GapFloor;
  /** Updates handed over without a client (tests): they start connected too. */
  readonly #unattached = new ConnectionWatch();
  #catchingUp: Promise<CatchUpReport> | undefined;
  /** Per channel, the difference being fetched, and whether another gap came meanwhile. */
  readonly #channelFetches = new Map<string, { done: Promise<void>; again: boolean }>();
  /** Reactions already reported (chat/message/reactor/emoji). */
  readonly #reactionsSeen = new Set<string>();

  readonly #rights: WriteRights;

  constructor(core: AdapterCore, resolver: PeerResolver, reads: MessageReads, rights: WriteRights) {
    this.#core = core;
    this.#rights = rights;
    this.#resolver = resolver;
    this.#reads = reads;
    this.#gaps = new GapFloor(core.clock, () => void this.#emit(this.#gap, [], 'gap'));
  }

  onMessage(listener: (message: InboundMessage) => unknown): () => void {
    return subscribe(this.#message, listener);
  }

  onMarkedUnread(listener: (chatId: ChatId) => unknown): () => void {
    return subscribe(this.#unread, listener);
  }

  onEdited(listener: (message: InboundMessage) => unknown): () => void {
    return subscribe(this.#edit, listener);
  }

  onDeleted(listener: (deleted: DeletedMessages) => unknown): () => void {
    return subscribe(this.#delete, listener);
  }

  onReaction(listener: (reaction: ReactionEvent) => unknown): () => void {
    return subscribe(this.#reaction, listener);
  }

  onTyping(listener: (typing: PartnerTyping) => unknown): () => void {
    return subscribe(this.#typing, listener);
  }

  onChatMoved(listener: (move: ChatMove) => unknown): () => void {
    return subscribe(this.#move, listener);
  }

  onGap(listener: () => unknown): () => void {
    return subscribe(this.#gap, listener);
  }

  /**
   * Listens to a (new) client's raw updates; its connection state is watched on its own. GramJS
   * makes each update a client dispatches wait for its event builder's resolution and, until the
   * client knows its own account, for a look-up of it: concurrent updates then reach us out of
   * order, each with a `users.GetUsers`. So the client is told the account the adapter already
   * knows, and the builder is resolved before it listens: the first updates come in order, with
   * no look-up.
   */
  attach(client: GramClient): void {
    const selfId = this.#core.selfId;
    const self = selfId === undefined ? undefined : this.#core.peers.inputPeer(selfId);
    if (self instanceof Api.InputPeerUser) client.knowSelf?.(self);
    const watch = new ConnectionWatch();
    const raw = new Raw({});
    // A Raw builder has nothing to resolve.
    raw.resolved = true;
    client.addEventHandler((update) => this.handleUpdate(update, watch), raw);
  }

  /** Takes one raw update; never throws (GramJS would swallow it). */
  handleUpdate(update: unknown, watch = this.#unattached): void {
    const core = this.#core;
    // A pts gap means an update was lost on the way: the catch-up that follows a gap fetches it.
    if (core.updates.observe(update)) this.#gaps.gap();
    for (const chatId of core.channels.observe(update)) this.#channelGap(chatId);
    let event: UpdateEvent | undefined;
    try {
      event = classifyUpdate(update, core.selfId ?? '0');
    } catch (err) {
      core.log.error('Telegram update not understood', { reason: errorMessage(err) });
      return;
    }
    if (!event) return;
    if (event.type === 'connection') {
      if (watch.changed(event.connected)) this.#gaps.gap();
      return;
    }
    if (event.type === 'gap') {
      this.#gaps.gap();
      return;
    }
    if (event.type === 'channel-gap') {
      this.#channelGap(event.chatId, event.pts);
      return;
    }
    if (event.type === 'typing') {
      // In a direct chat the chat is the partner; queued behind the chat's messages, so a
      // status sent before a message is never heard after it.
      const typing: PartnerTyping = { chatId: event.userId, userId: event.userId, typing: event.typing };
      void this.#queue
        .run(event.userId, () => this.#emit(this.#typing, [typing], 'typing'))
        .catch((err) => core.log.error('Telegram update not handled', { reason: errorMessage(err) }));
      return;
    }
    if (event.type === 'deleted') {
      const deleted: DeletedMessages = { chatId: event.chatId, ids: event.ids };
      void this.#queue
        .run(event.chatId ?? 'deleted', () => this.#emit(this.#delete, [deleted], 'deleted'))
        .catch((err) => core.log.error('Telegram update not handled', { reason: errorMessage(err) }));
      return;
    }
    if (event.type === 'chat-changed') {
      const { chatId } = event;
      this.#rights.changed(chatId);
      void this.#queue
        .run(chatId, () => this.#resolver.refresh(chatId))
        .catch((err) =>
          core.log.warn('changed chat not read again', { chat: chatId, reason: errorMessage(err) }),
        );
      return;
    }
    const chatId =
      event.type === 'message' || event.type === 'edited' ? peerId(event.message.peerId) : event.chatId;
    const hint = ptsHint(update);
    const work =
      event.type === 'message'
        ? () => this.#deliver(event.message, event.entities, hint)
        : event.type === 'edited'
          ? () => this.#edited(event.message, event.entities)
          : event.type === 'reactions'
            ? () => this.#reacted(chatId, event.messageId, event.reactions)
            : async () => {
                if (!core.peers.get(chatId)?.broadcast)
                  await this.#emit(this.#unread, [chatId], 'marked unread');
              };
    void this.#queue.run(chatId, work).catch((err) => {
      core.log.error('Telegram update not handled', { chat: chatId, reason: errorMessage(err) });
    });
  }

  /** Resolves when every update received so far has been handled. */
  async idle(): Promise<void> {
    while (this.#channelFetches.size > 0)
      await Promise.all([...this.#channelFetches.values()].map((f) => f.done));
    await this.#queue.idle();
  }

  /**
   * A channel's sequence broke (an update lost on the way, or Telegram's "too long" for it):
   * its difference is fetched, once at a time per channel; a gap told meanwhile fetches again
   * after. A failure leaves it to the scan.
   */
  #channelGap(chatId: string, told?: number): void {
    const running = this.#channelFetches.get(chatId);
    if (running) {
      running.again = true;
      return;
    }
    const fetch = { done: Promise.resolve(), again: true };
    fetch.done = (async () => {
      while (fetch.again) {
        fetch.again = false;
        await this.#channelDifference(chatId, told);
      }
    })()
      .catch((err: unknown) => {
        this.#core.log.warn('channel difference not fetched; the scan covers it', {
          chat: chatId,
          reason: errorMessage(err),
        });
        this.#gaps.gap();
      })
      .finally(() => this.#channelFetches.delete(chatId));
    this.#channelFetches.set(chatId, fetch);
  }

  /**
   * Fetches what a channel told since the pts we hold, with `updates.GetChannelDifference`, and
   * hands each incoming message not read meanwhile to the listeners, in order (repeats of what
   * already came are dropped by intake). When Telegram has too much to tell, it gives the
   * channel's newest state instead: the scan re-reads its history.
   */
  async #channelDifference(chatId: string, told: number | undefined): Promise<void> {
    const core = this.#core;
    await core.restore();
    // A broadcast channel's posts are never answered: what it missed costs no request.
    if (core.peers.get(chatId)?.broadcast) return;
    const input = core.peers.inputPeer(chatId);
    let pts = core.channels.pts(chatId) ?? told;
    if (!(input instanceof Api.InputPeerChannel) || pts === undefined) {
      this.#gaps.gap();
      return;
    }
    for (let n = 0; n < MAX_DIFFERENCE_PAGES; n++) {
      const result = await core.invokeIn(
        chatId,
        new Api.updates.GetChannelDifference({
          channel: inputChannel(input),
          filter: new Api.ChannelMessagesFilterEmpty(),
          pts,
          limit: CHANNEL_DIFFERENCE_LIMIT,
        }),
      );
      if (!isChannelDifference(result)) return;
      const page = readChannelDifference(result);
      core.peers.absorb(page.entities);
      if (page.tooLong) {
        core.channels.set(chatId, page.pts);
        core.log.info('a channel had too much to tell: its history is read again', { chat: chatId });
        this.#gaps.gap();
        return;
      }
      const missed = page.messages.filter((m) => !m.out && m.id > page.readUpTo).sort((a, b) => a.id - b.id);
      await Promise.all(
        missed.map((message) =>
          this.#queue
            .run(chatId, () => this.#deliver(message, []))
            .catch((err: unknown) => {
              core.log.error('Telegram update not handled', { chat: chatId, reason: errorMessage(err) });
            }),
        ),
      );
      core.channels.set(chatId, page.pts);
      pts = Math.max(pts, page.pts);
      if (page.final) return;
    }
    // Still not final after so many pages: the scan reads the rest.
    this.#gaps.gap();
  }

  /**
   * Fetches what happened while this account was away (the process stopped, or the connection
   * was down) with `updates.GetDifference` from the stored update state, and hands each missed
   * incoming message to the listeners as if it had just arrived. Messages older than
   * `maxAgeMs`, and messages the owner read meanwhile, are left alone (no turn, left unread).
   * Channels keep their own sequence: the dialog scan that follows a catch-up covers them. On
   * an account's first run there is no state yet: it is fetched and stored, nothing is replayed.
   */
  catchUp(maxAgeMs: number): Promise<CatchUpReport> {
    // A catch-up asked for while one runs (a gap during a reconnection's) joins it.
    this.#catchingUp ??= this.#catchUpNow(maxAgeMs).finally(() => {
      this.#catchingUp = undefined;
    });
    return this.#catchingUp;
  }

  async #catchUpNow(maxAgeMs: number): Promise<CatchUpReport> {
    const core = this.#core;
    await core.restore();
    const report: CatchUpReport = { first: false, delivered: 0, tooOld: 0, readElsewhere: 0, tooLong: false };
    let from = core.updates.state;
    if (!from) {
      const state = await core.invoke(new Api.updates.GetState());
      if (state instanceof Api.updates.State) core.updates.set(stateOf(state));
      await core.saved();
      return { ...report, first: true };
    }
    const pages: DifferencePage[] = [];
    for (let n = 0; n < MAX_DIFFERENCE_PAGES; n++) {
      const result = await core.invoke(
        new Api.updates.GetDifference({ pts: from.pts, date: from.date, qts: from.qts }),
      );
      if (!isDifference(result)) break;
      const page = readDifference(result, from);
      core.peers.absorb(page.entities);
      pages.push(page);
      from = page.state;
      if (page.tooLong) report.tooLong = true;
      if (page.done) break;
    }
    const readUpTo = new Map<string, number>();
    for (const page of pages)
      for (const [chat, id] of page.readUpTo) readUpTo.set(chat, Math.max(readUpTo.get(chat) ?? 0, id));
    const oldest = core.clock.now() - maxAgeMs;
    const work: Promise<void>[] = [];
    for (const message of pages.flatMap((p) => p.messages)) {
      if (message.out) continue;
      const chatId = peerId(message.peerId);
      if (message.date * 1000 < oldest) report.tooOld++;
      else if (message.id <= (readUpTo.get(chatId) ?? 0)) report.readElsewhere++;
      else {
        report.delivered++;
        work.push(
          this.#queue
            .run(chatId, () => this.#deliver(message, []))
            .catch((err: unknown) => {
              core.log.error('Telegram update not handled', { chat: chatId, reason: errorMessage(err) });
            }),
        );
      }
    }
    await Promise.all(work);
    // Only now: a crash before this point fetches the same difference again next time.
    if (pages.length > 0) core.updates.set(from);
    await core.saved();
    if (report.delivered > 0 || report.tooOld > 0 || report.tooLong)
      core.log.info('caught up with what arrived while away', { ...report });
    return report;
  }

  async #deliver(
    message: Api.Message | Api.MessageService,
    entities: (Api.TypeUser | Api.TypeChat)[],
    hint?: PtsHint,
  ) {
    const core = this.#core;
    await core.restore();
    core.peers.absorb(entities);
    await this.#resolver.learnSender(message);
    const chatId = peerId(message.peerId);
    // An upgrade to a supergroup, told in both chats; the old chat's side is nothing to store.
    const move = chatMoveOf(message);
    if (move) await this.#emit(this.#move, [move], 'chat moved');
    if (move?.from === chatId) return;
    // A chat we cannot address yet is resolved before its turn, which must reach it.
    if (!message.out && !core.peers.inputPeer(chatId) && !isBasicGroup(chatId))
      await this.#resolver.resolve(chatId, hint);
    // A broadcast channel is read-only for us: its posts are never something to answer.
    if (core.peers.get(peerId(message.peerId))?.broadcast) return;
    const [inbound] = await this.#reads.map([message]);
    if (inbound) await this.#emit(this.#message, [inbound], 'message');
  }

  /**
   * An edit. In private chats Telegram tells of a new reaction by editing the message: a
   * reaction by someone else on one of our messages is reported as a reaction too.
   */
  async #edited(message: Api.Message, entities: (Api.TypeUser | Api.TypeChat)[]) {
    this.#core.peers.absorb(entities);
    if (this.#core.peers.get(peerId(message.peerId))?.broadcast) return;
    const [inbound] = await this.#reads.map([message]);
    if (!inbound) return;
    await this.#emit(this.#edit, [inbound], 'edited');
    if (inbound.out && message.reactions) await this.#reacted(inbound.chatId, inbound.id, message.reactions);
  }

  /** The newest reaction someone other than us set (Telegram lists recent reactors first). */
  async #reacted(chatId: ChatId, messageId: MessageId, reactions: Api.TypeMessageReactions) {
    if (!(reactions instanceof Api.MessageReactions)) return;
    const self = (await this.#core.me()).id;
    for (const recent of reactions.recentReactions ?? []) {
      const fromId = peerId(recent.peerId);
      const emoji = reactionText(recent.reaction);
      if (fromId === self || !emoji) continue;
      // Seen already: each edit repeats the message's reactions.
      const key = `${chatId}/${messageId}/${fromId}/${emoji}`;
      if (this.#reactionsSeen.has(key)) return;
      this.#reactionsSeen.add(key);
      if (this.#reactionsSeen.size > 1_000) this.#reactionsSeen.clear();
      await this.#emit(this.#reaction, [{ chatId, messageId, emoji, fromId }], 'reaction');
      return;
    }
  }

  async #emit<A extends unknown[]>(listeners: Set<(...args: A) => unknown>, args: A, what: string) {
    for (const listener of listeners) {
      try {
        await listener(...args);
      } catch (err) {
        this.#core.log.error(`${what} listener failed`, { reason: errorMessage(err) });
      }
    }
  }
}

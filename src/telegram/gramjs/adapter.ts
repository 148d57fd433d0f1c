import { Api } from 'telegram';
import { Raw } from 'telegram/events/index.js';
import type { Clock } from '../../support/clock.js';
import { errorMessage, RetryableError } from '../../support/errors.js';
import type { Logger } from '../../support/log.js';
import { subscribe } from '../listeners.js';
import type {
  ChatMove,
  DeletedMessages,
  DialogPort,
  PartnerTyping,
  ReactionEvent,
  SendOptions,
  SentMessage,
  StickerResult,
  TelegramEvents,
  TelegramMemory,
  TelegramPort,
  UnreadDialog,
} from '../port.js';
import type {
  Account,
  ChatId,
  ChatInfo,
  InboundMessage,
  MediaRef,
  MessageId,
  StickerRef,
  UserId,
} from '../types.js';
import { PeerUnknownError } from '../types.js';
import { type Invoke, type TelegramCalls, telegramCalls } from './calls.js';
import type { GramClient } from './client.js';
import {
  fetchBlocked,
  isMutedBy,
  iterateDialogs,
  type NotifyScope,
  notifyScope,
  notifyScopePeer,
} from './dialogs.js';
import {
  type CatchUpReport,
  type DifferencePage,
  isDifference,
  type PtsHint,
  ptsHint,
  readDifference,
  stateOf,
  UpdateStateTracker,
} from './difference.js';
import { FloodGuard, type FloodPolicy } from './flood.js';
import { chatMoveOf, type InboundContext, reactionText, toInbound } from './inbound.js';
import { parseMarkdown, splitFormatted } from './markdown.js';
import { setStickerRef, unknownStickerSets } from './media.js';
import { big, describeEntity, PeerDirectory, peerId } from './peers.js';
import {
  choosePhotoSize,
  entitiesIn,
  messagesIn,
  replyHeader,
  sentMessageId,
  toApiEntities,
} from './requests.js';
import { StickerSets } from './stickers.js';
import { ConnectionWatch, classifyUpdate, GapFloor, KeyedQueue, type UpdateEvent } from './updates.js';

export type { CatchUpReport } from './difference.js';

export interface GramjsTelegramOptions {
  /** The connected client; throws a RetryableError while there is none (reconnecting). */
  client: () => GramClient;
  clock: Clock;
  log: Logger;
  flood: FloodPolicy;
  /** Files larger than this are not downloaded (thumbnails still are). */
  downloadMaxBytes: number;
  /** Pause between pages of a dialog scan. */
  scanPaceMs: number;
  /** Where learnt peers and the update state are kept between runs (absent: this run only). */
  memory?: TelegramMemory;
}

/** How long a forum topic stays the default for sends that name none. */
const TOPIC_MEMORY_MS = 10 * 60_000;
/** Telegram's page size for history. */
const HISTORY_PAGE = 100;
/** A chat that could not be resolved is looked up again after this long, not on every message. */
const RESOLVE_EVERY_MS = 10_000;
/** Dialogs read to find a new chat: a first message puts its chat at the top. */
const RESOLVE_DIALOGS = 20;
/** A sender that could not be looked up is not asked about again for this long. */
const LEARN_AGAIN_MS = 60_000;
/** Pages of a difference read in one catch-up; more is left to the dialog scan. */
const MAX_DIFFERENCE_PAGES = 10;

/**
 * TelegramPort over GramJS. Every call goes through one pipeline (`calls.ts`: errors classified,
 * flood guard, the connected client); RPCs are requests we build and `invoke`. Responses are
 * mapped by the pure functions of `inbound.ts` with names from the peer directory. Raw updates
 * are mapped the same way and delivered to listeners one at a time per chat; listener errors
 * are caught and logged here, because GramJS would swallow them.
 */
export class GramjsTelegram implements TelegramPort, DialogPort, TelegramEvents {
  readonly peers = new PeerDirectory();
  readonly stickers: StickerSets;
  readonly #o: GramjsTelegramOptions;
  readonly #calls: TelegramCalls;
  readonly #queue = new KeyedQueue();
  readonly #messageListeners = new Set<(m: InboundMessage) => unknown>();
  readonly #unreadListeners = new Set<(chatId: ChatId) => unknown>();
  readonly #gapListeners = new Set<() => unknown>();
  readonly #editListeners = new Set<(m: InboundMessage) => unknown>();
  readonly #deleteListeners = new Set<(d: DeletedMessages) => unknown>();
  readonly #reactionListeners = new Set<(r: ReactionEvent) => unknown>();
  readonly #typingListeners = new Set<(t: PartnerTyping) => unknown>();
  readonly #moveListeners = new Set<(m: ChatMove) => unknown>();
  /** Forum topic of recently seen messages ("chat/id"), and the topic each chat last replied in. */
  readonly #topicOf = new Map<string, number>();
  readonly #lastTopic = new Map<ChatId, { topic: number; at: number }>();
  readonly #scopeMuted = new Map<NotifyScope, { muted: boolean; until: number }>();
  readonly #gaps: GapFloor;
  /** Updates handed over without a client (tests): they start connected too. */
  readonly #unattached = new ConnectionWatch();
  readonly #updates = new UpdateStateTracker();
  /** When each unknown chat was last looked up. */
  readonly #resolvedAt = new Map<string, number>();
  /** When a look-up of each unknown sender last failed. */
  readonly #learnFailedAt = new Map<string, number>();
  #catchingUp: Promise<CatchUpReport> | undefined;
  /** Reactions already reported (chat/message/reactor/emoji). */
  readonly #reactionsSeen = new Set<string>();
  readonly #invoke: Invoke;
  #me: Account | undefined;
  #restoring: Promise<void> | undefined;
  #saving: Promise<void> = Promise.resolve();

  constructor(options: GramjsTelegramOptions) {
    this.#o = options;
    this.#calls = telegramCalls(
      () => options.client(),
      new FloodGuard(options.flood, options.clock, options.log),
    );
    this.#invoke = (request) =>
      this.#calls.invoke(request).finally(() => {
        this.#persist();
      });
    this.stickers = new StickerSets(
      (stickerset) => this.#invoke(new Api.messages.GetStickerSet({ stickerset, hash: 0 })),
      options.clock,
      options.log,
    );
    this.#gaps = new GapFloor(options.clock, () => void this.#emit(this.#gapListeners, [], 'gap'));
  }

  /** Listens to a (new) client's raw updates; its connection state is watched on its own. */
  attach(client: GramClient): void {
    const watch = new ConnectionWatch();
    client.addEventHandler((update) => this.handleUpdate(update, watch), new Raw({}));
  }

  /** Takes one raw update; never throws (GramJS would swallow it). */
  handleUpdate(update: unknown, watch = this.#unattached): void {
    this.#updates.observe(update);
    let event: UpdateEvent | undefined;
    try {
      event = classifyUpdate(update, this.#me?.id ?? '0');
    } catch (err) {
      this.#o.log.error('Telegram update not understood', { reason: errorMessage(err) });
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
    if (event.type === 'typing') {
      // In a direct chat the chat is the partner; queued behind the chat's messages, so a
      // status sent before a message is never heard after it.
      const typing: PartnerTyping = { chatId: event.userId, userId: event.userId, typing: event.typing };
      void this.#queue
        .run(event.userId, () => this.#emit(this.#typingListeners, [typing], 'typing'))
        .catch((err) => this.#o.log.error('Telegram update not handled', { reason: errorMessage(err) }));
      return;
    }
    if (event.type === 'deleted') {
      const deleted: DeletedMessages = { chatId: event.chatId, ids: event.ids };
      void this.#queue
        .run(event.chatId ?? 'deleted', () => this.#emit(this.#deleteListeners, [deleted], 'deleted'))
        .catch((err) => this.#o.log.error('Telegram update not handled', { reason: errorMessage(err) }));
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
                if (!this.peers.get(chatId)?.broadcast)
                  await this.#emit(this.#unreadListeners, [chatId], 'marked unread');
              };
    void this.#queue.run(chatId, work).catch((err) => {
      this.#o.log.error('Telegram update not handled', { chat: chatId, reason: errorMessage(err) });
    });
  }

  /** Resolves when every update received so far has been handled and what was learnt is stored. */
  async idle(): Promise<void> {
    await this.#queue.idle();
    this.#persist();
    await this.#saving;
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
    await this.#restore();
    const report: CatchUpReport = { first: false, delivered: 0, tooOld: 0, readElsewhere: 0, tooLong: false };
    let from = this.#updates.state;
    if (!from) {
      const state = await this.#invoke(new Api.updates.GetState());
      if (state instanceof Api.updates.State) this.#updates.set(stateOf(state));
      this.#persist();
      await this.#saving;
      return { ...report, first: true };
    }
    const pages: DifferencePage[] = [];
    for (let n = 0; n < MAX_DIFFERENCE_PAGES; n++) {
      const result = await this.#invoke(
        new Api.updates.GetDifference({ pts: from.pts, date: from.date, qts: from.qts }),
      );
      if (!isDifference(result)) break;
      const page = readDifference(result, from);
      this.peers.absorb(page.entities);
      pages.push(page);
      from = page.state;
      if (page.tooLong) report.tooLong = true;
      if (page.done) break;
    }
    const readUpTo = new Map<string, number>();
    for (const page of pages)
      for (const [chat, id] of page.readUpTo) readUpTo.set(chat, Math.max(readUpTo.get(chat) ?? 0, id));
    const oldest = this.#o.clock.now() - maxAgeMs;
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
              this.#o.log.error('Telegram update not handled', { chat: chatId, reason: errorMessage(err) });
            }),
        );
      }
    }
    await Promise.all(work);
    // Only now: a crash before this point fetches the same difference again next time.
    if (pages.length > 0) this.#updates.set(from);
    this.#persist();
    await this.#saving;
    if (report.delivered > 0 || report.tooOld > 0 || report.tooLong)
      this.#o.log.info('caught up with what arrived while away', { ...report });
    return report;
  }

  onMessage(listener: (message: InboundMessage) => unknown): () => void {
    return subscribe(this.#messageListeners, listener);
  }

  onMarkedUnread(listener: (chatId: ChatId) => unknown): () => void {
    return subscribe(this.#unreadListeners, listener);
  }

  onEdited(listener: (message: InboundMessage) => unknown): () => void {
    return subscribe(this.#editListeners, listener);
  }

  onDeleted(listener: (deleted: DeletedMessages) => unknown): () => void {
    return subscribe(this.#deleteListeners, listener);
  }

  onReaction(listener: (reaction: ReactionEvent) => unknown): () => void {
    return subscribe(this.#reactionListeners, listener);
  }

  onTyping(listener: (typing: PartnerTyping) => unknown): () => void {
    return subscribe(this.#typingListeners, listener);
  }

  onChatMoved(listener: (move: ChatMove) => unknown): () => void {
    return subscribe(this.#moveListeners, listener);
  }

  /** Updates may have been missed (reconnection, "too long"): listeners should rescan. */
  onGap(listener: () => unknown): () => void {
    return subscribe(this.#gapListeners, listener);
  }

  // ---- TelegramPort ----

  async me(): Promise<Account> {
    if (this.#me) return { ...this.#me };
    const user = await this.#calls.call({ method: 'users.GetFullUser', run: (client) => client.getMe() });
    this.peers.absorb([user]);
    const info = describeEntity(user);
    const me: Account = { id: user.id.toString(), name: info?.name ?? 'me' };
    if (info?.username) me.username = info.username;
    this.#me = me;
    return { ...me };
  }

  async chat(chatId: ChatId): Promise<ChatInfo> {
    await this.#restore();
    if (!this.peers.get(chatId)) await this.#learn(chatId);
    if (!this.peers.get(chatId) && !chatId.startsWith('-')) await this.#resolve(chatId);
    const info = this.peers.get(chatId);
    if (!info) throw new PeerUnknownError(chatId);
    const chat: ChatInfo = { id: chatId, kind: info.kind === 'user' ? 'direct' : 'group', title: info.name };
    if (info.kind === 'user' && info.contact) chat.contact = true;
    return chat;
  }

  async history(chatId: ChatId, limit: number): Promise<InboundMessage[]> {
    const peer = await this.#peer(chatId);
    const raw: (Api.Message | Api.MessageService)[] = [];
    let offsetId = 0;
    while (raw.length < limit) {
      const want = Math.min(HISTORY_PAGE, limit - raw.length);
      const result = await this.#invoke(
        new Api.messages.GetHistory({
          peer,
          offsetId,
          offsetDate: 0,
          addOffset: 0,
          limit: want,
          maxId: 0,
          minId: 0,
          hash: big('0'),
        }),
      );
      if (result instanceof Api.messages.MessagesNotModified) break;
      this.peers.absorb(entitiesIn(result));
      raw.push(...messagesIn(result));
      const oldest = result.messages.at(-1);
      // Telegram answers a page with fewer messages than asked only at the start of the chat.
      if (!oldest || result.messages.length < want) break;
      offsetId = oldest.id;
    }
    return (await this.#map(raw)).reverse();
  }

  async message(chatId: ChatId, id: MessageId): Promise<InboundMessage | null> {
    const raw = await this.#rawMessage(chatId, id);
    return raw ? ((await this.#map([raw]))[0] ?? null) : null;
  }

  async sendText(chatId: ChatId, text: string, options: SendOptions = {}): Promise<SentMessage> {
    const peer = await this.#peer(chatId);
    const formatted = parseMarkdown(text);
    // Markup alone (e.g. "****") leaves nothing to send: send what the model wrote.
    const parts = splitFormatted(formatted.text.trim() ? formatted : { text, entities: [] });
    const topic = await this.#topicFor(chatId, options);
    let first: number | undefined;
    for (const [index, part] of parts.entries()) {
      const request = new Api.messages.SendMessage({
        peer,
        message: part.text,
        entities: toApiEntities(part.entities),
        replyTo: replyHeader(index === 0 ? options.replyTo : undefined, topic),
      });
      const result = await this.#invokeIn(chatId, request);
      first ??= sentMessageId(result, request.randomId ?? '');
    }
    this.#rememberTopic(chatId, topic);
    if (first === undefined) throw new Error('Telegram did not report the sent message');
    return { id: first };
  }

  async sendSticker(chatId: ChatId, sticker: StickerRef, options: SendOptions = {}): Promise<StickerResult> {
    const peer = await this.#peer(chatId);
    const topic = await this.#topicFor(chatId, options);
    for (let attempt = 0; attempt < 2; attempt++) {
      const doc = await this.stickers.find(sticker.set, sticker.name);
      if (!doc) return { sent: false, reason: 'unknown_sticker' };
      const request = new Api.messages.SendMedia({
        peer,
        media: new Api.InputMediaDocument({
          id: new Api.InputDocument({
            id: doc.id,
            accessHash: doc.accessHash,
            fileReference: doc.fileReference,
          }),
        }),
        message: '',
        replyTo: replyHeader(options.replyTo, topic),
      });
      try {
        const result = await this.#invokeIn(chatId, request);
        this.#rememberTopic(chatId, topic);
        return { sent: true, id: sentMessageId(result, request.randomId ?? '') ?? 0 };
      } catch (err) {
        // File references expire: reload the set once and send the fresh document.
        if (attempt > 0 || !/FILE_REFERENCE_(EXPIRED|INVALID)/.test(errorMessage(err))) throw err;
        this.stickers.forget(sticker.set);
      }
    }
    return { sent: false, reason: 'unknown_sticker' };
  }

  async react(chatId: ChatId, messageId: MessageId, emoji: string): Promise<void> {
    const peer = await this.#peer(chatId);
    await this.#invokeIn(
      chatId,
      new Api.messages.SendReaction({
        peer,
        msgId: messageId,
        reaction: [new Api.ReactionEmoji({ emoticon: emoji })],
      }),
    );
  }

  async typing(chatId: ChatId): Promise<void> {
    const peer = await this.#peer(chatId);
    const topic = this.#recentTopic(chatId);
    const request = new Api.messages.SetTyping({ peer, action: new Api.SendMessageTypingAction() });
    if (topic !== undefined) request.topMsgId = topic;
    // Best effort: a flood wait on typing is never slept through nor retried.
    await this.#invokeIn(chatId, request, true);
  }

  async setPresence(online: boolean): Promise<void> {
    // Best effort: a flood wait on presence is never slept through nor retried.
    const request = new Api.account.UpdateStatus({ offline: !online });
    await this.#calls.call({ method: request.className, bestEffort: true, run: (c) => c.invoke(request) });
  }

  async markRead(chatId: ChatId, maxId: MessageId): Promise<void> {
    const peer = await this.#peer(chatId);
    if (peer instanceof Api.InputPeerChannel) {
      const channel = new Api.InputChannel({ channelId: peer.channelId, accessHash: peer.accessHash });
      await this.#invokeIn(chatId, new Api.channels.ReadHistory({ channel, maxId }));
    } else {
      await this.#invokeIn(chatId, new Api.messages.ReadHistory({ peer, maxId }));
    }
  }

  async block(chatId: ChatId): Promise<void> {
    await this.#invoke(new Api.contacts.Block({ id: await this.#directPeer(chatId, 'block') }));
  }

  async unblock(chatId: ChatId): Promise<void> {
    await this.#invoke(new Api.contacts.Unblock({ id: await this.#directPeer(chatId, 'unblock') }));
  }

  async clearHistory(chatId: ChatId): Promise<void> {
    const peer = await this.#directPeer(chatId, 'clear the history of');
    // Telegram deletes in batches and reports an offset while there is more to delete.
    for (let batch = 0; batch < 100; batch++) {
      const result = await this.#invokeIn(
        chatId,
        new Api.messages.DeleteHistory({ peer, maxId: 0, revoke: true }),
      );
      if (result.offset <= 0) return;
    }
  }

  async downloadMedia(
    chatId: ChatId,
    messageId: MessageId,
    mediaId: string,
    options: { thumb?: boolean } = {},
  ): Promise<Buffer | null> {
    const message = await this.#rawMessage(chatId, messageId);
    if (!(message instanceof Api.Message) || !message.media) return null;
    const media = message.media;
    let part: { thumb?: Api.TypePhotoSize } | null;
    if (media instanceof Api.MessageMediaPhoto && media.photo instanceof Api.Photo) {
      if (media.photo.id.toString() !== mediaId) return null;
      const thumb = choosePhotoSize(media.photo.sizes, options);
      part = thumb ? { thumb } : {};
    } else if (media instanceof Api.MessageMediaDocument && media.document instanceof Api.Document) {
      if (media.document.id.toString() !== mediaId) return null;
      part = this.#documentPart(media.document, options, { chat: chatId, media: mediaId });
    } else return null;
    return part ? this.#download(message, part) : null;
  }

  /** The stickers of a set by short name; `null` when Telegram has no such set. */
  async stickerSet(setName: string): Promise<MediaRef[] | null> {
    const listing = await this.stickers.list(setName);
    if (listing.found) return listing.documents.map((doc) => setStickerRef(doc, listing.shortName));
    if (/STICKERSET_INVALID/.test(listing.reason)) return null;
    throw new Error(`sticker set ${setName} could not be loaded: ${listing.reason}`);
  }

  /**
   * One sticker of a set (or its thumbnail), from the loaded set; file references expire, so
   * the set is reloaded once when Telegram refuses one.
   */
  async downloadStickerFile(
    setName: string,
    mediaId: string,
    options: { thumb?: boolean } = {},
  ): Promise<Buffer | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const listing = await this.stickers.list(setName);
      const doc = listing.found ? listing.documents.find((d) => d.id.toString() === mediaId) : undefined;
      if (!doc) return null;
      const part = this.#documentPart(doc, options, { set: setName, media: mediaId });
      if (!part) return null;
      try {
        return await this.#download(new Api.MessageMediaDocument({ document: doc }), part);
      } catch (err) {
        if (attempt > 0 || !/FILE_REFERENCE_(EXPIRED|INVALID)/.test(errorMessage(err))) throw err;
        this.stickers.forget(setName);
      }
    }
    return null;
  }

  // ---- Finding chats (one-off commands) ----

  /**
   * The marked id of a chat a user named: `@username` is resolved by Telegram; a marked id is
   * looked up among the peers already known, then among the newest `maxDialogs` dialogs (pages
   * paced like scans), because a fresh session knows no peers. `undefined` when not found.
   */
  async findChat(ref: string, maxDialogs: number): Promise<ChatId | undefined> {
    // Peers met in earlier runs are known without a scan.
    await this.#restore();
    if (ref.startsWith('@')) {
      const username = /^@([A-Za-z0-9_]{3,32})$/.exec(ref)?.[1];
      if (!username) return undefined;
      try {
        const result = await this.#invoke(new Api.contacts.ResolveUsername({ username }));
        this.peers.absorb([...result.users, ...result.chats]);
        return peerId(result.peer);
      } catch (err) {
        if (/USERNAME_(NOT_OCCUPIED|INVALID)/.test(errorMessage(err))) return undefined;
        throw err;
      }
    }
    if (!/^-?[1-9][0-9]*$/.test(ref)) return undefined;
    if (this.peers.inputPeer(ref)) return ref;
    for await (const dialog of iterateDialogs(this.#invoke, this.peers, maxDialogs, this.#pace)) {
      if (peerId(dialog.peer) === ref) return ref;
    }
    return undefined;
  }

  /** The chats of the newest `maxDialogs` dialogs, newest first; broadcast channels left out. */
  async recentChats(maxDialogs: number): Promise<ChatInfo[]> {
    const out: ChatInfo[] = [];
    for await (const dialog of iterateDialogs(this.#invoke, this.peers, maxDialogs, this.#pace)) {
      const info = this.peers.get(peerId(dialog.peer));
      if (!info || info.broadcast) continue;
      out.push({ id: info.id, kind: info.kind === 'user' ? 'direct' : 'group', title: info.name });
    }
    return out;
  }

  // ---- DialogPort ----

  blockedUsers(): Promise<UserId[]> {
    return fetchBlocked(this.#invoke, this.peers);
  }

  async isMuted(chatId: ChatId): Promise<boolean> {
    const peer = await this.#peer(chatId);
    const settings = await this.#invoke(
      new Api.account.GetNotifySettings({ peer: new Api.InputNotifyPeer({ peer }) }),
    );
    const info = this.peers.get(chatId);
    return isMutedBy(
      settings,
      this.#o.clock.now(),
      await this.#scopeMutedNow(notifyScope(info?.kind ?? 'user', info?.broadcast)),
    );
  }

  async unreadDialogs(maxDialogs: number): Promise<UnreadDialog[]> {
    const out: UnreadDialog[] = [];
    for await (const dialog of iterateDialogs(this.#invoke, this.peers, maxDialogs, this.#pace)) {
      if (dialog.unreadCount <= 0 && dialog.unreadMentionsCount <= 0 && !dialog.unreadMark) continue;
      const chatId = peerId(dialog.peer);
      const info = this.peers.get(chatId);
      if (info?.broadcast) continue;
      const fallback = await this.#scopeMutedNow(notifyScope(info?.kind ?? 'user', info?.broadcast));
      out.push({
        chatId,
        kind: info?.kind === 'user' ? 'direct' : 'group',
        title: info?.name ?? chatId,
        unreadCount: dialog.unreadCount,
        unreadMentions: dialog.unreadMentionsCount,
        markedUnread: Boolean(dialog.unreadMark),
        archived: dialog.folderId === 1 ? true : undefined,
        muted: isMutedBy(dialog.notifySettings, this.#o.clock.now(), fallback),
        readInboxMaxId: dialog.readInboxMaxId,
      });
    }
    return out;
  }

  async unreadMentions(chatId: ChatId, limit: number): Promise<InboundMessage[]> {
    const peer = await this.#peer(chatId);
    const result = await this.#invoke(
      new Api.messages.GetUnreadMentions({ peer, offsetId: 0, addOffset: 0, limit, maxId: 0, minId: 0 }),
    );
    this.peers.absorb(entitiesIn(result));
    return (await this.#map(messagesIn(result))).sort((a, b) => a.id - b.id);
  }

  async clearMentions(chatId: ChatId): Promise<void> {
    await this.#invokeIn(chatId, new Api.messages.ReadMentions({ peer: await this.#peer(chatId) }));
  }

  async clearUnreadMark(chatId: ChatId): Promise<void> {
    await this.#markDialog(chatId, false);
  }

  async setUnreadMark(chatId: ChatId): Promise<void> {
    await this.#markDialog(chatId, true);
  }

  async #markDialog(chatId: ChatId, unread: boolean): Promise<void> {
    const peer = new Api.InputDialogPeer({ peer: await this.#peer(chatId) });
    await this.#invokeIn(chatId, new Api.messages.MarkDialogUnread({ peer, unread }));
  }

  // ---- internals ----

  /** The pause between pages of dialogs. */
  readonly #pace = () => this.#o.clock.sleep(this.#o.scanPaceMs);

  /** What to download of a document: a thumbnail, or the file unless too large; `null` for neither. */
  #documentPart(
    doc: Api.Document,
    options: { thumb?: boolean },
    where: Record<string, string>,
  ): { thumb?: Api.TypePhotoSize } | null {
    if (options.thumb) {
      const thumb = choosePhotoSize(doc.thumbs ?? [], { maxSide: 1280 });
      return thumb ? { thumb } : null;
    }
    if (Number(doc.size.toString()) > this.#o.downloadMaxBytes) {
      this.#o.log.info('media not downloaded: larger than download_max_mb', where);
      return null;
    }
    return {};
  }

  async #download(
    media: Api.Message | Api.TypeMessageMedia,
    part: { thumb?: Api.TypePhotoSize },
  ): Promise<Buffer | null> {
    const data = await this.#calls.call({
      method: 'upload.GetFile',
      run: (client) => client.downloadMedia(media, part),
    });
    return Buffer.isBuffer(data) && data.length > 0 ? data : null;
  }

  /** The input peer of a chat: from what we have seen, else looked up (GramJS's cache, then Telegram). */
  async #peer(chatId: ChatId): Promise<Api.TypeInputPeer> {
    await this.#restore();
    const known = this.peers.inputPeer(chatId);
    if (known) return known;
    await this.#learn(chatId);
    if (!this.peers.inputPeer(chatId) && !isBasicGroup(chatId)) await this.#resolve(chatId);
    const learnt = this.peers.inputPeer(chatId);
    if (learnt) return learnt;
    try {
      return await this.#calls.call({
        method: 'getInputEntity',
        run: (client) => client.getInputEntity(chatId),
      });
    } catch (err) {
      if (err instanceof RetryableError) throw err;
      throw new PeerUnknownError(chatId, errorMessage(err));
    }
  }

  /** Sends a request that acts on one chat: its flood waits are that chat's; its pts step is followed. */
  #invokeIn<R extends Api.AnyRequest>(
    chatId: ChatId,
    request: R,
    bestEffort?: boolean,
  ): Promise<R['__response']> {
    const call = {
      method: request.className,
      chat: chatId,
      bestEffort,
      run: (c: GramClient) => c.invoke(request),
    };
    return this.#calls.call(call).then((result) => {
      // A channel's results count in the channel's own sequence, not the account's.
      if (!chatId.startsWith('-100')) this.#updates.observe(result);
      this.#persist();
      return result;
    });
  }

  /**
   * Loads what earlier runs learnt for this account (peers, update state), once; later calls
   * wait for it. A failure to read is logged and the run goes on with what Telegram tells.
   */
  #restore(): Promise<void> {
    this.#restoring ??= this.#restoreNow().catch((err: unknown) => {
      this.#restoring = undefined;
      throw err;
    });
    return this.#restoring;
  }

  async #restoreNow(): Promise<void> {
    const me = await this.me();
    const memory = this.#o.memory;
    if (memory) {
      try {
        const [peers, state] = await Promise.all([memory.loadPeers(me.id), memory.loadUpdateState(me.id)]);
        const restored = this.peers.restore(peers);
        if (state) this.#updates.set(state);
        this.#updates.takeChanged();
        this.#o.log.debug('Telegram peers restored', { peers: restored, pts: state?.pts });
      } catch (err) {
        this.#o.log.warn('stored Telegram peers not read', { reason: errorMessage(err) });
      }
    }
  }

  /** Stores, in the background and in order, the peers and update state learnt since last time. */
  #persist(): void {
    const memory = this.#o.memory;
    if (!memory) return;
    this.#saving = this.#saving.then(async () => {
      // What is stored belongs to the account, and must not be written before the stored state is read.
      const restored = await this.#restore().then(
        () => true,
        () => false,
      );
      const account = this.#me?.id;
      if (!restored || !account) return;
      const peers = this.peers.takeChanged();
      const state = this.#updates.takeChanged();
      try {
        if (peers.length > 0) await memory.savePeers(account, peers);
        if (state) await memory.saveUpdateState(account, state);
      } catch (err) {
        this.#o.log.warn('Telegram peers not stored', { reason: errorMessage(err) });
      }
    });
  }

  /**
   * Finds how to address a chat Telegram has not introduced (a first message from a stranger
   * carries no access hash): the difference around the message that named it, which lists its
   * sender in full, else the newest dialogs, where a new chat is on top. At most once per
   * RESOLVE_EVERY_MS per chat; failures are logged, the caller decides what a miss means.
   */
  async #resolve(chatId: ChatId, hint?: PtsHint): Promise<void> {
    const now = this.#o.clock.now();
    const last = this.#resolvedAt.get(chatId);
    if (last !== undefined && now - last < RESOLVE_EVERY_MS) return;
    this.#resolvedAt.set(chatId, now);
    try {
      const state = this.#updates.state;
      if (hint && state) {
        const from = { ...state, pts: hint.pts - hint.ptsCount, date: hint.date };
        const result = await this.#invoke(
          new Api.updates.GetDifference({ pts: from.pts, date: from.date, qts: from.qts }),
        );
        if (isDifference(result)) this.peers.absorb(readDifference(result, from).entities);
      }
      if (!this.peers.inputPeer(chatId)) {
        for await (const _ of iterateDialogs(this.#invoke, this.peers, RESOLVE_DIALOGS, this.#pace)) {
          if (this.peers.inputPeer(chatId)) break;
        }
      }
    } catch (err) {
      this.#o.log.debug('chat look-up failed', { chat: chatId, reason: errorMessage(err) });
    }
    if (this.peers.inputPeer(chatId)) this.#resolvedAt.delete(chatId);
    else this.#o.log.warn('chat not resolvable yet: Telegram gave no access hash', { chat: chatId });
  }

  async #directPeer(chatId: ChatId, what: string): Promise<Api.TypeInputPeer> {
    const peer = await this.#peer(chatId);
    if (!(peer instanceof Api.InputPeerUser))
      throw new Error(`cannot ${what} chat ${chatId}: not a direct chat`);
    return peer;
  }

  async #rawMessage(chatId: ChatId, id: MessageId): Promise<Api.Message | Api.MessageService | undefined> {
    const peer = await this.#peer(chatId);
    const ids = [new Api.InputMessageID({ id })];
    const result =
      peer instanceof Api.InputPeerChannel
        ? await this.#invoke(
            new Api.channels.GetMessages({
              channel: new Api.InputChannel({ channelId: peer.channelId, accessHash: peer.accessHash }),
              id: ids,
            }),
          )
        : await this.#invoke(new Api.messages.GetMessages({ id: ids }));
    this.peers.absorb(entitiesIn(result));
    return messagesIn(result).find((m) => m.id === id);
  }

  /** Maps raw messages, first learning what they need: our account and sticker set names. */
  async #map(raw: readonly (Api.Message | Api.MessageService)[]): Promise<InboundMessage[]> {
    const self = await this.me();
    const sets = raw.flatMap((m) =>
      m instanceof Api.Message ? unknownStickerSets(m.media, this.stickers) : [],
    );
    if (sets.length > 0) await this.stickers.resolveIds(sets);
    const ctx: InboundContext = {
      self,
      peer: (id) => this.peers.get(id),
      stickerSetName: (id) => this.stickers.stickerSetName(id),
    };
    return raw.map((m) => {
      const inbound = toInbound(m, ctx);
      if (inbound.topicId !== undefined)
        this.#topicOf.set(`${inbound.chatId}/${inbound.id}`, inbound.topicId);
      return inbound;
    });
  }

  async #deliver(
    message: Api.Message | Api.MessageService,
    entities: (Api.TypeUser | Api.TypeChat)[],
    hint?: PtsHint,
  ) {
    await this.#restore();
    this.peers.absorb(entities);
    await this.#learnSender(message);
    const chatId = peerId(message.peerId);
    // An upgrade to a supergroup, told in both chats; the old chat's side is nothing to store.
    const move = chatMoveOf(message);
    if (move) await this.#emit(this.#moveListeners, [move], 'chat moved');
    if (move?.from === chatId) return;
    // A chat we cannot address yet is resolved before its turn, which must reach it.
    if (!message.out && !this.peers.inputPeer(chatId) && !isBasicGroup(chatId))
      await this.#resolve(chatId, hint);
    // A broadcast channel is read-only for us: its posts are never something to answer.
    if (this.peers.get(peerId(message.peerId))?.broadcast) return;
    const [inbound] = await this.#map([message]);
    if (inbound) await this.#emit(this.#messageListeners, [inbound], 'message');
  }

  /**
   * An edit. In private chats Telegram tells of a new reaction by editing the message: a
   * reaction by someone else on one of our messages is reported as a reaction too.
   */
  async #edited(message: Api.Message, entities: (Api.TypeUser | Api.TypeChat)[]) {
    this.peers.absorb(entities);
    if (this.peers.get(peerId(message.peerId))?.broadcast) return;
    const [inbound] = await this.#map([message]);
    if (!inbound) return;
    await this.#emit(this.#editListeners, [inbound], 'edited');
    if (inbound.out && message.reactions) await this.#reacted(inbound.chatId, inbound.id, message.reactions);
  }

  /** The newest reaction someone other than us set (Telegram lists recent reactors first). */
  async #reacted(chatId: ChatId, messageId: MessageId, reactions: Api.TypeMessageReactions) {
    if (!(reactions instanceof Api.MessageReactions)) return;
    const self = (await this.me()).id;
    for (const recent of reactions.recentReactions ?? []) {
      const fromId = peerId(recent.peerId);
      const emoji = reactionText(recent.reaction);
      if (fromId === self || !emoji) continue;
      // Seen already: each edit repeats the message's reactions.
      const key = `${chatId}/${messageId}/${fromId}/${emoji}`;
      if (this.#reactionsSeen.has(key)) return;
      this.#reactionsSeen.add(key);
      if (this.#reactionsSeen.size > 1_000) this.#reactionsSeen.clear();
      await this.#emit(this.#reactionListeners, [{ chatId, messageId, emoji, fromId }], 'reaction');
      return;
    }
  }

  /**
   * Short updates carry no names: look the chat and sender up (failures leave "User <id>"). In a
   * direct chat both are the same user, asked about once; a sender GramJS could not find is not
   * asked about again for LEARN_AGAIN_MS, so a stranger's burst costs one look-up, not two a message.
   */
  async #learnSender(message: Api.Message | Api.MessageService): Promise<void> {
    const ids = new Set([message.peerId, message.fromId].flatMap((peer) => (peer ? [peerId(peer)] : [])));
    for (const id of ids) {
      if (this.peers.get(id) || id === this.#me?.id) continue;
      const failedAt = this.#learnFailedAt.get(id);
      if (failedAt !== undefined && this.#o.clock.now() - failedAt < LEARN_AGAIN_MS) continue;
      // A lookup that fails even transiently must not cost the user's message: it arrives as "User <id>".
      await this.#learn(id).catch((err: unknown) =>
        this.#o.log.warn('sender not looked up', { peer: id, reason: errorMessage(err) }),
      );
      if (this.peers.get(id)) this.#learnFailedAt.delete(id);
      else this.#learnFailedAt.set(id, this.#o.clock.now());
    }
  }

  /** Looks a user or chat up (names, forum flag, access hash); failures are only logged. */
  async #learn(id: string): Promise<void> {
    try {
      const entity = await this.#calls.call({ method: 'getEntity', run: (client) => client.getEntity(id) });
      this.peers.absorb([entity as Api.TypeUser | Api.TypeChat]);
    } catch (err) {
      if (err instanceof RetryableError) throw err;
      this.#o.log.debug('peer not found', { peer: id, reason: errorMessage(err) });
    }
  }

  async #emit<A extends unknown[]>(listeners: Set<(...args: A) => unknown>, args: A, what: string) {
    for (const listener of listeners) {
      try {
        await listener(...args);
      } catch (err) {
        this.#o.log.error(`${what} listener failed`, { reason: errorMessage(err) });
      }
    }
  }

  /**
   * The forum topic a send goes to: the one asked for, else the replied-to message's topic,
   * else (for follow-up messages without a reply) the topic this chat was last answered in.
   */
  async #topicFor(chatId: ChatId, options: SendOptions): Promise<number | undefined> {
    if (options.topicId !== undefined) return options.topicId;
    if (!this.peers.get(chatId)?.forum) return undefined;
    if (options.replyTo !== undefined) {
      const key = `${chatId}/${options.replyTo}`;
      if (!this.#topicOf.has(key)) await this.message(chatId, options.replyTo).catch(() => null);
      return this.#topicOf.get(key);
    }
    return this.#recentTopic(chatId);
  }

  #recentTopic(chatId: ChatId): number | undefined {
    const last = this.#lastTopic.get(chatId);
    return last && this.#o.clock.now() - last.at < TOPIC_MEMORY_MS ? last.topic : undefined;
  }

  #rememberTopic(chatId: ChatId, topic: number | undefined): void {
    if (topic !== undefined) this.#lastTopic.set(chatId, { topic, at: this.#o.clock.now() });
  }

  /** Whether chats of a kind are muted by default (the account-wide setting), cached 10 min. */
  async #scopeMutedNow(scope: NotifyScope): Promise<boolean> {
    const now = this.#o.clock.now();
    const cached = this.#scopeMuted.get(scope);
    if (cached && cached.until > now) return cached.muted;
    let muted = false;
    try {
      const settings = await this.#invoke(
        new Api.account.GetNotifySettings({ peer: notifyScopePeer(scope) }),
      );
      muted = isMutedBy(settings, now, false);
    } catch (err) {
      this.#o.log.debug('default notify settings not read', { scope, reason: errorMessage(err) });
    }
    this.#scopeMuted.set(scope, { muted, until: now + 10 * 60_000 });
    return muted;
  }
}

/** Basic groups are addressed by id alone: no access hash to find. */
function isBasicGroup(chatId: ChatId): boolean {
  return chatId.startsWith('-') && !chatId.startsWith('-100');
}

import { Api } from 'telegram';
import { errorMessage } from '../../support/errors.js';
import { topicConversation } from '../topics.js';
import type { ChatId, InboundMessage, MediaRef, MessageId } from '../types.js';
import { type AdapterCore, inputChannel } from './core.js';
import type { ForumTopics } from './forum.js';
import { conversationOf, type InboundContext, toInbound } from './inbound.js';
import { setStickerRef, unknownStickerSets } from './media.js';
import { big } from './peers.js';
import { choosePhotoSize, entitiesIn, messagesIn } from './requests.js';
import type { PeerResolver } from './resolve.js';
import type { StickerSets } from './stickers.js';

/** Telegram's page size for history. */
const HISTORY_PAGE = 100;
/** Pages of a forum's whole history read for its General topic's window. */
const GENERAL_TOPIC_PAGES = 3;

/**
 * Reading messages and media: history pages, single messages, unread mentions, downloads and
 * sticker files. Raw messages are mapped by `inbound.ts` with names from the peer directory.
 * Reads of a chat are that chat's calls: a flood wait a scan provokes in one chat never holds
 * back a turn reading another.
 */
export class MessageReads {
  readonly #core: AdapterCore;
  readonly #resolver: PeerResolver;
  readonly #topics: ForumTopics;
  readonly #stickers: StickerSets;

  constructor(core: AdapterCore, resolver: PeerResolver, topics: ForumTopics, stickers: StickerSets) {
    this.#core = core;
    this.#resolver = resolver;
    this.#topics = topics;
    this.#stickers = stickers;
  }

  /**
   * The newest `limit` messages of a chat, or of one forum topic (`messages.getReplies` on the
   * topic). A forum's own history holds every topic: its General topic keeps those in no topic,
   * read from a few whole pages at most.
   */
  async history(chatId: ChatId, topicId: MessageId | undefined, limit: number): Promise<InboundMessage[]> {
    const peer = await this.#resolver.peer(chatId);
    const conversation = topicConversation(chatId, topicId);
    const generalTopic = conversation === chatId && Boolean(this.#core.peers.get(chatId)?.forum);
    const kept: (Api.Message | Api.MessageService)[] = [];
    let offsetId = 0;
    for (let page = 0; kept.length < limit && (!generalTopic || page < GENERAL_TOPIC_PAGES); page++) {
      const want = generalTopic ? HISTORY_PAGE : Math.min(HISTORY_PAGE, limit - kept.length);
      const paging = {
        offsetId,
        offsetDate: 0,
        addOffset: 0,
        limit: want,
        maxId: 0,
        minId: 0,
        hash: big('0'),
      };
      const request =
        topicId === undefined || conversation === chatId
          ? new Api.messages.GetHistory({ peer, ...paging })
          : new Api.messages.GetReplies({ peer, msgId: topicId, ...paging });
      const result = await this.#core.invokeIn(chatId, request);
      if (result instanceof Api.messages.MessagesNotModified) break;
      this.#core.peers.absorb(entitiesIn(result));
      kept.push(...messagesIn(result).filter((m) => conversationOf(m) === conversation));
      const oldest = result.messages.at(-1);
      // Telegram answers a page with fewer messages than asked only at the start of the chat.
      if (!oldest || result.messages.length < want) break;
      offsetId = oldest.id;
    }
    return (await this.map(kept.slice(0, limit))).reverse();
  }

  async message(chatId: ChatId, id: MessageId): Promise<InboundMessage | null> {
    const raw = await this.rawMessage(chatId, id);
    return raw ? ((await this.map([raw]))[0] ?? null) : null;
  }

  async unreadMentions(chatId: ChatId, limit: number): Promise<InboundMessage[]> {
    const peer = await this.#resolver.peer(chatId);
    const result = await this.#core.invokeIn(
      chatId,
      new Api.messages.GetUnreadMentions({ peer, offsetId: 0, addOffset: 0, limit, maxId: 0, minId: 0 }),
    );
    this.#core.peers.absorb(entitiesIn(result));
    return (await this.map(messagesIn(result))).sort((a, b) => a.id - b.id);
  }

  async rawMessage(chatId: ChatId, id: MessageId): Promise<Api.Message | Api.MessageService | undefined> {
    const peer = await this.#resolver.peer(chatId);
    const ids = [new Api.InputMessageID({ id })];
    const result =
      peer instanceof Api.InputPeerChannel
        ? await this.#core.invokeIn(
            chatId,
            new Api.channels.GetMessages({ channel: inputChannel(peer), id: ids }),
          )
        : await this.#core.invokeIn(chatId, new Api.messages.GetMessages({ id: ids }));
    this.#core.peers.absorb(entitiesIn(result));
    return messagesIn(result).find((m) => m.id === id);
  }

  /** Maps raw messages, first learning what they need: our account and sticker set names. */
  async map(raw: readonly (Api.Message | Api.MessageService)[]): Promise<InboundMessage[]> {
    const self = await this.#core.me();
    const sets = raw.flatMap((m) =>
      m instanceof Api.Message ? unknownStickerSets(m.media, this.#stickers) : [],
    );
    if (sets.length > 0) await this.#stickers.resolveIds(sets);
    const ctx: InboundContext = {
      self,
      peer: (id) => this.#core.peers.get(id),
      stickerSetName: (id) => this.#stickers.stickerSetName(id),
    };
    return raw.map((m) => {
      const inbound = toInbound(m, ctx);
      if (m instanceof Api.MessageService && m.action instanceof Api.MessageActionTopicEdit)
        this.#topics.changed(inbound.chatId);
      return inbound;
    });
  }

  async downloadMedia(
    chatId: ChatId,
    messageId: MessageId,
    mediaId: string,
    options: { thumb?: boolean } = {},
  ): Promise<Buffer | null> {
    const message = await this.rawMessage(chatId, messageId);
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
    const listing = await this.#stickers.list(setName);
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
      const listing = await this.#stickers.list(setName);
      const doc = listing.found ? listing.documents.find((d) => d.id.toString() === mediaId) : undefined;
      if (!doc) return null;
      const part = this.#documentPart(doc, options, { set: setName, media: mediaId });
      if (!part) return null;
      try {
        return await this.#download(new Api.MessageMediaDocument({ document: doc }), part);
      } catch (err) {
        if (attempt > 0 || !/FILE_REFERENCE_(EXPIRED|INVALID)/.test(errorMessage(err))) throw err;
        this.#stickers.forget(setName);
      }
    }
    return null;
  }

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
    if (Number(doc.size.toString()) > this.#core.options.downloadMaxBytes) {
      this.#core.log.info('media not downloaded: larger than download_max_mb', where);
      return null;
    }
    return {};
  }

  async #download(
    media: Api.Message | Api.TypeMessageMedia,
    part: { thumb?: Api.TypePhotoSize },
  ): Promise<Buffer | null> {
    const data = await this.#core.calls.call({
      method: 'upload.GetFile',
      run: (client) => client.downloadMedia(media, part),
    });
    return Buffer.isBuffer(data) && data.length > 0 ? data : null;
  }
}

import { Api } from 'telegram';
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
  TelegramPort,
  UnreadDialog,
} from '../port.js';
import { conversationParts, groupOf, topicTitle } from '../topics.js';
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
import type { GramClient } from './client.js';
import { AdapterCore, type GramjsTelegramOptions } from './core.js';
import { DialogReads } from './dialog-reads.js';
import type { CatchUpReport } from './difference.js';
import { ForumTopics } from './forum.js';
import type { PeerDirectory } from './peers.js';
import { MessageReads } from './reads.js';
import { PeerResolver } from './resolve.js';
import { TOPIC_CLOSED, WriteRights } from './rights.js';
import { ChatWrites } from './sends.js';
import { StickerSets } from './stickers.js';
import { UpdateIntake } from './update-intake.js';
import type { ConnectionWatch } from './updates.js';

export type { GramjsTelegramOptions } from './core.js';
export type { CatchUpReport } from './difference.js';

/**
 * TelegramPort over GramJS, put together by role: every call goes through one pipeline
 * (`core.ts`), chats are addressed by `resolve.ts`, messages and media read by `reads.ts`,
 * written by `sends.ts`, the dialog list read by `dialog-reads.ts`, and updates and catch-up
 * handed to listeners by `update-intake.ts`. A forum topic is a chat of its own here, named by
 * its conversation id (`../topics.ts`); calls that act on the whole group are given the group.
 */
export class GramjsTelegram implements TelegramPort, DialogPort, TelegramEvents {
  readonly stickers: StickerSets;
  readonly #core: AdapterCore;
  readonly #resolver: PeerResolver;
  readonly #reads: MessageReads;
  readonly #writes: ChatWrites;
  readonly #dialogs: DialogReads;
  readonly #intake: UpdateIntake;
  readonly #rights: WriteRights;
  readonly #forum: ForumTopics;

  constructor(options: GramjsTelegramOptions) {
    const core = new AdapterCore(options);
    this.#core = core;
    this.stickers = new StickerSets(
      (stickerset) => core.invoke(new Api.messages.GetStickerSet({ stickerset, hash: 0 })),
      options.clock,
      options.log,
    );
    this.#rights = new WriteRights((chatId) => core.peers.writeBan(chatId), options.clock);
    this.#resolver = new PeerResolver(core);
    this.#forum = new ForumTopics(core, this.#resolver);
    this.#reads = new MessageReads(core, this.#resolver, this.#forum, this.stickers);
    this.#writes = new ChatWrites(core, this.#resolver, this.stickers, this.#rights);
    this.#dialogs = new DialogReads(core, this.#resolver);
    this.#intake = new UpdateIntake(core, this.#resolver, this.#reads, this.#rights);
  }

  get peers(): PeerDirectory {
    return this.#core.peers;
  }

  // ---- updates ----

  /** Listens to a (new) client's raw updates; its connection state is watched on its own. */
  attach(client: GramClient): void {
    this.#intake.attach(client);
  }

  /** Takes one raw update; never throws (GramJS would swallow it). */
  handleUpdate(update: unknown, watch?: ConnectionWatch): void {
    this.#intake.handleUpdate(update, watch);
  }

  /** Resolves when every update received so far has been handled and what was learnt is stored. */
  async idle(): Promise<void> {
    await this.#intake.idle();
    await this.#core.saved();
  }

  /** Catches up with what happened while away (see `UpdateIntake.catchUp`). */
  catchUp(maxAgeMs: number): Promise<CatchUpReport> {
    return this.#intake.catchUp(maxAgeMs);
  }

  onMessage(listener: (message: InboundMessage) => unknown): () => void {
    return this.#intake.onMessage(listener);
  }

  onMarkedUnread(listener: (chatId: ChatId) => unknown): () => void {
    return this.#intake.onMarkedUnread(listener);
  }

  onEdited(listener: (message: InboundMessage) => unknown): () => void {
    return this.#intake.onEdited(listener);
  }

  onDeleted(listener: (deleted: DeletedMessages) => unknown): () => void {
    return this.#intake.onDeleted(listener);
  }

  onReaction(listener: (reaction: ReactionEvent) => unknown): () => void {
    return this.#intake.onReaction(listener);
  }

  onTyping(listener: (typing: PartnerTyping) => unknown): () => void {
    return this.#intake.onTyping(listener);
  }

  onChatMoved(listener: (move: ChatMove) => unknown): () => void {
    return this.#intake.onChatMoved(listener);
  }

  /** Updates may have been missed (reconnection, "too long"): listeners should rescan. */
  onGap(listener: () => unknown): () => void {
    return this.#intake.onGap(listener);
  }

  // ---- TelegramPort ----

  me(): Promise<Account> {
    return this.#core.me();
  }

  /** A chat, or a forum topic (titled "group › topic"). */
  async chat(conversation: ChatId): Promise<ChatInfo> {
    const { chatId, topicId } = conversationParts(conversation);
    await this.#core.restore();
    if (!this.peers.get(chatId)) await this.#resolver.learn(chatId);
    if (!this.peers.get(chatId) && !chatId.startsWith('-')) await this.#resolver.resolve(chatId);
    const info = this.peers.get(chatId);
    if (!info) throw new PeerUnknownError(chatId);
    const chat: ChatInfo = {
      id: conversation,
      kind: info.kind === 'user' ? 'direct' : 'group',
      title: info.name,
    };
    if (info.kind === 'user' && info.contact) chat.contact = true;
    if (topicId !== undefined) {
      const topic = await this.#forum.topic(chatId, topicId);
      chat.title = topicTitle(info.name, topicId, topic?.title);
    }
    return chat;
  }

  history(conversation: ChatId, limit: number): Promise<InboundMessage[]> {
    const { chatId, topicId } = conversationParts(conversation);
    return this.#reads.history(chatId, topicId, limit);
  }

  message(chatId: ChatId, id: MessageId): Promise<InboundMessage | null> {
    return this.#reads.message(groupOf(chatId), id);
  }

  sendText(chatId: ChatId, text: string, options?: SendOptions): Promise<SentMessage> {
    return this.#writes.sendText(chatId, text, options);
  }

  sendSticker(chatId: ChatId, sticker: StickerRef, options?: SendOptions): Promise<StickerResult> {
    return this.#writes.sendSticker(chatId, sticker, options);
  }

  react(chatId: ChatId, messageId: MessageId, emoji: string): Promise<void> {
    return this.#writes.react(groupOf(chatId), messageId, emoji);
  }

  typing(chatId: ChatId): Promise<void> {
    return this.#writes.typing(chatId);
  }

  setPresence(online: boolean): Promise<void> {
    return this.#writes.setPresence(online);
  }

  markRead(chatId: ChatId, maxId: MessageId): Promise<void> {
    return this.#writes.markRead(chatId, maxId);
  }

  block(chatId: ChatId): Promise<void> {
    return this.#writes.block(chatId);
  }

  unblock(chatId: ChatId): Promise<void> {
    return this.#writes.unblock(chatId);
  }

  clearHistory(chatId: ChatId): Promise<void> {
    return this.#writes.clearHistory(chatId);
  }

  downloadMedia(
    chatId: ChatId,
    messageId: MessageId,
    mediaId: string,
    options?: { thumb?: boolean },
  ): Promise<Buffer | null> {
    return this.#reads.downloadMedia(groupOf(chatId), messageId, mediaId, options);
  }

  /** The stickers of a set by short name; `null` when Telegram has no such set. */
  stickerSet(setName: string): Promise<MediaRef[] | null> {
    return this.#reads.stickerSet(setName);
  }

  downloadStickerFile(
    setName: string,
    mediaId: string,
    options?: { thumb?: boolean },
  ): Promise<Buffer | null> {
    return this.#reads.downloadStickerFile(setName, mediaId, options);
  }

  // ---- Finding chats (one-off commands) ----

  findChat(ref: string, maxDialogs: number): Promise<ChatId | undefined> {
    return this.#dialogs.findChat(ref, maxDialogs);
  }

  recentChats(maxDialogs: number): Promise<ChatInfo[]> {
    return this.#dialogs.recentChats(maxDialogs);
  }

  // ---- DialogPort ----

  blockedUsers(): Promise<UserId[]> {
    return this.#dialogs.blockedUsers();
  }

  isMuted(chatId: ChatId): Promise<boolean> {
    return this.#dialogs.isMuted(groupOf(chatId));
  }

  unreadDialogs(maxDialogs: number): Promise<UnreadDialog[]> {
    return this.#dialogs.unreadDialogs(maxDialogs);
  }

  unreadMentions(chatId: ChatId, limit: number): Promise<InboundMessage[]> {
    return this.#reads.unreadMentions(groupOf(chatId), limit);
  }

  clearMentions(chatId: ChatId): Promise<void> {
    return this.#writes.clearMentions(groupOf(chatId));
  }

  clearUnreadMark(chatId: ChatId): Promise<void> {
    return this.#writes.clearUnreadMark(groupOf(chatId));
  }

  setUnreadMark(chatId: ChatId): Promise<void> {
    return this.#writes.setUnreadMark(groupOf(chatId));
  }

  /** Why the account may not write in the chat or forum topic (a closed one included) now. */
  async cannotWrite(conversation: ChatId): Promise<string | undefined> {
    const refusal = this.#rights.refusal(conversation);
    const { chatId, topicId } = conversationParts(conversation);
    if (refusal || topicId === undefined) return refusal;
    return (await this.#forum.topic(chatId, topicId))?.closed ? TOPIC_CLOSED : undefined;
  }
}

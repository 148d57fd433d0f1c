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
import type { PeerDirectory } from './peers.js';
import { MessageReads } from './reads.js';
import { PeerResolver } from './resolve.js';
import { WriteRights } from './rights.js';
import { ChatWrites } from './sends.js';
import { StickerSets } from './stickers.js';
import { TopicMemory } from './topics.js';
import { UpdateIntake } from './update-intake.js';
import type { ConnectionWatch } from './updates.js';

export type { GramjsTelegramOptions } from './core.js';
export type { CatchUpReport } from './difference.js';

/**
 * TelegramPort over GramJS, put together by role: every call goes through one pipeline
 * (`core.ts`), chats are addressed by `resolve.ts`, messages and media read by `reads.ts`,
 * written by `sends.ts` (into forum topics chosen by `topics.ts`), the dialog list read by
 * `dialog-reads.ts`, and updates and catch-up handed to listeners by `update-intake.ts`.
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

  constructor(options: GramjsTelegramOptions) {
    const core = new AdapterCore(options);
    this.#core = core;
    this.stickers = new StickerSets(
      (stickerset) => core.invoke(new Api.messages.GetStickerSet({ stickerset, hash: 0 })),
      options.clock,
      options.log,
    );
    const topics = new TopicMemory(options.clock);
    this.#rights = new WriteRights((chatId) => core.peers.writeBan(chatId), options.clock);
    this.#resolver = new PeerResolver(core);
    this.#reads = new MessageReads(core, this.#resolver, topics, this.stickers);
    this.#writes = new ChatWrites(core, this.#resolver, topics, this.#reads, this.stickers, this.#rights);
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

  async chat(chatId: ChatId): Promise<ChatInfo> {
    await this.#core.restore();
    if (!this.peers.get(chatId)) await this.#resolver.learn(chatId);
    if (!this.peers.get(chatId) && !chatId.startsWith('-')) await this.#resolver.resolve(chatId);
    const info = this.peers.get(chatId);
    if (!info) throw new PeerUnknownError(chatId);
    const chat: ChatInfo = { id: chatId, kind: info.kind === 'user' ? 'direct' : 'group', title: info.name };
    if (info.kind === 'user' && info.contact) chat.contact = true;
    return chat;
  }

  history(chatId: ChatId, limit: number): Promise<InboundMessage[]> {
    return this.#reads.history(chatId, limit);
  }

  message(chatId: ChatId, id: MessageId): Promise<InboundMessage | null> {
    return this.#reads.message(chatId, id);
  }

  sendText(chatId: ChatId, text: string, options?: SendOptions): Promise<SentMessage> {
    return this.#writes.sendText(chatId, text, options);
  }

  sendSticker(chatId: ChatId, sticker: StickerRef, options?: SendOptions): Promise<StickerResult> {
    return this.#writes.sendSticker(chatId, sticker, options);
  }

  react(chatId: ChatId, messageId: MessageId, emoji: string): Promise<void> {
    return this.#writes.react(chatId, messageId, emoji);
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
    return this.#reads.downloadMedia(chatId, messageId, mediaId, options);
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
    return this.#dialogs.isMuted(chatId);
  }

  unreadDialogs(maxDialogs: number): Promise<UnreadDialog[]> {
    return this.#dialogs.unreadDialogs(maxDialogs);
  }

  unreadMentions(chatId: ChatId, limit: number): Promise<InboundMessage[]> {
    return this.#reads.unreadMentions(chatId, limit);
  }

  clearMentions(chatId: ChatId): Promise<void> {
    return this.#writes.clearMentions(chatId);
  }

  clearUnreadMark(chatId: ChatId): Promise<void> {
    return this.#writes.clearUnreadMark(chatId);
  }

  setUnreadMark(chatId: ChatId): Promise<void> {
    return this.#writes.setUnreadMark(chatId);
  }

  async cannotWrite(chatId: ChatId, topicId?: MessageId): Promise<string | undefined> {
    return this.#rights.refusal(chatId, topicId);
  }
}

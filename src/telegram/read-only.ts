import type { Logger } from '../support/log.js';
import type {
  DialogPort,
  SendOptions,
  SentMessage,
  StickerResult,
  TelegramPort,
  UnreadDialog,
} from './port.js';
import type {
  Account,
  ChatId,
  ChatInfo,
  InboundMessage,
  MediaRef,
  MessageId,
  StickerRef,
  UserId,
} from './types.js';

/** A write that a read-only port held back instead of doing, with what it would have carried. */
export interface HeldBack {
  action:
    | 'send'
    | 'sticker'
    | 'react'
    | 'typing'
    | 'read'
    | 'block'
    | 'unblock'
    | 'clear'
    | 'clear-mentions'
    | 'clear-unread';
  chatId: ChatId;
  /** The message's text (send). */
  text?: string;
  /** The reaction's emoji. */
  emoji?: string;
  /** The sticker, as `set/name`. */
  sticker?: string;
  /** The message reacted to, or read up to. */
  messageId?: MessageId;
  /** The message a send or sticker replies to. */
  replyTo?: MessageId;
}

export interface ReadOnlyOptions {
  /**
   * Told of every held-back write as it happens. When given, `heldBack` stays empty: a port that
   * runs for days (`run --dry-run`) must not keep every write it held back.
   */
  onHold?: (held: HeldBack) => void;
}

/**
 * A TelegramPort that only looks: reads (account, chat, history, messages, downloads, sticker
 * sets) go to the port behind it; every write (send, sticker, reaction, typing, read receipt,
 * block, unblock, clearing a chat, presence) is held back, recorded in `heldBack` and never reaches
 * Telegram. `prompt` on a live chat runs the real turn on it, so looking at what the persona
 * would be sent leaves no trace: no "read" ticks, no "typing…", no reaction.
 *
 * Held-back sends report message id 0, which no real message has.
 */
export class ReadOnlyTelegram implements TelegramPort {
  readonly heldBack: HeldBack[] = [];
  readonly stickerSet?: (setName: string) => Promise<MediaRef[] | null>;
  readonly downloadStickerFile?: (
    setName: string,
    mediaId: string,
    options?: { thumb?: boolean },
  ) => Promise<Buffer | null>;
  readonly #inner: TelegramPort;
  readonly #log: Logger;
  readonly #onHold: ((held: HeldBack) => void) | undefined;

  constructor(inner: TelegramPort, log: Logger, options: ReadOnlyOptions = {}) {
    this.#inner = inner;
    this.#log = log;
    this.#onHold = options.onHold;
    // Optional reads stay optional: present only when the port behind offers them.
    const { stickerSet, downloadStickerFile } = inner;
    if (stickerSet) this.stickerSet = (setName) => stickerSet.call(inner, setName);
    if (downloadStickerFile)
      this.downloadStickerFile = (setName, mediaId, options) =>
        downloadStickerFile.call(inner, setName, mediaId, options);
  }

  // ---- reads: forwarded ----

  me(): Promise<Account> {
    return this.#inner.me();
  }

  chat(chatId: ChatId): Promise<ChatInfo> {
    return this.#inner.chat(chatId);
  }

  history(chatId: ChatId, limit: number): Promise<InboundMessage[]> {
    return this.#inner.history(chatId, limit);
  }

  message(chatId: ChatId, id: MessageId): Promise<InboundMessage | null> {
    return this.#inner.message(chatId, id);
  }

  downloadMedia(
    chatId: ChatId,
    messageId: MessageId,
    mediaId: string,
    options?: { thumb?: boolean },
  ): Promise<Buffer | null> {
    return this.#inner.downloadMedia(chatId, messageId, mediaId, options);
  }

  // ---- writes: held back ----

  async sendText(chatId: ChatId, text: string, options?: SendOptions): Promise<SentMessage> {
    this.hold({ action: 'send', chatId, text, replyTo: options?.replyTo });
    return { id: 0 };
  }

  async sendSticker(chatId: ChatId, sticker: StickerRef, options?: SendOptions): Promise<StickerResult> {
    this.hold({
      action: 'sticker',
      chatId,
      sticker: `${sticker.set}/${sticker.name}`,
      replyTo: options?.replyTo,
    });
    return { sent: true, id: 0 };
  }

  async react(chatId: ChatId, messageId: MessageId, emoji: string): Promise<void> {
    this.hold({ action: 'react', chatId, emoji, messageId });
  }

  async typing(chatId: ChatId): Promise<void> {
    this.hold({ action: 'typing', chatId });
  }

  async markRead(chatId: ChatId, maxId: MessageId): Promise<void> {
    this.hold({ action: 'read', chatId, messageId: maxId });
  }

  async block(chatId: ChatId): Promise<void> {
    this.hold({ action: 'block', chatId });
  }

  async unblock(chatId: ChatId): Promise<void> {
    this.hold({ action: 'unblock', chatId });
  }

  async clearHistory(chatId: ChatId): Promise<void> {
    this.hold({ action: 'clear', chatId });
  }

  /** Held back without a record: presence belongs to no chat and is no action of the persona's. */
  async setPresence(online: boolean): Promise<void> {
    this.#log.debug('read-only: held back a presence change', { online });
  }

  /** Records a write instead of doing it (for subclasses that hold back more kinds of write). */
  protected hold(held: HeldBack): void {
    if (this.#onHold) this.#onHold(held);
    else this.heldBack.push(held);
    this.#log.debug('read-only: held back a Telegram write', { action: held.action, chat: held.chatId });
  }
}

/**
 * A read-only port that also scans: the blocklist, mute state, unread dialogs and mentions are
 * read from the account behind it; marking mentions read and removing an unread mark are held
 * back, so the owner's unread state stays exactly as it was (`run --dry-run`).
 */
export class ReadOnlyAccount extends ReadOnlyTelegram implements DialogPort {
  readonly #dialogs: DialogPort;

  constructor(inner: TelegramPort & DialogPort, log: Logger, options: ReadOnlyOptions = {}) {
    super(inner, log, options);
    this.#dialogs = inner;
  }

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
    return this.#dialogs.unreadMentions(chatId, limit);
  }

  cannotWrite(chatId: ChatId, topicId?: MessageId): Promise<string | undefined> {
    return this.#dialogs.cannotWrite(chatId, topicId);
  }

  async clearMentions(chatId: ChatId): Promise<void> {
    this.hold({ action: 'clear-mentions', chatId });
  }

  async clearUnreadMark(chatId: ChatId): Promise<void> {
    this.hold({ action: 'clear-unread', chatId });
  }
}

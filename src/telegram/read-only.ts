import type { Logger } from '../support/log.js';
import type { SendOptions, SentMessage, StickerResult, TelegramPort } from './port.js';
import type { Account, ChatId, ChatInfo, InboundMessage, MediaRef, MessageId, StickerRef } from './types.js';

/** A write that a read-only port held back instead of doing. */
export interface HeldBack {
  action: 'send' | 'sticker' | 'react' | 'typing' | 'read' | 'block' | 'unblock' | 'clear';
  chatId: ChatId;
}

/**
 * A TelegramPort that only looks: reads (account, chat, history, messages, downloads, sticker
 * sets) go to the port behind it; every write (send, sticker, reaction, typing, read receipt,
 * block, unblock, clearing a chat) is held back, recorded in `heldBack` and never reaches
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

  constructor(inner: TelegramPort, log: Logger) {
    this.#inner = inner;
    this.#log = log;
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

  async sendText(chatId: ChatId, _text: string, _options?: SendOptions): Promise<SentMessage> {
    this.#hold('send', chatId);
    return { id: 0 };
  }

  async sendSticker(chatId: ChatId, _sticker: StickerRef, _options?: SendOptions): Promise<StickerResult> {
    this.#hold('sticker', chatId);
    return { sent: true, id: 0 };
  }

  async react(chatId: ChatId, _messageId: MessageId, _emoji: string): Promise<void> {
    this.#hold('react', chatId);
  }

  async typing(chatId: ChatId): Promise<void> {
    this.#hold('typing', chatId);
  }

  async markRead(chatId: ChatId, _maxId: MessageId): Promise<void> {
    this.#hold('read', chatId);
  }

  async block(chatId: ChatId): Promise<void> {
    this.#hold('block', chatId);
  }

  async unblock(chatId: ChatId): Promise<void> {
    this.#hold('unblock', chatId);
  }

  async clearHistory(chatId: ChatId): Promise<void> {
    this.#hold('clear', chatId);
  }

  #hold(action: HeldBack['action'], chatId: ChatId): void {
    this.heldBack.push({ action, chatId });
    this.#log.debug('read-only: held back a Telegram write', { action, chat: chatId });
  }
}

import type { Account, ChatId, ChatInfo, InboundMessage, MediaRef, MessageId, StickerRef } from './types.js';

export interface SendOptions {
  replyTo?: MessageId;
  /** Forum topic to post in; a reply stays in its topic. */
  topicId?: MessageId;
}

export interface SentMessage {
  id: MessageId;
}

/** What `sendSticker` did: sent the sticker, or reported that the sticker is unknown. */
export type StickerResult = { sent: true; id: MessageId } | { sent: false; reason: 'unknown_sticker' };

/**
 * Everything the core needs from Telegram, and nothing more. The GramJS adapter implements it
 * for a live account; the simulator implements it in memory for replay, demo, chat and tests.
 */
export interface TelegramPort {
  me(): Promise<Account>;
  chat(chatId: ChatId): Promise<ChatInfo>;
  /** The newest `limit` messages of a chat, oldest first. */
  history(chatId: ChatId, limit: number): Promise<InboundMessage[]>;
  /** One message by id; `null` when it was deleted or never existed. */
  message(chatId: ChatId, id: MessageId): Promise<InboundMessage | null>;
  sendText(chatId: ChatId, text: string, options?: SendOptions): Promise<SentMessage>;
  sendSticker(chatId: ChatId, sticker: StickerRef, options?: SendOptions): Promise<StickerResult>;
  react(chatId: ChatId, messageId: MessageId, emoji: string): Promise<void>;
  /** Shows "typing…" in the chat for a few seconds. */
  typing(chatId: ChatId): Promise<void>;
  /** Marks the chat read up to and including `maxId`. */
  markRead(chatId: ChatId, maxId: MessageId): Promise<void>;
  /** Blocks the partner of a direct chat (in Telegram a DM's chat id is the partner's user id). */
  block(chatId: ChatId): Promise<void>;
  unblock(chatId: ChatId): Promise<void>;
  /** Deletes a direct chat's history for both sides. */
  clearHistory(chatId: ChatId): Promise<void>;
  /**
   * The bytes of one media item of a message (`thumb`: its thumbnail, for animated and video
   * stickers); `null` when the message or item is gone or has no such file.
   */
  downloadMedia(
    chatId: ChatId,
    messageId: MessageId,
    mediaId: string,
    options?: { thumb?: boolean },
  ): Promise<Buffer | null>;
  /**
   * The stickers of a set by its short name (each with id, kind, emoji and set); `null` when
   * there is no such set. Optional: `media describe` skips sticker sets without it.
   */
  stickerSet?(setName: string): Promise<MediaRef[] | null>;
  /** The bytes of one sticker of a set (`thumb`: its thumbnail); `null` when there is no such file. */
  downloadStickerFile?(
    setName: string,
    mediaId: string,
    options?: { thumb?: boolean },
  ): Promise<Buffer | null>;
}

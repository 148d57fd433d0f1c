import type {
  Account,
  ChatId,
  ChatInfo,
  ChatKind,
  InboundMessage,
  MediaRef,
  MessageId,
  StickerRef,
  UserId,
} from './types.js';

export interface SendOptions {
  replyTo?: MessageId;
  /**
   * A text too long for one Telegram message goes as several parts. The parts an earlier attempt
   * delivered (their ids, in order) are not sent again; the first is the message's id.
   */
  partsSent?: readonly MessageId[];
  /** Told each part of a text sent as several messages, once Telegram confirmed it. */
  onPartSent?: (index: number, id: MessageId) => Promise<void>;
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
  /**
   * Shows the account online (or offline) to everyone who may see its last-seen time. Telegram
   * lets "online" lapse after about five minutes unless it is set again. Optional: a port
   * without it simply shows no presence.
   */
  setPresence?(online: boolean): Promise<void>;
}

/** A chat with something unread, as an unread scan sees it. */
export interface UnreadDialog {
  chatId: ChatId;
  kind: ChatKind;
  title: string;
  /** Incoming messages not read yet. */
  unreadCount: number;
  /** Unread messages that mention the account or reply to it. */
  unreadMentions: number;
  /** Someone marked the chat unread by hand (an explicit request for attention). */
  markedUnread: boolean;
  muted: boolean;
  /** The newest incoming message already read. */
  readInboxMaxId: MessageId;
  /** In the archive folder: the owner put it away, so scans leave it alone. */
  archived?: boolean;
  /** The chat's newest message (incoming or not), and its date in Unix seconds, when Telegram lists them. */
  topMessageId?: MessageId;
  topMessageDate?: number;
}

/**
 * What gating and unread scans need beyond `TelegramPort`: the blocklist, mute state and unread
 * state of dialogs. Kept apart so that a port used only for replay need not implement it.
 */
export interface DialogPort {
  /** Every peer the account has blocked (all of them, not a first page). */
  blockedUsers(): Promise<UserId[]>;
  /** Whether notifications of this chat are muted right now. */
  isMuted(chatId: ChatId): Promise<boolean>;
  /** Among the newest `maxDialogs` dialogs, those with unread messages, mentions or an unread mark. */
  unreadDialogs(maxDialogs: number): Promise<UnreadDialog[]>;
  /** Unread messages that mention the account, oldest first. */
  unreadMentions(chatId: ChatId, limit: number): Promise<InboundMessage[]>;
  /** Marks the chat's mentions read, so they stop counting as unread. */
  clearMentions(chatId: ChatId): Promise<void>;
  /** Removes a hand-set unread mark. */
  clearUnreadMark(chatId: ChatId): Promise<void>;
  /** Marks the chat unread, so the owner sees it needs attention (a reply that could not go out). */
  setUnreadMark(chatId: ChatId): Promise<void>;
  /**
   * Why the account may not write in this chat (or forum topic: a closed one) now, as far as is
   * known without asking Telegram each time (its rights, a send it refused); `undefined` when it may.
   */
  cannotWrite(chatId: ChatId): Promise<string | undefined>;
}

/** Messages deleted: `chatId` is absent when Telegram does not say (private chats, basic groups). */
export interface DeletedMessages {
  chatId?: ChatId;
  ids: MessageId[];
}

/** A basic group became a supergroup: Telegram knows it under a new id from now on. */
export interface ChatMove {
  from: ChatId;
  to: ChatId;
}

/** A reaction someone set on a message (`fromId` absent when Telegram does not say who). */
export interface ReactionEvent {
  chatId: ChatId;
  messageId: MessageId;
  emoji: string;
  fromId?: string;
}

/**
 * Someone started or stopped composing a message in a direct chat (typing, recording a voice
 * note, choosing a sticker…). Telegram repeats a status every few seconds while it goes on and
 * lets it lapse after about six seconds; `typing: false` is an explicit stop.
 */
export interface PartnerTyping {
  chatId: ChatId;
  userId: UserId;
  typing: boolean;
}

/**
 * Live events: new messages and chats being marked unread; edits, deletions and reactions where
 * the port reports them. Listeners' errors are theirs to handle.
 */
export interface TelegramEvents {
  onMessage(listener: (message: InboundMessage) => unknown): () => void;
  onMarkedUnread(listener: (chatId: ChatId) => unknown): () => void;
  onEdited?(listener: (message: InboundMessage) => unknown): () => void;
  onDeleted?(listener: (deleted: DeletedMessages) => unknown): () => void;
  onReaction?(listener: (reaction: ReactionEvent) => unknown): () => void;
  /** The partner of a direct chat composing a message (group typing is not reported). */
  onTyping?(listener: (typing: PartnerTyping) => unknown): () => void;
  /** A group the account is in was upgraded to a supergroup (possibly told more than once). */
  onChatMoved?(listener: (move: ChatMove) => unknown): () => void;
}

/**
 * What is remembered of a user, group or channel across restarts: enough to address it again
 * (its access hash) and to name it. Names are untrusted text.
 */
export interface KnownPeer {
  /** Marked id: users positive, basic groups `-id`, channels `-100id`. */
  id: string;
  kind: 'user' | 'group' | 'channel';
  /** Decimal; absent for basic groups, which need none. */
  accessHash?: string;
  name: string;
  username?: string;
  forum?: boolean;
  broadcast?: boolean;
  contact?: boolean;
  /** A bot account. */
  bot?: boolean;
}

/** Telegram's update state of an account: where catching up after downtime starts. */
export interface UpdateState {
  pts: number;
  qts: number;
  /** Unix seconds. */
  date: number;
  seq: number;
}

/** Where an account's known peers and update state are kept between runs (the state database). */
export interface TelegramMemory {
  loadPeers(accountId: string): Promise<KnownPeer[]>;
  savePeers(accountId: string, peers: readonly KnownPeer[]): Promise<void>;
  loadUpdateState(accountId: string): Promise<UpdateState | undefined>;
  saveUpdateState(accountId: string, state: UpdateState): Promise<void>;
}

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
    | 'clear-unread'
    | 'mark-unread';
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

/** What the held-back writes of a chat would have changed in its unread state. */
interface AsIfWritten {
  /** Read up to here (a held read receipt). */
  readUpTo: MessageId;
  /** The unread mark removed, while Telegram still shows it. */
  unmarked: boolean;
  /** Of the unread mentions, those that were unread when marking them read was held back. */
  mentionsRead: number;
}

/**
 * A dialog as it would be had the held-back writes been made (pure): read as far as a held
 * read receipt, without an unread mark that was removed (until Telegram shows none: a new mark
 * by hand counts again), without mentions marked read (new ones still show).
 */
export function dialogAsIfWritten(dialog: UnreadDialog, held: AsIfWritten | undefined): UnreadDialog {
  if (!held) return dialog;
  return {
    ...dialog,
    readInboxMaxId: Math.max(dialog.readInboxMaxId, held.readUpTo),
    markedUnread: dialog.markedUnread && !held.unmarked,
    unreadMentions: dialog.unreadMentions - Math.min(held.mentionsRead, dialog.unreadMentions),
  };
}

/**
 * A read-only port that also scans: the blocklist, mute state, unread dialogs and mentions are
 * read from the account behind it; marking mentions read and setting or removing an unread mark
 * are held back, so the owner's unread state stays exactly as it was (`run --dry-run`). Scans
 * see the dialogs as the held-back writes would have left them (`dialogAsIfWritten`), so a chat
 * marked unread is answered once, and each write is held back (and printed) once.
 */
export class ReadOnlyAccount extends ReadOnlyTelegram implements DialogPort {
  readonly #dialogs: DialogPort;
  readonly #asIfWritten = new Map<ChatId, AsIfWritten>();
  /** Each chat's unread mentions at the last scan. */
  readonly #mentionsSeen = new Map<ChatId, number>();

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

  async unreadDialogs(maxDialogs: number): Promise<UnreadDialog[]> {
    const dialogs = await this.#dialogs.unreadDialogs(maxDialogs);
    for (const dialog of dialogs) {
      this.#mentionsSeen.set(dialog.chatId, dialog.unreadMentions);
      const held = this.#asIfWritten.get(dialog.chatId);
      if (!held) continue;
      // What Telegram shows now settles what was held: a mark the owner removed, mentions read.
      if (!dialog.markedUnread) held.unmarked = false;
      held.mentionsRead = Math.min(held.mentionsRead, dialog.unreadMentions);
    }
    return dialogs.map((d) => dialogAsIfWritten(d, this.#asIfWritten.get(d.chatId)));
  }

  unreadMentions(chatId: ChatId, limit: number): Promise<InboundMessage[]> {
    return this.#dialogs.unreadMentions(chatId, limit);
  }

  override async markRead(chatId: ChatId, maxId: MessageId): Promise<void> {
    const held = this.#held(chatId);
    if (maxId <= held.readUpTo) return;
    held.readUpTo = maxId;
    await super.markRead(chatId, maxId);
  }

  cannotWrite(chatId: ChatId): Promise<string | undefined> {
    return this.#dialogs.cannotWrite(chatId);
  }

  async clearMentions(chatId: ChatId): Promise<void> {
    const held = this.#held(chatId);
    const unread = this.#mentionsSeen.get(chatId) ?? 0;
    if (unread > 0 && held.mentionsRead >= unread) return;
    held.mentionsRead = unread;
    this.hold({ action: 'clear-mentions', chatId });
  }

  async clearUnreadMark(chatId: ChatId): Promise<void> {
    const held = this.#held(chatId);
    if (held.unmarked) return;
    held.unmarked = true;
    this.hold({ action: 'clear-unread', chatId });
  }

  async setUnreadMark(chatId: ChatId): Promise<void> {
    this.hold({ action: 'mark-unread', chatId });
  }

  #held(chatId: ChatId): AsIfWritten {
    let held = this.#asIfWritten.get(chatId);
    if (!held) {
      held = { readUpTo: 0, unmarked: false, mentionsRead: 0 };
      this.#asIfWritten.set(chatId, held);
    }
    return held;
  }
}

import type { UnreadDialog } from '../telegram/port.js';
import type { ChatId, InboundMessage, MessageId } from '../telegram/types.js';

/** Messages whose author (the persona or not) is remembered; the oldest are forgotten first. */
const AUTHORS_KEPT = 5_000;

/**
 * Whether messages are the persona's own, learnt from every message the gate sees, so a reply's
 * target is fetched from Telegram at most once: who wrote a message never changes.
 */
export class KnownAuthors {
  readonly #own = new Map<string, boolean>();

  note(messages: Iterable<Pick<InboundMessage, 'chatId' | 'id' | 'out'>>): void {
    for (const m of messages) {
      const key = `${m.chatId}/${m.id}`;
      this.#own.delete(key);
      this.#own.set(key, m.out);
      if (this.#own.size > AUTHORS_KEPT) {
        const oldest = this.#own.keys().next().value;
        if (oldest !== undefined) this.#own.delete(oldest);
      }
    }
  }

  /** Whether the message is the persona's; `undefined` when not seen. */
  isOwn(chatId: ChatId, id: MessageId): boolean | undefined {
    return this.#own.get(`${chatId}/${id}`);
  }
}

/** What an unread chat looked like when a scan last judged all of it. */
interface Judged {
  top: MessageId;
  markedUnread: boolean;
  muted: boolean;
  mentions: number;
}

/**
 * Which unread chats a scan needs to read. A chat whose newest message is older than the
 * backlog limit has nothing left to answer (unless someone marked it unread); a chat that looks
 * as it did when a scan last judged it (same newest message, mark, mute and mentions) has nothing
 * new. A chat whose judgement was in doubt (a read failed) is read again at the next scan.
 */
export class ScanMemory {
  readonly #judged = new Map<ChatId, Judged>();
  readonly #doubted = new Set<ChatId>();

  /** Whether a scan should read the chat; a reading starts here, free of earlier doubts. */
  needsReading(dialog: UnreadDialog, nowMs: number, maxAgeMs: number): boolean {
    this.#doubted.delete(dialog.chatId);
    if (dialog.topMessageId === undefined) return true;
    const tooOld = dialog.topMessageDate !== undefined && nowMs - dialog.topMessageDate * 1000 > maxAgeMs;
    if (tooOld && !dialog.markedUnread) return false;
    const last = this.#judged.get(dialog.chatId);
    return !last || !sameAsJudged(last, dialog);
  }

  /** The scan read the chat and decided: until something changes, it needs no reading. */
  judged(dialog: UnreadDialog): void {
    if (this.#doubted.delete(dialog.chatId) || dialog.topMessageId === undefined) return;
    this.#judged.set(dialog.chatId, {
      top: dialog.topMessageId,
      markedUnread: dialog.markedUnread,
      muted: dialog.muted,
      mentions: dialog.unreadMentions,
    });
  }

  /** Something the reading under way needed could not be read: the chat is read again next time. */
  doubt(chatId: ChatId): void {
    this.#doubted.add(chatId);
  }

  /** Chats no longer unread are forgotten: whatever reaches them later is new. */
  keepOnly(dialogs: readonly UnreadDialog[]): void {
    const unread = new Set(dialogs.map((d) => d.chatId));
    for (const chatId of this.#judged.keys()) if (!unread.has(chatId)) this.#judged.delete(chatId);
    for (const chatId of this.#doubted) if (!unread.has(chatId)) this.#doubted.delete(chatId);
  }
}

function sameAsJudged(last: Judged, dialog: UnreadDialog): boolean {
  return (
    last.top === dialog.topMessageId &&
    last.markedUnread === dialog.markedUnread &&
    last.muted === dialog.muted &&
    last.mentions === dialog.unreadMentions
  );
}

import type { ForwardKind, MessageId, ServiceEvent, UserId } from '../telegram/types.js';

/** What we know about a replied-to message (or one further up a reply thread). */
export interface ReplyRef {
  toId: MessageId;
  /** found: author and text or media summary known; deleted: gone; unknown: not found in time. */
  state: 'found' | 'deleted' | 'unknown';
  author?: string;
  /** The author's user id, to tell apart people who share a name. */
  authorId?: UserId;
  /** The replied-to message was the agent's own. */
  toAgent?: boolean;
  /** Its text or caption, at most 200 characters. */
  text?: string;
  /** Summary of its media when it has no text ("a sticker 😀"). */
  media?: string;
  /** The local day it was written (`Sat 2026-01-17`), shown with a quote from outside the window. */
  day?: string;
}

/**
 * One Telegram message as the model will see it: ordered parts, each a fact about the message.
 * Parts stay structured until the prompt build renders them, so tests can check facts and the
 * rendering can change in one place.
 */
export type Part =
  | {
      kind: 'meta';
      messageId: MessageId;
      senderId: UserId;
      /** As `displayName` shows it: in curly quotes unless plain letters, or our own `User 5`. */
      senderName: string;
      username?: string;
      /** Local time in the persona's timezone: `YYYY-MM-DD HH:MM`. */
      time: string;
      /** When it was last edited, local time as `time`; absent: never edited. */
      edited?: string;
      /** Sent by a bot account. */
      bot?: boolean;
    }
  | (ReplyRef & {
      kind: 'reply';
      /** The part of the replied-to message the sender selected, at most 200 characters. */
      quote?: string;
    })
  | {
      /** The target's reply chain above its direct parent, oldest first, so the model sees the thread. */
      kind: 'thread';
      entries: ReplyRef[];
      /** The chain goes on above the first entry: that message's id (not shown). */
      continuesAt?: MessageId;
      /** The thread's first message, when the chain goes on beyond the entries and it was found. */
      root?: ReplyRef;
      /** Messages between `root` and the first entry, not shown. */
      skipped?: number;
    }
  | {
      kind: 'forward';
      /** The origin's name ("you" for the persona's own message). */
      from: string;
      /** What the origin is; absent when not known. */
      origin?: ForwardKind;
    }
  | {
      kind: 'service';
      event: ServiceEvent['kind'];
      /** Who the event is about, as names ("you" for the agent). */
      users: string[];
      messageId?: MessageId;
      /** The pinned message (`pin`), looked up like a reply target. */
      pinned?: ReplyRef;
      text?: string;
      /** The event is about its own sender only (joined or left by themselves). */
      self: boolean;
    }
  | { kind: 'text'; text: string }
  | { kind: 'media'; mediaKind: string; mediaId: string; rendered?: string }
  /**
   * `from` is absent when Telegram only gives a count (anonymous or too many reactions); `count`
   * is how many people an unnamed entry stands for (default 1).
   */
  | { kind: 'reactions'; reactions: { emoji: string; from?: string; count?: number }[] };

export interface ChatMsg {
  id: MessageId;
  senderId: UserId;
  /** Sanitised, never in the curly quotes the `meta` part's name may carry inside ⟦…⟧. */
  senderName: string;
  /** Written by the persona's own account: becomes a `model` turn. */
  isAgent: boolean;
  /** Unix seconds. */
  date: number;
  parts: Part[];
}

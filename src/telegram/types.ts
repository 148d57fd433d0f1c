import { RetryableError } from '../support/errors.js';

/**
 * The normalised shapes of Telegram data the core works with. Telegram ids are 64-bit, so
 * user and chat ids are decimal strings; message ids fit in a JS number (32-bit per chat).
 */
export type ChatId = string;
export type UserId = string;
export type MessageId = number;

/**
 * Telegram's message ids are positive. A stored id of 0 or less is a message the chat carried
 * over from its former id (a basic group upgraded to a supergroup): it can be shown, but
 * Telegram knows it under this chat by no id, so nothing may reply or react to it.
 */
export function isCarriedId(id: MessageId): boolean {
  return id <= 0;
}

export type ChatKind = 'direct' | 'group';

export interface ChatInfo {
  id: ChatId;
  kind: ChatKind;
  /** Group title, or the partner's display name in a direct chat. */
  title: string;
  /** A direct chat whose partner is in the account's contacts (absent: not a contact, or unknown). */
  contact?: boolean;
}

export interface Account {
  id: UserId;
  name: string;
  username?: string;
  /** In the persona's contact list (carried for features that treat contacts differently). */
  contact?: boolean;
}

export const MEDIA_KINDS = [
  'photo',
  'sticker',
  'animated_sticker',
  'video_sticker',
  'gif',
  'video',
  'audio',
  'voice',
  'document',
] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** One media item of a message, with a stable id (Telegram document or photo id). */
export interface MediaRef {
  id: string;
  /** A known kind, or any other string for kinds we do not handle yet (kept as a placeholder). */
  kind: MediaKind | (string & {});
  mime?: string;
  /** Sticker set short name. */
  set?: string;
  /** Sticker emoji (its "name" within the set). */
  emoji?: string;
  /** Seconds, for audio, voice, video and GIFs. */
  duration?: number;
  fileName?: string;
  /** File size in bytes, when Telegram tells it: larger files are not downloaded to be described. */
  size?: number;
  /**
   * Text that identifies the item, from the sender (untrusted): audio "performer – title", a
   * poll's question and options, a venue or contact name, a dice roll.
   */
  title?: string;
  /** What a poll, location, venue, contact or dice shows, field by field (`title` says it in words). */
  shown?: ShownContent;
}

/** Media without a file: its content is what it shows. A contact's phone is never kept. */
export type ShownContent =
  | { kind: 'poll'; question: string; options: string[]; closed?: boolean }
  | { kind: 'location'; lat: number; lon: number; title?: string }
  | { kind: 'venue'; title: string; address: string; lat: number; lon: number }
  | { kind: 'contact'; name: string }
  | { kind: 'dice'; emoji: string; value: number };

/** What shown content says, as the prompt's `title` of the item. */
export function shownTitle(shown: ShownContent): string {
  switch (shown.kind) {
    case 'poll':
      return `${shown.question} (${shown.options.join(' / ')})${shown.closed ? ', closed' : ''}`;
    case 'location':
      return [shown.title, `${shown.lat.toFixed(4)}, ${shown.lon.toFixed(4)}`].filter(Boolean).join(', ');
    case 'venue':
      return [shown.title, shown.address].filter(Boolean).join(', ');
    case 'contact':
      return shown.name;
    case 'dice':
      return `${shown.emoji} ${shown.value}`;
  }
}

export interface Reaction {
  emoji: string;
  fromId?: UserId;
  fromName?: string;
  /** Unnamed reactors: Telegram only lists who reacted in small chats (absent = 1). */
  count?: number;
}

/** A service message: someone joined, left, pinned a message, renamed the chat, ... */
export interface ServiceEvent {
  kind: 'join' | 'leave' | 'pin' | 'title' | 'photo' | 'other';
  /** Display names of who the event is about (joined, left, added); the sender is the actor. */
  users?: string[];
  /** The pinned message, for `pin`. */
  messageId?: MessageId;
  /** New title, or a short description for `other`. */
  text?: string;
  /** The chat's former id: set on a supergroup's first message when it was a basic group before. */
  movedFrom?: ChatId;
}

/**
 * The origin of a forward: a person, a channel, a group (an anonymous admin or a basic group), a
 * person who hides their account (Telegram gives only a name), or the agent's own account.
 */
export const FORWARD_KINDS = ['person', 'channel', 'group', 'hidden', 'self'] as const;
export type ForwardKind = (typeof FORWARD_KINDS)[number];

export interface InboundMessage {
  chatId: ChatId;
  id: MessageId;
  /** Forum topic (thread) the message belongs to, in groups with topics. */
  topicId?: MessageId;
  senderId: UserId;
  senderName: string;
  senderUsername?: string;
  /** Sent by the agent's own account. */
  out: boolean;
  /** Unix seconds. */
  date: number;
  text: string;
  replyToId?: MessageId;
  /** The part of the replied-to message the sender selected, when they quoted. */
  quote?: string;
  /** The name Telegram shows for a forward's origin. */
  forwardFrom?: string;
  /** What `forwardFrom` names; absent when not known. */
  forwardKind?: ForwardKind;
  media: MediaRef[];
  reactions: Reaction[];
  /** The agent was @-mentioned or replied to. */
  mentioned: boolean;
  /** Set for service messages; `text` is then empty. */
  service?: ServiceEvent;
  /** Telegram's album id: the messages of one album share it (a 64-bit id, as a string). */
  groupedId?: string;
  /** Unix seconds of the last edit, when the message was edited. */
  editDate?: number;
  /** Sent by a bot account. */
  fromBot?: boolean;
  /** Deleted after it was stored (set on the stored copy only: Telegram no longer has it). */
  deleted?: boolean;
}

/**
 * Whether a chat's message ids are the account's own sequence: Telegram numbers the messages of
 * private chats and basic groups per account, while each supergroup and channel numbers its own.
 * A deletion that names no chat means ids of the account's sequence.
 */
export function inAccountSequence(chatId: ChatId): boolean {
  return !chatId.startsWith('-100');
}

/** Defined with the persona's config, which lists the stickers it may send. */
export type { StickerRef } from '../config/resolved.js';

/**
 * The chat cannot be addressed yet: Telegram has not told this account how to reach it (a
 * first message from a stranger carries no access hash). Retryable: the adapter looks the
 * peer up again on the next attempt, and any dialog scan learns it.
 */
export class PeerUnknownError extends RetryableError {
  readonly chatId: ChatId;

  constructor(chatId: ChatId, detail?: string) {
    const why = detail ? ` (${detail})` : '';
    super(`PEER_ID_INVALID: chat ${chatId} is unknown to this account${why}`);
    this.chatId = chatId;
  }
}

/**
 * Telegram limits the whole account (spam report, PEER_FLOOD): it may not message people who
 * are not its contacts for a while. Not a failure of one message: sending to strangers pauses.
 */
export class SpamLimitedError extends Error {
  override readonly name = 'SpamLimitedError';

  constructor(cause?: unknown) {
    super(
      'Telegram limits this account (PEER_FLOOD): it may not message people who are not its contacts for now; @SpamBot tells how long',
      { cause },
    );
  }
}

/**
 * A Telegram call that failed for good: trying it again fails the same way (CHAT_WRITE_FORBIDDEN,
 * USER_IS_BLOCKED, MESSAGE_ID_INVALID, ...). It names the call and the chat; its message is the
 * client's as it was, so what matches a code in the message (`errorMessage(err)`) still does.
 */
export class TelegramCallError extends Error {
  override readonly name = 'TelegramCallError';
  /** The request's class name ("messages.SendMessage"), or the client helper's ("getEntity"). */
  readonly method: string;
  /** The chat the call acted on, when it acted on one. */
  readonly chat: ChatId | undefined;
  /** Telegram's error code ("CHAT_WRITE_FORBIDDEN"), when it answered with one. */
  readonly code: string | undefined;

  constructor(
    message: string,
    failed: { method: string; chat?: ChatId; code?: string | undefined; cause?: unknown },
  ) {
    super(message, { cause: failed.cause });
    this.method = failed.method;
    this.chat = failed.chat;
    this.code = failed.code;
  }
}

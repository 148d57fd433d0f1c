import { Api } from 'telegram';
import type { Clock } from '../../support/clock.js';
import { conversationParts, groupOf } from '../topics.js';
import type { ChatId } from '../types.js';
import { TelegramCallError } from '../types.js';

/** Why the account may not write in a chat, as the chat's entity tells, and until when (Unix seconds). */
export interface WriteBan {
  reason: string;
  until?: number;
}

/** A refusal learnt from a send Telegram refused is trusted this long, then a send may try again. */
const LEARNT_REFUSAL_MS = 60 * 60_000;

/** Telegram's answers to a send that mean the account may not write there (per chat, or per topic). */
const REFUSALS: Readonly<Record<string, string>> = {
  CHAT_WRITE_FORBIDDEN: 'Telegram does not let the account write here (CHAT_WRITE_FORBIDDEN)',
  CHAT_SEND_PLAIN_FORBIDDEN: 'text messages are not allowed here (CHAT_SEND_PLAIN_FORBIDDEN)',
  CHAT_RESTRICTED: 'Telegram restricts this chat (CHAT_RESTRICTED)',
  USER_BANNED_IN_CHANNEL: 'the account is banned from writing here (USER_BANNED_IN_CHANNEL)',
  USER_RESTRICTED: 'Telegram restricts this account (USER_RESTRICTED); @SpamBot tells how long',
  CHANNEL_PRIVATE: 'the account is no longer in this chat (CHANNEL_PRIVATE)',
};
export const TOPIC_CLOSED = 'the forum topic is closed (TOPIC_CLOSED)';

/**
 * Whether the account may write in a group, from its entity: a chat it left or was removed
 * from, a broadcast channel it may not post in, its own ban, or the group's default rights
 * (admins and the creator are above those). Slow mode is no ban: it only spaces sends out.
 */
export function writeBanOf(entity: Api.TypeChat): WriteBan | undefined {
  if (entity instanceof Api.ChatForbidden || entity instanceof Api.ChannelForbidden)
    return { reason: 'the account is no longer in this chat' };
  if (entity instanceof Api.Chat) {
    if (entity.left || entity.deactivated) return { reason: 'the account is no longer in this group' };
    if (entity.creator || entity.adminRights) return undefined;
    return sendBan(entity.defaultBannedRights, 'only admins may write in this group');
  }
  if (!(entity instanceof Api.Channel)) return undefined;
  if (entity.left) return { reason: 'the account is not a member of this chat' };
  if (entity.broadcast)
    return entity.creator || entity.adminRights?.postMessages
      ? undefined
      : { reason: 'only admins post in this channel' };
  if (entity.creator || entity.adminRights) return undefined;
  return (
    sendBan(entity.bannedRights, 'the account is banned from writing in this group') ??
    sendBan(entity.defaultBannedRights, 'only admins may write in this group')
  );
}

function sendBan(rights: Api.TypeChatBannedRights | undefined, reason: string): WriteBan | undefined {
  if (!(rights instanceof Api.ChatBannedRights) || !(rights.sendMessages || rights.sendPlain))
    return undefined;
  // 0, or a date past 2038, means for ever.
  return rights.untilDate > 0 && rights.untilDate < 2_147_483_647
    ? { reason, until: rights.untilDate }
    : { reason };
}

/**
 * Where the account may write, per chat (and forum topic): what the chats' entities say (kept
 * up to date by the peer directory from every answer and update), and what Telegram said when
 * it refused a send, trusted for a while. Answered from memory: asking costs no request.
 */
export class WriteRights {
  /** What a chat's newest full entity says (the peer directory keeps it). */
  readonly #banOf: (chatId: ChatId) => WriteBan | undefined;
  readonly #clock: Clock;
  /** Refusals learnt from sends, by chat or "chat/topic". */
  readonly #learnt = new Map<string, { reason: string; until: number }>();

  constructor(banOf: (chatId: ChatId) => WriteBan | undefined, clock: Clock) {
    this.#banOf = banOf;
    this.#clock = clock;
  }

  /**
   * Why the account may not write in the conversation (a chat, or a forum topic: its own refusal,
   * else its group's) now; undefined when it may.
   */
  refusal(conversation: ChatId): string | undefined {
    const now = this.#clock.now();
    const chatId = groupOf(conversation);
    for (const key of new Set([conversation, chatId])) {
      const learnt = this.#learnt.get(key);
      if (learnt && learnt.until > now) return learnt.reason;
      if (learnt) this.#learnt.delete(key);
    }
    const ban = this.#banOf(chatId);
    return ban && (ban.until === undefined || ban.until * 1000 > now) ? ban.reason : undefined;
  }

  /** A send was refused: when the refusal says the account may not write there, it is kept. */
  refused(err: unknown, conversation: ChatId): void {
    const code = err instanceof TelegramCallError ? err.code : undefined;
    if (code === undefined) return;
    const until = this.#clock.now() + LEARNT_REFUSAL_MS;
    const { chatId, topicId } = conversationParts(conversation);
    if (code === 'TOPIC_CLOSED' && topicId !== undefined)
      this.#learnt.set(conversation, { reason: TOPIC_CLOSED, until });
    const reason = REFUSALS[code];
    if (reason) this.#learnt.set(chatId, { reason, until });
  }

  /** Telegram says the chat changed (rights, membership): what sends taught is forgotten. */
  changed(chatId: ChatId): void {
    for (const key of [...this.#learnt.keys()])
      if (key === chatId || key.startsWith(`${chatId}/`)) this.#learnt.delete(key);
  }
}

import type { ChatId, MessageId } from './types.js';

/**
 * A forum topic is a conversation of its own: its history window, read state, task lane,
 * pauses, summaries and journal are keyed by the topic's conversation id, `<group>/<topic>`
 * (the topic's id is the id of the message that created it). The General topic is the group's
 * own conversation, addressed by the group's id as before forums existed. Only the Telegram
 * adapters split the id again; everything else treats it as an opaque chat id.
 */

/** Telegram's id of a forum's General topic. */
export const GENERAL_TOPIC: MessageId = 1;

/** The conversation of `topicId` in `chatId` (the group itself for none or General). */
export function topicConversation(chatId: ChatId, topicId: MessageId | undefined): ChatId {
  return topicId === undefined || topicId === GENERAL_TOPIC ? chatId : `${chatId}/${topicId}`;
}

/** The group and topic a conversation id names (no topic: the chat itself, or its General topic). */
export function conversationParts(conversation: ChatId): { chatId: ChatId; topicId?: MessageId } {
  const slash = conversation.indexOf('/');
  if (slash < 0) return { chatId: conversation };
  const topicId = Number(conversation.slice(slash + 1));
  const chatId = conversation.slice(0, slash);
  return Number.isSafeInteger(topicId) && topicId > 0 ? { chatId, topicId } : { chatId };
}

/**
 * The chat a conversation belongs to: a topic's group. Notes, memories and people's facts are
 * the group's, shared by its topics.
 */
export function groupOf(conversation: ChatId): ChatId {
  return conversationParts(conversation).chatId;
}

/** Between a group's title and its topic's in a topic conversation's title. */
export const TOPIC_SEPARATOR = ' › ';

/** How a forum topic's conversation is titled: its group, then the topic. */
export function topicTitle(groupTitle: string, topicId: MessageId, title: string | undefined): string {
  return `${groupTitle}${TOPIC_SEPARATOR}${title ?? `topic ${topicId}`}`;
}

import type { ReplyTarget } from '../conversation/reply-context.js';
import { type InboundMessage, isCarriedId, type MessageId, type UserId } from '../telegram/types.js';

/* What a turn shows the model, worked out from what it read (pure). */

/**
 * The partner cleared the chat's history: Telegram returned all it has (fewer than asked for),
 * yet none of the messages a summary covers is among them.
 */
export function conversationRestarted(
  fetched: readonly InboundMessage[],
  summarisedUpTo: MessageId | undefined,
  asked: number,
): boolean {
  return (
    summarisedUpTo !== undefined && fetched.length < asked && fetched.every((m) => m.id > summarisedUpTo)
  );
}

/** The people whose messages the model sees (the persona itself left out), with their names. */
export function peopleShown(
  history: readonly InboundMessage[],
  target: InboundMessage,
  me: UserId,
): Map<UserId, string> {
  const people = new Map<UserId, string>();
  for (const m of [...history, target]) if (m.senderId !== me && !m.out) people.set(m.senderId, m.senderName);
  return people;
}

/** The messages the model saw: the window and the replied-to messages it was shown. */
export function shownMessageIds(
  history: readonly InboundMessage[],
  targets: ReadonlyMap<MessageId, ReplyTarget>,
): Set<MessageId> {
  const ids = new Set(history.map((m) => m.id));
  for (const [id, target] of targets) if (target !== 'deleted') ids.add(id);
  // Messages carried over from the chat's former id are shown, but Telegram cannot answer them here.
  for (const id of ids) if (isCarriedId(id)) ids.delete(id);
  return ids;
}

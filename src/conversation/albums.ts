import type { InboundMessage, MessageId } from '../telegram/types.js';

/**
 * Telegram sends an album as one message per item, sharing a `groupedId`; people see one
 * message with several pictures. Consecutive messages of one sender with one album id become
 * one message here: the first one's id and header, every caption, every item and reaction.
 * Pure; a message that is alone in its album is left as it is.
 */
export function mergeAlbums(messages: readonly InboundMessage[]): InboundMessage[] {
  const out: InboundMessage[] = [];
  for (const message of messages) {
    const last = out.at(-1);
    if (last && sameAlbum(last, message)) out[out.length - 1] = joined(last, message);
    else out.push(message);
  }
  return out;
}

/** The id an album member is shown under once merged (itself when it is no album member). */
export function albumIdOf(messages: readonly InboundMessage[], id: MessageId): MessageId {
  let head: InboundMessage | undefined;
  for (const message of messages) {
    if (!head || !sameAlbum(head, message)) head = message;
    if (message.id === id) return head.id;
  }
  return id;
}

function sameAlbum(a: InboundMessage, b: InboundMessage): boolean {
  return (
    a.groupedId !== undefined &&
    a.groupedId === b.groupedId &&
    a.senderId === b.senderId &&
    a.chatId === b.chatId &&
    !b.service
  );
}

function joined(album: InboundMessage, item: InboundMessage): InboundMessage {
  const merged: InboundMessage = {
    ...album,
    text: [album.text, item.text].filter((t) => t.trim() !== '').join('\n'),
    media: [...album.media, ...item.media],
    reactions: [...album.reactions, ...item.reactions],
    mentioned: album.mentioned || item.mentioned,
  };
  if (merged.replyToId === undefined && item.replyToId !== undefined) merged.replyToId = item.replyToId;
  return merged;
}

import { Api } from 'telegram';
import type { TextEntity } from './markdown.js';
import { downloadablePhotoSize } from './media.js';

/** Our formatting entities as Telegram's. */
export function toApiEntities(entities: readonly TextEntity[]): Api.TypeMessageEntity[] {
  return entities.map((e) => {
    const at = { offset: e.offset, length: e.length };
    switch (e.kind) {
      case 'bold':
        return new Api.MessageEntityBold(at);
      case 'italic':
        return new Api.MessageEntityItalic(at);
      case 'code':
        return new Api.MessageEntityCode(at);
      case 'strike':
        return new Api.MessageEntityStrike(at);
      default:
        return new Api.MessageEntityPre({ ...at, language: e.language ?? '' });
    }
  });
}

/**
 * The reply header of a send: a reply to `replyTo`, posted in forum topic `topicId`. A message
 * in a topic without a reply "replies" to the topic itself, which is how Telegram files it.
 */
export function replyHeader(
  replyTo: number | undefined,
  topicId: number | undefined,
): Api.InputReplyToMessage | undefined {
  if (replyTo === undefined && topicId === undefined) return undefined;
  if (replyTo === undefined) return new Api.InputReplyToMessage({ replyToMsgId: topicId as number });
  if (topicId === undefined || topicId === replyTo)
    return new Api.InputReplyToMessage({ replyToMsgId: replyTo });
  return new Api.InputReplyToMessage({ replyToMsgId: replyTo, topMsgId: topicId });
}

/** The id of the message a send created, from Telegram's answer (matched by our random id). */
export function sentMessageId(result: Api.TypeUpdates, randomId: { toString(): string }): number | undefined {
  if (result instanceof Api.UpdateShortSentMessage) return result.id;
  if (result instanceof Api.Updates || result instanceof Api.UpdatesCombined) {
    const wanted = randomId.toString();
    for (const update of result.updates) {
      if (update instanceof Api.UpdateMessageID && update.randomId?.toString() === wanted) return update.id;
    }
    for (const update of result.updates) {
      if (
        (update instanceof Api.UpdateNewMessage || update instanceof Api.UpdateNewChannelMessage) &&
        update.message instanceof Api.Message
      )
        return update.message.id;
    }
  }
  return undefined;
}

/** Users and chats a response carries (to learn names and access hashes). */
export function entitiesIn(result: unknown): (Api.TypeUser | Api.TypeChat)[] {
  if (typeof result !== 'object' || result === null) return [];
  const users = 'users' in result && Array.isArray(result.users) ? result.users : [];
  const chats = 'chats' in result && Array.isArray(result.chats) ? result.chats : [];
  return [...users, ...chats] as (Api.TypeUser | Api.TypeChat)[];
}

/** Messages of a history-like response, newest first as Telegram sends them. */
export function messagesIn(result: Api.messages.TypeMessages): (Api.Message | Api.MessageService)[] {
  if (result instanceof Api.messages.MessagesNotModified) return [];
  return result.messages.filter(
    (m): m is Api.Message | Api.MessageService => m instanceof Api.Message || m instanceof Api.MessageService,
  );
}

/**
 * A photo size a vision model can use: the largest whose longer side is at most `maxSide`
 * (Telegram's "y" is 1280 px), or for thumbnails the smallest real one; progressive or not, in
 * the form GramJS downloads.
 */
export function choosePhotoSize(
  sizes: readonly Api.TypePhotoSize[],
  options: { thumb?: boolean; maxSide?: number },
): Api.TypePhotoSize | undefined {
  const real = sizes.filter(
    (s): s is Api.PhotoSize | Api.PhotoSizeProgressive =>
      s instanceof Api.PhotoSize || s instanceof Api.PhotoSizeProgressive,
  );
  const side = (s: Api.PhotoSize | Api.PhotoSizeProgressive) => Math.max(s.w, s.h);
  const sorted = [...real].sort((a, b) => side(a) - side(b));
  const fitting = sorted.filter((s) => side(s) <= (options.maxSide ?? 1280));
  const chosen = options.thumb ? sorted[0] : (fitting.at(-1) ?? sorted[0]);
  return chosen ? downloadablePhotoSize(chosen) : undefined;
}

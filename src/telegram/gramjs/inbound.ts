import { Api } from 'telegram';
import type { ChatMove } from '../port.js';
import { topicConversation } from '../topics.js';
import type { ForwardKind, InboundMessage, Reaction, ServiceEvent } from '../types.js';
import { mediaRefs } from './media.js';
import { type PeerInfo, peerId } from './peers.js';

/** What mapping needs to know beyond the message itself; all lookups are local (no network). */
export interface InboundContext {
  self: { id: string; name: string; username?: string };
  peer(id: string): PeerInfo | undefined;
  /** Short name of a sticker set by its id, when already resolved. */
  stickerSetName(setId: string): string | undefined;
}

/**
 * One Telegram message as the core sees it. Pure: names come from `ctx`, ids stay exact strings,
 * text is `message.message` (the raw text; `msg.text` re-renders markdown and is empty offline).
 */
export function toInbound(message: Api.Message | Api.MessageService, ctx: InboundContext): InboundMessage {
  const chatId = peerId(message.peerId);
  const out = Boolean(message.out);
  const senderId = senderOf(message, chatId, out, ctx);
  const sender = senderId === ctx.self.id ? ctx.self : ctx.peer(senderId);
  const inbound: InboundMessage = {
    chatId,
    id: message.id,
    senderId,
    senderName: sender?.name ?? fallbackName(senderId),
    out,
    date: message.date,
    text: '',
    media: [],
    reactions: reactionsOf(message.reactions, ctx),
    mentioned: false,
  };
  if (sender?.username) inbound.senderUsername = sender.username;
  // A bot's own messages, not messages sent through one (`via_bot_id`): those are a person's.
  if (sender && 'bot' in sender && sender.bot) inbound.fromBot = true;
  applyReplyHeader(inbound, message.replyTo, chatId, message instanceof Api.MessageService);
  // A forum topic is a conversation of its own (the General topic is the group's).
  inbound.chatId = topicConversation(chatId, inbound.topicId);

  if (message instanceof Api.MessageService) {
    inbound.service = serviceEvent(message, inbound, ctx);
    return inbound;
  }
  inbound.text = textWithLinks(message.message ?? '', message.entities);
  inbound.media = mediaRefs(message.media, ctx, { chatId, messageId: message.id });
  inbound.mentioned = Boolean(message.mentioned) || mentionsSelf(message, ctx);
  // The items of an album share it: they become one message when a conversation is assembled.
  if (message.groupedId) inbound.groupedId = message.groupedId.toString();
  const forward = forwardOrigin(message.fwdFrom, ctx);
  if (forward) {
    inbound.forwardFrom = forward.name;
    inbound.forwardKind = forward.kind;
  }
  return inbound;
}

function senderOf(
  message: Api.Message | Api.MessageService,
  chatId: string,
  out: boolean,
  ctx: InboundContext,
) {
  if (message.fromId) return peerId(message.fromId);
  // Private chats omit `fromId`: the sender is the partner, or us for outgoing messages.
  if (message.peerId instanceof Api.PeerUser) return out ? ctx.self.id : chatId;
  // A channel post (or an anonymous admin) is sent by the chat itself.
  return chatId;
}

function fallbackName(id: string): string {
  return id.startsWith('-') ? `Chat ${id}` : `User ${id}`;
}

/**
 * Reply and forum-topic header. In a forum, a message posted in a topic "replies" to the topic's
 * first message: that is its topic, not a reply. `replyToTopId` is set when it also answers a
 * specific message inside the topic.
 */
function applyReplyHeader(
  inbound: InboundMessage,
  header: Api.TypeMessageReplyHeader | undefined,
  chatId: string,
  isService: boolean,
): void {
  if (!(header instanceof Api.MessageReplyHeader)) return;
  let replyTo = header.replyToMsgId;
  const topic = topicOf(header);
  if (topic !== undefined) inbound.topicId = topic;
  if (header.forumTopic && header.replyToTopId === undefined) replyTo = undefined;
  // A reply to a message of another chat: its id means nothing here.
  if (header.replyToPeerId && peerId(header.replyToPeerId) !== chatId) replyTo = undefined;
  // A pin's header points at the pinned message: the service event carries it instead.
  if (replyTo !== undefined && !isService) inbound.replyToId = replyTo;
  if (header.quoteText && !isService) inbound.quote = header.quoteText;
}

/** The forum topic a message was posted in, from its reply header. */
function topicOf(header: Api.TypeMessageReplyHeader | undefined): number | undefined {
  if (!(header instanceof Api.MessageReplyHeader) || !header.forumTopic) return undefined;
  return header.replyToTopId ?? header.replyToMsgId;
}

/** The conversation a raw message belongs to: its chat, or its forum topic (see `topics.ts`). */
export function conversationOf(message: Api.Message | Api.MessageService): string {
  return topicConversation(peerId(message.peerId), topicOf(message.replyTo));
}

/** Hidden links (`[text](url)` entities) would be lost with the entities: their URL follows the text. */
export function textWithLinks(text: string, entities: readonly Api.TypeMessageEntity[] | undefined): string {
  const links = (entities ?? [])
    .filter((e): e is Api.MessageEntityTextUrl => e instanceof Api.MessageEntityTextUrl)
    .sort((a, b) => a.offset - b.offset);
  if (links.length === 0) return text;
  let out = '';
  let at = 0;
  for (const link of links) {
    const end = link.offset + link.length;
    if (link.offset < at || end > text.length) continue;
    const label = text.slice(link.offset, end);
    out += text.slice(at, end);
    if (label.trim() !== link.url) out += ` (${link.url})`;
    at = end;
  }
  return out + text.slice(at);
}

/** Telegram's `mentioned` flag covers @-mentions and replies; entities catch what it misses. */
function mentionsSelf(message: Api.Message, ctx: InboundContext): boolean {
  const username = ctx.self.username?.toLowerCase();
  for (const entity of message.entities ?? []) {
    if (entity instanceof Api.MessageEntityMentionName && entity.userId.toString() === ctx.self.id)
      return true;
    if (entity instanceof Api.MessageEntityMention && username) {
      const mention = (message.message ?? '').slice(entity.offset + 1, entity.offset + entity.length);
      if (mention.toLowerCase() === username) return true;
    }
  }
  return false;
}

function forwardOrigin(
  header: Api.TypeMessageFwdHeader | undefined,
  ctx: InboundContext,
): { name: string; kind: ForwardKind } | undefined {
  if (!(header instanceof Api.MessageFwdHeader)) return undefined;
  if (header.fromId) {
    const id = peerId(header.fromId);
    if (id === ctx.self.id) return { name: ctx.self.name, kind: 'self' };
    const peer = ctx.peer(id);
    const name = peer?.name ?? fallbackName(id);
    // A supergroup is a channel to MTProto; a known one without `broadcast` is a group to people.
    const supergroup = peer !== undefined && !peer.broadcast;
    const kind: ForwardKind =
      header.fromId instanceof Api.PeerUser
        ? 'person'
        : header.fromId instanceof Api.PeerChannel && !supergroup
          ? 'channel'
          : 'group';
    return { name: header.postAuthor ? `${name} (${header.postAuthor})` : name, kind };
  }
  // The original sender hides their account: Telegram gives only a name.
  const name = header.fromName ?? header.postAuthor ?? header.savedFromName ?? 'a hidden account';
  return { name, kind: 'hidden' };
}

/**
 * Who reacted with what. Small chats list each reactor (`recentReactions`); beyond that list,
 * Telegram only gives counts, kept as unnamed reactions with a count.
 */
export function reactionsOf(
  reactions: Api.TypeMessageReactions | undefined,
  ctx: InboundContext,
): Reaction[] {
  if (!(reactions instanceof Api.MessageReactions)) return [];
  const out: Reaction[] = [];
  const named = new Map<string, number>();
  for (const recent of reactions.recentReactions ?? []) {
    const emoji = reactionText(recent.reaction);
    if (!emoji) continue;
    const fromId = peerId(recent.peerId);
    const who = fromId === ctx.self.id ? ctx.self : ctx.peer(fromId);
    out.push({ emoji, fromId, fromName: who?.name ?? fallbackName(fromId) });
    named.set(emoji, (named.get(emoji) ?? 0) + 1);
  }
  for (const result of reactions.results) {
    const emoji = reactionText(result.reaction);
    if (!emoji) continue;
    const rest = result.count - (named.get(emoji) ?? 0);
    if (rest > 0) out.push(rest === 1 ? { emoji } : { emoji, count: rest });
  }
  return out;
}

export function reactionText(reaction: Api.TypeReaction): string | undefined {
  if (reaction instanceof Api.ReactionEmoji) return reaction.emoticon;
  if (reaction instanceof Api.ReactionCustomEmoji) return '(custom emoji)';
  if (reaction instanceof Api.ReactionPaid) return '⭐';
  return undefined;
}

function serviceEvent(
  message: Api.MessageService,
  inbound: InboundMessage,
  ctx: InboundContext,
): ServiceEvent {
  const action = message.action;
  const name = (id: { toString(): string }) => {
    const key = id.toString();
    return key === ctx.self.id ? ctx.self.name : (ctx.peer(key)?.name ?? fallbackName(key));
  };
  if (action instanceof Api.MessageActionChatAddUser) return { kind: 'join', users: action.users.map(name) };
  if (
    action instanceof Api.MessageActionChatJoinedByLink ||
    action instanceof Api.MessageActionChatJoinedByRequest
  )
    return { kind: 'join', users: [inbound.senderName] };
  if (action instanceof Api.MessageActionChatDeleteUser)
    return { kind: 'leave', users: [name(action.userId)] };
  if (action instanceof Api.MessageActionPinMessage) {
    const header = message.replyTo;
    const pinned = header instanceof Api.MessageReplyHeader ? header.replyToMsgId : undefined;
    return pinned === undefined ? { kind: 'pin' } : { kind: 'pin', messageId: pinned };
  }
  if (action instanceof Api.MessageActionChatEditTitle) return { kind: 'title', text: action.title };
  if (action instanceof Api.MessageActionChatEditPhoto || action instanceof Api.MessageActionChatDeletePhoto)
    return { kind: 'photo' };
  if (action instanceof Api.MessageActionChatCreate || action instanceof Api.MessageActionChannelCreate)
    return { kind: 'other', text: `created the group “${action.title}”` };
  if (action instanceof Api.MessageActionTopicCreate)
    return { kind: 'other', text: `created the topic “${action.title}”` };
  if (action instanceof Api.MessageActionChannelMigrateFrom)
    return { kind: 'other', text: UPGRADED, movedFrom: peerId(new Api.PeerChat({ chatId: action.chatId })) };
  if (action instanceof Api.MessageActionChatMigrateTo) return { kind: 'other', text: UPGRADED };
  if (action instanceof Api.MessageActionContactSignUp) return { kind: 'other', text: 'joined Telegram' };
  if (action instanceof Api.MessageActionScreenshotTaken) return { kind: 'other', text: 'took a screenshot' };
  return { kind: 'other', text: humanise(action.className.replace(/^MessageAction/, '')) };
}

const UPGRADED = 'upgraded the group to a supergroup';

/** The move a service message tells of: a basic group upgraded to a supergroup, seen from either side. */
export function chatMoveOf(message: Api.Message | Api.MessageService): ChatMove | undefined {
  if (!(message instanceof Api.MessageService)) return undefined;
  const action = message.action;
  if (action instanceof Api.MessageActionChatMigrateTo)
    return {
      from: peerId(message.peerId),
      to: peerId(new Api.PeerChannel({ channelId: action.channelId })),
    };
  if (action instanceof Api.MessageActionChannelMigrateFrom)
    return { from: peerId(new Api.PeerChat({ chatId: action.chatId })), to: peerId(message.peerId) };
  return undefined;
}

function humanise(camel: string): string {
  return camel.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() || 'service message';
}

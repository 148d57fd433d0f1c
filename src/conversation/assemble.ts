import { describeMediaSentence, isSticker } from '../media/render.js';
import type { Account, InboundMessage, MediaRef, MessageId } from '../telegram/types.js';
import { sanitizeName, sanitizeText, truncate } from './sanitize.js';
import { formatMessageTime } from './time.js';
import type { ChatMsg, Part } from './types.js';

export const REPLY_QUOTE_MAX = 200;

/** What a reply may point at: a message we know, or the fact that it was deleted. */
export type ReplyTarget = InboundMessage | 'deleted';

export interface AssembleContext {
  me: Account;
  timeZone: string;
  /** Replied-to messages we could find; ids missing here render as "unknown". */
  replyTargets: ReadonlyMap<MessageId, ReplyTarget>;
  /** Known media descriptions by media id. */
  descriptions: ReadonlyMap<string, string>;
}

/** Turns fetched messages (oldest first) into ChatMsgs with ordered parts. Pure. */
export function assembleChat(messages: readonly InboundMessage[], context: AssembleContext): ChatMsg[] {
  return messages.map((message) => toChatMsg(message, context));
}

export function toChatMsg(message: InboundMessage, context: AssembleContext): ChatMsg {
  const isAgent = message.out || message.senderId === context.me.id;
  const senderName = isAgent
    ? context.me.name
    : sanitizeName(message.senderName) || `User ${message.senderId}`;
  const parts: Part[] = [];

  const meta: Part = {
    kind: 'meta',
    messageId: message.id,
    senderId: message.senderId,
    senderName,
    time: formatMessageTime(message.date * 1000, context.timeZone),
  };
  if (message.senderUsername) meta.username = sanitizeName(message.senderUsername, 32);
  parts.push(meta);

  if (message.replyToId !== undefined) parts.push(replyPart(message, context));
  if (message.forwardFrom) parts.push({ kind: 'forward', from: sanitizeName(message.forwardFrom) });

  const text = sanitizeText(message.text);
  if (text) parts.push({ kind: 'text', text });

  for (const ref of uniqueMedia(message.media)) {
    parts.push({
      kind: 'media',
      mediaKind: ref.kind,
      mediaId: ref.id,
      rendered: describeMediaSentence(safeRef(ref), context.descriptions.get(ref.id)),
    });
  }

  if (message.reactions.length > 0) {
    parts.push({
      kind: 'reactions',
      reactions: message.reactions.map((r) => ({
        emoji: sanitizeName(r.emoji, 16),
        from:
          r.fromId === context.me.id
            ? 'you'
            : sanitizeName(r.fromName ?? (r.fromId ? `User ${r.fromId}` : 'someone')),
      })),
    });
  }
  return { id: message.id, senderId: message.senderId, senderName, isAgent, date: message.date, parts };
}

function replyPart(message: InboundMessage, context: AssembleContext): Part {
  const toId = message.replyToId as MessageId;
  const target = context.replyTargets.get(toId);
  if (target === 'deleted') return { kind: 'reply', toId, state: 'deleted' };
  if (!target) return { kind: 'reply', toId, state: 'unknown' };
  const toAgent = target.out || target.senderId === context.me.id;
  const part: Extract<Part, { kind: 'reply' }> = {
    kind: 'reply',
    toId,
    state: 'found',
    author: toAgent ? 'you' : sanitizeName(target.senderName),
    toAgent,
  };
  const quoted = sanitizeText(message.quote ?? target.text);
  if (quoted) part.text = truncate(quoted, REPLY_QUOTE_MAX);
  else if (target.media.length > 0) part.media = target.media.map(summariseMedia).join(', ');
  return part;
}

/** "a sticker 😀", "a photo": enough to know what was answered, without a description. */
export function summariseMedia(ref: MediaRef): string {
  if (isSticker(ref.kind)) return `a sticker${ref.emoji ? ` ${sanitizeName(ref.emoji, 16)}` : ''}`;
  const label = ref.kind === 'gif' ? 'GIF' : ref.kind.replace(/_/g, ' ');
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`;
}

function uniqueMedia(media: readonly MediaRef[]): MediaRef[] {
  const seen = new Set<string>();
  return media.filter((ref) => !seen.has(ref.id) && seen.add(ref.id));
}

/** Sticker set names and file names come from users too. */
function safeRef(ref: MediaRef): MediaRef {
  const out: MediaRef = { ...ref };
  if (ref.set) out.set = sanitizeName(ref.set, 64);
  if (ref.emoji) out.emoji = sanitizeName(ref.emoji, 16);
  if (ref.fileName) out.fileName = sanitizeName(ref.fileName, 80);
  return out;
}

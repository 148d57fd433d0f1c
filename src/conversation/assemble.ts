import { describeMediaSentence, isSticker } from '../media/render.js';
import { StringMemo } from '../support/memo.js';
import type { Account, InboundMessage, MediaRef, MessageId, UserId } from '../telegram/types.js';
import { albumIdOf, mergeAlbums } from './albums.js';
import type { ReplyContext, ReplyTarget } from './reply-context.js';
import { sanitizeName, sanitizeText, TITLE_MAX, truncate } from './sanitize.js';
import { formatDay, formatMessageTime } from './time.js';
import type { ChatMsg, Part, ReplyRef } from './types.js';

export const REPLY_QUOTE_MAX = 200;
/** Descriptions come from a model looking at users' pictures: bounded like any user text. */
export const DESCRIPTION_MAX = 1000;

export interface AssembleContext {
  me: Account;
  timeZone: string;
  /** Replied-to and pinned messages and the answered message's reply chain (see reply-context.ts). */
  replies: Pick<ReplyContext, 'targets'> &
    Partial<Pick<ReplyContext, 'chain' | 'continuesAt' | 'root' | 'skipped'>>;
  /** The message being answered: it carries the reply-thread part. */
  targetId?: MessageId;
  /** Known media descriptions by media id. */
  descriptions: ReadonlyMap<string, string>;
  /**
   * The persona's own reactions are status signals (status reactions on), not something it
   * said: leave them out, or the model would read its own 👀 and 🏆 as gestures.
   */
  hideOwnReactions?: boolean;
}

/** Turns fetched messages (oldest first) into ChatMsgs with ordered parts. Pure. */
export function assembleChat(messages: readonly InboundMessage[], context: AssembleContext): ChatMsg[] {
  const names = knownNames(messages, context.me);
  // An album answered through one of its later items is answered as the album.
  const targetId = context.targetId === undefined ? undefined : albumIdOf(messages, context.targetId);
  const shown = { ...context, targetId };
  return mergeAlbums(messages).map((message) => toChatMsg(message, shown, names));
}

/**
 * Parts in order: metadata, thread (answered message only), reply, forward, service event,
 * text, media (each item once), reactions.
 */
export function toChatMsg(
  message: InboundMessage,
  context: AssembleContext,
  names: ReadonlyMap<UserId, string> = knownNames([message], context.me),
): ChatMsg {
  const isAgent = isFromAgent(message, context.me);
  const senderName = isAgent ? displayName(context.me.name, context.me.id) : senderOf(message, context.me);
  // Outside the ⟦…⟧ facts (the system text, the console) the name is used without our quotes.
  const plainSender = isAgent
    ? displayName(context.me.name, context.me.id, undefined, false)
    : displayName(message.senderName, message.senderId, context.me, false);
  const parts: Part[] = [];

  const meta: Part = {
    kind: 'meta',
    messageId: message.id,
    senderId: message.senderId,
    senderName,
    time: formatMessageTime(message.date * 1000, context.timeZone),
  };
  const username = message.senderUsername && sanitizeName(message.senderUsername, 32);
  if (username && !isAgent) meta.username = username;
  if (message.editDate !== undefined)
    meta.edited = formatMessageTime(message.editDate * 1000, context.timeZone);
  if (message.fromBot && !isAgent) meta.bot = true;
  parts.push(meta);

  if (message.replyToId !== undefined) {
    if (message.id === context.targetId) {
      const thread = threadPart(context);
      if (thread) parts.push(thread);
    }
    const reply: Part = { kind: 'reply', ...replyRef(message.replyToId, context) };
    const quote = message.quote && sanitizeText(message.quote);
    if (quote) reply.quote = truncate(quote, REPLY_QUOTE_MAX);
    parts.push(reply);
  }
  if (message.forwardFrom !== undefined || message.forwardKind !== undefined) {
    parts.push(forwardPart(message));
  }
  if (message.service) parts.push(servicePart(message, context, names));

  const text = sanitizeText(message.text);
  if (text) parts.push({ kind: 'text', text });

  for (const ref of uniqueMedia(message.media)) {
    const description = context.descriptions.get(ref.id);
    parts.push({
      kind: 'media',
      mediaKind: sanitizeName(ref.kind, 32),
      mediaId: ref.id,
      rendered: describeMediaSentence(
        safeRef(ref),
        description === undefined ? undefined : sanitizeText(description, DESCRIPTION_MAX),
      ),
    });
  }

  const reactions = context.hideOwnReactions
    ? message.reactions.filter((r) => r.fromId !== context.me.id)
    : message.reactions;
  if (reactions.length > 0) {
    parts.push({
      kind: 'reactions',
      reactions: reactions.map((r) => {
        const emoji = sanitizeName(r.emoji, 16) || '?';
        if (r.fromId === context.me.id) return { emoji, from: 'you' };
        const from = r.fromName
          ? displayName(r.fromName, r.fromId, context.me)
          : r.fromId
            ? (names.get(r.fromId) ?? `User ${r.fromId}`)
            : undefined;
        if (from) return { emoji, from };
        // Telegram gives only a count when it does not list who reacted.
        const count = r.count !== undefined && r.count > 1 ? Math.floor(r.count) : 1;
        return count > 1 ? { emoji, count } : { emoji };
      }),
    });
  }
  return {
    id: message.id,
    senderId: message.senderId,
    senderName: plainSender,
    isAgent,
    date: message.date,
    parts,
  };
}

export function isFromAgent(message: InboundMessage, me: Account): boolean {
  return message.out || message.senderId === me.id;
}

/** Names that would read as us, the persona or the system: their owner's id is always added. */
const RESERVED_NAMES = new Set([
  'you',
  'me',
  'system',
  'assistant',
  'model',
  'user',
  'admin',
  'telegram',
  'someone',
]);

/**
 * A sanitised name, or "User <id>" when it is empty after sanitising (never a failed turn). A
 * name that holds anything but letters, or a word of our annotations, stands in curly quotes
 * (`quote`), so what people call themselves stays apart from our words inside ⟦…⟧: `Bob, you` or
 * `Alice (user 7)` cannot read as a second reactor or an id. Plain names (`Alice Smith`) go
 * bare: they cannot forge anything, and every quote costs characters in every header. A person
 * calling themselves "you", "System" or the persona's own name keeps that name, with their id.
 */
export function displayName(
  name: string | undefined,
  id: string | undefined,
  me?: Account,
  quote = true,
): string {
  // Called two or three times for every message of every turn, with the same few people.
  const key = `${quote ? 'q' : 'p'}\u0000${me?.id ?? ''}\u0000${me?.name ?? ''}\u0000${id ?? ''}\u0000${name ?? ''}`;
  return DISPLAY_NAMES.get(key, () => displayNameNow(name, id, me, quote));
}

const DISPLAY_NAMES = new StringMemo(4_096, 400_000);

function displayNameNow(
  name: string | undefined,
  id: string | undefined,
  me: Account | undefined,
  quote: boolean,
): string {
  const clean = sanitizeName(name ?? '');
  if (!clean) return id ? `User ${id}` : 'Unknown sender';
  const key = clean.toLocaleLowerCase();
  const reserved =
    RESERVED_NAMES.has(key) || (me !== undefined && key === me.name.trim().toLocaleLowerCase());
  const shown = quote && !isPlainName(clean) ? quoted(clean) : clean;
  return reserved && id ? `${shown} (user ${id})` : shown;
}

/** Words of our annotations and roles: a name made of letters that holds one is still quoted. */
const ANNOTATION_WORDS = new Set([
  ...RESERVED_NAMES,
  'your',
  'by',
  'to',
  'reply',
  'replying',
  'quoting',
  'forwarded',
  'from',
  'pinned',
  'deleted',
  'not',
  'shown',
  'hidden',
  'account',
  'channel',
  'group',
  'thread',
  'reactions',
]);

/** Letters (any script) in words joined by single spaces, dots, apostrophes or hyphens. */
const PLAIN_NAME = /^\p{L}[\p{L}\p{M}]*(?:(?:[ '’.-]|\. )\p{L}[\p{L}\p{M}]*)*\.?$/u;

/** A name that reads as nothing but a name. */
export function isPlainName(name: string): boolean {
  if (!PLAIN_NAME.test(name)) return false;
  return name
    .toLocaleLowerCase()
    .split(/[ '’.-]+/)
    .every((word) => !ANNOTATION_WORDS.has(word));
}

/** User text in curly quotes it cannot close: its own curly quotes become straight ones. */
export function quoted(text: string): string {
  return `“${text.replace(/[“”]/g, '"')}”`;
}

function senderOf(message: InboundMessage, me: Account): string {
  return displayName(message.senderName, message.senderId, me);
}

/** Who is who in this window, for service events and reactions that name people by id. */
function knownNames(messages: readonly InboundMessage[], me: Account): Map<UserId, string> {
  const names = new Map<UserId, string>();
  for (const m of messages) {
    if (!m.out && m.senderId && m.senderId !== me.id && !names.has(m.senderId))
      names.set(m.senderId, senderOf(m, me));
    for (const r of m.reactions)
      if (r.fromId && r.fromName && !names.has(r.fromId))
        names.set(r.fromId, displayName(r.fromName, r.fromId, me));
  }
  names.set(me.id, 'you');
  return names;
}

function replyRef(toId: MessageId, context: AssembleContext): ReplyRef {
  return describeTarget(toId, context.replies.targets.get(toId), context);
}

function describeTarget(
  toId: MessageId,
  target: ReplyTarget | undefined,
  context: AssembleContext,
): ReplyRef {
  if (target === 'deleted') return { toId, state: 'deleted' };
  if (!target) return { toId, state: 'unknown' };
  const me = context.me;
  const toAgent = isFromAgent(target, me);
  const ref: ReplyRef = { toId, state: 'found', author: toAgent ? 'you' : senderOf(target, me), toAgent };
  if (!toAgent && target.senderId) ref.authorId = target.senderId;
  const text = sanitizeText(target.text);
  if (text) ref.text = truncate(text, REPLY_QUOTE_MAX);
  else if (target.media.length > 0) ref.media = uniqueMedia(target.media).map(summariseMedia).join(', ');
  ref.day = formatDay(target.date * 1000, context.timeZone);
  return ref;
}

/**
 * The chain above the direct parent, oldest first; the parent itself is the reply part. When the
 * chain goes on beyond the depth, the thread's first message leads, with a count of what is left
 * out between.
 */
function threadPart(context: AssembleContext): Part | undefined {
  const { chain = [], root, continuesAt } = context.replies;
  if (chain.length < 2 && root === undefined) return undefined;
  const entries = chain
    .slice(1)
    .reverse()
    .map((id) => describeTarget(id, context.replies.targets.get(id), context));
  const part: Part = { kind: 'thread', entries };
  if (root !== undefined && context.replies.targets.has(root)) {
    part.root = describeTarget(root, context.replies.targets.get(root), context);
    part.skipped = context.replies.skipped ?? 0;
  } else if (continuesAt !== undefined) part.continuesAt = continuesAt;
  return part;
}

/** The origin of a forward: "you" for the persona's own message, else the name Telegram shows. */
function forwardPart(message: InboundMessage): Part {
  const origin = message.forwardKind;
  const name = sanitizeName(message.forwardFrom ?? '');
  const from = origin === 'self' ? 'you' : name ? displayName(name, undefined) : 'someone';
  const part: Part = { kind: 'forward', from };
  if (origin !== undefined) part.origin = origin;
  return part;
}

function servicePart(
  message: InboundMessage,
  context: AssembleContext,
  names: ReadonlyMap<UserId, string>,
): Part {
  const me = context.me;
  const event = message.service ?? { kind: 'other' as const };
  const ids = event.users ?? [];
  // Entries are names (as Telegram shows them) or user ids; the sender alone means "themselves".
  const self =
    ids.length === 0 || (ids.length === 1 && (ids[0] === message.senderId || ids[0] === message.senderName));
  const users = self
    ? []
    : ids.map((who) =>
        who === me.id
          ? 'you'
          : (names.get(who) ?? (/^\d+$/.test(who) ? `User ${who}` : displayName(who, undefined, me))),
      );
  const part: Part = { kind: 'service', event: event.kind, users, self };
  if (event.messageId !== undefined) part.messageId = event.messageId;
  if (event.kind === 'pin' && event.messageId !== undefined) part.pinned = replyRef(event.messageId, context);
  const text = event.text && sanitizeName(event.text, TITLE_MAX);
  if (text) part.text = text;
  return part;
}

/** "a sticker 😀", "a photo": enough to know what was answered, without a description. */
export function summariseMedia(ref: MediaRef): string {
  if (isSticker(ref.kind)) return `a sticker${ref.emoji ? ` ${sanitizeName(ref.emoji, 16)}` : ''}`;
  const label = ref.kind === 'gif' ? 'GIF' : sanitizeName(ref.kind, 32).replace(/_/g, ' ');
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`;
}

function uniqueMedia(media: readonly MediaRef[]): MediaRef[] {
  const seen = new Set<string>();
  return media.filter((ref) => !seen.has(ref.id) && seen.add(ref.id));
}

/** Sticker set names, emoji, kinds and file names come from users too. */
function safeRef(ref: MediaRef): MediaRef {
  const out: MediaRef = { ...ref, kind: sanitizeName(ref.kind, 32) };
  if (ref.set) out.set = sanitizeName(ref.set, 64);
  if (ref.emoji) out.emoji = sanitizeName(ref.emoji, 16);
  if (ref.fileName) out.fileName = sanitizeName(ref.fileName, 80);
  if (ref.title) out.title = sanitizeName(ref.title, 120);
  return out;
}

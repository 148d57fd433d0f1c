import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Clock } from '../support/clock.js';
import type { SendOptions, UnreadDialog } from './port.js';
import { conversationParts, groupOf } from './topics.js';
import type {
  Account,
  ChatId,
  ChatInfo,
  ForwardKind,
  InboundMessage,
  MediaRef,
  MessageId,
  Reaction,
  ServiceEvent,
  StickerRef,
} from './types.js';

/** A presence the account set (`setPresence`), kept apart from `actions`: replay output stays as it was. */
export interface SimPresence {
  at: number;
  online: boolean;
}

export interface SimulatorOptions {
  me: Account;
  users?: Account[];
  clock: Clock;
  /** Stickers that exist; `sendSticker` with anything else reports `unknown_sticker`. */
  stickers?: Iterable<StickerRef>;
  /**
   * Keeps the whole simulated Telegram in this JSON file, written before every change
   * returns, so another process can `load` it (the crash tests).
   */
  stateFile?: string;
  /**
   * What `message` answers for an id it never held and was not told was deleted: `deleted`
   * (`null`, as Telegram answers; the default), or `unavailable` (an error) for a world that
   * knows only part of its chat, such as a replay fixture, whose file says nothing of older
   * messages.
   */
  unknownMessages?: 'deleted' | 'unavailable';
}

/** What reached the simulated Telegram, in order (the `actions` of `replay --json`). */
export type SimAction =
  | { type: 'send'; chatId: ChatId; text: string; replyTo?: MessageId }
  | { type: 'sticker'; chatId: ChatId; set: string; name: string; replyTo?: MessageId }
  | { type: 'react'; chatId: ChatId; messageId: MessageId; emoji: string }
  | { type: 'typing'; chatId: ChatId }
  | { type: 'read'; chatId: ChatId }
  | { type: 'block' | 'unblock' | 'clear'; chatId: ChatId };

/** A message as a user of the simulator writes it; ids and dates are filled in when missing. */
export interface SimMessageInput {
  id?: MessageId;
  from: string;
  date?: number;
  text?: string;
  replyToId?: MessageId;
  quote?: string;
  forwardFrom?: string;
  forwardKind?: ForwardKind;
  media?: MediaRef[];
  reactions?: Reaction[];
  mentioned?: boolean;
  service?: ServiceEvent;
  groupedId?: string;
  editDate?: number;
  fromBot?: boolean;
}

/** One simulated chat. */
export interface SimChatState {
  info: ChatInfo;
  /** Visible history, oldest first. */
  messages: InboundMessage[];
  /** Older messages that can still be fetched by id but are not part of `history`. */
  archive: Map<MessageId, InboundMessage>;
  deleted: Set<MessageId>;
  nextId: number;
  readUpTo: MessageId;
  /** Mentions up to here no longer count as unread. */
  mentionsReadUpTo: MessageId;
  markedUnread: boolean;
  /** Muted until this time (ms); 0 = not muted. */
  mutedUntil: number;
  /** In the archive folder. */
  archived?: boolean;
  /** Why the account may not write here (`restrict`). */
  writeRefusal?: string;
}

/** The simulator's state as saved to its file. */
export interface SimState {
  me: Account;
  users: Account[];
  chats: (Omit<SimChatState, 'archive' | 'deleted'> & { archive: InboundMessage[]; deleted: MessageId[] })[];
  stickers: string[];
  blocked: ChatId[];
  actions: SimAction[];
  files: Record<string, string>;
}

export function newChatState(info: ChatInfo): SimChatState {
  return {
    info,
    messages: [],
    archive: new Map(),
    deleted: new Set(),
    nextId: 1,
    readUpTo: 0,
    mentionsReadUpTo: 0,
    markedUnread: false,
    mutedUntil: 0,
  };
}

/** The file form of one chat. */
export function savedChat(chat: SimChatState): SimState['chats'][number] {
  return { ...chat, archive: [...chat.archive.values()], deleted: [...chat.deleted] };
}

/** A chat back from its file form. */
export function loadedChat(chat: SimState['chats'][number]): SimChatState {
  return { ...chat, archive: new Map(chat.archive.map((m) => [m.id, m])), deleted: new Set(chat.deleted) };
}

export function readStateFile(file: string): SimState {
  return JSON.parse(readFileSync(file, 'utf8')) as SimState;
}

/** Written whole and renamed into place, so a process killed mid-write leaves the old state. */
export function writeStateFile(file: string, state: SimState): void {
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}

/** The chat as the dialog list shows it, when something in it is unread; `undefined` otherwise. */
export function unreadDialogOf(state: SimChatState, nowMs: number): UnreadDialog | undefined {
  const incoming = state.messages.filter((m) => !m.out && m.id > state.readUpTo);
  const mentions = state.messages.filter((m) => !m.out && m.mentioned && m.id > state.mentionsReadUpTo);
  if (incoming.length === 0 && mentions.length === 0 && !state.markedUnread) return undefined;
  return {
    chatId: state.info.id,
    kind: state.info.kind,
    title: state.info.title,
    unreadCount: incoming.length,
    unreadMentions: mentions.length,
    markedUnread: state.markedUnread,
    muted: state.mutedUntil > nowMs,
    readInboxMaxId: state.readUpTo,
    archived: state.archived,
    topMessageId: state.messages.at(-1)?.id,
    topMessageDate: state.messages.at(-1)?.date,
  };
}

/** The chat's state, its next id past every id of its group: a forum's topics share one sequence. */
export function numberedInGroup(chats: ReadonlyMap<ChatId, SimChatState>, state: SimChatState): SimChatState {
  const group = groupOf(state.info.id);
  for (const [id, other] of chats)
    if (groupOf(id) === group) state.nextId = Math.max(state.nextId, other.nextId);
  return state;
}

/** A message as Telegram would hold it: the next id, the sender's name, the date filled in. */
export function materialise(
  state: SimChatState,
  input: SimMessageInput,
  me: Account,
  users: ReadonlyMap<string, Account>,
  nowMs: number,
): InboundMessage {
  const id = input.id ?? state.nextId;
  state.nextId = Math.max(state.nextId, id + 1);
  const sender = users.get(input.from);
  const message: InboundMessage = {
    chatId: state.info.id,
    id,
    senderId: input.from,
    senderName: sender?.name ?? `User ${input.from}`,
    out: input.from === me.id,
    date: input.date ?? Math.floor(nowMs / 1000),
    text: input.text ?? '',
    media: input.media ?? [],
    reactions: (input.reactions ?? []).map((r) => namedReaction(r, users)),
    mentioned: input.mentioned ?? false,
  };
  if (sender?.username) message.senderUsername = sender.username;
  if (input.replyToId !== undefined) message.replyToId = input.replyToId;
  if (input.quote !== undefined) message.quote = input.quote;
  if (input.forwardFrom !== undefined) message.forwardFrom = input.forwardFrom;
  if (input.forwardKind !== undefined) message.forwardKind = input.forwardKind;
  // A chat of a forum topic (`group/topic`) holds that topic's messages.
  const { topicId } = conversationParts(state.info.id);
  if (topicId !== undefined) message.topicId = topicId;
  if (input.service !== undefined) message.service = input.service;
  if (input.groupedId !== undefined) message.groupedId = input.groupedId;
  if (input.editDate !== undefined) message.editDate = input.editDate;
  if (input.fromBot !== undefined) message.fromBot = input.fromBot;
  return message;
}

/** Telegram tells who reacted; fill in the name when the simulator knows the user. */
export function namedReaction(reaction: Reaction, users: ReadonlyMap<string, Account>): Reaction {
  if (reaction.fromName || !reaction.fromId) return reaction;
  const user = users.get(reaction.fromId);
  return user ? { ...reaction, fromName: user.name } : reaction;
}

export function stickerKey(sticker: StickerRef): string {
  return `${sticker.set}\u0000${sticker.name}`;
}

export function withReply<T extends SimAction>(action: T, replyTo: MessageId | undefined): T {
  return replyTo === undefined ? action : { ...action, replyTo };
}

export function outgoing(options: SendOptions): Pick<SimMessageInput, 'replyToId'> {
  return options.replyTo === undefined ? {} : { replyToId: options.replyTo };
}

export function clone(message: InboundMessage): InboundMessage {
  return structuredClone(message);
}

/**
 * A sticker not in a listed set still gets a document id Telegram could have given it: digits,
 * the same for the same set and emoji (FNV-1a, 53 bits), so a saved chat replays.
 */
export function numericStickerId(sticker: StickerRef): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of Buffer.from(`${sticker.set}\u0000${sticker.name}`, 'utf8')) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return String(hash & 0x1fffffffffffffn);
}

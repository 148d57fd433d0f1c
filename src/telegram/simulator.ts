import type { Clock } from '../support/clock.js';
import type { SendOptions, SentMessage, StickerResult, TelegramPort } from './port.js';
import type {
  Account,
  ChatId,
  ChatInfo,
  InboundMessage,
  MediaRef,
  MessageId,
  Reaction,
  ServiceEvent,
  StickerRef,
} from './types.js';

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
  media?: MediaRef[];
  reactions?: Reaction[];
  mentioned?: boolean;
  topicId?: MessageId;
  service?: ServiceEvent;
}

interface SimChatState {
  info: ChatInfo;
  /** Visible history, oldest first. */
  messages: InboundMessage[];
  /** Older messages that can still be fetched by id but are not part of `history`. */
  archive: Map<MessageId, InboundMessage>;
  deleted: Set<MessageId>;
  nextId: number;
  readUpTo: MessageId;
}

export type SimListener = (message: InboundMessage) => void;

/** Scripted failures for tests: the next call of `op` throws `error`. */
export type SimOperation = 'sendText' | 'sendSticker' | 'react' | 'typing' | 'markRead' | 'downloadMedia';

export interface SimulatorOptions {
  me: Account;
  users?: Account[];
  clock: Clock;
  /** Stickers that exist; `sendSticker` with anything else reports `unknown_sticker`. */
  stickers?: Iterable<StickerRef>;
}

/**
 * An in-process Telegram: chats, users and messages held in memory, every outgoing action
 * recorded. It implements the same port as the GramJS adapter, so the whole pipeline runs on it.
 */
export class TelegramSimulator implements TelegramPort {
  readonly actions: SimAction[] = [];
  readonly blocked = new Set<ChatId>();
  readonly #me: Account;
  readonly #users = new Map<string, Account>();
  readonly #chats = new Map<ChatId, SimChatState>();
  readonly #stickers = new Set<string>();
  readonly #listeners = new Set<SimListener>();
  readonly #failures = new Map<SimOperation, unknown[]>();
  /** Media bytes by media id (and `thumb:` + id for thumbnails). */
  readonly #files = new Map<string, Buffer>();
  readonly #clock: Clock;

  constructor(options: SimulatorOptions) {
    this.#me = options.me;
    this.#clock = options.clock;
    this.#users.set(options.me.id, options.me);
    for (const user of options.users ?? []) this.#users.set(user.id, user);
    for (const sticker of options.stickers ?? []) this.#stickers.add(stickerKey(sticker));
  }

  addChat(info: ChatInfo): void {
    this.#chats.set(info.id, {
      info,
      messages: [],
      archive: new Map(),
      deleted: new Set(),
      nextId: 1,
      readUpTo: 0,
    });
  }

  addUser(user: Account): void {
    this.#users.set(user.id, user);
  }

  addSticker(sticker: StickerRef): void {
    this.#stickers.add(stickerKey(sticker));
  }

  /** Makes a media item downloadable; `thumb` registers its thumbnail instead. */
  addFile(mediaId: string, bytes: Buffer, options: { thumb?: boolean } = {}): void {
    this.#files.set(options.thumb ? `thumb:${mediaId}` : mediaId, bytes);
  }

  /** Seeds history (or, with `archived`, a fetch-only older message) without notifying anyone. */
  seed(chatId: ChatId, input: SimMessageInput, options: { archived?: boolean } = {}): InboundMessage {
    const state = this.#state(chatId);
    const message = this.#materialise(state, input);
    if (options.archived) state.archive.set(message.id, message);
    else state.messages.push(message);
    return message;
  }

  markDeleted(chatId: ChatId, id: MessageId): void {
    const state = this.#state(chatId);
    state.deleted.add(id);
    state.messages = state.messages.filter((m) => m.id !== id);
    state.archive.delete(id);
  }

  /** A user writes to the chat: the message is stored and every listener hears it. */
  receive(chatId: ChatId, input: SimMessageInput): InboundMessage {
    const message = this.seed(chatId, input);
    for (const listener of this.#listeners) listener(message);
    return message;
  }

  /**
   * A user reacts to a message (replacing their earlier reaction on it, as Telegram does). No
   * message is sent, so nobody is notified; `null` when the message is not in the history.
   */
  userReact(chatId: ChatId, messageId: MessageId, fromId: string, emoji: string): InboundMessage | null {
    const target = this.#state(chatId).messages.find((m) => m.id === messageId);
    if (!target) return null;
    target.reactions = [
      ...target.reactions.filter((r) => r.fromId !== fromId),
      this.#named({ emoji, fromId }),
    ];
    return clone(target);
  }

  onMessage(listener: SimListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Makes the next call of `op` throw `error` (used to test retries and failure reporting). */
  failNext(op: SimOperation, error: unknown): void {
    const queue = this.#failures.get(op) ?? [];
    queue.push(error);
    this.#failures.set(op, queue);
  }

  readUpTo(chatId: ChatId): MessageId {
    return this.#state(chatId).readUpTo;
  }

  // ---- TelegramPort ----

  async me(): Promise<Account> {
    return { ...this.#me };
  }

  async chat(chatId: ChatId): Promise<ChatInfo> {
    return { ...this.#state(chatId).info };
  }

  async history(chatId: ChatId, limit: number): Promise<InboundMessage[]> {
    const { messages } = this.#state(chatId);
    return messages.slice(Math.max(0, messages.length - limit)).map(clone);
  }

  async message(chatId: ChatId, id: MessageId): Promise<InboundMessage | null> {
    const state = this.#state(chatId);
    if (state.deleted.has(id)) return null;
    const found = state.messages.find((m) => m.id === id) ?? state.archive.get(id);
    return found ? clone(found) : null;
  }

  async sendText(chatId: ChatId, text: string, options: SendOptions = {}): Promise<SentMessage> {
    this.#maybeFail('sendText');
    const state = this.#state(chatId);
    this.actions.push(withReply({ type: 'send', chatId, text }, options.replyTo));
    const sent = this.#materialise(state, { from: this.#me.id, text, ...outgoing(options) });
    state.messages.push(sent);
    return { id: sent.id };
  }

  async sendSticker(chatId: ChatId, sticker: StickerRef, options: SendOptions = {}): Promise<StickerResult> {
    this.#maybeFail('sendSticker');
    if (!this.#stickers.has(stickerKey(sticker))) return { sent: false, reason: 'unknown_sticker' };
    const state = this.#state(chatId);
    this.actions.push(
      withReply({ type: 'sticker', chatId, set: sticker.set, name: sticker.name }, options.replyTo),
    );
    const media: MediaRef = { id: `sim-${sticker.set}-${sticker.name}`, kind: 'sticker', ...sticker };
    const sent = this.#materialise(state, { from: this.#me.id, media: [media], ...outgoing(options) });
    state.messages.push(sent);
    return { sent: true, id: sent.id };
  }

  async react(chatId: ChatId, messageId: MessageId, emoji: string): Promise<void> {
    this.#maybeFail('react');
    const state = this.#state(chatId);
    const target = state.messages.find((m) => m.id === messageId);
    if (!target) throw new Error(`MESSAGE_ID_INVALID: no message ${messageId} in chat ${chatId}`);
    this.actions.push({ type: 'react', chatId, messageId, emoji });
    target.reactions = [
      ...target.reactions.filter((r) => r.fromId !== this.#me.id),
      { emoji, fromId: this.#me.id, fromName: this.#me.name },
    ];
  }

  async typing(chatId: ChatId): Promise<void> {
    this.#maybeFail('typing');
    this.#state(chatId);
    this.actions.push({ type: 'typing', chatId });
  }

  async markRead(chatId: ChatId, maxId: MessageId): Promise<void> {
    this.#maybeFail('markRead');
    const state = this.#state(chatId);
    state.readUpTo = Math.max(state.readUpTo, maxId);
    this.actions.push({ type: 'read', chatId });
  }

  async block(chatId: ChatId): Promise<void> {
    this.blocked.add(chatId);
    this.actions.push({ type: 'block', chatId });
  }

  async unblock(chatId: ChatId): Promise<void> {
    this.blocked.delete(chatId);
    this.actions.push({ type: 'unblock', chatId });
  }

  async clearHistory(chatId: ChatId): Promise<void> {
    const state = this.#state(chatId);
    for (const m of state.messages) state.deleted.add(m.id);
    state.messages = [];
    this.actions.push({ type: 'clear', chatId });
  }

  async downloadMedia(
    chatId: ChatId,
    messageId: MessageId,
    mediaId: string,
    options: { thumb?: boolean } = {},
  ): Promise<Buffer | null> {
    this.#maybeFail('downloadMedia');
    const message = await this.message(chatId, messageId);
    if (!message?.media.some((m) => m.id === mediaId)) return null;
    return this.#files.get(options.thumb ? `thumb:${mediaId}` : mediaId) ?? null;
  }

  // ---- internals ----

  #state(chatId: ChatId): SimChatState {
    const state = this.#chats.get(chatId);
    if (!state) throw new Error(`PEER_ID_INVALID: unknown chat ${chatId}`);
    return state;
  }

  #materialise(state: SimChatState, input: SimMessageInput): InboundMessage {
    const id = input.id ?? state.nextId;
    state.nextId = Math.max(state.nextId, id + 1);
    const sender = this.#users.get(input.from);
    const message: InboundMessage = {
      chatId: state.info.id,
      id,
      senderId: input.from,
      senderName: sender?.name ?? `User ${input.from}`,
      out: input.from === this.#me.id,
      date: input.date ?? Math.floor(this.#clock.now() / 1000),
      text: input.text ?? '',
      media: input.media ?? [],
      reactions: (input.reactions ?? []).map((r) => this.#named(r)),
      mentioned: input.mentioned ?? false,
    };
    if (sender?.username) message.senderUsername = sender.username;
    if (input.replyToId !== undefined) message.replyToId = input.replyToId;
    if (input.quote !== undefined) message.quote = input.quote;
    if (input.forwardFrom !== undefined) message.forwardFrom = input.forwardFrom;
    if (input.topicId !== undefined) message.topicId = input.topicId;
    if (input.service !== undefined) message.service = input.service;
    return message;
  }

  /** Telegram tells who reacted; fill in the name when the simulator knows the user. */
  #named(reaction: Reaction): Reaction {
    if (reaction.fromName || !reaction.fromId) return reaction;
    const user = this.#users.get(reaction.fromId);
    return user ? { ...reaction, fromName: user.name } : reaction;
  }

  #maybeFail(op: SimOperation): void {
    const queue = this.#failures.get(op);
    if (queue && queue.length > 0) throw queue.shift();
  }
}

function stickerKey(sticker: StickerRef): string {
  return `${sticker.set}\u0000${sticker.name}`;
}

function withReply<T extends SimAction>(action: T, replyTo: MessageId | undefined): T {
  return replyTo === undefined ? action : { ...action, replyTo };
}

function outgoing(options: SendOptions): Pick<SimMessageInput, 'replyToId' | 'topicId'> {
  const out: Pick<SimMessageInput, 'replyToId' | 'topicId'> = {};
  if (options.replyTo !== undefined) out.replyToId = options.replyTo;
  if (options.topicId !== undefined) out.topicId = options.topicId;
  return out;
}

function clone(message: InboundMessage): InboundMessage {
  return structuredClone(message);
}

import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Clock } from '../support/clock.js';
import { subscribe } from './listeners.js';
import type {
  DeletedMessages,
  DialogPort,
  PartnerTyping,
  ReactionEvent,
  SendOptions,
  SentMessage,
  StickerResult,
  TelegramEvents,
  TelegramPort,
  UnreadDialog,
} from './port.js';
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
  UserId,
} from './types.js';

/** What reached the simulated Telegram, in order (the `actions` of `replay --json`). */
export type SimAction =
  | { type: 'send'; chatId: ChatId; text: string; replyTo?: MessageId }
  | { type: 'sticker'; chatId: ChatId; set: string; name: string; replyTo?: MessageId }
  | { type: 'react'; chatId: ChatId; messageId: MessageId; emoji: string }
  | { type: 'typing'; chatId: ChatId }
  | { type: 'read'; chatId: ChatId }
  | { type: 'block' | 'unblock' | 'clear'; chatId: ChatId };

/** A presence the account set (`setPresence`), kept apart from `actions`: replay output stays as it was. */
export interface SimPresence {
  at: number;
  online: boolean;
}

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
  topicId?: MessageId;
  service?: ServiceEvent;
  groupedId?: string;
  editDate?: number;
  fromBot?: boolean;
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
  /** Mentions up to here no longer count as unread. */
  mentionsReadUpTo: MessageId;
  markedUnread: boolean;
  /** Muted until this time (ms); 0 = not muted. */
  mutedUntil: number;
  /** In the archive folder. */
  archived?: boolean;
}

export type SimListener = (message: InboundMessage) => void;

/** Scripted failures for tests: the next call of `op` throws `error`. */
export type SimOperation =
  | 'sendText'
  | 'sendSticker'
  | 'react'
  | 'typing'
  | 'markRead'
  | 'downloadMedia'
  | 'blockedUsers'
  | 'isMuted'
  | 'unreadDialogs'
  | 'history'
  | 'block'
  | 'unblock'
  | 'clearHistory';

export interface FailOptions {
  /**
   * Throw after the call took effect (the message is in the chat), as when the connection
   * drops before Telegram's answer arrives.
   */
  afterEffect?: boolean;
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

/** The simulator's state as saved to its file. */
interface SimState {
  me: Account;
  users: Account[];
  chats: (Omit<SimChatState, 'archive' | 'deleted'> & { archive: InboundMessage[]; deleted: MessageId[] })[];
  stickers: string[];
  blocked: ChatId[];
  actions: SimAction[];
  files: Record<string, string>;
}

/**
 * An in-process Telegram: chats, users and messages held in memory, every outgoing action
 * recorded. It implements the same port as the GramJS adapter, so the whole pipeline runs on it.
 */
export class TelegramSimulator implements TelegramPort, DialogPort, TelegramEvents {
  readonly actions: SimAction[] = [];
  /** Every presence change the account asked for, in order. */
  readonly presence: SimPresence[] = [];
  /** Blocked peers: the `block` action adds a DM partner; tests may add anyone. */
  readonly blocked = new Set<UserId>();
  readonly #me: Account;
  readonly #users = new Map<string, Account>();
  readonly #chats = new Map<ChatId, SimChatState>();
  readonly #stickers = new Set<string>();
  readonly #listeners = new Set<SimListener>();
  readonly #unreadMarkListeners = new Set<(chatId: ChatId) => unknown>();
  readonly #editListeners = new Set<(message: InboundMessage) => unknown>();
  readonly #deleteListeners = new Set<(deleted: DeletedMessages) => unknown>();
  readonly #reactionListeners = new Set<(reaction: ReactionEvent) => unknown>();
  readonly #typingListeners = new Set<(typing: PartnerTyping) => unknown>();
  readonly #failures = new Map<SimOperation, { error: unknown; afterEffect: boolean }[]>();
  readonly #stalls = new Map<SimOperation, Promise<void>[]>();
  /** Media bytes by media id (and `thumb:` + id for thumbnails). */
  readonly #files = new Map<string, Buffer>();
  /** Sticker sets by short name. */
  readonly #sets = new Map<string, MediaRef[]>();
  readonly #clock: Clock;
  readonly #stateFile: string | undefined;
  readonly #unknownMessages: 'deleted' | 'unavailable';

  constructor(options: SimulatorOptions) {
    this.#me = options.me;
    this.#clock = options.clock;
    this.#stateFile = options.stateFile;
    this.#unknownMessages = options.unknownMessages ?? 'deleted';
    this.#users.set(options.me.id, options.me);
    for (const user of options.users ?? []) this.#users.set(user.id, user);
    for (const sticker of options.stickers ?? []) this.#stickers.add(stickerKey(sticker));
  }

  /** A simulator restored from a file written by one created with `stateFile` (it keeps writing there). */
  static load(stateFile: string, clock: Clock): TelegramSimulator {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as SimState;
    const sim = new TelegramSimulator({ me: state.me, users: state.users, clock, stateFile });
    for (const key of state.stickers) sim.#stickers.add(key);
    for (const chat of state.chats) {
      sim.#chats.set(chat.info.id, {
        ...chat,
        archive: new Map(chat.archive.map((m) => [m.id, m])),
        deleted: new Set(chat.deleted),
      });
    }
    for (const id of state.blocked) sim.blocked.add(id);
    sim.actions.push(...state.actions);
    for (const [key, base64] of Object.entries(state.files))
      sim.#files.set(key, Buffer.from(base64, 'base64'));
    return sim;
  }

  /** Writes the state file now (every change does this by itself). */
  save(): void {
    const file = this.#stateFile;
    if (!file) return;
    const state: SimState = {
      me: this.#me,
      users: [...this.#users.values()],
      chats: [...this.#chats.values()].map((c) => ({
        ...c,
        archive: [...c.archive.values()],
        deleted: [...c.deleted],
      })),
      stickers: [...this.#stickers],
      blocked: [...this.blocked],
      actions: this.actions,
      files: Object.fromEntries([...this.#files].map(([key, bytes]) => [key, bytes.toString('base64')])),
    };
    // Written whole and renamed into place, so a process killed mid-write leaves the old state.
    writeFileSync(`${file}.tmp`, JSON.stringify(state));
    renameSync(`${file}.tmp`, file);
  }

  addChat(info: ChatInfo): void {
    this.#chats.set(info.id, {
      info,
      messages: [],
      archive: new Map(),
      deleted: new Set(),
      nextId: 1,
      readUpTo: 0,
      mentionsReadUpTo: 0,
      markedUnread: false,
      mutedUntil: 0,
    });
    this.save();
  }

  addUser(user: Account): void {
    this.#users.set(user.id, user);
    this.save();
  }

  addSticker(sticker: StickerRef): void {
    this.#stickers.add(stickerKey(sticker));
    this.save();
  }

  /** Makes a media item downloadable; `thumb` registers its thumbnail instead. */
  addFile(mediaId: string, bytes: Buffer, options: { thumb?: boolean } = {}): void {
    this.#files.set(options.thumb ? `thumb:${mediaId}` : mediaId, bytes);
    this.save();
  }

  /** A sticker set: its stickers become sendable (by set and emoji) and listable by `stickerSet`. */
  addStickerSet(name: string, stickers: readonly MediaRef[]): void {
    const list = this.#sets.get(name) ?? [];
    for (const sticker of stickers) {
      if (list.some((s) => s.id === sticker.id)) continue;
      list.push({ ...sticker, set: name });
      if (sticker.emoji) this.#stickers.add(stickerKey({ set: name, name: sticker.emoji }));
    }
    this.#sets.set(name, list);
  }

  /** Seeds history (or, with `archived`, a fetch-only older message) without notifying anyone. */
  seed(chatId: ChatId, input: SimMessageInput, options: { archived?: boolean } = {}): InboundMessage {
    const state = this.#state(chatId);
    const message = this.#materialise(state, input);
    if (options.archived) state.archive.set(message.id, message);
    else state.messages.push(message);
    this.save();
    return message;
  }

  markDeleted(chatId: ChatId, id: MessageId): void {
    const state = this.#state(chatId);
    state.deleted.add(id);
    state.messages = state.messages.filter((m) => m.id !== id);
    state.archive.delete(id);
    this.save();
  }

  /**
   * Someone deletes messages: they leave the chat and `onDeleted` listeners hear it (without
   * the chat id with `private`, as Telegram tells of private chats and basic groups).
   */
  deleteMessages(chatId: ChatId, ids: readonly MessageId[], options: { private?: boolean } = {}): void {
    for (const id of ids) this.markDeleted(chatId, id);
    const deleted: DeletedMessages = options.private ? { ids: [...ids] } : { chatId, ids: [...ids] };
    for (const listener of this.#deleteListeners) listener(deleted);
  }

  /** Someone edits a message: its text changes, it carries an edit date, `onEdited` listeners hear it. */
  editMessage(chatId: ChatId, id: MessageId, text: string): InboundMessage | null {
    const target = this.#state(chatId).messages.find((m) => m.id === id);
    if (!target) return null;
    target.text = text;
    target.editDate = Math.floor(this.#clock.now() / 1000);
    this.save();
    const edited = clone(target);
    for (const listener of this.#editListeners) listener(clone(edited));
    return edited;
  }

  /** Moves the chat to (or out of) the archive folder. */
  archive(chatId: ChatId, archived = true): void {
    this.#state(chatId).archived = archived;
  }

  /** A user writes to the chat: the message is stored and every listener hears it. */
  receive(chatId: ChatId, input: SimMessageInput): InboundMessage {
    const message = this.seed(chatId, input);
    for (const listener of this.#listeners) listener(message);
    return message;
  }

  /**
   * A user reacts to a message (replacing their earlier reaction on it, as Telegram does). No
   * message is sent; `onReaction` listeners hear it. `null` when the message is not in the history.
   */
  userReact(chatId: ChatId, messageId: MessageId, fromId: string, emoji: string): InboundMessage | null {
    const target = this.#state(chatId).messages.find((m) => m.id === messageId);
    if (!target) return null;
    target.reactions = [
      ...target.reactions.filter((r) => r.fromId !== fromId),
      this.#named({ emoji, fromId }),
    ];
    for (const listener of this.#reactionListeners) listener({ chatId, messageId, emoji, fromId });
    return clone(target);
  }

  /**
   * The partner of a direct chat types (or, with `typing: false`, stops): `onTyping` listeners
   * hear it. Like Telegram, nothing repeats it: a test that types for a while calls it again
   * every few seconds.
   */
  userTyping(chatId: ChatId, from: UserId, typing = true): void {
    const event: PartnerTyping = { chatId, userId: from, typing };
    for (const listener of this.#typingListeners) listener({ ...event });
  }

  onTyping(listener: (typing: PartnerTyping) => unknown): () => void {
    return subscribe(this.#typingListeners, listener);
  }

  onEdited(listener: (message: InboundMessage) => unknown): () => void {
    return subscribe(this.#editListeners, listener);
  }

  onDeleted(listener: (deleted: DeletedMessages) => unknown): () => void {
    return subscribe(this.#deleteListeners, listener);
  }

  onReaction(listener: (reaction: ReactionEvent) => unknown): () => void {
    return subscribe(this.#reactionListeners, listener);
  }

  onMessage(listener: SimListener): () => void {
    return subscribe(this.#listeners, listener);
  }

  onMarkedUnread(listener: (chatId: ChatId) => unknown): () => void {
    return subscribe(this.#unreadMarkListeners, listener);
  }

  /** Mutes the chat's notifications until `untilMs` (default: forever). */
  mute(chatId: ChatId, untilMs = Number.POSITIVE_INFINITY): void {
    this.#state(chatId).mutedUntil = untilMs;
  }

  /** Someone marks the chat unread by hand; listeners hear it as Telegram would tell them. */
  markUnread(chatId: ChatId, options: { notify?: boolean } = {}): void {
    this.#state(chatId).markedUnread = true;
    if (options.notify !== false) for (const listener of this.#unreadMarkListeners) listener(chatId);
  }

  isMarkedUnread(chatId: ChatId): boolean {
    return this.#state(chatId).markedUnread;
  }

  /**
   * Makes the next call of `op` throw `error` (used to test retries and failure reporting);
   * with `afterEffect`, only after the call took effect.
   */
  failNext(op: SimOperation, error: unknown, options: FailOptions = {}): void {
    const queue = this.#failures.get(op) ?? [];
    queue.push({ error, afterEffect: options.afterEffect ?? false });
    this.#failures.set(op, queue);
  }

  /** Makes the next call of `op` hang until the returned function is called (a silent Telegram). */
  stallNext(op: SimOperation): () => void {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#stalls.set(op, [...(this.#stalls.get(op) ?? []), gate]);
    return release;
  }

  /** Messages in a chat's visible history, oldest first (for tests). */
  messages(chatId: ChatId): InboundMessage[] {
    return this.#state(chatId).messages.map(clone);
  }

  /** A known account, as the simulator holds it (for tests). */
  user(id: UserId): Account | undefined {
    const user = this.#users.get(id);
    return user && { ...user };
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
    this.#maybeFail('history');
    const { messages } = this.#state(chatId);
    return messages.slice(Math.max(0, messages.length - limit)).map(clone);
  }

  async message(chatId: ChatId, id: MessageId): Promise<InboundMessage | null> {
    const state = this.#state(chatId);
    if (state.deleted.has(id)) return null;
    const found = state.messages.find((m) => m.id === id) ?? state.archive.get(id);
    if (!found && this.#unknownMessages === 'unavailable')
      throw new Error(`message ${id} is not in this simulated chat`);
    return found ? clone(found) : null;
  }

  async sendText(chatId: ChatId, text: string, options: SendOptions = {}): Promise<SentMessage> {
    await this.#stall('sendText');
    this.#maybeFail('sendText');
    const state = this.#state(chatId);
    this.actions.push(withReply({ type: 'send', chatId, text }, options.replyTo));
    const sent = this.#sendOwn(state, { text, ...outgoing(options) });
    this.#effect('sendText');
    return { id: sent.id };
  }

  async sendSticker(chatId: ChatId, sticker: StickerRef, options: SendOptions = {}): Promise<StickerResult> {
    this.#maybeFail('sendSticker');
    if (!this.#stickers.has(stickerKey(sticker))) return { sent: false, reason: 'unknown_sticker' };
    const state = this.#state(chatId);
    this.actions.push(
      withReply({ type: 'sticker', chatId, set: sticker.set, name: sticker.name }, options.replyTo),
    );
    // As Telegram shows a sticker: its set and its emoji.
    const media: MediaRef = {
      id: `sim-${sticker.set}-${sticker.name}`,
      kind: 'sticker',
      set: sticker.set,
      emoji: sticker.name,
    };
    const sent = this.#sendOwn(state, { media: [media], ...outgoing(options) });
    this.#effect('sendSticker');
    return { sent: true, id: sent.id };
  }

  async react(chatId: ChatId, messageId: MessageId, emoji: string): Promise<void> {
    await this.#stall('react');
    this.#maybeFail('react');
    const state = this.#state(chatId);
    const target = state.messages.find((m) => m.id === messageId);
    if (!target) throw new Error(`MESSAGE_ID_INVALID: no message ${messageId} in chat ${chatId}`);
    this.actions.push({ type: 'react', chatId, messageId, emoji });
    target.reactions = [
      ...target.reactions.filter((r) => r.fromId !== this.#me.id),
      { emoji, fromId: this.#me.id, fromName: this.#me.name },
    ];
    this.#effect('react');
  }

  async setPresence(online: boolean): Promise<void> {
    this.presence.push({ at: this.#clock.now(), online });
  }

  async typing(chatId: ChatId): Promise<void> {
    this.#maybeFail('typing');
    this.#state(chatId);
    this.actions.push({ type: 'typing', chatId });
    this.#effect('typing');
    await this.#stall('typing');
  }

  async markRead(chatId: ChatId, maxId: MessageId): Promise<void> {
    this.#maybeFail('markRead');
    const state = this.#state(chatId);
    state.readUpTo = Math.max(state.readUpTo, maxId);
    this.actions.push({ type: 'read', chatId });
    this.#effect('markRead');
  }

  async block(chatId: ChatId): Promise<void> {
    this.#maybeFail('block');
    this.blocked.add(chatId);
    this.actions.push({ type: 'block', chatId });
    this.#effect('block');
  }

  async unblock(chatId: ChatId): Promise<void> {
    this.#maybeFail('unblock');
    this.blocked.delete(chatId);
    this.actions.push({ type: 'unblock', chatId });
    this.#effect('unblock');
  }

  async clearHistory(chatId: ChatId): Promise<void> {
    this.#maybeFail('clearHistory');
    const state = this.#state(chatId);
    for (const m of state.messages) state.deleted.add(m.id);
    state.messages = [];
    this.actions.push({ type: 'clear', chatId });
    this.#effect('clearHistory');
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

  async stickerSet(setName: string): Promise<MediaRef[] | null> {
    const list = this.#sets.get(setName);
    return list ? list.map((s) => ({ ...s })) : null;
  }

  async downloadStickerFile(
    setName: string,
    mediaId: string,
    options: { thumb?: boolean } = {},
  ): Promise<Buffer | null> {
    this.#maybeFail('downloadMedia');
    if (!this.#sets.get(setName)?.some((s) => s.id === mediaId)) return null;
    return this.#files.get(options.thumb ? `thumb:${mediaId}` : mediaId) ?? null;
  }

  // ---- DialogPort ----

  async blockedUsers(): Promise<UserId[]> {
    this.#maybeFail('blockedUsers');
    return [...this.blocked];
  }

  async isMuted(chatId: ChatId): Promise<boolean> {
    this.#maybeFail('isMuted');
    return this.#state(chatId).mutedUntil > this.#clock.now();
  }

  async unreadDialogs(maxDialogs: number): Promise<UnreadDialog[]> {
    this.#maybeFail('unreadDialogs');
    const out: UnreadDialog[] = [];
    for (const state of [...this.#chats.values()].slice(0, maxDialogs)) {
      const incoming = state.messages.filter((m) => !m.out && m.id > state.readUpTo);
      const mentions = state.messages.filter((m) => !m.out && m.mentioned && m.id > state.mentionsReadUpTo);
      if (incoming.length === 0 && mentions.length === 0 && !state.markedUnread) continue;
      out.push({
        chatId: state.info.id,
        kind: state.info.kind,
        title: state.info.title,
        unreadCount: incoming.length,
        unreadMentions: mentions.length,
        markedUnread: state.markedUnread,
        muted: state.mutedUntil > this.#clock.now(),
        readInboxMaxId: state.readUpTo,
        archived: state.archived,
      });
    }
    return out;
  }

  async unreadMentions(chatId: ChatId, limit: number): Promise<InboundMessage[]> {
    const state = this.#state(chatId);
    const mentions = state.messages.filter((m) => !m.out && m.mentioned && m.id > state.mentionsReadUpTo);
    return mentions.slice(Math.max(0, mentions.length - limit)).map(clone);
  }

  async clearMentions(chatId: ChatId): Promise<void> {
    const state = this.#state(chatId);
    state.mentionsReadUpTo = state.messages.at(-1)?.id ?? state.mentionsReadUpTo;
  }

  async clearUnreadMark(chatId: ChatId): Promise<void> {
    this.#state(chatId).markedUnread = false;
  }

  async setUnreadMark(chatId: ChatId): Promise<void> {
    this.#state(chatId).markedUnread = true;
  }

  // ---- internals ----

  #state(chatId: ChatId): SimChatState {
    const state = this.#chats.get(chatId);
    if (!state) throw new Error(`PEER_ID_INVALID: unknown chat ${chatId}`);
    return state;
  }

  /**
   * A message of the account's own, put in the chat: every send goes through here, so a
   * subclass that shows the chat as it happens (the console) sees each one, whatever its kind.
   */
  #sendOwn(state: SimChatState, input: Omit<SimMessageInput, 'from'>): InboundMessage {
    const sent = this.#materialise(state, { from: this.#me.id, ...input });
    state.messages.push(sent);
    this.sentOwn(clone(sent));
    return sent;
  }

  /** Called with each message the account sends, once it is in the chat. */
  protected sentOwn(_message: InboundMessage): void {}

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
    if (input.forwardKind !== undefined) message.forwardKind = input.forwardKind;
    if (input.topicId !== undefined) message.topicId = input.topicId;
    if (input.service !== undefined) message.service = input.service;
    if (input.groupedId !== undefined) message.groupedId = input.groupedId;
    if (input.editDate !== undefined) message.editDate = input.editDate;
    if (input.fromBot !== undefined) message.fromBot = input.fromBot;
    return message;
  }

  /** Telegram tells who reacted; fill in the name when the simulator knows the user. */
  #named(reaction: Reaction): Reaction {
    if (reaction.fromName || !reaction.fromId) return reaction;
    const user = this.#users.get(reaction.fromId);
    return user ? { ...reaction, fromName: user.name } : reaction;
  }

  async #stall(op: SimOperation): Promise<void> {
    const gate = this.#stalls.get(op)?.shift();
    if (gate) await gate;
  }

  /** Throws the next scripted failure of `op` that strikes before the effect. */
  #maybeFail(op: SimOperation): void {
    const next = this.#failures.get(op)?.[0];
    if (next && !next.afterEffect) throw this.#failures.get(op)?.shift()?.error;
  }

  /** The change is done: saved first (Telegram has it), then maybe a scripted lost answer. */
  #effect(op: SimOperation): void {
    this.save();
    const next = this.#failures.get(op)?.[0];
    if (next?.afterEffect) throw this.#failures.get(op)?.shift()?.error;
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

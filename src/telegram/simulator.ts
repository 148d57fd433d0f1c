import type { Clock } from '../support/clock.js';
import type {
  DeletedMessages,
  DialogPort,
  SendOptions,
  SentMessage,
  StickerResult,
  TelegramPort,
  UnreadDialog,
} from './port.js';
import { SimEvents } from './simulator-events.js';
import { type FailOptions, SimFaults, type SimOperation } from './simulator-faults.js';
import {
  clone,
  loadedChat,
  materialise,
  namedReaction,
  newChatState,
  numberedInGroup,
  numericStickerId,
  outgoing,
  readStateFile,
  type SimAction,
  type SimChatState,
  type SimMessageInput,
  type SimPresence,
  type SimulatorOptions,
  savedChat,
  stickerKey,
  unreadDialogOf,
  withReply,
  writeStateFile,
} from './simulator-state.js';
import type {
  Account,
  ChatId,
  ChatInfo,
  InboundMessage,
  MediaRef,
  MessageId,
  StickerRef,
  UserId,
} from './types.js';

export type { FailOptions, SimOperation } from './simulator-faults.js';
export type {
  SimAction,
  SimMessageInput,
  SimPresence,
  SimulatorOptions,
} from './simulator-state.js';

/**
 * An in-process Telegram: chats, users and messages held in memory, every outgoing action
 * recorded. It implements the same port as the GramJS adapter, so the whole pipeline runs on it.
 */
export class TelegramSimulator extends SimEvents implements TelegramPort, DialogPort {
  readonly actions: SimAction[] = [];
  /** Every presence change the account asked for, in order. */
  readonly presence: SimPresence[] = [];
  /** Blocked peers: the `block` action adds a DM partner; tests may add anyone. */
  readonly blocked = new Set<UserId>();
  readonly #me: Account;
  readonly #users = new Map<string, Account>();
  readonly #chats = new Map<ChatId, SimChatState>();
  readonly #stickers = new Set<string>();
  readonly #faults = new SimFaults();
  /** Media bytes by media id (and `thumb:` + id for thumbnails). */
  readonly #files = new Map<string, Buffer>();
  /** Sticker sets by short name. */
  readonly #sets = new Map<string, MediaRef[]>();
  readonly #clock: Clock;
  readonly #stateFile: string | undefined;
  readonly #unknownMessages: 'deleted' | 'unavailable';

  constructor(options: SimulatorOptions) {
    super();
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
    const state = readStateFile(stateFile);
    const sim = new TelegramSimulator({ me: state.me, users: state.users, clock, stateFile });
    for (const key of state.stickers) sim.#stickers.add(key);
    for (const chat of state.chats) {
      sim.#chats.set(chat.info.id, loadedChat(chat));
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
    writeStateFile(file, {
      me: this.#me,
      users: [...this.#users.values()],
      chats: [...this.#chats.values()].map(savedChat),
      stickers: [...this.#stickers],
      blocked: [...this.blocked],
      actions: this.actions,
      files: Object.fromEntries([...this.#files].map(([key, bytes]) => [key, bytes.toString('base64')])),
    });
  }

  addChat(info: ChatInfo): void {
    this.#chats.set(info.id, newChatState(info));
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
    const state = numberedInGroup(this.#chats, this.#state(chatId));
    const message = materialise(state, input, this.#me, this.#users, this.#clock.now());
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
    this.heardDeletion(deleted);
  }

  /** Someone edits a message: its text changes, it carries an edit date, `onEdited` listeners hear it. */
  editMessage(chatId: ChatId, id: MessageId, text: string): InboundMessage | null {
    const target = this.#state(chatId).messages.find((m) => m.id === id);
    if (!target) return null;
    target.text = text;
    target.editDate = Math.floor(this.#clock.now() / 1000);
    this.save();
    const edited = clone(target);
    this.heardEdit(edited);
    return edited;
  }

  /** Moves the chat to (or out of) the archive folder. */
  archive(chatId: ChatId, archived = true): void {
    this.#state(chatId).archived = archived;
  }

  /** A user writes to the chat: the message is stored and every listener hears it. */
  receive(chatId: ChatId, input: SimMessageInput): InboundMessage {
    const message = this.seed(chatId, input);
    this.heardMessage(message);
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
      namedReaction({ emoji, fromId }, this.#users),
    ];
    this.heardReaction({ chatId, messageId, emoji, fromId });
    return clone(target);
  }

  /**
   * The partner of a direct chat types (or, with `typing: false`, stops): `onTyping` listeners
   * hear it. Like Telegram, nothing repeats it: a test that types for a while calls it again
   * every few seconds.
   */
  userTyping(chatId: ChatId, from: UserId, typing = true): void {
    this.heardTyping({ chatId, userId: from, typing });
  }

  /** The account may no longer write in the chat, for this reason (`undefined`: it may again). */
  restrict(chatId: ChatId, reason: string | undefined): void {
    this.#state(chatId).writeRefusal = reason;
  }

  /** Mutes the chat's notifications until `untilMs` (default: forever). */
  mute(chatId: ChatId, untilMs = Number.POSITIVE_INFINITY): void {
    this.#state(chatId).mutedUntil = untilMs;
  }

  /** Someone marks the chat unread by hand; listeners hear it as Telegram would tell them. */
  markUnread(chatId: ChatId, options: { notify?: boolean } = {}): void {
    this.#state(chatId).markedUnread = true;
    if (options.notify !== false) this.heardMarkedUnread(chatId);
  }

  isMarkedUnread(chatId: ChatId): boolean {
    return this.#state(chatId).markedUnread;
  }

  /**
   * Makes the next call of `op` throw `error` (used to test retries and failure reporting);
   * with `afterEffect`, only after the call took effect.
   */
  failNext(op: SimOperation, error: unknown, options: FailOptions = {}): void {
    this.#faults.failNext(op, error, options);
  }

  /** Makes the next call of `op` hang until the returned function is called (a silent Telegram). */
  stallNext(op: SimOperation): () => void {
    return this.#faults.stallNext(op);
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
    this.#faults.beforeEffect('history');
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
    await this.#faults.stall('sendText');
    this.#faults.beforeEffect('sendText');
    const state = this.#writable(chatId);
    this.actions.push(withReply({ type: 'send', chatId, text }, options.replyTo));
    const sent = this.#sendOwn(state, { text, ...outgoing(options) });
    this.#effect('sendText');
    return { id: sent.id };
  }

  async sendSticker(chatId: ChatId, sticker: StickerRef, options: SendOptions = {}): Promise<StickerResult> {
    this.#faults.beforeEffect('sendSticker');
    if (!this.#stickers.has(stickerKey(sticker))) return { sent: false, reason: 'unknown_sticker' };
    const state = this.#writable(chatId);
    this.actions.push(
      withReply({ type: 'sticker', chatId, set: sticker.set, name: sticker.name }, options.replyTo),
    );
    // As Telegram shows a sticker: its document id (numeric, as replay fixtures need), set and emoji.
    const listed = this.#sets.get(sticker.set)?.find((s) => s.emoji === sticker.name);
    const media: MediaRef = {
      id: listed?.id ?? numericStickerId(sticker),
      kind: 'sticker',
      set: sticker.set,
      emoji: sticker.name,
    };
    const sent = this.#sendOwn(state, { media: [media], ...outgoing(options) });
    this.#effect('sendSticker');
    return { sent: true, id: sent.id };
  }

  async react(chatId: ChatId, messageId: MessageId, emoji: string): Promise<void> {
    await this.#faults.stall('react');
    this.#faults.beforeEffect('react');
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
    this.#faults.beforeEffect('typing');
    this.#state(chatId);
    this.actions.push({ type: 'typing', chatId });
    this.#effect('typing');
    await this.#faults.stall('typing');
  }

  async markRead(chatId: ChatId, maxId: MessageId): Promise<void> {
    this.#faults.beforeEffect('markRead');
    const state = this.#state(chatId);
    state.readUpTo = Math.max(state.readUpTo, maxId);
    this.actions.push({ type: 'read', chatId });
    this.#effect('markRead');
  }

  async block(chatId: ChatId): Promise<void> {
    this.#faults.beforeEffect('block');
    this.blocked.add(chatId);
    this.actions.push({ type: 'block', chatId });
    this.#effect('block');
  }

  async unblock(chatId: ChatId): Promise<void> {
    this.#faults.beforeEffect('unblock');
    this.blocked.delete(chatId);
    this.actions.push({ type: 'unblock', chatId });
    this.#effect('unblock');
  }

  async clearHistory(chatId: ChatId): Promise<void> {
    this.#faults.beforeEffect('clearHistory');
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
    this.#faults.beforeEffect('downloadMedia');
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
    this.#faults.beforeEffect('downloadMedia');
    if (!this.#sets.get(setName)?.some((s) => s.id === mediaId)) return null;
    return this.#files.get(options.thumb ? `thumb:${mediaId}` : mediaId) ?? null;
  }

  // ---- DialogPort ----

  async blockedUsers(): Promise<UserId[]> {
    this.#faults.beforeEffect('blockedUsers');
    return [...this.blocked];
  }

  async isMuted(chatId: ChatId): Promise<boolean> {
    this.#faults.beforeEffect('isMuted');
    return this.#state(chatId).mutedUntil > this.#clock.now();
  }

  async unreadDialogs(maxDialogs: number): Promise<UnreadDialog[]> {
    this.#faults.beforeEffect('unreadDialogs');
    const out: UnreadDialog[] = [];
    for (const state of [...this.#chats.values()].slice(0, maxDialogs)) {
      const dialog = unreadDialogOf(state, this.#clock.now());
      if (dialog) out.push(dialog);
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

  async cannotWrite(chatId: ChatId): Promise<string | undefined> {
    return this.#state(chatId).writeRefusal;
  }

  // ---- internals ----

  /** A chat the account may write in; as Telegram, a send where it may not is refused. */
  #writable(chatId: ChatId): SimChatState {
    const state = this.#state(chatId);
    if (state.writeRefusal) throw new Error(`CHAT_WRITE_FORBIDDEN: ${state.writeRefusal}`);
    return state;
  }

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
    const sent = materialise(
      numberedInGroup(this.#chats, state),
      { from: this.#me.id, ...input },
      this.#me,
      this.#users,
      this.#clock.now(),
    );
    state.messages.push(sent);
    this.sentOwn(clone(sent));
    return sent;
  }

  /** Called with each message the account sends, once it is in the chat. */
  protected sentOwn(_message: InboundMessage): void {}

  /** The change is done: saved first (Telegram has it), then maybe a scripted lost answer. */
  #effect(op: SimOperation): void {
    this.save();
    this.#faults.afterEffect(op);
  }
}

import { Api } from 'telegram';
import { UpdateConnectionState } from 'telegram/network/index.js';
import type { Clock, Timer } from '../../support/clock.js';
import { topicConversation } from '../topics.js';
import { big, peerId } from './peers.js';

/** What a raw GramJS update means to us. */
export type UpdateEvent =
  | { type: 'message'; message: Api.Message | Api.MessageService; entities: (Api.TypeUser | Api.TypeChat)[] }
  | { type: 'marked_unread'; chatId: string }
  /** A message was edited (its text, or, in private chats, its reactions). */
  | { type: 'edited'; message: Api.Message; entities: (Api.TypeUser | Api.TypeChat)[] }
  /** Messages were deleted; `chatId` only for channels and supergroups (other ids are account-wide). */
  | { type: 'deleted'; chatId?: string; ids: number[] }
  /** A message's reactions changed (groups and channels). */
  | { type: 'reactions'; chatId: string; messageId: number; reactions: Api.TypeMessageReactions }
  /** The partner of a direct chat composes a message (`typing`) or stopped (`typing: false`). */
  | { type: 'typing'; userId: string; typing: boolean }
  /** A group's entity changed (rights, membership, title): what we know of it is out of date. */
  | { type: 'chat-changed'; chatId: string }
  /** Telegram said the account's updates were lost ("too long"): time to catch up. */
  | { type: 'gap' }
  /** Telegram said one channel has more than it pushed: its difference, from `pts` if ours is unknown. */
  | { type: 'channel-gap'; chatId: string; pts?: number }
  /** GramJS's view of its connection: a pseudo-update it dispatches itself. */
  | { type: 'connection'; connected: boolean };

/**
 * Classifies one raw update (what GramJS's `Raw` event hands over). Short updates, which
 * Telegram uses for plain texts in private chats and small groups, become full messages.
 * Our own sends (`UpdateShortSentMessage`) and everything else are ignored.
 */
export function classifyUpdate(update: unknown, selfId: string): UpdateEvent | undefined {
  if (update instanceof Api.UpdateNewMessage || update instanceof Api.UpdateNewChannelMessage) {
    const message = update.message;
    if (!(message instanceof Api.Message) && !(message instanceof Api.MessageService)) return undefined;
    return { type: 'message', message, entities: entitiesOf(update) };
  }
  if (update instanceof Api.UpdateEditMessage || update instanceof Api.UpdateEditChannelMessage) {
    const message = update.message;
    if (!(message instanceof Api.Message)) return undefined;
    return { type: 'edited', message, entities: entitiesOf(update) };
  }
  if (update instanceof Api.UpdateDeleteMessages) return { type: 'deleted', ids: update.messages };
  if (update instanceof Api.UpdateDeleteChannelMessages)
    return {
      type: 'deleted',
      chatId: peerId(new Api.PeerChannel({ channelId: update.channelId })),
      ids: update.messages,
    };
  if (update instanceof Api.UpdateMessageReactions)
    return {
      type: 'reactions',
      // A reaction in a forum topic belongs to the topic's conversation.
      chatId: topicConversation(peerId(update.peer), update.topMsgId),
      messageId: update.msgId,
      reactions: update.reactions,
    };
  if (update instanceof Api.UpdateShortMessage) {
    return { type: 'message', message: shortToMessage(update, selfId), entities: [] };
  }
  if (update instanceof Api.UpdateShortChatMessage) {
    return { type: 'message', message: shortChatToMessage(update, selfId), entities: [] };
  }
  if (update instanceof Api.UpdateUserTyping) {
    const typing = composing(update.action);
    if (typing === undefined) return undefined;
    return { type: 'typing', userId: update.userId.toString(), typing };
  }
  if (update instanceof Api.UpdateChannel)
    return { type: 'chat-changed', chatId: peerId(new Api.PeerChannel({ channelId: update.channelId })) };
  if (update instanceof Api.UpdateChat)
    return { type: 'chat-changed', chatId: peerId(new Api.PeerChat({ chatId: update.chatId })) };
  if (update instanceof Api.UpdateChatDefaultBannedRights)
    return { type: 'chat-changed', chatId: peerId(update.peer) };
  if (update instanceof Api.UpdateDialogUnreadMark) {
    if (!update.unread || !(update.peer instanceof Api.DialogPeer)) return undefined;
    return { type: 'marked_unread', chatId: peerId(update.peer.peer) };
  }
  if (update instanceof Api.UpdatesTooLong) return { type: 'gap' };
  // A channel's messages are not in the account's difference: that channel's own tells them.
  if (update instanceof Api.UpdateChannelTooLong)
    return {
      type: 'channel-gap',
      chatId: peerId(new Api.PeerChannel({ channelId: update.channelId })),
      // GramJS reads an absent optional field as null.
      pts: update.pts ?? undefined,
    };
  // GramJS reports its connection state as a pseudo-update: connected, disconnected or broken.
  // It also says "connected" after every ping from the second on, so only a change means anything.
  if (update instanceof UpdateConnectionState)
    return { type: 'connection', connected: update.state === UpdateConnectionState.connected };
  return undefined;
}

/**
 * Whether a chat action means someone is writing a message: typing, recording or uploading
 * something to send, choosing a sticker, a contact or a place. `false` for an explicit stop;
 * undefined for actions that are no message on its way (emoji interactions, group calls, an
 * import of history).
 */
export function composing(action: Api.TypeSendMessageAction): boolean | undefined {
  if (action instanceof Api.SendMessageCancelAction) return false;
  const writing =
    action instanceof Api.SendMessageTypingAction ||
    action instanceof Api.SendMessageRecordVideoAction ||
    action instanceof Api.SendMessageUploadVideoAction ||
    action instanceof Api.SendMessageRecordAudioAction ||
    action instanceof Api.SendMessageUploadAudioAction ||
    action instanceof Api.SendMessageUploadPhotoAction ||
    action instanceof Api.SendMessageUploadDocumentAction ||
    action instanceof Api.SendMessageGeoLocationAction ||
    action instanceof Api.SendMessageChooseContactAction ||
    action instanceof Api.SendMessageRecordRoundAction ||
    action instanceof Api.SendMessageUploadRoundAction ||
    action instanceof Api.SendMessageChooseStickerAction;
  return writing ? true : undefined;
}

/** GramJS stores the container's users and chats on each update it splits out of it. */
function entitiesOf(update: object): (Api.TypeUser | Api.TypeChat)[] {
  const entities = (update as { _entities?: unknown })._entities;
  return entities instanceof Map ? [...entities.values()] : [];
}

export function shortToMessage(update: Api.UpdateShortMessage, selfId: string): Api.Message {
  const from = update.out ? big(selfId) : update.userId;
  return fromShort(update, new Api.PeerUser({ userId: update.userId }), from);
}

export function shortChatToMessage(update: Api.UpdateShortChatMessage, selfId: string): Api.Message {
  const from = update.out ? big(selfId) : update.fromId;
  return fromShort(update, new Api.PeerChat({ chatId: update.chatId }), from);
}

/** A short update carries a message's fields without its peers; only those differ by kind. */
function fromShort(
  update: Api.UpdateShortMessage | Api.UpdateShortChatMessage,
  peerId: Api.TypePeer,
  fromUserId: Api.UpdateShortMessage['userId'],
): Api.Message {
  return new Api.Message({
    id: update.id,
    out: update.out,
    mentioned: update.mentioned,
    peerId,
    fromId: new Api.PeerUser({ userId: fromUserId }),
    date: update.date,
    message: update.message,
    fwdFrom: update.fwdFrom,
    replyTo: update.replyTo,
    entities: update.entities,
  });
}

/**
 * Runs work one item at a time per key (chat), keys in parallel. GramJS dispatches updates
 * concurrently; this restores the order in which a chat's messages arrived.
 */
export class KeyedQueue {
  readonly #tails = new Map<string, Promise<void>>();

  run(key: string, work: () => Promise<void>): Promise<void> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => {});
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return next;
  }

  /** Resolves when every queued item has run. */
  async idle(): Promise<void> {
    while (this.#tails.size > 0) await Promise.all([...this.#tails.values()]);
  }
}

/** Gap scans are at least this far apart, whatever reports them. */
export const GAP_FLOOR_MS = 60_000;

/**
 * Where GramJS's connection of one client stands. It starts connected (a client is attached once
 * it is), and only "connected" after "disconnected" or "broken" is a gap: updates sent while the
 * socket was down are lost.
 */
export class ConnectionWatch {
  #connected = true;

  /** Takes one connection pseudo-update; true when it ends a real disconnection. */
  changed(connected: boolean): boolean {
    const reconnected = connected && !this.#connected;
    this.#connected = connected;
    return reconnected;
  }
}

/**
 * Lets gaps through at most once per `floorMs`: a gap inside the floor is not lost but held, and
 * one gap fires when the floor has passed, however many arrived meanwhile.
 */
export class GapFloor {
  readonly #clock: Clock;
  readonly #floorMs: number;
  readonly #fire: () => void;
  #last: number | undefined;
  #held: Timer | undefined;

  constructor(clock: Clock, fire: () => void, floorMs = GAP_FLOOR_MS) {
    this.#clock = clock;
    this.#fire = fire;
    this.#floorMs = floorMs;
  }

  gap(): void {
    if (this.#held) return;
    const now = this.#clock.now();
    const wait = this.#last === undefined ? 0 : this.#last + this.#floorMs - now;
    if (wait <= 0) {
      this.#emit();
      return;
    }
    this.#held = this.#clock.timer(
      wait,
      () => {
        this.#held = undefined;
        this.#emit();
      },
      { background: true },
    );
  }

  #emit(): void {
    this.#last = this.#clock.now();
    this.#fire();
  }
}

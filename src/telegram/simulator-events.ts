import { subscribe } from './listeners.js';
import type { DeletedMessages, PartnerTyping, ReactionEvent, TelegramEvents } from './port.js';
import type { ChatId, InboundMessage } from './types.js';

/**
 * What the simulator's listeners hear: each event is handed to them at once, in the caller's
 * turn, and a listener's error reaches the caller (the test that made the event).
 */
export class SimEvents implements TelegramEvents {
  readonly #message = new Set<(message: InboundMessage) => unknown>();
  readonly #markedUnread = new Set<(chatId: ChatId) => unknown>();
  readonly #edited = new Set<(message: InboundMessage) => unknown>();
  readonly #deleted = new Set<(deleted: DeletedMessages) => unknown>();
  readonly #reaction = new Set<(reaction: ReactionEvent) => unknown>();
  readonly #typing = new Set<(typing: PartnerTyping) => unknown>();

  onMessage(listener: (message: InboundMessage) => unknown): () => void {
    return subscribe(this.#message, listener);
  }

  onMarkedUnread(listener: (chatId: ChatId) => unknown): () => void {
    return subscribe(this.#markedUnread, listener);
  }

  onEdited(listener: (message: InboundMessage) => unknown): () => void {
    return subscribe(this.#edited, listener);
  }

  onDeleted(listener: (deleted: DeletedMessages) => unknown): () => void {
    return subscribe(this.#deleted, listener);
  }

  onReaction(listener: (reaction: ReactionEvent) => unknown): () => void {
    return subscribe(this.#reaction, listener);
  }

  onTyping(listener: (typing: PartnerTyping) => unknown): () => void {
    return subscribe(this.#typing, listener);
  }

  protected heardMessage(message: InboundMessage): void {
    for (const listener of this.#message) listener(message);
  }

  protected heardMarkedUnread(chatId: ChatId): void {
    for (const listener of this.#markedUnread) listener(chatId);
  }

  /** Each listener gets its own copy of the edited message. */
  protected heardEdit(message: InboundMessage): void {
    for (const listener of this.#edited) listener(structuredClone(message));
  }

  protected heardDeletion(deleted: DeletedMessages): void {
    for (const listener of this.#deleted) listener(deleted);
  }

  protected heardReaction(reaction: ReactionEvent): void {
    for (const listener of this.#reaction) listener(reaction);
  }

  protected heardTyping(typing: PartnerTyping): void {
    for (const listener of this.#typing) listener({ ...typing });
  }
}

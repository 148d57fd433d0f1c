import type { Clock } from '../../support/clock.js';
import type { SendOptions } from '../port.js';
import type { ChatId, InboundMessage, MessageId } from '../types.js';

/** How long a forum topic stays the default for sends that name none. */
const TOPIC_MEMORY_MS = 10 * 60_000;

/**
 * Which forum topic a send goes to: the topic of each message seen (a reply goes where its
 * message is), and the topic each chat was last answered in (follow-ups without a reply).
 */
export class TopicMemory {
  readonly #clock: Clock;
  /** Forum topic of recently seen messages ("chat/id"). */
  readonly #topicOf = new Map<string, number>();
  readonly #lastTopic = new Map<ChatId, { topic: number; at: number }>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Notes the topic of a message read or received. */
  seen(message: InboundMessage): void {
    if (message.topicId !== undefined) this.#topicOf.set(`${message.chatId}/${message.id}`, message.topicId);
  }

  /**
   * The topic a send goes to: the one asked for, else the replied-to message's topic (read with
   * `fetch` when not seen yet), else the topic this chat was last answered in.
   */
  async topicFor(
    chatId: ChatId,
    options: SendOptions,
    forum: boolean,
    fetch: (chatId: ChatId, id: MessageId) => Promise<unknown>,
  ): Promise<number | undefined> {
    if (options.topicId !== undefined) return options.topicId;
    if (!forum) return undefined;
    if (options.replyTo !== undefined) {
      const key = `${chatId}/${options.replyTo}`;
      if (!this.#topicOf.has(key)) await fetch(chatId, options.replyTo).catch(() => null);
      return this.#topicOf.get(key);
    }
    return this.recent(chatId);
  }

  /** The topic this chat was last answered in, if recently. */
  recent(chatId: ChatId): number | undefined {
    const last = this.#lastTopic.get(chatId);
    return last && this.#clock.now() - last.at < TOPIC_MEMORY_MS ? last.topic : undefined;
  }

  remember(chatId: ChatId, topic: number | undefined): void {
    if (topic !== undefined) this.#lastTopic.set(chatId, { topic, at: this.#clock.now() });
  }
}

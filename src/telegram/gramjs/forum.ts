import { Api } from 'telegram';
import { errorMessage } from '../../support/errors.js';
import { topicConversation } from '../topics.js';
import type { ChatId, MessageId } from '../types.js';
import { type AdapterCore, inputChannel } from './core.js';
import type { PeerResolver } from './resolve.js';

/** What a forum topic's entity says is trusted this long; an edit of the topic forgets it sooner. */
const TOPIC_INFO_MS = 10 * 60_000;

/** A forum topic as Telegram describes it. */
export interface TopicInfo {
  title: string;
  /** Only admins may write in a closed topic. */
  closed: boolean;
}

/**
 * The topics of forum groups, looked up by id when a conversation needs its title or whether
 * it is closed, and kept a while: one request per topic, not per message.
 */
export class ForumTopics {
  readonly #core: AdapterCore;
  readonly #resolver: PeerResolver;
  readonly #known = new Map<ChatId, { info: TopicInfo | undefined; at: number }>();

  constructor(core: AdapterCore, resolver: PeerResolver) {
    this.#core = core;
    this.#resolver = resolver;
  }

  /** The topic's title and state; undefined when Telegram does not say (a failed look-up is logged). */
  async topic(chatId: ChatId, topicId: MessageId): Promise<TopicInfo | undefined> {
    const key = topicConversation(chatId, topicId);
    const now = this.#core.clock.now();
    const known = this.#known.get(key);
    if (known && now - known.at < TOPIC_INFO_MS) return known.info;
    let info: TopicInfo | undefined;
    try {
      const peer = await this.#resolver.peer(chatId);
      if (!(peer instanceof Api.InputPeerChannel)) return undefined;
      const result = await this.#core.invokeIn(
        chatId,
        new Api.channels.GetForumTopicsByID({ channel: inputChannel(peer), topics: [topicId] }),
      );
      const found = result.topics.find((t): t is Api.ForumTopic => t instanceof Api.ForumTopic);
      if (found) info = { title: found.title, closed: Boolean(found.closed) };
    } catch (err) {
      this.#core.log.warn('forum topic not looked up', { chat: key, reason: errorMessage(err) });
    }
    this.#known.set(key, { info, at: now });
    return info;
  }

  /** The topic was edited (renamed, closed or reopened): it is looked up again when next needed. */
  changed(conversation: ChatId): void {
    this.#known.delete(conversation);
  }
}

import { Api } from 'telegram';
import { big, peerId } from '../../src/telegram/gramjs/peers.js';
import { DATE } from '../telegram/gramjs/objects.js';
import type { ChannelUpdates } from '../telegram/gramjs/peer/channel-pts.js';
import type { MtprotoPeer } from '../telegram/gramjs/peer/peer.js';
import { rpcError } from '../telegram/gramjs/peer/tl.js';
import { inputPeerId } from './peer-chats.js';

/** One forum topic on the peer: its id is the id of the service message that opened it. */
export interface PeerTopic {
  id: number;
  title: string;
  /** Only admins may write in it: Telegram refuses a send with TOPIC_CLOSED. */
  closed?: boolean;
}

/** A message the persona posted in the forum, as the peer filed it. */
export interface ForumSend {
  text: string;
  /** The topic it went to (undefined: the General topic). */
  topic: number | undefined;
  /** The message it replied to, when not the topic itself. */
  replyTo: number | undefined;
}

/**
 * A forum supergroup on the scripted peer, answering as Telegram does for topics: history of a
 * topic by `messages.getReplies`, a topic's read state by `messages.readDiscussion`, topics by
 * `channels.getForumTopicsByID`, sends filed under the topic their reply header names (refused
 * with TOPIC_CLOSED in a closed one), and a message in a topic carrying the forum reply header.
 * It replaces the plain group script of `peerChats` for these methods; the whole history and
 * single messages are still served from the shared `messages` list.
 */
export function peerForum(
  peer: MtprotoPeer,
  forum: Api.Channel,
  topics: PeerTopic[],
  shared: { messages: Api.Message[]; users: Api.User[]; channels: ChannelUpdates },
) {
  const forumId = peerId(new Api.PeerChannel({ channelId: forum.id }));
  const sends: ForumSend[] = [];
  let nextId = 2_000;
  const topicOf = (m: Api.Message) =>
    m.replyTo instanceof Api.MessageReplyHeader && m.replyTo.forumTopic
      ? (m.replyTo.replyToTopId ?? m.replyTo.replyToMsgId)
      : undefined;
  const channelMessages = (list: Api.Message[]) =>
    new Api.messages.ChannelMessages({
      pts: 1,
      count: list.length,
      messages: list,
      topics: [],
      users: shared.users,
      chats: [forum],
    });
  peer.on<Api.messages.GetReplies>('messages.GetReplies', (req) => {
    const topic = Number(req.msgId);
    const list = shared.messages
      .filter((m) => peerId(m.peerId) === forumId && topicOf(m) === topic)
      .filter((m) => !req.offsetId || m.id < req.offsetId)
      .sort((a, b) => b.id - a.id)
      .slice(0, req.limit);
    return channelMessages(list);
  });
  /** Each topic's read state (the General topic is 1), as `readDiscussion` moved it. */
  const readUpTo = new Map<number, number>();
  peer.on<Api.messages.ReadDiscussion>('messages.ReadDiscussion', (req) => {
    const topic = Number(req.msgId);
    readUpTo.set(topic, Math.max(readUpTo.get(topic) ?? 0, req.readMaxId));
    return true;
  });
  const inTopic = (topic: number) =>
    shared.messages.filter((m) => peerId(m.peerId) === forumId && (topicOf(m) ?? GENERAL) === topic);
  const forumTopic = (t: PeerTopic) => {
    const list = inTopic(t.id);
    const read = readUpTo.get(t.id) ?? 0;
    return new Api.ForumTopic({
      id: t.id,
      date: DATE,
      title: t.title,
      closed: t.closed,
      iconColor: 0,
      topMessage: Math.max(t.id, ...list.map((m) => m.id)),
      readInboxMaxId: read,
      readOutboxMaxId: 0,
      unreadCount: list.filter((m) => !m.out && m.id > read).length,
      unreadMentionsCount: 0,
      unreadReactionsCount: 0,
      fromId: new Api.PeerUser({ userId: big('7') }),
      notifySettings: new Api.PeerNotifySettings({}),
    });
  };
  const forumTopics = (listed: PeerTopic[]) =>
    new Api.messages.ForumTopics({
      count: listed.length,
      topics: listed.map(forumTopic),
      messages: [],
      chats: [forum],
      users: shared.users,
      pts: 1,
    });
  peer.on<Api.channels.GetForumTopicsByID>('channels.GetForumTopicsByID', (req) =>
    forumTopics(topics.filter((t) => req.topics.includes(t.id))),
  );
  peer.on('channels.GetForumTopics', () => forumTopics([{ id: GENERAL, title: 'General' }, ...topics]));
  peer.on<Api.messages.SendMessage>('messages.SendMessage', (req) => {
    const header = req.replyTo instanceof Api.InputReplyToMessage ? req.replyTo : undefined;
    // Telegram files a send under the topic its header names: `topMsgId`, else the replied-to message's topic.
    const repliedTo = shared.messages.find((m) => m.id === header?.replyToMsgId);
    const topic =
      header?.topMsgId ??
      (repliedTo
        ? topicOf(repliedTo)
        : topics.some((t) => t.id === header?.replyToMsgId)
          ? header?.replyToMsgId
          : undefined);
    if (inputPeerId(req.peer) !== forumId) return rpcError(400, 'PEER_ID_INVALID');
    if (topics.find((t) => t.id === topic)?.closed) return rpcError(400, 'TOPIC_CLOSED');
    const id = ++nextId;
    const replyTo = header?.replyToMsgId === topic ? undefined : header?.replyToMsgId;
    sends.push({ text: req.message, topic, replyTo });
    const date = Math.floor(Date.now() / 1000);
    const sent = new Api.Message({
      id,
      out: true,
      peerId: new Api.PeerChannel({ channelId: forum.id }),
      date,
      message: req.message,
      replyTo: replyHeader(topic, replyTo),
    });
    shared.messages.push(sent);
    return new Api.Updates({
      updates: [
        new Api.UpdateMessageID({ id, randomId: req.randomId ?? big('0') }),
        shared.channels.sent(forum, sent),
      ],
      users: shared.users,
      chats: [forum],
      date,
      seq: 0,
    });
  });
  return {
    sends,
    /** Someone wrote in a topic while the account was away: stored, nothing pushed. */
    wrote(from: Api.User, id: number, topic: number | undefined, text: string): Api.Message {
      const m = forumMessage(forum, from, id, topic, text);
      shared.messages.push(m);
      return m;
    },
    /** Someone writes in a topic (undefined: the General topic), pushed as Telegram pushes it. */
    say(from: Api.User, id: number, topic: number | undefined, text: string): Api.Message {
      const m = forumMessage(forum, from, id, topic, text);
      shared.messages.push(m);
      shared.channels.incoming(forum, m, from);
      return m;
    },
  };
}

/** Telegram's id of a forum's General topic. */
const GENERAL = 1;

function forumMessage(
  forum: Api.Channel,
  from: Api.User,
  id: number,
  topic: number | undefined,
  text: string,
): Api.Message {
  return new Api.Message({
    id,
    peerId: new Api.PeerChannel({ channelId: forum.id }),
    fromId: new Api.PeerUser({ userId: from.id }),
    date: Math.max(DATE, Math.floor(Date.now() / 1000)),
    message: text,
    replyTo: replyHeader(topic, undefined),
  });
}

/** A forum message's reply header: in `topic`, replying to `replyTo` within it. */
function replyHeader(topic: number | undefined, replyTo: number | undefined) {
  if (topic === undefined)
    return replyTo === undefined ? undefined : new Api.MessageReplyHeader({ replyToMsgId: replyTo });
  return replyTo === undefined
    ? new Api.MessageReplyHeader({ forumTopic: true, replyToMsgId: topic })
    : new Api.MessageReplyHeader({ forumTopic: true, replyToMsgId: replyTo, replyToTopId: topic });
}

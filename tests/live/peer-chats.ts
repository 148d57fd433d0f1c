import { Api } from 'telegram';
import { big, peerId } from '../../src/telegram/gramjs/peers.js';
import { channel, DATE } from '../telegram/gramjs/objects.js';
import { ChannelUpdates } from '../telegram/gramjs/peer/channel-pts.js';
import { historyAnswer, historyPage } from '../telegram/gramjs/peer/paging.js';
import type { MtprotoPeer } from '../telegram/gramjs/peer/peer.js';
import type { RpcErrorReply } from '../telegram/gramjs/peer/tl.js';

/** One message the persona sent, as the peer received it. */
export interface PeerSend {
  chat: string;
  text: string;
  /** The input peer GramJS put on the wire (its access hash shows how the chat was addressed). */
  peer: unknown;
  at: number;
}

/** The marked id an input peer names ("7", "-1005"). */
export function inputPeerId(peer: unknown): string {
  if (peer instanceof Api.InputPeerUser) return peer.userId.toString();
  if (peer instanceof Api.InputPeerChannel) return `-100${peer.channelId.toString()}`;
  if (peer instanceof Api.InputPeerChat) return `-${peer.chatId.toString()}`;
  return '?';
}

/**
 * The chats of an account on the scripted peer: history served per chat from `messages`,
 * messages looked up by id, reads, typing and sends answered as Telegram answers them (sends in
 * a supergroup with the channel's own update, numbered in the channel's own sequence by
 * `channels`). Tests push to `messages` as they make people write.
 */
export function peerChats(peer: MtprotoPeer, entities: { users?: Api.User[]; chats?: Api.Channel[] } = {}) {
  const messages: Api.Message[] = [];
  const sends: PeerSend[] = [];
  const users = entities.users ?? [];
  const chats = entities.chats ?? [];
  const channels = new ChannelUpdates(peer, ...chats);
  let nextId = 1_000;
  const of = (chat: string) => messages.filter((m) => peerId(m.peerId) === chat).sort((a, b) => b.id - a.id);
  const page = (list: Api.Message[]) => new Api.messages.Messages({ messages: list, users, chats });
  // History is served page by page, as Telegram serves it.
  peer.on<Api.messages.GetHistory>('messages.GetHistory', (req) => {
    const chat = inputPeerId(req.peer);
    const list = of(chat);
    if (chat.startsWith('-100'))
      return new Api.messages.ChannelMessages({
        pts: 1,
        count: list.length,
        messages: historyPage(list, req),
        topics: [],
        users,
        chats,
      });
    return historyAnswer(list, req, { users, chats });
  });
  peer.on<Api.messages.GetMessages>('messages.GetMessages', (req) => {
    const ids = new Set(req.id.flatMap((i) => (i instanceof Api.InputMessageID ? [i.id] : [])));
    return page(messages.filter((m) => ids.has(m.id) && !peerId(m.peerId).startsWith('-100')));
  });
  peer.on<Api.channels.GetMessages>('channels.GetMessages', (req) => {
    const ids = new Set(req.id.flatMap((i) => (i instanceof Api.InputMessageID ? [i.id] : [])));
    const list = messages.filter((m) => ids.has(m.id) && peerId(m.peerId).startsWith('-100'));
    return new Api.messages.ChannelMessages({
      pts: 1,
      count: list.length,
      messages: list,
      topics: [],
      users,
      chats,
    });
  });
  peer.on('messages.ReadHistory', () => new Api.messages.AffectedMessages({ pts: 1, ptsCount: 0 }));
  peer.on('channels.ReadHistory', () => true);
  peer.on('messages.SetTyping', () => true);
  /** Sends Telegram refuses, by chat (an RPC error), as the test sets them. */
  const refusals = new Map<string, RpcErrorReply[]>();
  peer.on<Api.messages.SendMessage>('messages.SendMessage', (req) => {
    const chat = inputPeerId(req.peer);
    const refusal = refusals.get(chat)?.shift();
    if (refusal) return refusal;
    const id = ++nextId;
    sends.push({ chat, text: req.message, peer: req.peer, at: Date.now() });
    const date = Math.floor(Date.now() / 1000);
    if (!chat.startsWith('-100')) return new Api.UpdateShortSentMessage({ id, pts: 1, ptsCount: 0, date });
    // A supergroup the script did not list (one a group moved to) is numbered all the same.
    const group = chats.find((c) => c.id.toString() === chat.slice(4)) ?? channel(chat.slice(4), '');
    const sent = new Api.Message({
      id,
      out: true,
      peerId: new Api.PeerChannel({ channelId: group.id }),
      date,
      message: req.message,
    });
    return new Api.Updates({
      updates: [
        new Api.UpdateMessageID({ id, randomId: req.randomId ?? big('0') }),
        channels.sent(group, sent),
      ],
      users,
      chats,
      date,
      seq: 0,
    });
  });
  return {
    messages,
    sends,
    channels,
    /** The next sends to `chat` are refused with these errors, in order. */
    refuse(chat: string, ...errors: RpcErrorReply[]): void {
      refusals.set(chat, [...(refusals.get(chat) ?? []), ...errors]);
    },
    /** Sends Telegram refused or accepted, per chat (every SendMessage request). */
    attempts(chat: string): number {
      return peer.sent(Api.messages.SendMessage).filter((r) => inputPeerId(r.peer) === chat).length;
    },
    /** Someone writes `text` in a direct chat: stored, and pushed as Telegram pushes a plain text. */
    dm(from: string, id: number, text: string, pts: number): Api.Message {
      const m = new Api.Message({
        id,
        peerId: new Api.PeerUser({ userId: big(from) }),
        date: now(),
        message: text,
      });
      m.fromId = new Api.PeerUser({ userId: big(from) });
      messages.push(m);
      peer.push(
        new Api.UpdateShortMessage({ id, userId: big(from), message: text, pts, ptsCount: 1, date: m.date }),
      );
      return m;
    },
    /** Someone writes in a supergroup: the full update with its sender and chat, the group's next pts. */
    inGroup(group: Api.Channel, from: Api.User, id: number, text: string): Api.Message {
      const m = new Api.Message({
        id,
        peerId: new Api.PeerChannel({ channelId: group.id }),
        fromId: new Api.PeerUser({ userId: from.id }),
        date: now(),
        message: text,
      });
      messages.push(m);
      channels.incoming(group, m, from);
      return m;
    },
  };
}

function now(): number {
  return Math.max(DATE, Math.floor(Date.now() / 1000));
}

import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { channel, dialog, dialogsPage, peerChannel, user } from '../telegram/gramjs/objects.js';
import { peerChats } from './peer-chats.js';
import { peerForum } from './peer-forum.js';
import { runOnPeer } from './peer-run.js';

/**
 * Forum topics on the real GramJS client over the scripted peer: each topic is a conversation
 * of its own (its window, its read state, its answers), and a closed topic is not written to.
 */

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ALICE = user('7', 'Alice');
const JONAS = user('8', 'Jonas');
const MINUTE = 60_000;
const PIRANESI = 50;
const MEETUP = 60;
const NEWS = 70;

/** The persona's account in a forum; `away`: what people wrote in it before the run started. */
async function forumAccount(away?: (board: ReturnType<typeof peerForum>) => void) {
  const forum = channel('5', 'Book club', { forum: true });
  let unread = 0;
  const server = new ScriptedGeminiServer(() => textResponse('# «send»\nNoted!'));
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  const live = await runOnPeer({
    telegram: 'scan_interval_seconds: 0\n  shutdown_grace_seconds: 5',
    geminiBaseUrl: baseUrl,
    script: (peer) => {
      peer.on('messages.GetDialogs', () =>
        dialogsPage(
          [dialog(peerChannel('5'), 1, { unreadCount: unread, readInboxMaxId: 0 })],
          [ALICE, JONAS],
          [forum],
        ),
      );
      peer.on('channels.GetChannels', () => new Api.messages.Chats({ chats: [forum] }));
    },
  });
  cleanups.push(() => live.stop());
  const chats = peerChats(live.peer, { users: [ALICE, JONAS], chats: [forum] });
  const topics = [
    { id: PIRANESI, title: 'Piranesi' },
    { id: MEETUP, title: 'Meetup' },
    { id: NEWS, title: 'News', closed: true },
  ];
  const board = peerForum(live.peer, forum, topics, {
    messages: chats.messages,
    users: [ALICE, JONAS],
    channels: chats.channels,
  });
  away?.(board);
  unread = chats.messages.length;
  await live.advance(5_000);
  /** What each model call showed: the texts of its history. */
  const windows = () => server.requests.map((r) => JSON.stringify(r.body));
  return { live, server, board, topics, windows };
}

describe('a forum topic is a conversation, on the real client', () => {
  it('each topic is answered from its own window, in that topic, and read with readDiscussion', async () => {
    const a = await forumAccount();
    a.board.say(ALICE, 101, PIRANESI, 'chapter twelve finally made sense to me');
    await a.live.advance(2 * MINUTE);
    a.board.say(JONAS, 102, MEETUP, 'Friday at the café, 19:00?');
    await a.live.advance(2 * MINUTE);
    a.board.say(JONAS, 103, undefined, 'welcome to the forum, everyone');
    await a.live.advance(2 * MINUTE);

    const windows = a.windows();
    expect(windows).toHaveLength(3);
    const [piranesi, meetup, general] = windows;
    expect(piranesi).toContain('chapter twelve');
    expect(piranesi).toContain('Book club › Piranesi');
    expect(meetup).toContain('Friday at the café');
    expect(meetup).not.toContain('chapter twelve');
    expect(meetup).toContain('Book club › Meetup');
    // The General topic is the group itself: the topics' messages are not in its window.
    expect(general).toContain('welcome to the forum');
    expect(general).not.toContain('chapter twelve');
    expect(general).not.toContain('Friday at the café');

    expect(a.board.sends.map((s) => [s.topic, s.text])).toEqual([
      [PIRANESI, 'Noted!'],
      [MEETUP, 'Noted!'],
      [undefined, 'Noted!'],
    ]);
    const replies = a.live.peer.sent(Api.messages.GetReplies).map((r) => Number(r.msgId));
    expect(new Set(replies)).toEqual(new Set([PIRANESI, MEETUP]));
    const reads = a.live.peer.sent(Api.messages.ReadDiscussion).map((r) => [Number(r.msgId), r.readMaxId]);
    expect(reads).toEqual(
      expect.arrayContaining([
        [PIRANESI, 101],
        [MEETUP, 102],
      ]),
    );
    // The topics' read marks are their own: the group's is moved only for the General topic.
    expect(a.live.peer.sent(Api.channels.ReadHistory).map((r) => r.maxId)).toEqual([103]);
    expect(a.live.peer.unscripted).toEqual([]);
  });

  it('a closed topic costs no model call and no send; a topic closed later is learnt from TOPIC_CLOSED', async () => {
    const a = await forumAccount();
    a.board.say(ALICE, 201, NEWS, 'the new shelf arrived');
    await a.live.advance(2 * MINUTE);
    expect(a.server.requests).toHaveLength(0);
    expect(a.live.logs.filter((l) => l.includes('TOPIC_CLOSED'))).toHaveLength(1);

    // Closed after the persona looked it up: the send is refused, and the next message costs nothing.
    a.board.say(ALICE, 202, PIRANESI, 'any thoughts on the ending?');
    await a.live.advance(2 * MINUTE);
    expect(a.board.sends.map((s) => s.topic)).toEqual([PIRANESI]);
    const piranesi = a.topics.find((t) => t.id === PIRANESI);
    if (piranesi) piranesi.closed = true;
    a.board.say(ALICE, 203, PIRANESI, 'and the statues?');
    await a.live.advance(2 * MINUTE);
    const calls = a.server.requests.length;
    expect(calls).toBe(2);
    expect(a.board.sends.map((s) => s.topic)).toEqual([PIRANESI]);
    a.board.say(ALICE, 204, PIRANESI, 'hello?');
    await a.live.advance(2 * MINUTE);
    expect(a.server.requests).toHaveLength(calls);
    // The other topics are still open.
    a.board.say(JONAS, 205, MEETUP, 'Friday?');
    await a.live.advance(2 * MINUTE);
    expect(a.board.sends.map((s) => s.topic)).toEqual([PIRANESI, MEETUP]);
  });

  it('messages written in topics while away are found by the scan, topic by topic', async () => {
    const a = await forumAccount((board) => {
      board.wrote(ALICE, 301, PIRANESI, 'who is the Other, really?');
      board.wrote(JONAS, 302, MEETUP, 'is Friday still on?');
    });
    await a.live.advance(2 * MINUTE);
    expect(a.live.peer.count('channels.GetForumTopics')).toBeGreaterThan(0);
    const windows = a.windows();
    expect(windows).toHaveLength(2);
    expect(windows.find((w) => w.includes('the Other'))).not.toContain('Friday still on');
    expect(a.board.sends.map((s) => [s.topic, s.replyTo])).toEqual(
      expect.arrayContaining([
        [PIRANESI, 301],
        [MEETUP, 302],
      ]),
    );
    expect(a.board.sends).toHaveLength(2);
  });
});

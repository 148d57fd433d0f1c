import { existsSync, readFileSync } from 'node:fs';
import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { heldBackLine } from '../../src/live/dry-run.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import {
  channel,
  DATE,
  dialog,
  dialogsPage,
  peerChannel,
  peerUser,
  user,
} from '../telegram/gramjs/objects.js';
import { peerChats } from './peer-chats.js';
import { oneUnreadChat, runOnPeer } from './peer-run.js';
import { liveProject } from './project.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** Every request by which an account changes something others (or its owner) can see. */
const WRITES = [
  'messages.SendMessage',
  'messages.SendMedia',
  'messages.SendReaction',
  'messages.SetTyping',
  'messages.ReadHistory',
  'channels.ReadHistory',
  'messages.ReadMentions',
  'messages.MarkDialogUnread',
  'messages.DeleteHistory',
  'contacts.Block',
  'contacts.Unblock',
  'account.UpdateStatus',
];

describe('run --dry-run on the real client', () => {
  it('plans a real turn for an unread chat and prints it, while Telegram sees no write and the state file stays as it was', async () => {
    const server = new ScriptedGeminiServer(() => textResponse('# «send»\nHello Alice!\n\n# «react»\n👍'));
    const baseUrl = await server.start();
    cleanups.push(() => server.stop());
    const printed: string[] = [];
    const project = liveProject('scan_interval_seconds: 0');
    cleanups.push(project.cleanup);
    const live = await runOnPeer({
      project,
      geminiBaseUrl: baseUrl,
      script: oneUnreadChat(user('7', 'Alice'), 'Heidi, are you there?'),
      run: { dryRun: true, print: (line) => printed.push(line) },
    });
    for (let i = 0; i < 120 && printed.length < 3; i++) await live.advance(1_000);
    expect(await live.stop()).toBe(0);

    // A real turn was planned: the model was asked about Alice's message.
    expect(server.requests).toHaveLength(1);
    expect(JSON.stringify(server.requests[0])).toContain('Heidi, are you there?');
    expect(printed).toEqual([
      'dry run · Heidi · "Alice" (7): would mark the chat read up to 11',
      'dry run · Heidi · "Alice" (7): would send "Hello Alice!"',
      'dry run · Heidi · "Alice" (7): would react "👍" to 11',
    ]);
    const methods = new Set(live.peer.requests.map((r) => r.method));
    expect(WRITES.filter((w) => methods.has(w))).toEqual([]);
    // The session loaded (the peer was asked for history) and the state file is byte for byte the same.
    expect(methods.has('messages.GetHistory')).toBe(true);
    expect(readFileSync(live.project.database).equals(live.stateBefore)).toBe(true);
    expect(existsSync(`${live.project.database}-wal`)).toBe(false);
    expect(existsSync(`${live.project.database}-shm`)).toBe(false);
    expect(live.logs.join('\n')).toContain('dry run: nothing is sent');
  });
});

describe('run --dry-run on a busy account', () => {
  it('answers a chat marked unread once, not at every scan, and tells each held-back write once', async () => {
    const server = new ScriptedGeminiServer(() => textResponse('# «send»\nHello!\n\n# «react»\n👍'));
    const baseUrl = await server.start();
    cleanups.push(() => server.stop());
    const ALICE = user('7', 'Alice');
    const BOB = user('8', 'Bob');
    const CARL = user('9', 'Carl');
    const GROUP = channel('5', 'Muted group');
    const printed: string[] = [];
    const project = liveProject('scan_interval_seconds: 90', { more: '    status_reactions: true' });
    cleanups.push(project.cleanup);
    const live = await runOnPeer({
      project,
      geminiBaseUrl: baseUrl,
      run: { dryRun: true, print: (line) => printed.push(line) },
      script: (peer) =>
        peer.on('messages.GetDialogs', () =>
          dialogsPage(
            [
              dialog(peerUser('7'), 11, { unreadCount: 1, readInboxMaxId: 10 }),
              dialog(peerUser('8'), 12, { unreadMark: true }),
              dialog(peerChannel('5'), 51, {
                unreadCount: 1,
                readInboxMaxId: 50,
                unreadMentionsCount: 1,
                notifySettings: new Api.PeerNotifySettings({ muteUntil: 2 ** 31 - 1 }),
              }),
            ],
            [ALICE, BOB, CARL],
            [GROUP],
          ),
        ),
    });
    const chats = peerChats(live.peer, { users: [ALICE, BOB, CARL], chats: [GROUP] });
    const mention = new Api.Message({
      id: 51,
      mentioned: true,
      peerId: peerChannel('5'),
      fromId: peerUser('9'),
      date: DATE - 30,
      message: '@heidi what do you think?',
    });
    chats.messages.push(
      new Api.Message({
        id: 11,
        peerId: peerUser('7'),
        fromId: peerUser('7'),
        date: DATE - 60,
        message: 'there?',
      }),
      new Api.Message({
        id: 12,
        peerId: peerUser('8'),
        fromId: peerUser('8'),
        date: DATE - 120,
        message: 'ping',
      }),
      mention,
    );
    live.peer.on(
      'messages.GetUnreadMentions',
      () =>
        new Api.messages.ChannelMessages({
          pts: 1,
          count: 1,
          messages: [mention],
          topics: [],
          users: [CARL],
          chats: [GROUP],
        }),
    );
    // Ten minutes: six periodic scans, each of which sees the three chats just as Telegram has them.
    await live.advance(10 * 60_000);
    expect(await live.stop()).toBe(0);

    // One turn for each chat that needs an answer.
    expect(server.requests).toHaveLength(3);
    const told = (what: string) => printed.filter((line) => line.includes(what));
    expect(told('would send "Hello!"').map((line) => line.replace(/: would.*/, ''))).toEqual(
      expect.arrayContaining(['dry run · Heidi · "Alice" (7)', 'dry run · Heidi · "Bob" (8)']),
    );
    expect(told('would send')).toHaveLength(3);
    expect(told('would remove its unread mark')).toEqual([
      'dry run · Heidi · "Bob" (8): would remove its unread mark',
    ]);
    expect(told('would mark its mentions read')).toHaveLength(1);
    expect(told('would mark the chat read')).toHaveLength(3);
    expect(new Set(printed).size).toBe(printed.length);
  });
});

describe('the lines of a dry run', () => {
  it('say each held-back action in words, quoting what people wrote on one line', () => {
    expect(heldBackLine({ action: 'send', chatId: '7', text: 'two\nlines', replyTo: 11 })).toBe(
      'would send "two\\nlines" (reply to 11)',
    );
    expect(heldBackLine({ action: 'sticker', chatId: '7', sticker: 'HeidiDuck/wave' })).toBe(
      'would send the sticker "HeidiDuck/wave"',
    );
    expect(heldBackLine({ action: 'block', chatId: '7' })).toBe('would block this user');
    expect(heldBackLine({ action: 'typing', chatId: '7' })).toBeUndefined();
  });
});

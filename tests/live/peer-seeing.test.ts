import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { TelegramMemoryStore } from '../../src/store/telegram-memory.js';
import { big } from '../../src/telegram/gramjs/peers.js';
import { DATE, dialog, dialogsPage, message, peerUser, user } from '../telegram/gramjs/objects.js';
import { inputPeerId, peerChats } from './peer-chats.js';
import { runOnPeer } from './peer-run.js';
import { liveProject } from './project.js';

/**
 * Seeing everything on the real GramJS client over the scripted peer: strangers' first
 * messages, peers remembered across restarts, catching up after downtime.
 */

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const ALICE = user('7', 'Alice');
const STRANGER = new Api.User({ id: big('9001'), accessHash: big('4242'), firstName: 'Stranger' });
const DAY = 86_400;
const SETTINGS = 'scan_interval_seconds: 0\n  shutdown_grace_seconds: 5';

async function gemini() {
  const server = new ScriptedGeminiServer(() => textResponse('# «send»\nHello!'));
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  return { server, baseUrl };
}

const emptyDialogs = () => dialogsPage([], []);

describe("a stranger's first message, on the real client", () => {
  it('arrives as a short update without an access hash, is resolved through GetDifference and answered', async () => {
    const { server, baseUrl } = await gemini();
    const live = await runOnPeer({
      telegram: SETTINGS,
      geminiBaseUrl: baseUrl,
      script: (peer) => {
        peer.on('messages.GetDialogs', emptyDialogs);
      },
    });
    const chats = peerChats(live.peer, { users: [STRANGER] });
    live.peer.on<Api.updates.GetDifference>('updates.GetDifference', (req) =>
      req.pts >= 2
        ? new Api.updates.DifferenceEmpty({ date: DATE, seq: 0 })
        : new Api.updates.Difference({
            newMessages: chats.messages.filter((m) => m.id === 1),
            newEncryptedMessages: [],
            otherUpdates: [],
            chats: [],
            users: [STRANGER],
            state: new Api.updates.State({ pts: 2, qts: 0, date: DATE, seq: 0, unreadCount: 1 }),
          }),
    );
    await live.advance(5_000);
    chats.dm('9001', 1, 'hi! saw your post', 2);
    for (let i = 0; i < 60 && chats.sends.length === 0; i++) await live.advance(1_000);
    expect(await live.stop()).toBe(0);

    expect(chats.sends.map((s) => [s.chat, s.text])).toEqual([['9001', 'Hello!']]);
    expect(chats.sends[0]?.peer).toEqual(
      new Api.InputPeerUser({ userId: big('9001'), accessHash: big('4242') }),
    );
    // The difference asked from just before the message is what named the stranger.
    expect(live.peer.sent(Api.updates.GetDifference).map((r) => r.pts)).toContain(1);
    expect(server.requests).toHaveLength(1);
    expect(live.peer.unscripted).toEqual([]);
  });
});

describe('peers remembered across a restart, on the real client', () => {
  it('a new client on the same database sends to a known chat with its stored access hash, no look-up', async () => {
    const { baseUrl } = await gemini();
    const project = liveProject(SETTINGS);
    cleanups.push(project.cleanup);
    // First run: Alice's chat is among the dialogs, so its access hash is learnt and stored.
    const first = await runOnPeer({
      project,
      geminiBaseUrl: baseUrl,
      script: (peer) =>
        peer.on('messages.GetDialogs', () => dialogsPage([dialog(peerUser('7'), 1)], [ALICE])),
    });
    await first.advance(5_000);
    expect(await first.stop()).toBe(0);

    // Second run: a new GramJS client knows nobody, and Alice is not among the dialogs it sees.
    const second = await runOnPeer({
      project,
      geminiBaseUrl: baseUrl,
      script: (peer) => peer.on('messages.GetDialogs', emptyDialogs),
    });
    const chats = peerChats(second.peer, { users: [ALICE] });
    await second.advance(5_000);
    const before = second.peer.counts();
    chats.dm('7', 2, 'still there?', 2);
    for (let i = 0; i < 60 && chats.sends.length === 0; i++) await second.advance(1_000);
    const after = second.peer.counts();
    expect(await second.stop()).toBe(0);

    expect(chats.sends.map((s) => [s.chat, s.text])).toEqual([['7', 'Hello!']]);
    expect(chats.sends[0]?.peer).toEqual(
      new Api.InputPeerUser({ userId: big('7'), accessHash: ALICE.accessHash ?? big('0') }),
    );
    // Nothing was looked up to address her: no users, no difference, no dialogs.
    for (const method of ['users.GetUsers', 'updates.GetDifference', 'messages.GetDialogs'])
      expect(after[method] ?? 0, method).toBe(before[method] ?? 0);
  });
});

describe('catching up after downtime, on the real client', () => {
  it('answers what arrived while away through GetDifference and leaves what is older than 24 h unread', async () => {
    const { server, baseUrl } = await gemini();
    const old = message({
      id: 5,
      peerId: peerUser('7'),
      fromId: peerUser('7'),
      message: 'are you up?',
      date: DATE - 2 * DAY,
    });
    const fresh = message({
      id: 6,
      peerId: peerUser('9001'),
      fromId: peerUser('9001'),
      message: 'hello from a stranger',
      date: DATE - 600,
    });
    const live = await runOnPeer({
      telegram: SETTINGS,
      geminiBaseUrl: baseUrl,
      prepare: async (store) => {
        const memory = new TelegramMemoryStore(store.db, () => 0);
        await memory.saveUpdateState('42', { pts: 10, qts: 0, date: DATE - 2 * DAY, seq: 1 });
      },
      script: (peer) => {
        // Both chats are still unread in the dialogs, as Telegram shows them after the downtime.
        peer.on('messages.GetDialogs', () =>
          dialogsPage(
            [dialog(peerUser('9001'), 6, { unreadCount: 1 }), dialog(peerUser('7'), 5, { unreadCount: 1 })],
            [STRANGER, ALICE],
          ),
        );
        peer.on(
          'updates.GetDifference',
          () =>
            new Api.updates.Difference({
              newMessages: [old, fresh],
              newEncryptedMessages: [],
              otherUpdates: [],
              chats: [],
              users: [ALICE, STRANGER],
              state: new Api.updates.State({ pts: 12, qts: 0, date: DATE - 600, seq: 1, unreadCount: 2 }),
            }),
        );
      },
    });
    const chats = peerChats(live.peer, { users: [ALICE, STRANGER] });
    chats.messages.push(old, fresh);
    for (let i = 0; i < 60 && chats.sends.length === 0; i++) await live.advance(1_000);
    await live.advance(10_000);
    expect(await live.stop()).toBe(0);

    expect(chats.sends.map((s) => s.chat)).toEqual(['9001']);
    expect(server.requests).toHaveLength(1);
    const read = live.peer.sent(Api.messages.ReadHistory).map((r) => inputPeerId(r.peer));
    expect(read).not.toContain('7');
    expect(live.peer.sent(Api.updates.GetDifference)[0]).toMatchObject({ pts: 10, date: DATE - 2 * DAY });
  });
});

describe('catching up after updates were lost, on the real client', () => {
  it.each([
    ['a dropped connection', (live: Awaited<ReturnType<typeof runOnPeer>>) => live.peer.drop()],
    [
      "Telegram's UpdatesTooLong",
      (live: Awaited<ReturnType<typeof runOnPeer>>) => live.peer.push(new Api.UpdatesTooLong()),
    ],
  ])('after %s, what was missed is fetched with GetDifference and answered', async (_label, lose) => {
    const { server, baseUrl } = await gemini();
    const live = await runOnPeer({
      telegram: SETTINGS,
      geminiBaseUrl: baseUrl,
      script: (peer) => peer.on('messages.GetDialogs', emptyDialogs),
    });
    const chats = peerChats(live.peer, { users: [STRANGER] });
    const missed = message({
      id: 3,
      peerId: peerUser('9001'),
      fromId: peerUser('9001'),
      message: 'you there?',
    });
    live.peer.on(
      'updates.GetDifference',
      () =>
        new Api.updates.Difference({
          newMessages: [missed],
          newEncryptedMessages: [],
          otherUpdates: [],
          chats: [],
          users: [STRANGER],
          state: new Api.updates.State({ pts: 2, qts: 0, date: DATE, seq: 0, unreadCount: 1 }),
        }),
    );
    await live.advance(5_000);
    expect(live.peer.count('updates.GetDifference')).toBe(0);
    // The message is written while the update cannot reach us: Telegram never pushes it.
    chats.messages.push(missed);
    lose(live);
    for (let i = 0; i < 90 && chats.sends.length === 0; i++) await live.advance(1_000);
    expect(await live.stop()).toBe(0);

    expect(live.peer.count('updates.GetDifference')).toBeGreaterThan(0);
    expect(chats.sends.map((s) => [s.chat, s.text])).toEqual([['9001', 'Hello!']]);
    expect(server.requests).toHaveLength(1);
  });
});

import { Api, errors } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { openStore } from '../../src/store/open.js';
import { TelegramSessions } from '../../src/store/sessions.js';
import { TelegramMemoryStore } from '../../src/store/telegram-memory.js';
import { big } from '../../src/telegram/gramjs/peers.js';
import { ManualClock, settle } from '../manual-clock.js';
import { FakeGramClient } from '../telegram/gramjs/fake-client.js';
import { DATE, message, peerUser, user } from '../telegram/gramjs/objects.js';
import { SESSION } from './fakes.js';
import { liveProject, runUntilStopped } from './project.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const STRANGER = new Api.User({ id: big('9001'), accessHash: big('4242'), firstName: 'Stranger' });
const ALICE = user('7', 'Alice');
const DAY = 86_400;

async function project(before?: (memory: TelegramMemoryStore) => Promise<void>) {
  const p = liveProject('scan_interval_seconds: 0\n  shutdown_grace_seconds: 5');
  cleanups.push(p.cleanup);
  const store = await openStore(p.database);
  await new TelegramSessions(store.db, () => 0).put('Heidi', SESSION, { id: '42', name: 'Heidi' });
  await before?.(new TelegramMemoryStore(store.db, () => 0));
  await store.close();
  const server = new ScriptedGeminiServer(() => textResponse('# «send»\nHello!'));
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  return { config: p.config, database: p.database, server, baseUrl };
}

/** A Telegram with no unread dialogs, and the state of an account that was here before. */
function telegram() {
  const client = new FakeGramClient();
  client.on(
    'messages.GetDialogs',
    () => new Api.messages.Dialogs({ dialogs: [], messages: [], users: [], chats: [] }),
  );
  client.on('messages.GetStickerSet', () => {
    throw new Error('STICKERSET_INVALID');
  });
  client.on(
    'updates.GetState',
    () => new Api.updates.State({ pts: 10, qts: 0, date: DATE, seq: 1, unreadCount: 0 }),
  );
  client.on('messages.GetHistory', (request) => {
    const peer = (request as Api.messages.GetHistory).peer;
    const from = peer instanceof Api.InputPeerUser ? peer.userId.toString() : '0';
    return new Api.messages.Messages({
      messages: [message({ id: 1, peerId: peerUser(from), message: 'hi!' })],
      users: [STRANGER, ALICE],
      chats: [],
    });
  });
  return client;
}

async function until(clock: ManualClock, done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) {
    await clock.advance(500);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('run: seeing everything', () => {
  it("answers a stranger's first message (resolved before its turn)", async () => {
    const p = await project();
    const client = telegram();
    client.on(
      'updates.GetDifference',
      () =>
        new Api.updates.Difference({
          newMessages: [message({ id: 1, peerId: peerUser('9001'), message: 'hi!' })],
          newEncryptedMessages: [],
          otherUpdates: [],
          chats: [],
          users: [STRANGER],
          state: new Api.updates.State({ pts: 11, qts: 0, date: DATE, seq: 1, unreadCount: 0 }),
        }),
    );
    const clock = new ManualClock(DATE * 1000);
    const { running, stop } = runUntilStopped({
      configFile: p.config,
      createClient: () => client,
      geminiBaseUrl: p.baseUrl,
      clock,
    });
    const sends = () => client.sent(Api.messages.SendMessage);
    await until(clock, () => client.sent(Api.updates.GetState).length > 0);
    client.emit(
      new Api.UpdateShortMessage({
        id: 1,
        userId: STRANGER.id,
        message: 'hi!',
        pts: 11,
        ptsCount: 1,
        date: DATE,
      }),
    );
    await until(clock, () => sends().length > 0);
    expect(sends().map((s) => s.peer)).toEqual([
      new Api.InputPeerUser({ userId: STRANGER.id, accessHash: big('4242') }),
    ]);
    stop('test');
    await settle();
    await clock.advance(0);
    expect(await running).toBe(0);
  });

  it('after a restart answers what arrived meanwhile, but not what is older than a day', async () => {
    const p = await project(async (memory) => {
      await memory.saveUpdateState('42', { pts: 10, qts: 0, date: DATE - 2 * DAY, seq: 1 });
      await memory.savePeers('42', [{ id: '7', kind: 'user', accessHash: '97', name: 'Alice' }]);
    });
    const client = telegram();
    client.on(
      'updates.GetDifference',
      () =>
        new Api.updates.Difference({
          newMessages: [
            message({ id: 5, peerId: peerUser('7'), message: 'are you up?', date: DATE - 2 * DAY }),
            message({ id: 6, peerId: peerUser('9001'), message: 'hello from a stranger', date: DATE - 600 }),
          ],
          newEncryptedMessages: [],
          otherUpdates: [],
          chats: [],
          users: [ALICE, STRANGER],
          state: new Api.updates.State({ pts: 12, qts: 0, date: DATE - 600, seq: 1, unreadCount: 0 }),
        }),
    );
    client.on(
      'messages.GetHistory',
      () =>
        new Api.messages.Messages({
          messages: [
            message({ id: 6, peerId: peerUser('9001'), message: 'hello from a stranger', date: DATE - 600 }),
          ],
          users: [STRANGER],
          chats: [],
        }),
    );
    const clock = new ManualClock(DATE * 1000);
    const { running, stop } = runUntilStopped({
      configFile: p.config,
      createClient: () => client,
      geminiBaseUrl: p.baseUrl,
      clock,
    });
    const sends = () => client.sent(Api.messages.SendMessage);
    await until(clock, () => sends().length > 0);
    await clock.advance(5_000);
    expect(sends().map((s) => (s.peer as Api.InputPeerUser).userId.toString())).toEqual(['9001']);
    // The old message gets no turn and is left unread.
    const read = client
      .sent(Api.messages.ReadHistory)
      .map((r) => (r.peer as Api.InputPeerUser).userId.toString());
    expect(read).not.toContain('7');
    expect(p.server.requests).toHaveLength(1);
    stop('test');
    await settle();
    await clock.advance(0);
    expect(await running).toBe(0);
    const store = await openStore(p.database);
    cleanups.push(() => store.close());
    expect((await new TelegramMemoryStore(store.db, () => 0).loadUpdateState('42'))?.pts).toBe(12);
  });

  it('pauses sends to strangers once Telegram limits the account, logging it once, while contacts still get answers', async () => {
    const p = await project();
    const bob = new Api.User({ id: big('8'), accessHash: big('98'), firstName: 'Bob', contact: true });
    const client = telegram().know(ALICE, bob);
    client.on('messages.GetHistory', (request) => {
      const peer = (request as Api.messages.GetHistory).peer;
      const from = peer instanceof Api.InputPeerUser ? peer.userId.toString() : '0';
      const texts = from === '7' ? ['hi', 'hello??'] : ['hey'];
      return new Api.messages.Messages({
        messages: texts
          .map((text, i) => message({ id: i + 1, peerId: peerUser(from), message: text }))
          .reverse(),
        users: [ALICE, bob],
        chats: [],
      });
    });
    const peerFlood = new errors.RPCError('PEER_FLOOD', new Api.messages.SendMessage({ message: 'x' }), 400);
    client.failNext('messages.SendMessage', peerFlood);
    const logs: string[] = [];
    const clock = new ManualClock(DATE * 1000);
    const { running, stop } = runUntilStopped({
      configFile: p.config,
      createClient: () => client,
      geminiBaseUrl: p.baseUrl,
      clock,
      write: (line) => logs.push(line),
    });
    const sends = () =>
      client.sent(Api.messages.SendMessage).map((s) => (s.peer as Api.InputPeerUser).userId.toString());
    const write = (from: string, id: number, text: string) =>
      client.emit(
        new Api.UpdateShortMessage({
          id,
          userId: big(from),
          message: text,
          pts: 100 + id,
          ptsCount: 1,
          date: DATE,
        }),
      );
    await until(clock, () => client.sent(Api.updates.GetState).length > 0);
    write('7', 1, 'hi');
    await until(clock, () => sends().length > 0);
    write('7', 2, 'hello??');
    write('8', 1, 'hey');
    await until(clock, () => sends().length > 1);
    await clock.advance(30_000);
    // Alice's first reply was refused; nothing more went to her; Bob, a contact, was answered.
    expect(sends()).toEqual(['7', '8']);
    const paused = logs.filter((l) => l.includes('sending paused'));
    expect(paused).toHaveLength(1);
    expect(paused[0]).toMatch(/PEER_FLOOD/);
    expect(logs.filter((l) => l.includes('task failed'))).toEqual([]);
    // The held message outlives the stop's grace period: it stays stored for the next start.
    let code: number | undefined;
    void running.then((c) => {
      code = c;
    });
    stop('test');
    await until(clock, () => code !== undefined);
    expect(code).toBe(0);
  });
});

import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { TelegramMemoryStore } from '../../../src/store/telegram-memory.js';
import { VirtualClock } from '../../../src/support/clock.js';
import { memoryLogger } from '../../../src/support/log.js';
import { GramjsTelegram } from '../../../src/telegram/gramjs/adapter.js';
import { big } from '../../../src/telegram/gramjs/peers.js';
import type { UpdateState } from '../../../src/telegram/port.js';
import type { InboundMessage } from '../../../src/telegram/types.js';
import { tempStore } from '../../helpers.js';
import { FakeGramClient } from './fake-client.js';
import { DATE, dialog, dialogsPage, ME_ID, message, peerUser, user } from './objects.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const DAY_MS = 24 * 60 * 60_000;
const STRANGER = new Api.User({ id: big('9001'), accessHash: big('4242'), firstName: 'Stranger' });
const ALICE = user('7', 'Alice');

/** The adapter as `run` builds it, listening to the client, with its memory in a state database. */
async function rig(client = new FakeGramClient()) {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  const memory = new TelegramMemoryStore(t.store.db, () => DATE * 1000);
  const clock = new VirtualClock(DATE * 1000);
  const log = memoryLogger();
  const adapter = new GramjsTelegram({
    client: () => client,
    clock,
    log,
    flood: { maxWaitMs: 60_000, retries: 3 },
    downloadMaxBytes: 5_000,
    scanPaceMs: 0,
    memory,
  });
  adapter.attach(client);
  const got: InboundMessage[] = [];
  adapter.onMessage((m) => {
    got.push(m);
  });
  return { client, adapter, memory, clock, log, got };
}

const state = (pts: number, date = DATE) =>
  new Api.updates.State({ pts, qts: 0, date, seq: 1, unreadCount: 0 });

/** A first message from someone the account never met, as Telegram sends it to a user session. */
const strangerWrites = (pts: number) =>
  new Api.UpdateShortMessage({
    id: 1,
    userId: STRANGER.id,
    message: 'hi! saw your post',
    pts,
    ptsCount: 1,
    date: DATE,
  });

describe('a message from a stranger', () => {
  it('is resolved through the newest dialogs when no update state is known yet', async () => {
    const { client, adapter, got } = await rig();
    client.on('messages.GetDialogs', () => dialogsPage([dialog(peerUser('9001'), 1)], [STRANGER]));
    client.emit(strangerWrites(11));
    await adapter.idle();
    expect(got.map((m) => m.senderName)).toEqual(['Stranger']);
    await adapter.history('9001', 5).catch(() => {});
    expect(client.sent(Api.messages.GetHistory)[0]?.peer).toEqual(
      new Api.InputPeerUser({ userId: STRANGER.id, accessHash: big('4242') }),
    );
  });
});

describe('catching up after downtime', () => {
  /** The account ran before: its state at pts 20 is stored. */
  async function returning() {
    const r = await rig();
    await r.memory.saveUpdateState(ME_ID, { pts: 20, qts: 3, date: DATE - 600, seq: 1 });
    return r;
  }

  it('hands on what arrived meanwhile, page by page, but nothing older than the maximum age nor read elsewhere', async () => {
    const { client, adapter, memory, clock, got } = await returning();
    clock.advance(2 * 60 * 60_000);
    const now = Math.floor(clock.now() / 1000);
    const asked: UpdateState[] = [];
    client.on('updates.GetDifference', (request) => {
      const r = request as Api.updates.GetDifference;
      asked.push({ pts: r.pts, qts: r.qts, date: r.date, seq: 0 });
      if (asked.length === 1)
        return new Api.updates.DifferenceSlice({
          newMessages: [
            message({ id: 30, peerId: peerUser('7'), message: 'from two days ago', date: now - 2 * 86_400 }),
            message({ id: 31, peerId: peerUser('7'), message: 'read on the phone', date: now - 3_000 }),
          ],
          newEncryptedMessages: [],
          otherUpdates: [],
          chats: [],
          users: [ALICE],
          intermediateState: state(25, now - 3_000),
        });
      return new Api.updates.Difference({
        newMessages: [
          message({ id: 32, peerId: peerUser('7'), message: 'are you there?', date: now - 600 }),
          message({ id: 33, peerId: peerUser('7'), message: 'my own', out: true, date: now - 500 }),
        ],
        newEncryptedMessages: [],
        otherUpdates: [
          new Api.UpdateReadHistoryInbox({
            peer: peerUser('7'),
            maxId: 31,
            stillUnreadCount: 1,
            pts: 29,
            ptsCount: 1,
          }),
        ],
        chats: [],
        users: [ALICE],
        state: state(30, now - 500),
      });
    });
    const report = await adapter.catchUp(DAY_MS);
    expect(report).toEqual({ first: false, delivered: 1, tooOld: 1, readElsewhere: 1, tooLong: false });
    expect(got.map((m) => m.text)).toEqual(['are you there?']);
    expect(asked.map((a) => [a.pts, a.qts, a.date])).toEqual([
      [20, 3, DATE - 600],
      [25, 0, now - 3_000],
    ]);
    // Left unread: catching up reads nothing on the owner's behalf.
    expect(client.sent(Api.messages.ReadHistory)).toEqual([]);
    expect((await memory.loadUpdateState(ME_ID))?.pts).toBe(30);
  });

  it('on the first run only fetches and stores the state: nothing is replayed', async () => {
    const { client, adapter, memory, got } = await rig();
    client.on('updates.GetState', () => state(77));
    expect(await adapter.catchUp(DAY_MS)).toEqual({
      first: true,
      delivered: 0,
      tooOld: 0,
      readElsewhere: 0,
      tooLong: false,
    });
    expect(client.sent(Api.updates.GetDifference)).toEqual([]);
    expect(got).toEqual([]);
    expect((await memory.loadUpdateState(ME_ID))?.pts).toBe(77);
  });

  it('leaves a difference too long to the dialog scan, moving on from where Telegram says', async () => {
    const { client, adapter, memory } = await returning();
    client.on('updates.GetDifference', () => new Api.updates.DifferenceTooLong({ pts: 5000 }));
    expect((await adapter.catchUp(DAY_MS)).tooLong).toBe(true);
    expect((await memory.loadUpdateState(ME_ID))?.pts).toBe(5000);
  });

  it('follows the state over an unbroken run of updates and its own sends, and stops at a gap', async () => {
    const { client, adapter, memory } = await returning();
    client.on('updates.GetDifference', () => new Api.updates.DifferenceEmpty({ date: DATE, seq: 1 }));
    await adapter.catchUp(DAY_MS);
    client.know(ALICE);
    client.emit(
      new Api.UpdateShortMessage({
        id: 40,
        userId: ALICE.id,
        message: 'a',
        pts: 21,
        ptsCount: 1,
        date: DATE,
      }),
    );
    await adapter.idle();
    client.on(
      'messages.SendMessage',
      () => new Api.UpdateShortSentMessage({ id: 41, pts: 22, ptsCount: 1, date: DATE }),
    );
    await adapter.sendText('7', 'b');
    client.on('messages.ReadHistory', () => new Api.messages.AffectedMessages({ pts: 23, ptsCount: 1 }));
    await adapter.markRead('7', 41);
    await adapter.idle();
    expect((await memory.loadUpdateState(ME_ID))?.pts).toBe(23);
    // pts 24 was lost: the state stays at 23, so the next catch-up fetches it again.
    client.emit(
      new Api.UpdateShortMessage({
        id: 43,
        userId: ALICE.id,
        message: 'c',
        pts: 25,
        ptsCount: 1,
        date: DATE,
      }),
    );
    await adapter.idle();
    expect((await memory.loadUpdateState(ME_ID))?.pts).toBe(23);
  });
});

import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { big, peerId } from '../../src/telegram/gramjs/peers.js';
import {
  channel,
  DATE,
  dialog,
  dialogsPage,
  peerChannel,
  peerUser,
  user,
} from '../telegram/gramjs/objects.js';
import type { MtprotoPeer } from '../telegram/gramjs/peer/peer.js';
import { NO_ANSWER, rpcError } from '../telegram/gramjs/peer/tl.js';
import { inputPeerId, peerChats } from './peer-chats.js';
import { runOnPeer } from './peer-run.js';

/**
 * Delivery on the real GramJS client over the scripted peer: Telegram's waits kept per chat,
 * typing that never holds a message back, and the account-wide spam limit.
 */

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const ALICE = user('7', 'Alice');
const BOB = new Api.User({ id: big('8'), accessHash: big('98'), firstName: 'Bob', contact: true });
const GROUP = channel('5', 'Book club');
const SETTINGS = 'scan_interval_seconds: 0\n  shutdown_grace_seconds: 5';

async function gemini() {
  const server = new ScriptedGeminiServer(() => textResponse('# «send»\nHello!'));
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  return baseUrl;
}

/** An account whose dialogs show Alice, Bob and the book club, all read. */
async function account(script?: (peer: MtprotoPeer) => void) {
  const live = await runOnPeer({
    telegram: SETTINGS,
    geminiBaseUrl: await gemini(),
    script: (peer) => {
      peer.on('messages.GetDialogs', () =>
        dialogsPage(
          [dialog(peerUser('7'), 1), dialog(peerUser('8'), 1), dialog(peerChannel('5'), 1)],
          [ALICE, BOB],
          [GROUP],
        ),
      );
    },
  });
  const chats = peerChats(live.peer, { users: [ALICE, BOB], chats: [GROUP] });
  // After the chats' own script, which it may override.
  script?.(live.peer);
  await live.advance(5_000);
  return { live, chats };
}

async function until(live: Awaited<ReturnType<typeof runOnPeer>>, done: () => boolean, maxS = 120) {
  for (let i = 0; i < maxS && !done(); i++) await live.advance(1_000);
}

describe('flood and slow-mode waits, on the real client', () => {
  it("one group's slow mode does not hold back a reply in a direct chat", async () => {
    const { live, chats } = await account();
    chats.refuse('-1005', rpcError(420, 'SLOWMODE_WAIT_600'));
    chats.inGroup(GROUP, ALICE, 10, 'who read the book?');
    await until(live, () => chats.attempts('-1005') > 0);
    expect(chats.attempts('-1005')).toBe(1);
    const refusedAt = Date.now();
    chats.dm('7', 11, 'hi Heidi', 2);
    await until(live, () => chats.sends.some((s) => s.chat === '7'));
    const dmSent = chats.sends.find((s) => s.chat === '7');
    expect(await live.stop()).toBe(0);

    expect(dmSent?.text).toBe('Hello!');
    // Well inside the group's 10 minutes: the direct chat was never under its wait.
    expect((dmSent?.at ?? Number.POSITIVE_INFINITY) - refusedAt).toBeLessThan(60_000);
    expect(chats.sends.filter((s) => s.chat === '-1005')).toEqual([]);
  });
});

describe('flood waits on reads, on the real client', () => {
  it("a flood wait a scan's read met in one chat does not hold back a turn's reads in another", async () => {
    const { live, chats } = await account((peer) => {
      peer.on('messages.GetDialogs', () =>
        dialogsPage(
          [dialog(peerChannel('5'), 10, { unreadCount: 1, readInboxMaxId: 9 }), dialog(peerUser('7'), 1)],
          [ALICE],
          [GROUP],
        ),
      );
      peer.on<Api.messages.GetHistory>('messages.GetHistory', (req) =>
        inputPeerId(req.peer) === '-1005'
          ? rpcError(420, 'FLOOD_WAIT_600')
          : new Api.messages.Messages({
              messages: chats.messages.filter((m) => peerId(m.peerId) === inputPeerId(req.peer)).reverse(),
              users: [ALICE],
              chats: [GROUP],
            }),
      );
    });
    const groupReads = () =>
      live.peer.sent(Api.messages.GetHistory).filter((r) => inputPeerId(r.peer) === '-1005').length;
    expect(groupReads()).toBe(1);
    const askedAt = Date.now();
    chats.dm('7', 11, 'hi Heidi', 2);
    await until(live, () => chats.sends.some((s) => s.chat === '7'));
    const dmSent = chats.sends.find((s) => s.chat === '7');
    expect(await live.stop()).toBe(0);

    expect(dmSent?.text).toBe('Hello!');
    // Inside the group's ten minutes: the direct chat's reads were never under the group's wait.
    expect((dmSent?.at ?? Number.POSITIVE_INFINITY) - askedAt).toBeLessThan(60_000);
  });
});

describe('a long text in parts, on the real client', () => {
  it('a retry after part 2 was refused sends part 2 only: part 1 is never sent twice', async () => {
    const part1 = `${'first part words '.repeat(180)}END1`;
    const part2 = `${'second part words '.repeat(110)}END2`;
    const server = new ScriptedGeminiServer(() => textResponse(`# «send»\n${part1}\n\n${part2}`));
    const baseUrl = await server.start();
    cleanups.push(() => server.stop());
    const live = await runOnPeer({
      telegram: SETTINGS,
      geminiBaseUrl: baseUrl,
      script: (peer) =>
        peer.on('messages.GetDialogs', () => dialogsPage([dialog(peerUser('7'), 1)], [ALICE])),
    });
    const chats = peerChats(live.peer, { users: [ALICE] });
    await live.advance(5_000);
    // Part 1 goes through; part 2 meets a wait above the ceiling, so the task is tried again later.
    let requests = 0;
    const accepted: string[] = [];
    live.peer.on<Api.messages.SendMessage>('messages.SendMessage', (req) => {
      requests++;
      if (requests === 2) return rpcError(420, 'FLOOD_WAIT_120');
      accepted.push(req.message);
      return new Api.UpdateShortSentMessage({ id: 5_000 + requests, pts: 1, ptsCount: 0, date: DATE });
    });
    chats.dm('7', 11, 'tell me everything', 2);
    await until(live, () => accepted.length >= 2, 6 * 60);
    expect(await live.stop()).toBe(0);

    expect(accepted.map((text) => text.slice(-4))).toEqual(['END1', 'END2']);
    expect(requests).toBe(3);
    expect(server.requests).toHaveLength(1);
  });
});

describe('typing, on the real client', () => {
  it('a typing request Telegram never answers does not hold the message back', async () => {
    const { live, chats } = await account((peer) => peer.on('messages.SetTyping', () => NO_ANSWER));
    const wroteAt = Date.now();
    chats.dm('7', 11, 'hi Heidi', 2);
    await until(live, () => chats.sends.length > 0);
    expect(await live.stop()).toBe(0);

    expect(live.peer.count('messages.SetTyping')).toBeGreaterThan(0);
    expect(chats.sends.map((s) => s.text)).toEqual(['Hello!']);
    // Debounce, the model and the typing time (under a second for "Hello!"), not a request's 60 s deadline.
    expect((chats.sends[0]?.at ?? Number.POSITIVE_INFINITY) - wroteAt).toBeLessThan(20_000);
  });
});

describe('the spam limit (PEER_FLOOD), on the real client', () => {
  it('pauses sends to people who are not contacts, logged once, while a contact still gets replies', async () => {
    const { live, chats } = await account();
    chats.refuse('7', rpcError(400, 'PEER_FLOOD'));
    chats.dm('7', 11, 'hi Heidi', 2);
    await until(live, () => chats.attempts('7') > 0);
    chats.dm('7', 12, 'hello??', 3);
    chats.dm('8', 13, 'hey', 4);
    await until(live, () => chats.sends.some((s) => s.chat === '8'));
    await live.advance(60_000);
    const logs = [...live.logs];
    expect(await live.stop()).toBe(0);

    // Alice's first reply was refused and nothing more was tried for her; Bob, a contact, was answered.
    expect(chats.attempts('7')).toBe(1);
    expect(chats.sends.map((s) => s.chat)).toEqual(['8']);
    const paused = logs.filter((l) => l.includes('sending paused'));
    expect(paused).toHaveLength(1);
    expect(paused[0]).toMatch(/PEER_FLOOD/);
    expect(logs.filter((l) => l.includes('task failed'))).toEqual([]);
  });
});

import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { channel, dialog, dialogsPage, peerUser, user } from '../telegram/gramjs/objects.js';
import { AccountUpdates } from '../telegram/gramjs/peer/pts.js';
import { peerChats } from './peer-chats.js';
import { runOnPeer } from './peer-run.js';

/**
 * A supergroup's own update sequence under `run`, on the real GramJS client over the scripted
 * peer: a message whose update never arrived is still answered, once, however Telegram lets the
 * account know it missed it.
 */

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const ALICE = user('7', 'Alice');
const BOB = user('8', 'Bob');
const GROUP = channel('5', 'Book club');

/** An account in the book club; its dialogs show the group as Telegram has it at each ask. */
async function bookClub() {
  const server = new ScriptedGeminiServer(() => textResponse('# «send»\nNoted!'));
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  let chats: ReturnType<typeof peerChats> | undefined;
  const live = await runOnPeer({
    telegram: 'scan_interval_seconds: 0\n  shutdown_grace_seconds: 5',
    geminiBaseUrl: baseUrl,
    script: (peer) => {
      new AccountUpdates(peer);
      peer.on('messages.GetDialogs', () =>
        dialogsPage(
          [dialog(peerUser('7'), 1), ...(chats ? [chats.channels.dialog(GROUP)] : [])],
          [ALICE, BOB],
          [GROUP],
        ),
      );
    },
  });
  cleanups.push(() => live.stop());
  chats = peerChats(live.peer, { users: [ALICE, BOB], chats: [GROUP] });
  await live.advance(5_000);
  /** The texts each model call was shown (its request, whole). */
  const windows = () => server.requests.map((r) => JSON.stringify(r.body));
  return { live, chats, server, windows };
}

/** How many times `text` appears in `haystack`. */
const times = (haystack: string, text: string) => haystack.split(text).length - 1;

describe('a supergroup message whose update was lost, under run', () => {
  it('is answered once the next message in the group shows the gap', async () => {
    const { live, chats, windows } = await bookClub();
    chats.inGroup(GROUP, ALICE, 11, 'anyone here?');
    await live.advance(30_000);
    const before = windows().length;
    chats.channels.lose(1);
    chats.inGroup(GROUP, BOB, 12, 'who has the Piranesi copy?');
    await live.advance(30_000);
    expect(windows()).toHaveLength(before);
    chats.inGroup(GROUP, ALICE, 13, 'hello?');
    await live.advance(30_000);
    await live.stop();

    const later = windows().slice(before);
    expect(later.length).toBeGreaterThan(0);
    const last = later.at(-1) ?? '';
    expect(last).toContain('who has the Piranesi copy?');
    // Each message is in the conversation once, however it came (the update, the difference).
    for (const text of ['anyone here?', 'who has the Piranesi copy?', 'hello?'])
      expect(times(last, text)).toBe(1);
    expect(live.peer.count('updates.GetChannelDifference')).toBe(1);
  });

  it("is answered when it was the group's first after start-up: the scan's dialog told where the group stood", async () => {
    const { live, chats, windows } = await bookClub();
    chats.channels.lose(1);
    chats.inGroup(GROUP, BOB, 11, 'who has the Piranesi copy?');
    await live.advance(30_000);
    expect(windows()).toHaveLength(0);
    chats.inGroup(GROUP, ALICE, 12, 'hello?');
    await live.advance(30_000);
    await live.stop();

    const last = windows().at(-1) ?? '';
    for (const text of ['who has the Piranesi copy?', 'hello?']) expect(times(last, text)).toBe(1);
    expect(live.peer.sent(Api.updates.GetChannelDifference).map((d) => d.pts)).toEqual([1]);
  });

  it('is answered once Telegram says the group has more than it pushed (updateChannelTooLong)', async () => {
    const { live, chats, windows } = await bookClub();
    chats.inGroup(GROUP, ALICE, 11, 'anyone here?');
    await live.advance(30_000);
    const before = windows().length;
    chats.channels.lose(1);
    chats.inGroup(GROUP, BOB, 12, 'who has the Piranesi copy?');
    chats.channels.tooLong(GROUP);
    await live.advance(30_000);
    await live.stop();

    const later = windows().slice(before);
    expect(later).toHaveLength(1);
    expect(times(later[0] ?? '', 'who has the Piranesi copy?')).toBe(1);
    expect(live.peer.count('updates.GetChannelDifference')).toBe(1);
  });

  it('when the gap is too long for a difference, the group is read again from its history, with no turn twice', async () => {
    const { live, chats, windows } = await bookClub();
    chats.inGroup(GROUP, ALICE, 11, 'anyone here?');
    await live.advance(30_000);
    const before = windows().length;
    const sendsBefore = chats.sends.length;
    chats.channels.tooLongAfter = 3;
    chats.channels.lose(5);
    const lost = ['one', 'two', 'three', 'four', 'five'].map((n) => `chapter ${n} was slow`);
    // A channel numbers its messages in one sequence: these come after the persona's reply (1001).
    for (const [i, text] of lost.entries()) chats.inGroup(GROUP, i % 2 ? ALICE : BOB, 1_100 + i, text);
    chats.channels.tooLong(GROUP);
    await live.advance(120_000);
    await live.stop();

    const later = windows().slice(before);
    const last = later.at(-1) ?? '';
    for (const text of lost) expect(times(last, text)).toBe(1);
    expect(times(last, 'anyone here?')).toBe(1);
    // One turn for the lost messages: what the update before the gap brought is not answered again.
    expect(later).toHaveLength(1);
    expect(chats.sends.length - sendsBefore).toBe(1);
    expect(live.peer.count('updates.GetChannelDifference')).toBe(1);
  });
});

import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import type { InboundMessage } from '../../../../src/telegram/types.js';
import { channel, DATE, message, peerChannel, peerUser, user } from '../objects.js';
import { accountRig, chatsWith, stopRig } from './account-rig.js';
import { ChannelUpdates } from './channel-pts.js';

/**
 * Each channel's own pts sequence modelled by the peer, under the real client and our adapter
 * wired as `run` wires it: a gap in one channel is filled with that channel's difference, and
 * what Telegram cannot tell that way is left to the scan (a gap).
 */

const ALICE = user('7', 'Alice');
const BOB = user('8', 'Bob');
const CLUB = channel('5', 'Book club');
const CHESS = channel('6', 'Chess');
const NEWS = channel('9', 'News', { broadcast: true });

let rig: ReturnType<typeof accountRig> | undefined;
afterEach(async () => {
  if (rig) await stopRig(rig);
  rig = undefined;
});

async function started() {
  rig = accountRig();
  const r = rig;
  chatsWith(r.peer, ALICE, BOB);
  const channels = new ChannelUpdates(r.peer, CLUB, CHESS, NEWS);
  const got: InboundMessage[] = [];
  r.telegram.onMessage((m) => {
    got.push(m);
  });
  const start = r.connection.start();
  await r.time.advance(100);
  await start;
  let id = 10;
  const write = (group: Api.Channel, from: Api.User) =>
    message({
      id: ++id,
      peerId: peerChannel(group.id.toString()),
      fromId: peerUser(from.id.toString()),
      date: DATE + id,
      message: `m${id}`,
    });
  const say = (group: Api.Channel, from: Api.User) => channels.incoming(group, write(group, from), from);
  const ids = (group: Api.Channel) =>
    got.filter((m) => m.chatId === `-100${group.id.toString()}`).map((m) => Number(m.id));
  return { r, channels, got, write, say, ids };
}

describe('channel pts on the real client', () => {
  it('a supergroup message lost on the way is fetched with its channel difference once the next one shows the gap, once', async () => {
    const { r, channels, say, ids } = await started();
    say(CLUB, ALICE);
    await r.time.advance(1_000);
    channels.lose(1);
    say(CLUB, ALICE);
    await r.time.advance(1_000);
    expect(ids(CLUB)).toEqual([11]);
    say(CLUB, BOB);
    await r.time.advance(2_000);
    // The message that showed the gap came first; the difference repeats it, intake drops that.
    expect([...new Set(ids(CLUB))].sort()).toEqual([11, 12, 13]);
    expect(ids(CLUB).filter((id) => id === 12)).toHaveLength(1);
    const asked = r.peer.sent(Api.updates.GetChannelDifference);
    expect(asked.map((d) => d.pts)).toEqual([2]);
    // Channels have their own numbering: the account's sequence saw no gap.
    expect(r.peer.count('updates.GetDifference')).toBe(0);
    expect(r.gaps).toEqual([]);
  });

  it("each channel keeps its own sequence: one channel's events are no gap in another's", async () => {
    const { r, say, ids } = await started();
    for (let i = 0; i < 3; i++) {
      say(CLUB, ALICE);
      say(CHESS, BOB);
      say(CLUB, BOB);
    }
    await r.time.advance(2_000);
    expect(ids(CLUB)).toHaveLength(6);
    expect(ids(CHESS)).toHaveLength(3);
    expect(r.peer.count('updates.GetChannelDifference')).toBe(0);
    expect(r.gaps).toEqual([]);
  });

  it('"too long" for a channel fetches its difference from the pts held, and what it missed comes', async () => {
    const { r, channels, say, ids } = await started();
    say(CLUB, ALICE);
    await r.time.advance(1_000);
    channels.lose(3);
    for (let i = 0; i < 3; i++) say(CLUB, BOB);
    channels.tooLong(CLUB);
    await r.time.advance(2_000);
    expect(ids(CLUB)).toEqual([11, 12, 13, 14]);
    expect(r.peer.sent(Api.updates.GetChannelDifference).map((d) => d.pts)).toEqual([2]);
    expect(r.gaps).toEqual([]);
  });

  it('a difference served a page at a time is read to its final page, in order', async () => {
    const { r, channels, say, ids } = await started();
    say(CLUB, ALICE);
    await r.time.advance(1_000);
    const lost = 130;
    channels.tooLongAfter = 1_000;
    channels.lose(lost);
    for (let i = 0; i < lost; i++) say(CLUB, i % 2 ? ALICE : BOB);
    channels.tooLong(CLUB);
    await r.time.advance(3_000);
    const expected = Array.from({ length: lost + 1 }, (_, i) => 11 + i);
    expect(ids(CLUB)).toEqual(expected);
    expect(r.peer.sent(Api.updates.GetChannelDifference).map((d) => d.pts)).toEqual([2, 102]);
  });

  it('asked from too far back, Telegram gives the channel state: the scan re-reads it (a gap), and the sequence goes on from there', async () => {
    const { r, channels, say, ids } = await started();
    say(CLUB, ALICE);
    await r.time.advance(1_000);
    channels.tooLongAfter = 5;
    channels.lose(8);
    for (let i = 0; i < 8; i++) say(CLUB, BOB);
    say(CLUB, ALICE);
    await r.time.advance(2_000);
    expect(r.gaps).toHaveLength(1);
    expect(ids(CLUB)).toEqual([11, 20]);
    say(CLUB, BOB);
    await r.time.advance(2_000);
    // Taken from the state Telegram gave: no further difference, no further gap.
    expect(ids(CLUB)).toEqual([11, 20, 21]);
    expect(r.peer.count('updates.GetChannelDifference')).toBe(1);
    expect(r.gaps).toHaveLength(1);
  });

  it("a broadcast channel's lost post costs no request: its posts are never answered", async () => {
    const { r, channels, say } = await started();
    say(NEWS, ALICE);
    await r.time.advance(1_000);
    channels.lose(1);
    say(NEWS, ALICE);
    say(NEWS, ALICE);
    channels.tooLong(NEWS);
    await r.time.advance(2_000);
    expect(r.peer.count('updates.GetChannelDifference')).toBe(0);
    expect(r.gaps).toEqual([]);
  });

  it('UpdatesCombined delivers each of its channel messages once, in order, with no gap', async () => {
    const { r, channels, write, say, ids } = await started();
    say(CLUB, ALICE);
    await r.time.advance(1_000);
    channels.incomingCombined(
      CLUB,
      [ALICE, BOB, ALICE, BOB].map((from) => ({ message: write(CLUB, from), from })),
    );
    await r.time.advance(2_000);
    expect(ids(CLUB)).toEqual([11, 12, 13, 14, 15]);
    expect(r.peer.count('updates.GetChannelDifference')).toBe(0);
    expect(r.gaps).toEqual([]);
  });
});

import type { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import type { InboundMessage } from '../../../../src/telegram/types.js';
import { DATE, message, peerUser, user } from '../objects.js';
import { accountRig, chatsWith, stopRig } from './account-rig.js';
import { AccountUpdates } from './pts.js';

/**
 * The account's pts sequence modelled by the peer, under the real client and our adapter wired
 * as `run` wires it: a gap starts a catch-up through GetDifference, which answers from what
 * really happened.
 */

const ALICE = user('7', 'Alice');
const BOB = user('8', 'Bob');
const DAY_MS = 24 * 3_600_000;

let rig: ReturnType<typeof accountRig> | undefined;
afterEach(async () => {
  if (rig) await stopRig(rig);
  rig = undefined;
});

async function started() {
  rig = accountRig();
  const r = rig;
  chatsWith(r.peer, ALICE, BOB);
  const updates = new AccountUpdates(r.peer);
  const got: InboundMessage[] = [];
  r.telegram.onMessage((m) => {
    got.push(m);
  });
  // As LivePersona does: every gap is followed by a catch-up.
  r.telegram.onGap(() => r.telegram.catchUp(DAY_MS));
  const start = r.connection.start();
  await r.time.advance(100);
  await start;
  const first = r.telegram.catchUp(DAY_MS);
  await r.time.advance(100);
  expect((await first).first).toBe(true);
  let id = 10;
  const write = (from: Api.User) =>
    message({
      id: ++id,
      peerId: peerUser(from.id.toString()),
      fromId: peerUser(from.id.toString()),
      date: DATE + id,
      message: `m${id}`,
    });
  return { r, updates, got, write, ids: () => got.map((m) => Number(m.id)).sort((a, b) => a - b) };
}

describe('pts on the real client', () => {
  it('a message lost on the way is fetched with GetDifference once the next one shows the gap, and the lost one comes once', async () => {
    const { r, updates, write, ids } = await started();
    updates.incoming(write(ALICE), ALICE);
    await r.time.advance(1_000);
    updates.lose(1).incoming(write(ALICE), ALICE);
    await r.time.advance(1_000);
    expect(ids()).toEqual([11]);
    updates.incoming(write(BOB), BOB);
    await r.time.advance(2_000);
    // The difference holds the message that showed the gap too; intake drops the repeat.
    expect([...new Set(ids())]).toEqual([11, 12, 13]);
    expect(ids().filter((id) => id === 12)).toHaveLength(1);
    expect(r.peer.count('updates.GetDifference')).toBe(1);
  });

  it('UpdatesCombined delivers each of its messages once, with no gap', async () => {
    const { r, updates, write, ids } = await started();
    updates.incomingCombined([
      { message: write(ALICE), from: ALICE },
      { message: write(BOB), from: BOB },
    ]);
    await r.time.advance(2_000);
    expect(ids()).toEqual([11, 12]);
    expect(r.gaps).toEqual([]);
  });

  it("the account's own sends and reads take pts too: what follows them is no gap", async () => {
    const { r, updates, write, ids } = await started();
    r.peer.on('messages.SendMessage', () => updates.sent(50));
    updates.incoming(write(ALICE), ALICE);
    await r.time.advance(1_000);
    const sending = r.telegram.sendText('7', 'hi');
    await r.time.advance(1_000);
    await sending;
    const reading = r.telegram.markRead('7', 11);
    await r.time.advance(1_000);
    await reading;
    updates.incoming(write(ALICE), ALICE);
    await r.time.advance(1_000);
    expect(ids()).toEqual([11, 12]);
    expect(r.gaps).toEqual([]);
    expect(r.peer.count('updates.GetDifference')).toBe(0);
  });
});

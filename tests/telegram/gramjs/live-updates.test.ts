import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeAlbums } from '../../../src/conversation/albums.js';
import { big } from '../../../src/telegram/gramjs/peers.js';
import type { InboundMessage } from '../../../src/telegram/types.js';
import { DATE, message, peerUser, photo, user } from './objects.js';
import { accountRig, stopRig } from './peer/account-rig.js';

/** Updates on the real client: albums as one message, and a new client's first updates. */

let rig: ReturnType<typeof accountRig> | undefined;
afterEach(async () => {
  if (rig) await stopRig(rig);
  rig = undefined;
});

const ALICE = user('7', 'Alice');

async function started() {
  rig = accountRig({ retryStart: true });
  const start = rig.connection.start();
  await rig.time.advance(100);
  await start;
  return rig;
}

/** Three photos Alice sends at once: one container, ids `first`…`first + 2`. */
const album = (first: number) =>
  new Api.Updates({
    updates: [0, 1, 2].map(
      (i) =>
        new Api.UpdateNewMessage({
          message: message({
            id: first + i,
            peerId: peerUser('7'),
            fromId: peerUser('7'),
            date: DATE + 10,
            message: i === 0 ? 'our trip!' : '',
            groupedId: big('777000111'),
            media: new Api.MessageMediaPhoto({ photo: photo(String(9000 + first + i)) }),
          }),
          pts: 2 + first + i,
          ptsCount: 1,
        }),
    ),
    users: [ALICE],
    chats: [],
    date: DATE + 10,
    seq: 0,
  });

const selfLookUps = (r: NonNullable<typeof rig>) =>
  r.peer.sent(Api.users.GetUsers).filter((q) => q.id.some((u) => u instanceof Api.InputUserSelf)).length;

describe('updates on the real client', () => {
  it('an album carries its group id from Telegram: its photos become one message', async () => {
    const r = await started();
    const got: InboundMessage[] = [];
    r.telegram.onMessage((m) => {
      got.push(m);
    });
    r.peer.push(album(20));
    await r.time.advance(2_000);
    expect(got.map((m) => m.groupedId)).toEqual(['777000111', '777000111', '777000111']);
    const merged = mergeAlbums(got);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.media).toHaveLength(3);
  });

  it("a new client's first updates come in order, with no look-up of the account", async () => {
    const r = await started();
    const got: number[] = [];
    r.telegram.onMessage((m) => {
      got.push(m.id);
    });
    r.peer.push(album(20));
    await r.time.advance(2_000);
    r.peer.network = 'refusing';
    r.peer.drop();
    await r.time.advance(5 * 60_000);
    r.peer.heal();
    for (let s = 0; s < 600 && r.ready.length < 2; s++) await r.time.advance(1_000);
    expect(r.ready).toEqual([false, true]);
    const before = selfLookUps(r);
    r.peer.push(album(40));
    await r.time.advance(3_000);
    expect(got).toEqual([20, 21, 22, 40, 41, 42]);
    expect(selfLookUps(r) - before).toBe(0);
  });
});

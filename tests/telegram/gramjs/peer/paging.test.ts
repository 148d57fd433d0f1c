import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { DATE, dialog, message, peerUser, user } from '../objects.js';
import { accountRig, chatsWith, stopRig } from './account-rig.js';
import { type DialogEntry, historyAnswer, pagedDialogs } from './paging.js';

/** History and dialogs served page by page, as Telegram serves them, read by our adapter on the real client. */

const ALICE = user('7', 'Alice');

let rig: ReturnType<typeof accountRig> | undefined;
afterEach(async () => {
  if (rig) await stopRig(rig);
  rig = undefined;
});

async function started(script: (r: ReturnType<typeof accountRig>) => void) {
  rig = accountRig();
  const r = rig;
  script(r);
  const start = r.connection.start();
  await r.time.advance(100);
  await start;
  return r;
}

/** A direct chat with Alice of `n` messages, ids 1..n, newest first. */
function chatOf(n: number): Api.Message[] {
  return Array.from({ length: n }, (_, i) =>
    message({ id: n - i, peerId: peerUser('7'), message: `m${n - i}`, date: DATE + n - i }),
  );
}

describe('GetHistory paging on the real client', () => {
  it.each([
    [300, 250, [100, 100, 50]],
    [30, 50, [50]],
    [200, 200, [100, 100]],
  ])(
    'a chat of %i messages read for the newest %i: pages of %j, in order, none twice',
    async (n, limit, pages) => {
      const chat = chatOf(n);
      const r = await started((rig) => {
        chatsWith(rig.peer, ALICE);
        rig.peer.on<Api.messages.GetHistory>('messages.GetHistory', (req) =>
          historyAnswer(chat, req, { users: [ALICE], chats: [] }),
        );
      });
      const reading = r.telegram.history('7', limit);
      await r.time.advance(5_000);
      const ids = (await reading).map((m) => Number(m.id));
      const expected = chat.slice(0, Math.min(limit, n)).map((m) => m.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(expected);
      expect(new Set(ids).size).toBe(ids.length);
      expect(r.peer.sent(Api.messages.GetHistory).map((q) => q.limit)).toEqual(pages);
    },
  );
});

describe('DialogsSlice on the real client', () => {
  it('250 unread chats read for the newest 200: two slices of 100, newest first, none twice', async () => {
    const people = Array.from({ length: 250 }, (_, i) => user(`${1000 + i}`, `P${i}`));
    const entries: DialogEntry[] = people.map((p, i) => ({
      dialog: dialog(peerUser(p.id.toString()), 5, { unreadCount: 1, readInboxMaxId: 4 }),
      top: message({ id: 5, peerId: peerUser(p.id.toString()), message: 'hi', date: DATE + i }),
    }));
    const r = await started((rig) => pagedDialogs(rig.peer, entries, { users: people }));
    const reading = r.telegram.unreadDialogs(200);
    await r.time.advance(10_000);
    const chats = (await reading).map((d) => d.chatId);
    const newestFirst = [...people].reverse().map((p) => p.id.toString());
    expect(chats).toEqual(newestFirst.slice(0, 200));
    expect(r.peer.count('messages.GetDialogs')).toBe(2);
  });

  it('a list that fits one page comes whole (messages.Dialogs), read with one request', async () => {
    const people = Array.from({ length: 3 }, (_, i) => user(`${1000 + i}`, `P${i}`));
    const entries: DialogEntry[] = people.map((p, i) => ({
      dialog: dialog(peerUser(p.id.toString()), 5, { unreadCount: 1, readInboxMaxId: 4 }),
      top: message({ id: 5, peerId: peerUser(p.id.toString()), message: 'hi', date: DATE + i }),
    }));
    const r = await started((rig) => pagedDialogs(rig.peer, entries, { users: people }));
    const reading = r.telegram.unreadDialogs(200);
    await r.time.advance(2_000);
    expect(await reading).toHaveLength(3);
    expect(r.peer.count('messages.GetDialogs')).toBe(1);
  });
});

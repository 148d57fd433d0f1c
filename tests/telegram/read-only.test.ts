import fc from 'fast-check';
import { Api } from 'telegram';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import { GramjsTelegram } from '../../src/telegram/gramjs/adapter.js';
import type { DialogPort, TelegramPort } from '../../src/telegram/port.js';
import { type HeldBack, ReadOnlyAccount, ReadOnlyTelegram } from '../../src/telegram/read-only.js';
import { TelegramSimulator } from '../../src/telegram/simulator.js';
import { seedFrom } from '../property.js';
import { FakeGramClient } from './gramjs/fake-client.js';
import { DATE, document, message, stickerAttr, stickerSet, user } from './gramjs/objects.js';

const ALICE = user('7', 'Alice');

function adapterOn(client: FakeGramClient) {
  return new GramjsTelegram({
    client: () => client,
    clock: new VirtualClock(DATE * 1000),
    log: memoryLogger(),
    flood: { maxWaitMs: 60_000, retries: 3 },
    downloadMaxBytes: 5_000,
    scanPaceMs: 0,
  });
}

function setup() {
  const client = new FakeGramClient().know(ALICE);
  return { client, readOnly: new ReadOnlyTelegram(adapterOn(client), memoryLogger()) };
}

describe('ReadOnlyTelegram', () => {
  it('holds back every write: nothing reaches Telegram, each one is recorded', async () => {
    const { client, readOnly } = setup();
    expect(await readOnly.sendText('7', 'hello', { replyTo: 1 })).toEqual({ id: 0 });
    expect(await readOnly.sendSticker('7', { set: 'HeidiDuck', name: '👋' })).toEqual({ sent: true, id: 0 });
    await readOnly.react('7', 1, '👍');
    await readOnly.typing('7');
    await readOnly.markRead('7', 1);
    await readOnly.block('7');
    await readOnly.unblock('7');
    await readOnly.clearHistory('7');
    expect(client.requests).toEqual([]);
    expect(readOnly.heldBack.map((h) => h.action)).toEqual([
      'send',
      'sticker',
      'react',
      'typing',
      'read',
      'block',
      'unblock',
      'clear',
    ]);
    expect(readOnly.heldBack.every((h) => h.chatId === '7')).toBe(true);
  });

  it('forwards every read to the port behind it', async () => {
    const { client, readOnly } = setup();
    const short = new Api.InputStickerSetShortName({ shortName: 'HeidiDuck' });
    client.on(
      'messages.GetHistory',
      () =>
        new Api.messages.Messages({
          messages: [message({ id: 3, message: 'hi' })],
          users: [ALICE],
          chats: [],
        }),
    );
    client.on(
      'messages.GetMessages',
      () =>
        new Api.messages.Messages({
          messages: [message({ id: 3, message: 'hi' })],
          users: [ALICE],
          chats: [],
        }),
    );
    client.on('messages.GetStickerSet', () =>
      stickerSet('HeidiDuck', '900', [document('111', 'image/webp', [stickerAttr('👋', short)])]),
    );
    client.files.set('111', Buffer.from('webp'));
    expect(await readOnly.me()).toMatchObject({ id: '42', name: 'Heidi' });
    expect(await readOnly.chat('7')).toEqual({ id: '7', kind: 'direct', title: 'Alice' });
    expect((await readOnly.history('7', 10)).map((m) => m.text)).toEqual(['hi']);
    expect((await readOnly.message('7', 3))?.id).toBe(3);
    expect(await readOnly.downloadMedia('7', 3, 'none')).toBeNull();
    expect(await readOnly.stickerSet?.('HeidiDuck')).toMatchObject([{ id: '111', emoji: '👋' }]);
    expect(await readOnly.downloadStickerFile?.('HeidiDuck', '111')).toEqual(Buffer.from('webp'));
    expect(client.requests.map((r) => r.className)).toEqual([
      'messages.GetHistory',
      'messages.GetMessages',
      'messages.GetMessages',
      'messages.GetStickerSet',
    ]);
    expect(readOnly.heldBack).toEqual([]);
  });

  it('offers the optional sticker-set reads only when the port behind it does', () => {
    const { readOnly } = setup();
    // A port with only the required methods (none is called here).
    const minimal = new ReadOnlyTelegram({} as TelegramPort, memoryLogger());
    expect(minimal.stickerSet).toBeUndefined();
    expect(minimal.downloadStickerFile).toBeUndefined();
    expect(readOnly.stickerSet).toBeTypeOf('function');
  });
});

describe('ReadOnlyAccount (run --dry-run)', () => {
  it('reads what scans need, holds back what would change the unread state, and tells each write with what it carried', async () => {
    const client = new FakeGramClient().know(ALICE);
    client.on('contacts.GetBlocked', () => new Api.contacts.Blocked({ blocked: [], chats: [], users: [] }));
    const held: HeldBack[] = [];
    const account = new ReadOnlyAccount(adapterOn(client), memoryLogger(), { onHold: (h) => held.push(h) });
    expect(await account.blockedUsers()).toEqual([]);
    await account.clearMentions('7');
    await account.clearUnreadMark('7');
    await account.sendText('7', 'hello', { replyTo: 3 });
    await account.sendSticker('7', { set: 'HeidiDuck', name: 'wave' });
    await account.react('7', 3, '👍');
    await account.markRead('7', 3);
    expect(client.requests.map((r) => r.className)).toEqual(['contacts.GetBlocked']);
    expect(held).toEqual([
      { action: 'clear-mentions', chatId: '7' },
      { action: 'clear-unread', chatId: '7' },
      { action: 'send', chatId: '7', text: 'hello', replyTo: 3 },
      { action: 'sticker', chatId: '7', sticker: 'HeidiDuck/wave', replyTo: undefined },
      { action: 'react', chatId: '7', emoji: '👍', messageId: 3 },
      { action: 'read', chatId: '7', messageId: 3 },
    ]);
    // Told, not kept: a dry run lasts as long as it likes.
    expect(account.heldBack).toEqual([]);
  });
});

/** What the owner and the others do to one chat, and what the persona writes after a scan. */
const steps = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('message' as const), mentioned: fc.boolean() }),
    fc.constant({ kind: 'owner-marks' as const }),
    fc.constant({ kind: 'owner-reads' as const }),
    fc.record({
      kind: fc.constant('persona-scans' as const),
      read: fc.boolean(),
      clearMentions: fc.boolean(),
      clearMark: fc.boolean(),
    }),
  ),
  { maxLength: 25 },
);

function simulatedAccount() {
  const me = { id: '42', name: 'Heidi' };
  const sim = new TelegramSimulator({
    me,
    clock: new VirtualClock(DATE * 1000),
    users: [{ id: '7', name: 'Alice' }],
  });
  sim.addChat({ id: '-5', kind: 'group', title: 'Friends' });
  return sim;
}

/** The unread state a scan judges by, chat by chat. */
async function unreadState(port: DialogPort) {
  const dialogs = await port.unreadDialogs(10);
  return dialogs
    .map((d) => ({
      chatId: d.chatId,
      markedUnread: d.markedUnread,
      mentions: d.unreadMentions,
      read: d.readInboxMaxId,
    }))
    .filter((d) => d.markedUnread || d.mentions > 0);
}

describe('ReadOnlyAccount scans (run --dry-run)', () => {
  it('see the unread state the held-back writes would have left, and hold each write back once', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (script) => {
        // `real`: the persona's writes happen; `shadow`: they are held back by the read-only account.
        const real = simulatedAccount();
        const shadow = simulatedAccount();
        const held: HeldBack[] = [];
        const account = new ReadOnlyAccount(shadow, memoryLogger(), { onHold: (h) => held.push(h) });
        let id = 0;
        // A mark set again before any scan saw it gone looks, to a dry run, like the one it
        // already answered (Telegram tells that a chat is marked, not when): the owner marks a
        // chat only once a scan has seen it unmarked.
        let seenUnmarked = true;
        for (const step of script) {
          if (step.kind === 'message') {
            id++;
            for (const sim of [real, shadow]) sim.receive('-5', { id, from: '7', mentioned: step.mentioned });
          } else if (step.kind === 'owner-marks') {
            if (!seenUnmarked) continue;
            seenUnmarked = false;
            for (const sim of [real, shadow]) sim.markUnread('-5', { notify: false });
          } else if (step.kind === 'owner-reads')
            for (const sim of [real, shadow]) {
              await sim.markRead('-5', id);
              await sim.clearMentions('-5');
              await sim.clearUnreadMark('-5');
            }
          else {
            const seen = await unreadState(account);
            expect(seen).toEqual(await unreadState(real));
            seenUnmarked ||= !shadow.isMarkedUnread('-5');
            // The gate writes what a scan showed it: a mark to remove, mentions to mark read.
            const marked = seen.some((d) => d.markedUnread);
            const mentioned = seen.some((d) => d.mentions > 0);
            const before = held.length;
            for (let again = 0; again < 2; again++)
              for (const port of [real, account]) {
                if (step.read && id > 0) await port.markRead('-5', id);
                if (step.clearMentions && mentioned) await port.clearMentions('-5');
                if (step.clearMark && marked) await port.clearUnreadMark('-5');
              }
            // Written twice, each held-back write is told once.
            const told = held.slice(before).map((h) => h.action);
            expect(new Set(told).size).toBe(told.length);
          }
        }
        expect(await unreadState(account)).toEqual(await unreadState(real));
      }),
      { numRuns: 150, seed: seedFrom('READ_ONLY_SEED', 20261127) },
    );
  });
});

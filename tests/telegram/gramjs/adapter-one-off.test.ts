import { Api } from 'telegram';
import { describe, expect, it } from 'vitest';
import { adapterRig, rpcError } from './adapter-rig.js';
import { FakeGramClient } from './fake-client.js';
import {
  channel,
  dialog,
  dialogsPage,
  document,
  peerChannel,
  peerUser,
  stickerAttr,
  stickerSet,
  user,
} from './objects.js';

/** What `media describe` and `prompt <chat>` ask of the adapter beyond a turn's needs. */

const ALICE = user('7', 'Alice', { username: 'alice' });
const CLUB = channel('1234567890', 'Book club');
const NEWS = channel('555', 'Daily news', { broadcast: true });

const SHORT = new Api.InputStickerSetShortName({ shortName: 'HeidiDuck' });
const thumbs = [new Api.PhotoSize({ type: 'm', w: 128, h: 128, size: 900 })];
const duckSet = () =>
  stickerSet('HeidiDuck', '900', [
    document('111', 'image/webp', [stickerAttr('👋', SHORT)]),
    document('222', 'application/x-tgsticker', [stickerAttr('🎉', SHORT)], { thumbs }),
    document('333', 'video/webm', [stickerAttr('😂', SHORT)], { size: 9_000 }),
  ]);

describe('GramjsTelegram sticker sets', () => {
  it('lists a set’s stickers as media refs with kind, emoji and the set’s short name', async () => {
    const { client, adapter } = adapterRig();
    client.on('messages.GetStickerSet', duckSet);
    expect(await adapter.stickerSet('heididuck')).toEqual([
      { id: '111', kind: 'sticker', mime: 'image/webp', set: 'HeidiDuck', emoji: '👋' },
      { id: '222', kind: 'animated_sticker', mime: 'application/x-tgsticker', set: 'HeidiDuck', emoji: '🎉' },
      { id: '333', kind: 'video_sticker', mime: 'video/webm', set: 'HeidiDuck', emoji: '😂' },
    ]);
    // The set is loaded once, for listing and for sending alike.
    await adapter.sendSticker('7', { set: 'HeidiDuck', name: '👋' }).catch(() => {});
    expect(client.sent(Api.messages.GetStickerSet)).toHaveLength(1);
  });

  it('answers null for a set Telegram does not have, and fails with the reason otherwise', async () => {
    const { client, adapter } = adapterRig();
    client.failNext('messages.GetStickerSet', rpcError('STICKERSET_INVALID', 400));
    expect(await adapter.stickerSet('NoSuchSet')).toBeNull();
    client.failNext('messages.GetStickerSet', rpcError('CHANNEL_PRIVATE', 403));
    await expect(adapter.stickerSet('Other')).rejects.toThrow(
      'sticker set Other could not be loaded: 403: CHANNEL_PRIVATE',
    );
  });

  it('downloads a set sticker, its thumbnail on request, never a file above download_max_mb', async () => {
    const { client, adapter, log } = adapterRig();
    client.on('messages.GetStickerSet', duckSet);
    client.files.set('111', Buffer.from('webp bytes'));
    client.files.set('thumb:222', Buffer.from('thumb bytes'));
    client.files.set('333', Buffer.from('too big'));
    expect(await adapter.downloadStickerFile('HeidiDuck', '111')).toEqual(Buffer.from('webp bytes'));
    expect(await adapter.downloadStickerFile('HeidiDuck', '222', { thumb: true })).toEqual(
      Buffer.from('thumb bytes'),
    );
    expect(await adapter.downloadStickerFile('HeidiDuck', '111', { thumb: true })).toBeNull(); // no thumbnail
    expect(await adapter.downloadStickerFile('HeidiDuck', '333')).toBeNull();
    expect(await adapter.downloadStickerFile('HeidiDuck', '999')).toBeNull(); // not in the set
    expect(log.entries.map((e) => e.msg)).toContain('media not downloaded: larger than download_max_mb');
    // The document itself is handed to GramJS, with the thumbnail size when one was asked for.
    expect(
      client.downloads.map((d) => [
        ((d.media as Api.MessageMediaDocument).document as Api.Document).id.toString(),
        (d.thumb as Api.PhotoSize | undefined)?.type,
      ]),
    ).toEqual([
      ['111', undefined],
      ['222', 'm'],
    ]);
  });

  it('reloads the set once when a sticker’s file reference expired', async () => {
    const client = new FakeGramClient();
    client.on('messages.GetStickerSet', duckSet);
    client.files.set('111', Buffer.from('webp bytes'));
    let refused = false;
    const download = client.downloadMedia.bind(client);
    client.downloadMedia = async (media, params) => {
      if (!refused) {
        refused = true;
        throw rpcError('FILE_REFERENCE_EXPIRED', 400);
      }
      return download(media, params);
    };
    const { adapter } = adapterRig(client);
    expect(await adapter.downloadStickerFile('HeidiDuck', '111')).toEqual(Buffer.from('webp bytes'));
    expect(client.sent(Api.messages.GetStickerSet)).toHaveLength(2);
  });
});

describe('GramjsTelegram finding chats', () => {
  it('resolves an @username with ResolveUsername and learns the chat', async () => {
    const { client, adapter } = adapterRig();
    client.on(
      'contacts.ResolveUsername',
      () => new Api.contacts.ResolvedPeer({ peer: peerChannel('1234567890'), chats: [CLUB], users: [] }),
    );
    expect(await adapter.findChat('@book_club', 200)).toBe('-1001234567890');
    expect(client.sent(Api.contacts.ResolveUsername).map((r) => r.username)).toEqual(['book_club']);
    expect(await adapter.chat('-1001234567890')).toEqual({
      id: '-1001234567890',
      kind: 'group',
      title: 'Book club',
    });
    client.failNext('contacts.ResolveUsername', rpcError('USERNAME_NOT_OCCUPIED', 400));
    expect(await adapter.findChat('@nobody_here', 200)).toBeUndefined();
    expect(await adapter.findChat('@x', 200)).toBeUndefined(); // not a valid username: nothing asked
    expect(client.sent(Api.contacts.ResolveUsername)).toHaveLength(2);
  });

  it('finds a marked id among the newest dialogs (a fresh session knows no peers), within the bound', async () => {
    const { client, adapter } = adapterRig();
    client.on('messages.GetDialogs', () =>
      dialogsPage([dialog(peerUser('7'), 10), dialog(peerChannel('1234567890'), 20)], [ALICE], [CLUB]),
    );
    expect(await adapter.findChat('-1001234567890', 200)).toBe('-1001234567890');
    expect(await adapter.findChat('7', 200)).toBe('7');
    // Known now: no second scan.
    expect(client.sent(Api.messages.GetDialogs)).toHaveLength(1);
    expect(await adapter.findChat('8', 200)).toBeUndefined();
    expect(await adapter.findChat('hello', 200)).toBeUndefined();
    expect(client.sent(Api.messages.GetDialogs).map((r) => r.limit)).toEqual([100, 100]);
  });

  it('lists the newest chats, newest first, without broadcast channels', async () => {
    const { client, adapter } = adapterRig();
    client.on('messages.GetDialogs', () =>
      dialogsPage(
        [dialog(peerUser('7'), 30), dialog(peerChannel('555'), 20), dialog(peerChannel('1234567890'), 10)],
        [ALICE],
        [NEWS, CLUB],
      ),
    );
    expect(await adapter.recentChats(3)).toEqual([
      { id: '7', kind: 'direct', title: 'Alice' },
      { id: '-1001234567890', kind: 'group', title: 'Book club' },
    ]);
    expect(client.sent(Api.messages.GetDialogs)[0]?.limit).toBe(3);
  });
});

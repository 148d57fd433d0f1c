import { Api } from 'telegram';
import { describe, expect, it } from 'vitest';
import { big } from '../../../src/telegram/gramjs/peers.js';
import type { InboundMessage } from '../../../src/telegram/types.js';
import { settle } from '../../manual-clock.js';
import { adapterRig, rpcError } from './adapter-rig.js';
import { FakeGramClient } from './fake-client.js';
import {
  basicGroup,
  channel,
  DATE,
  document,
  message,
  peerChannel,
  peerUser,
  photo,
  stickerAttr,
  stickerSet,
  user,
} from './objects.js';

const ALICE = user('7', 'Alice', { username: 'alice' });
const FORUM = channel('1234567890', 'Book club', { forum: true });
const FORUM_ID = '-1001234567890';
const GROUP = basicGroup('4242', 'Family');

function setup() {
  return adapterRig(new FakeGramClient().know(ALICE, FORUM, GROUP), { attach: true });
}

function history(messages: (Api.Message | Api.MessageService)[], users: Api.TypeUser[] = [ALICE]) {
  return new Api.messages.Messages({ messages, users, chats: [FORUM] });
}

describe('GramjsTelegram outbound: the exact GramJS requests', () => {
  it('sends text as SendMessage with our entities (no parse mode), a reply header and the new id', async () => {
    const { client, adapter } = setup();
    const sent = await adapter.sendText('7', 'Hi **there**, `x`', { replyTo: 99 });
    const [request] = client.sent(Api.messages.SendMessage);
    expect(request?.peer).toEqual(new Api.InputPeerUser({ userId: big('7'), accessHash: big('97') }));
    expect(request?.message).toBe('Hi there, x');
    expect(request?.entities).toEqual([
      new Api.MessageEntityBold({ offset: 3, length: 5 }),
      new Api.MessageEntityCode({ offset: 10, length: 1 }),
    ]);
    expect(request?.replyTo).toEqual(new Api.InputReplyToMessage({ replyToMsgId: 99 }));
    expect(sent.id).toBe(501);
  });

  it('splits a text over 4096 characters into several messages, replying with the first only', async () => {
    const { client, adapter } = setup();
    const paragraph = 'word '.repeat(500).trim();
    await adapter.sendText('7', `${paragraph}\n\n${paragraph}`, { replyTo: 5 });
    const requests = client.sent(Api.messages.SendMessage);
    expect(requests.map((r) => r.message.length)).toEqual([paragraph.length, paragraph.length]);
    expect(requests.map((r) => r.replyTo)).toEqual([
      new Api.InputReplyToMessage({ replyToMsgId: 5 }),
      undefined,
    ]);
  });

  it('sends a sticker document from the loaded set, first match wins, loading the set once', async () => {
    const { client, adapter } = setup();
    const short = new Api.InputStickerSetShortName({ shortName: 'HeidiDuck' });
    const first = document('111', 'image/webp', [stickerAttr('👋', short)]);
    const second = document('222', 'image/webp', [stickerAttr('👋', short)]);
    client.on('messages.GetStickerSet', () => stickerSet('HeidiDuck', '900', [first, second]));
    expect(await adapter.sendSticker('7', { set: 'HeidiDuck', name: '👋' }, { replyTo: 3 })).toEqual({
      sent: true,
      id: 502,
    });
    expect(await adapter.sendSticker('7', { set: 'heididuck', name: '👋️' })).toMatchObject({ sent: true });
    const [request] = client.sent(Api.messages.SendMedia);
    expect(request?.media).toEqual(
      new Api.InputMediaDocument({
        id: new Api.InputDocument({
          id: big('111'),
          accessHash: big('1234'),
          fileReference: Buffer.from([1, 2, 3]),
        }),
      }),
    );
    expect(request?.replyTo).toEqual(new Api.InputReplyToMessage({ replyToMsgId: 3 }));
    expect(client.sent(Api.messages.GetStickerSet)).toHaveLength(1);
    expect(client.sent(Api.messages.GetStickerSet)[0]?.stickerset).toEqual(
      new Api.InputStickerSetShortName({ shortName: 'HeidiDuck' }),
    );
  });

  it('reports an unknown sticker (or set) instead of sending anything', async () => {
    const { client, adapter } = setup();
    client.on('messages.GetStickerSet', () => stickerSet('HeidiDuck', '900', []));
    expect(await adapter.sendSticker('7', { set: 'HeidiDuck', name: '🦆' })).toEqual({
      sent: false,
      reason: 'unknown_sticker',
    });
    client.failNext('messages.GetStickerSet', rpcError('STICKERSET_INVALID', 400));
    expect(await adapter.sendSticker('7', { set: 'Nope', name: '🦆' })).toMatchObject({ sent: false });
    expect(client.sent(Api.messages.SendMedia)).toEqual([]);
  });

  it('reloads a sticker set once when its file reference expired', async () => {
    const { client, adapter } = setup();
    const short = new Api.InputStickerSetShortName({ shortName: 'HeidiDuck' });
    client.on('messages.GetStickerSet', () =>
      stickerSet('HeidiDuck', '900', [document('111', 'image/webp', [stickerAttr('👋', short)])]),
    );
    client.failNext('messages.SendMedia', rpcError('FILE_REFERENCE_EXPIRED', 400));
    expect(await adapter.sendSticker('7', { set: 'HeidiDuck', name: '👋' })).toMatchObject({ sent: true });
    expect(client.sent(Api.messages.GetStickerSet)).toHaveLength(2);
    expect(client.sent(Api.messages.SendMedia)).toHaveLength(2);
  });

  it('reacts with SendReaction and a ReactionEmoji', async () => {
    const { client, adapter } = setup();
    await adapter.react(FORUM_ID, 18, '👍');
    expect(client.sent(Api.messages.SendReaction)).toEqual([
      new Api.messages.SendReaction({
        peer: new Api.InputPeerChannel({ channelId: big('1234567890'), accessHash: big('81234567890') }),
        msgId: 18,
        reaction: [new Api.ReactionEmoji({ emoticon: '👍' })],
      }),
    ]);
  });

  it('shows typing with SetTyping', async () => {
    const { client, adapter } = setup();
    await adapter.typing('7');
    const [request] = client.sent(Api.messages.SetTyping);
    expect(request?.action).toEqual(new Api.SendMessageTypingAction());
    expect(request?.topMsgId).toBeUndefined();
  });

  it('marks read with ReadHistory, or channels.ReadHistory for channels and supergroups', async () => {
    const { client, adapter } = setup();
    await adapter.markRead('7', 40);
    await adapter.markRead('-4242', 41);
    await adapter.markRead(FORUM_ID, 42);
    expect(
      client.sent(Api.messages.ReadHistory).map((r) => [(r.peer as Api.TypeInputPeer).className, r.maxId]),
    ).toEqual([
      ['InputPeerUser', 40],
      ['InputPeerChat', 41],
    ]);
    expect(client.sent(Api.channels.ReadHistory)).toEqual([
      new Api.channels.ReadHistory({
        channel: new Api.InputChannel({ channelId: big('1234567890'), accessHash: big('81234567890') }),
        maxId: 42,
      }),
    ]);
  });

  it('blocks and unblocks the partner of a direct chat, and refuses groups', async () => {
    const { client, adapter } = setup();
    await adapter.block('7');
    await adapter.unblock('7');
    expect(client.sent(Api.contacts.Block).map((r) => r.id)).toEqual([
      new Api.InputPeerUser({ userId: big('7'), accessHash: big('97') }),
    ]);
    expect(client.sent(Api.contacts.Unblock)).toHaveLength(1);
    await expect(adapter.block('-4242')).rejects.toThrow(/not a direct chat/);
  });

  it('clears a direct chat for both sides, batch after batch', async () => {
    const { client, adapter } = setup();
    let left = 2;
    client.on(
      'messages.DeleteHistory',
      () => new Api.messages.AffectedHistory({ pts: 1, ptsCount: 1, offset: left-- > 0 ? 10 : 0 }),
    );
    await adapter.clearHistory('7');
    const requests = client.sent(Api.messages.DeleteHistory);
    expect(requests).toHaveLength(3);
    expect([requests[0]?.revoke, requests[0]?.maxId]).toEqual([true, 0]);
  });

  it('fails clearly for a chat the account does not know', async () => {
    const { adapter } = setup();
    await expect(adapter.sendText('31337', 'hi')).rejects.toThrow(/PEER_ID_INVALID: chat 31337 is unknown/);
  });
});

describe('GramjsTelegram reading', () => {
  it('returns history oldest first, paging by 100, with names from the response', async () => {
    const { client, adapter } = setup();
    const bob = user('8', 'Bob');
    client.know(bob);
    client.on('messages.GetHistory', (r) => {
      const { offsetId, limit } = r as Api.messages.GetHistory;
      const top = offsetId === 0 ? 150 : offsetId - 1;
      const ids = Array.from({ length: Math.min(limit, top) }, (_, i) => top - i);
      return new Api.messages.MessagesSlice({
        count: 150,
        messages: ids.map((id) => message({ id, peerId: peerUser('8'), message: `m${id}` })),
        users: [bob],
        chats: [],
      });
    });
    const messages = await adapter.history('8', 120);
    expect(messages.map((m) => m.id)).toEqual(Array.from({ length: 120 }, (_, i) => 31 + i));
    expect(messages[0]).toMatchObject({ chatId: '8', senderName: 'Bob', text: 'm31' });
    expect(client.sent(Api.messages.GetHistory).map((r) => [r.offsetId, r.limit])).toEqual([
      [0, 100],
      [51, 20],
    ]);
  });

  it('fetches one message by id, and null when it was deleted', async () => {
    const { client, adapter } = setup();
    client.on('messages.GetMessages', (r) => {
      const id = ((r as Api.messages.GetMessages).id[0] as Api.InputMessageID).id;
      return history([
        id === 1 ? message({ id: 1, message: 'kept' }) : new Api.MessageEmpty({ id }),
      ] as never);
    });
    expect((await adapter.message('7', 1))?.text).toBe('kept');
    expect(await adapter.message('7', 2)).toBeNull();
  });

  it('resolves the short name of a sticker set met by id, once', async () => {
    const { client, adapter } = setup();
    const byId = new Api.InputStickerSetID({ id: big('900'), accessHash: big('5') });
    const doc = document('111', 'image/webp', [stickerAttr('👋', byId)]);
    client.on('messages.GetStickerSet', () => stickerSet('HeidiDuck', '900', [doc]));
    client.on('messages.GetHistory', () =>
      history([1, 2].map((id) => message({ id, media: new Api.MessageMediaDocument({ document: doc }) }))),
    );
    const messages = await adapter.history('7', 10);
    expect(messages.map((m) => m.media)).toEqual([
      [{ id: '111', kind: 'sticker', mime: 'image/webp', set: 'HeidiDuck', emoji: '👋' }],
      [{ id: '111', kind: 'sticker', mime: 'image/webp', set: 'HeidiDuck', emoji: '👋' }],
    ]);
    expect(client.sent(Api.messages.GetStickerSet).map((r) => r.stickerset)).toEqual([byId]);
  });

  it('downloads a photo at a size a vision model can use, and a sticker thumbnail on request', async () => {
    const { client, adapter } = setup();
    const thumbs = [new Api.PhotoSize({ type: 'm', w: 128, h: 128, size: 900 })];
    const sticker = document('6001', 'application/x-tgsticker', [], { thumbs });
    client.on('messages.GetMessages', (r) => {
      const id = ((r as Api.messages.GetMessages).id[0] as Api.InputMessageID).id;
      const media =
        id === 1
          ? new Api.MessageMediaPhoto({ photo: photo('5000') })
          : new Api.MessageMediaDocument({ document: sticker });
      return history([message({ id, media })]);
    });
    client.files.set('5000', Buffer.from('jpeg'));
    client.files.set('thumb:6001', Buffer.from('webp'));
    expect(await adapter.downloadMedia('7', 1, '5000')).toEqual(Buffer.from('jpeg'));
    expect(await adapter.downloadMedia('7', 2, '6001', { thumb: true })).toEqual(Buffer.from('webp'));
    expect(await adapter.downloadMedia('7', 1, 'other-id')).toBeNull();
    expect(client.downloads.map((d) => (d.thumb as Api.PhotoSize).type)).toEqual(['y', 'm']);
  });

  it('does not download a file larger than download_max_mb', async () => {
    const { client, adapter, log } = setup();
    const big = document('7001', 'video/mp4', [], { size: 10_000 });
    client.on('messages.GetMessages', () =>
      history([message({ id: 1, media: new Api.MessageMediaDocument({ document: big }) })]),
    );
    expect(await adapter.downloadMedia('7', 1, '7001')).toBeNull();
    expect(client.downloads).toEqual([]);
    expect(log.entries.map((e) => e.msg)).toContain('media not downloaded: larger than download_max_mb');
  });
});

describe('GramjsTelegram updates', () => {
  it('turns raw updates into messages, in order per chat, and catches listener errors', async () => {
    const { client, adapter, log } = setup();
    const seen: InboundMessage[] = [];
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    adapter.onMessage(async (m) => {
      if (m.id === 1) await slow; // the first message is slow to handle
      if (m.text === 'boom') throw new Error('listener exploded');
      seen.push(m);
    });
    const short = (id: number, text: string) =>
      new Api.UpdateShortMessage({ id, userId: big('7'), message: text, pts: 1, ptsCount: 1, date: DATE });
    client.emit(short(1, 'one'));
    client.emit(short(2, 'boom'));
    client.emit(short(3, 'three'));
    await settle();
    expect(seen).toEqual([]); // nothing overtook the first message
    release();
    await adapter.idle();
    expect(seen.map((m) => [m.id, m.text, m.senderName])).toEqual([
      [1, 'one', 'Alice'],
      [3, 'three', 'Alice'],
    ]);
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'message listener failed',
        fields: { reason: 'listener exploded' },
      }),
    );
  });

  it('delivers a stranger\'s message as "User <id>" when the sender lookup fails on the server', async () => {
    class FailingLookups extends FakeGramClient {
      override async getEntity(): Promise<unknown> {
        throw rpcError('INTERNAL_SERVER_ERROR', 500);
      }
    }
    const { client, adapter, log } = adapterRig(new FailingLookups(), { attach: true });
    const seen: InboundMessage[] = [];
    adapter.onMessage((m) => seen.push(m));
    client.emit(
      new Api.UpdateShortMessage({
        id: 5,
        userId: big('99'),
        message: 'hello?',
        pts: 1,
        ptsCount: 1,
        date: DATE,
      }),
    );
    await adapter.idle();
    expect(seen.map((m) => [m.id, m.text, m.senderName])).toEqual([[5, 'hello?', 'User 99']]);
    expect(log.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'sender not looked up' }),
    );
  });

  it('never delivers posts of a broadcast channel', async () => {
    const { client, adapter } = setup();
    const news = channel('555', 'News', { broadcast: true });
    const seen: InboundMessage[] = [];
    adapter.onMessage((m) => seen.push(m));
    const post = new Api.UpdateNewChannelMessage({
      message: message({ id: 1, peerId: peerChannel('555'), post: true, message: 'headline' }),
      pts: 1,
      ptsCount: 1,
    });
    Object.assign(post, { _entities: new Map([['-100555', news]]) });
    client.emit(post);
    client.emit(
      new Api.UpdateShortMessage({ id: 2, userId: big('7'), message: 'hi', pts: 2, ptsCount: 1, date: DATE }),
    );
    await adapter.idle();
    expect(seen.map((m) => m.chatId)).toEqual(['7']);
  });

  it('reports a chat marked unread, and ignores the mark being removed', async () => {
    const { client, adapter } = setup();
    const marked: string[] = [];
    adapter.onMarkedUnread((chatId) => marked.push(chatId));
    const mark = (unread: boolean) =>
      new Api.UpdateDialogUnreadMark({ unread, peer: new Api.DialogPeer({ peer: peerUser('7') }) });
    client.emit(mark(true));
    client.emit(mark(false));
    await adapter.idle();
    expect(marked).toEqual(['7']);
  });
});

import { Api } from 'telegram';
import { describe, expect, it } from 'vitest';
import { big } from '../../../src/telegram/gramjs/peers.js';
import { adapterRig } from './adapter-rig.js';
import { FakeGramClient } from './fake-client.js';
import { basicGroup, channel, DATE, message, peerChannel, peerUser, user } from './objects.js';

const ALICE = user('7', 'Alice', { username: 'alice' });
const FORUM = channel('1234567890', 'Book club', { forum: true });
const FORUM_ID = '-1001234567890';
const GROUP = basicGroup('4242', 'Family');

function setup() {
  return adapterRig(new FakeGramClient().know(ALICE, FORUM, GROUP), { attach: true });
}

/** The dialog list through the adapter: blocklist, unread dialogs (a forum by its topics), mutes, marks. */
describe('GramjsTelegram dialogs', () => {
  it('reads the whole blocklist, beyond the first 100 entries', async () => {
    const { client, adapter } = setup();
    client.on('contacts.GetBlocked', (r) => {
      const { offset, limit } = r as Api.contacts.GetBlocked;
      const ids = Array.from({ length: Math.min(limit, 250 - offset) }, (_, i) => String(1000 + offset + i));
      return new Api.contacts.BlockedSlice({
        count: 250,
        blocked: ids.map((id) => new Api.PeerBlocked({ peerId: peerUser(id), date: DATE })),
        users: [],
        chats: [],
      });
    });
    const blocked = await adapter.blockedUsers();
    expect(blocked).toHaveLength(250);
    expect(blocked.at(-1)).toBe('1249');
    expect(client.sent(Api.contacts.GetBlocked).map((r) => r.offset)).toEqual([0, 100, 200]);
  });

  it('lists unread, mentioned and marked-unread dialogs with their mute state and newest message, pacing the pages', async () => {
    const { client, adapter, clock } = setup();
    const now = DATE;
    const dialog = (peer: Api.TypePeer, top: number, extra: Partial<Api.Dialog> = {}) =>
      new Api.Dialog({
        peer,
        topMessage: top,
        readInboxMaxId: top - (extra.unreadCount ?? 0),
        readOutboxMaxId: 0,
        unreadCount: 0,
        unreadMentionsCount: 0,
        unreadReactionsCount: 0,
        notifySettings: new Api.PeerNotifySettings({}),
        ...extra,
      });
    const pages = [
      [
        dialog(peerUser('7'), 10, { unreadCount: 2 }),
        dialog(peerChannel('1234567890'), 20, {
          unreadCount: 5,
          unreadMentionsCount: 1,
          notifySettings: new Api.PeerNotifySettings({ muteUntil: now + 3600 }),
        }),
      ],
      [dialog(peerUser('8'), 30, { unreadMark: true }), dialog(peerUser('9'), 40)],
    ];
    client.on('messages.GetDialogs', (r) => {
      const page = (r as Api.messages.GetDialogs).offsetId === 0 ? 0 : 1;
      const dialogs = pages[page] as Api.Dialog[];
      return new Api.messages.DialogsSlice({
        count: 4,
        dialogs,
        messages: dialogs.map((d) => message({ id: d.topMessage, peerId: d.peer, date: DATE - page })),
        users: [ALICE, user('8', 'Bob'), user('9', 'Cy')],
        chats: [FORUM],
      });
    });
    // The forum's unread messages are in its General topic and in topic 12.
    const topic = (id: number, title: string, top: number, unreadCount: number, unreadMentionsCount = 0) =>
      new Api.ForumTopic({
        id,
        date: DATE,
        title,
        iconColor: 0,
        topMessage: top,
        readInboxMaxId: top - unreadCount,
        readOutboxMaxId: 0,
        unreadCount,
        unreadMentionsCount,
        unreadReactionsCount: 0,
        fromId: peerUser('7'),
        notifySettings: new Api.PeerNotifySettings({}),
      });
    client.on(
      'channels.GetForumTopics',
      () =>
        new Api.messages.ForumTopics({
          count: 3,
          topics: [topic(1, 'General', 20, 2), topic(12, 'Endings', 19, 3, 1), topic(14, 'Quiet', 14, 0)],
          messages: [message({ id: 19, peerId: peerChannel('1234567890'), date: DATE - 5 })],
          chats: [FORUM],
          users: [],
          pts: 1,
        }),
    );
    const before = clock.now();
    const unread = await adapter.unreadDialogs(500);
    expect(unread).toEqual([
      {
        chatId: '7',
        kind: 'direct',
        title: 'Alice',
        unreadCount: 2,
        unreadMentions: 0,
        markedUnread: false,
        muted: false,
        readInboxMaxId: 8,
        topMessageId: 10,
        topMessageDate: DATE,
      },
      {
        chatId: FORUM_ID,
        kind: 'group',
        title: 'Book club',
        unreadCount: 2,
        unreadMentions: 0,
        markedUnread: false,
        muted: true,
        readInboxMaxId: 18,
        topMessageId: 20,
        topMessageDate: undefined,
      },
      // A forum topic with unread messages is a chat of its own, with the topic's read state.
      {
        chatId: `${FORUM_ID}/12`,
        kind: 'group',
        title: 'Book club › Endings',
        unreadCount: 3,
        unreadMentions: 1,
        markedUnread: false,
        muted: true,
        readInboxMaxId: 16,
        topMessageId: 19,
        topMessageDate: DATE - 5,
      },
      // The second page's top messages are a second older: each dialog is dated by its own.
      expect.objectContaining({ chatId: '8', markedUnread: true, unreadCount: 0, topMessageDate: DATE - 1 }),
    ]);
    const second = client.sent(Api.messages.GetDialogs)[1];
    expect([
      second?.offsetId,
      second?.offsetDate,
      (second?.offsetPeer as Api.TypeInputPeer | undefined)?.className,
    ]).toEqual([20, DATE, 'InputPeerChannel']);
    expect(clock.now() - before).toBeGreaterThanOrEqual(1_000);
  });

  it('reads mute state from the chat, else from the account-wide default of its kind', async () => {
    const { client, adapter } = setup();
    client.on('account.GetNotifySettings', (r) => {
      const peer = (r as Api.account.GetNotifySettings).peer;
      if (peer instanceof Api.InputNotifyChats)
        return new Api.PeerNotifySettings({ muteUntil: 2_147_483_647 });
      if (peer instanceof Api.InputNotifyPeer && peer.peer instanceof Api.InputPeerUser)
        return new Api.PeerNotifySettings({ muteUntil: DATE - 10 });
      return new Api.PeerNotifySettings({});
    });
    expect(await adapter.isMuted('7')).toBe(false);
    expect(await adapter.isMuted('-4242')).toBe(true);
  });

  it('clears mentions and an unread mark with ReadMentions and MarkDialogUnread', async () => {
    const { client, adapter } = setup();
    await adapter.clearMentions(FORUM_ID);
    await adapter.clearUnreadMark('7');
    expect(client.sent(Api.messages.ReadMentions)).toHaveLength(1);
    expect(client.sent(Api.messages.MarkDialogUnread)).toEqual([
      new Api.messages.MarkDialogUnread({
        unread: false,
        peer: new Api.InputDialogPeer({
          peer: new Api.InputPeerUser({ userId: big('7'), accessHash: big('97') }),
        }),
      }),
    ]);
  });
});

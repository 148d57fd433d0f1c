import { Api } from 'telegram';
import { describe, expect, it } from 'vitest';
import { type InboundContext, textWithLinks, toInbound } from '../../../src/telegram/gramjs/inbound.js';
import { big, PeerDirectory } from '../../../src/telegram/gramjs/peers.js';
import {
  basicGroup,
  channel,
  DATE,
  document,
  ME_ID,
  message,
  peerChannel,
  peerChat,
  peerUser,
  photo,
  setById,
  stickerAttr,
  user,
} from './objects.js';

function context(setNames: Record<string, string> = {}): InboundContext {
  const peers = new PeerDirectory();
  peers.absorb([
    user('7', 'Alice', { last: 'Smith', username: 'alice' }),
    user('8', 'Bob'),
    user('5123456789012345678', 'Zoë'),
    channel('1234567890', 'Book club', { forum: true }),
    channel('555', 'News', { broadcast: true }),
    basicGroup('4242', 'Family'),
  ]);
  return {
    self: { id: ME_ID, name: 'Heidi', username: 'heidi' },
    peer: (id) => peers.get(id),
    stickerSetName: (id) => setNames[id],
  };
}

const inGroup = { peerId: peerChannel('1234567890'), fromId: peerUser('7') };

function mediaOf(media: Api.TypeMessageMedia, setNames?: Record<string, string>) {
  return toInbound(message({ id: 1, ...inGroup, media }), context(setNames)).media;
}

describe('toInbound: text, people and chats', () => {
  it('maps a group message with sender name, username, marked chat id and raw text', () => {
    const inbound = toInbound(
      message({ id: 10, ...inGroup, message: 'Hello **not markdown**', date: DATE }),
      context(),
    );
    expect(inbound).toEqual({
      chatId: '-1001234567890',
      id: 10,
      senderId: '7',
      senderName: 'Alice Smith',
      senderUsername: 'alice',
      out: false,
      date: DATE,
      text: 'Hello **not markdown**',
      media: [],
      reactions: [],
      mentioned: false,
    });
  });

  it('keeps 64-bit ids exact', () => {
    const inbound = toInbound(
      message({ id: 3, peerId: peerUser('5123456789012345678'), message: 'hi' }),
      context(),
    );
    expect(inbound.chatId).toBe('5123456789012345678');
    expect(inbound.senderId).toBe('5123456789012345678');
    expect(inbound.senderName).toBe('Zoë');
  });

  it('takes the partner as sender of a private message and the account for an outgoing one', () => {
    const incoming = toInbound(message({ id: 1, peerId: peerUser('8'), message: 'yo' }), context());
    const outgoing = toInbound(
      message({ id: 2, peerId: peerUser('8'), out: true, message: 'hey' }),
      context(),
    );
    expect([incoming.senderId, incoming.senderName, incoming.out]).toEqual(['8', 'Bob', false]);
    expect([outgoing.senderId, outgoing.senderName, outgoing.out]).toEqual([ME_ID, 'Heidi', true]);
  });

  it('names basic groups with a -id and channel posts after the channel', () => {
    expect(
      toInbound(message({ id: 1, peerId: peerChat('4242'), fromId: peerUser('8') }), context()).chatId,
    ).toBe('-4242');
    const post = toInbound(
      message({ id: 2, peerId: peerChannel('555'), post: true, message: 'news' }),
      context(),
    );
    expect([post.senderId, post.senderName]).toEqual(['-100555', 'News']);
  });

  it('falls back to "User <id>" for a sender it does not know', () => {
    const inbound = toInbound(message({ id: 1, ...inGroup, fromId: peerUser('999') }), context());
    expect(inbound.senderName).toBe('User 999');
  });

  it('sets mentioned from Telegram and from a mention of our username or id in the entities', () => {
    const ctx = context();
    expect(toInbound(message({ id: 1, ...inGroup, mentioned: true }), ctx).mentioned).toBe(true);
    const byName = message({
      id: 2,
      ...inGroup,
      message: 'hey @Heidi look',
      entities: [new Api.MessageEntityMention({ offset: 4, length: 6 })],
    });
    expect(toInbound(byName, ctx).mentioned).toBe(true);
    const byId = message({
      id: 3,
      ...inGroup,
      message: 'Heidi, look',
      entities: [new Api.MessageEntityMentionName({ offset: 0, length: 5, userId: big(ME_ID) })],
    });
    expect(toInbound(byId, ctx).mentioned).toBe(true);
    const other = message({
      id: 4,
      ...inGroup,
      message: 'hey @bob',
      entities: [new Api.MessageEntityMention({ offset: 4, length: 4 })],
    });
    expect(toInbound(other, ctx).mentioned).toBe(false);
  });

  it('keeps the URL of a hidden link after its text, and counts offsets in UTF-16', () => {
    const text = '😀 see here now';
    const entities = [new Api.MessageEntityTextUrl({ offset: 7, length: 4, url: 'https://example.org' })];
    expect(textWithLinks(text, entities)).toBe('😀 see here (https://example.org) now');
  });
});

describe('toInbound: replies, topics and forwards', () => {
  it('maps a reply with its quote', () => {
    const inbound = toInbound(
      message({
        id: 20,
        ...inGroup,
        replyTo: new Api.MessageReplyHeader({ replyToMsgId: 12, quote: true, quoteText: 'the ending' }),
      }),
      context(),
    );
    expect([inbound.replyToId, inbound.quote, inbound.topicId]).toEqual([12, 'the ending', undefined]);
  });

  it('puts a message posted in a forum topic in that topic without calling it a reply', () => {
    const inbound = toInbound(
      message({
        id: 21,
        ...inGroup,
        replyTo: new Api.MessageReplyHeader({ forumTopic: true, replyToMsgId: 5 }),
      }),
      context(),
    );
    expect([inbound.topicId, inbound.replyToId]).toEqual([5, undefined]);
  });

  it('maps a reply inside a forum topic to both the topic and the replied message', () => {
    const inbound = toInbound(
      message({
        id: 22,
        ...inGroup,
        replyTo: new Api.MessageReplyHeader({ forumTopic: true, replyToMsgId: 18, replyToTopId: 5 }),
      }),
      context(),
    );
    expect([inbound.topicId, inbound.replyToId]).toEqual([5, 18]);
  });

  it('drops the id of a reply to a message of another chat', () => {
    const inbound = toInbound(
      message({
        id: 23,
        ...inGroup,
        replyTo: new Api.MessageReplyHeader({ replyToMsgId: 3, replyToPeerId: peerChannel('555') }),
      }),
      context(),
    );
    expect(inbound.replyToId).toBeUndefined();
  });

  it('names the origin of a forward: a known user, a hidden account, a channel with its author', () => {
    const ctx = context();
    const fromUser = new Api.MessageFwdHeader({ fromId: peerUser('8'), date: DATE });
    const hidden = new Api.MessageFwdHeader({ fromName: 'Carol Hidden', date: DATE });
    const fromChannel = new Api.MessageFwdHeader({
      fromId: peerChannel('555'),
      postAuthor: 'Ed',
      date: DATE,
    });
    expect(toInbound(message({ id: 1, ...inGroup, fwdFrom: fromUser }), ctx).forwardFrom).toBe('Bob');
    expect(toInbound(message({ id: 2, ...inGroup, fwdFrom: hidden }), ctx).forwardFrom).toBe('Carol Hidden');
    expect(toInbound(message({ id: 3, ...inGroup, fwdFrom: fromChannel }), ctx).forwardFrom).toBe(
      'News (Ed)',
    );
  });

  it("tells what kind of origin a forward has, and marks the persona's own messages", () => {
    const ctx = context();
    const origin = (fwdFrom: Api.MessageFwdHeader) => {
      const inbound = toInbound(message({ id: 1, ...inGroup, fwdFrom }), ctx);
      return [inbound.forwardFrom, inbound.forwardKind];
    };
    expect(origin(new Api.MessageFwdHeader({ fromId: peerUser('8'), date: DATE }))).toEqual([
      'Bob',
      'person',
    ]);
    expect(origin(new Api.MessageFwdHeader({ fromId: peerUser(ME_ID), date: DATE }))).toEqual([
      'Heidi',
      'self',
    ]);
    expect(origin(new Api.MessageFwdHeader({ fromName: 'Max M.', date: DATE }))).toEqual([
      'Max M.',
      'hidden',
    ]);
    expect(origin(new Api.MessageFwdHeader({ fromId: peerChannel('555'), date: DATE }))).toEqual([
      'News',
      'channel',
    ]);
    // A supergroup (an anonymous admin's post) and an unknown channel.
    expect(origin(new Api.MessageFwdHeader({ fromId: peerChannel('1234567890'), date: DATE }))).toEqual([
      'Book club',
      'group',
    ]);
    expect(origin(new Api.MessageFwdHeader({ fromId: peerChannel('777'), date: DATE }))).toEqual([
      'Chat -100777',
      'channel',
    ]);
  });
});

describe('toInbound: reactions', () => {
  it('lists named reactors, then unnamed counts beyond them', () => {
    const reactions = new Api.MessageReactions({
      results: [
        new Api.ReactionCount({ reaction: new Api.ReactionEmoji({ emoticon: '👍' }), count: 3 }),
        new Api.ReactionCount({ reaction: new Api.ReactionEmoji({ emoticon: '🔥' }), count: 1 }),
        new Api.ReactionCount({ reaction: new Api.ReactionCustomEmoji({ documentId: big('9') }), count: 1 }),
      ],
      recentReactions: [
        new Api.MessagePeerReaction({
          peerId: peerUser('7'),
          date: DATE,
          reaction: new Api.ReactionEmoji({ emoticon: '👍' }),
        }),
        new Api.MessagePeerReaction({
          peerId: peerUser(ME_ID),
          date: DATE,
          my: true,
          reaction: new Api.ReactionEmoji({ emoticon: '🔥' }),
        }),
      ],
    });
    expect(toInbound(message({ id: 1, ...inGroup, reactions }), context()).reactions).toEqual([
      { emoji: '👍', fromId: '7', fromName: 'Alice Smith' },
      { emoji: '🔥', fromId: ME_ID, fromName: 'Heidi' },
      { emoji: '👍', count: 2 },
      { emoji: '(custom emoji)' },
    ]);
  });
});

describe('toInbound: media, each item once with a stable id', () => {
  it('photo: the Photo id', () => {
    expect(mediaOf(new Api.MessageMediaPhoto({ photo: photo('5000000000000000001') }))).toEqual([
      { id: '5000000000000000001', kind: 'photo', mime: 'image/jpeg' },
    ]);
  });

  it('sticker: set short name resolved from its id, emoji as name', () => {
    const doc = document('5109', 'image/webp', [
      new Api.DocumentAttributeImageSize({ w: 512, h: 512 }),
      stickerAttr('😀', setById('777')),
    ]);
    expect(mediaOf(new Api.MessageMediaDocument({ document: doc }), { '777': 'UtyaDuck' })).toEqual([
      { id: '5109', kind: 'sticker', mime: 'image/webp', set: 'UtyaDuck', emoji: '😀' },
    ]);
  });

  it('sticker: an unresolved set id leaves the set out rather than guessing', () => {
    const doc = document('5110', 'image/webp', [stickerAttr('😀', setById('778'))]);
    expect(mediaOf(new Api.MessageMediaDocument({ document: doc }))[0]).toEqual({
      id: '5110',
      kind: 'sticker',
      mime: 'image/webp',
      emoji: '😀',
    });
  });

  it('animated (TGS) sticker: one animated_sticker', () => {
    const doc = document('6001', 'application/x-tgsticker', [
      stickerAttr('🎉', new Api.InputStickerSetShortName({ shortName: 'Party' })),
      new Api.DocumentAttributeFilename({ fileName: 'AnimatedSticker.tgs' }),
    ]);
    expect(mediaOf(new Api.MessageMediaDocument({ document: doc }))).toEqual([
      { id: '6001', kind: 'animated_sticker', mime: 'application/x-tgsticker', set: 'Party', emoji: '🎉' },
    ]);
  });

  it('video sticker: one video_sticker, not a sticker plus a video', () => {
    const doc = document('6002', 'video/webm', [
      new Api.DocumentAttributeVideo({ duration: 3, w: 512, h: 512 }),
      stickerAttr('🐱', new Api.InputStickerSetShortName({ shortName: 'Cats' })),
    ]);
    expect(mediaOf(new Api.MessageMediaDocument({ document: doc }))).toEqual([
      { id: '6002', kind: 'video_sticker', mime: 'video/webm', set: 'Cats', emoji: '🐱' },
    ]);
  });

  it('GIF: one gif, with its duration', () => {
    const doc = document('6003', 'video/mp4', [
      new Api.DocumentAttributeAnimated(),
      new Api.DocumentAttributeVideo({ duration: 2.5, w: 320, h: 240 }),
      new Api.DocumentAttributeFilename({ fileName: 'giphy.mp4' }),
    ]);
    expect(mediaOf(new Api.MessageMediaDocument({ document: doc }))).toEqual([
      { id: '6003', kind: 'gif', mime: 'video/mp4', duration: 2.5, fileName: 'giphy.mp4' },
    ]);
  });

  it('video and round video: one video each', () => {
    const video = document('6004', 'video/mp4', [
      new Api.DocumentAttributeVideo({ duration: 61, w: 1280, h: 720 }),
    ]);
    const round = document('6005', 'video/mp4', [
      new Api.DocumentAttributeVideo({ roundMessage: true, duration: 9, w: 384, h: 384 }),
    ]);
    expect(mediaOf(new Api.MessageMediaDocument({ document: video, video: true }))).toEqual([
      { id: '6004', kind: 'video', mime: 'video/mp4', duration: 61 },
    ]);
    expect(mediaOf(new Api.MessageMediaDocument({ document: round, round: true }))[0]?.kind).toBe('video');
  });

  it('voice message: one voice with its duration', () => {
    const doc = document('6006', 'audio/ogg', [new Api.DocumentAttributeAudio({ voice: true, duration: 7 })]);
    expect(mediaOf(new Api.MessageMediaDocument({ document: doc, voice: true }))).toEqual([
      { id: '6006', kind: 'voice', mime: 'audio/ogg', duration: 7 },
    ]);
  });

  it('audio: performer and title kept as the title', () => {
    const doc = document('6007', 'audio/mpeg', [
      new Api.DocumentAttributeAudio({ duration: 200, performer: 'Nils Frahm', title: 'Says' }),
      new Api.DocumentAttributeFilename({ fileName: 'says.mp3' }),
    ]);
    expect(mediaOf(new Api.MessageMediaDocument({ document: doc }))).toEqual([
      {
        id: '6007',
        kind: 'audio',
        mime: 'audio/mpeg',
        duration: 200,
        fileName: 'says.mp3',
        title: 'Nils Frahm – Says',
      },
    ]);
  });

  it('document: file name and mime', () => {
    const doc = document('6008', 'application/pdf', [
      new Api.DocumentAttributeFilename({ fileName: 'menu.pdf' }),
    ]);
    expect(mediaOf(new Api.MessageMediaDocument({ document: doc }))).toEqual([
      { id: '6008', kind: 'document', mime: 'application/pdf', fileName: 'menu.pdf' },
    ]);
  });

  it('a link preview adds no item; a poll, a location and a dice roll become items with what they show', () => {
    const webpage = new Api.MessageMediaWebPage({ webpage: new Api.WebPageEmpty({ id: big('1') }) });
    expect(mediaOf(webpage)).toEqual([]);
    const poll = new Api.MessageMediaPoll({
      poll: new Api.Poll({
        id: big('321'),
        question: new Api.TextWithEntities({ text: 'Which book next?', entities: [] }),
        answers: [
          new Api.PollAnswer({
            text: new Api.TextWithEntities({ text: 'Dune', entities: [] }),
            option: Buffer.from('0'),
          }),
          new Api.PollAnswer({
            text: new Api.TextWithEntities({ text: 'Emma', entities: [] }),
            option: Buffer.from('1'),
          }),
        ],
      }),
      results: new Api.PollResults({}),
    });
    expect(mediaOf(poll)).toEqual([
      {
        id: 'poll:321',
        kind: 'poll',
        title: 'Which book next? (Dune / Emma)',
        shown: { kind: 'poll', question: 'Which book next?', options: ['Dune', 'Emma'] },
      },
    ]);
    const geo = new Api.MessageMediaGeo({
      geo: new Api.GeoPoint({ lat: 52.5, long: 13.4, accessHash: big('1') }),
    });
    expect(mediaOf(geo)).toEqual([
      {
        id: 'location:-1001234567890:1',
        kind: 'location',
        title: '52.5000, 13.4000',
        shown: { kind: 'location', lat: 52.5, lon: 13.4 },
      },
    ]);
    expect(mediaOf(new Api.MessageMediaDice({ value: 4, emoticon: '🎲' }))).toEqual([
      {
        id: 'dice:-1001234567890:1',
        kind: 'dice',
        title: '🎲 4',
        shown: { kind: 'dice', emoji: '🎲', value: 4 },
      },
    ]);
  });

  it('a contact keeps the name and never the phone number', () => {
    const contact = new Api.MessageMediaContact({
      phoneNumber: '+15550000000',
      firstName: 'Dana',
      lastName: 'Lee',
      vcard: '',
      userId: big('0'),
    });
    const [ref] = mediaOf(contact);
    expect(ref).toEqual({
      id: 'contact:-1001234567890:1',
      kind: 'contact',
      title: 'Dana Lee',
      shown: { kind: 'contact', name: 'Dana Lee' },
    });
    expect(JSON.stringify(ref)).not.toContain('5550000000');
  });
});

describe('toInbound: service messages', () => {
  function service(
    action: Api.TypeMessageAction,
    extra: Partial<ConstructorParameters<typeof Api.MessageService>[0]> = {},
  ) {
    return toInbound(
      new Api.MessageService({
        id: 30,
        peerId: peerChannel('1234567890'),
        fromId: peerUser('7'),
        date: DATE,
        action,
        ...extra,
      }),
      context(),
    );
  }

  it('maps joins, leaves, pins and title changes with names, and leaves the text empty', () => {
    expect(service(new Api.MessageActionChatAddUser({ users: [big('8')] })).service).toEqual({
      kind: 'join',
      users: ['Bob'],
    });
    expect(service(new Api.MessageActionChatJoinedByLink({ inviterId: big('8') })).service).toEqual({
      kind: 'join',
      users: ['Alice Smith'],
    });
    expect(service(new Api.MessageActionChatDeleteUser({ userId: big('8') })).service).toEqual({
      kind: 'leave',
      users: ['Bob'],
    });
    const pin = service(new Api.MessageActionPinMessage(), {
      replyTo: new Api.MessageReplyHeader({ replyToMsgId: 17 }),
    });
    expect([pin.service, pin.replyToId, pin.text]).toEqual([{ kind: 'pin', messageId: 17 }, undefined, '']);
    expect(service(new Api.MessageActionChatEditTitle({ title: 'Book club 2' })).service).toEqual({
      kind: 'title',
      text: 'Book club 2',
    });
    expect(service(new Api.MessageActionHistoryClear()).service).toEqual({
      kind: 'other',
      text: 'history clear',
    });
  });
});

describe('toInbound: bots', () => {
  it('marks a bot’s own message, and only that', () => {
    const peers = new PeerDirectory();
    peers.absorb([
      new Api.User({ id: big('555'), accessHash: big('9555'), firstName: 'WeatherBot', bot: true }),
      user('7', 'Alice'),
    ]);
    const ctx: InboundContext = {
      self: { id: ME_ID, name: 'Heidi' },
      peer: (id) => peers.get(id),
      stickerSetName: () => undefined,
    };
    const fromBot = toInbound(message({ id: 1, peerId: peerUser('555'), message: 'Sunny' }), ctx);
    const fromAlice = toInbound(message({ id: 2, peerId: peerUser('7'), message: 'hi' }), ctx);
    expect([fromBot.fromBot, fromAlice.fromBot]).toEqual([true, undefined]);
  });
});

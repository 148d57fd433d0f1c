import { Api } from 'telegram';
import { big } from '../../../src/telegram/gramjs/peers.js';

/** Real GramJS TL objects built offline, the way Telegram's responses decode into them. */

export const ME_ID = '42';
export const DATE = 1_767_268_800;

export function user(
  id: string,
  first: string,
  extra: Partial<{ last: string; username: string; self: boolean }> = {},
) {
  return new Api.User({
    id: big(id),
    accessHash: big(`9${id}`),
    firstName: first,
    lastName: extra.last,
    username: extra.username,
    self: extra.self,
  });
}

export function channel(
  id: string,
  title: string,
  extra: Partial<{ forum: boolean; broadcast: boolean }> = {},
) {
  return new Api.Channel({
    id: big(id),
    accessHash: big(`8${id}`),
    title,
    photo: new Api.ChatPhotoEmpty(),
    date: DATE,
    megagroup: !extra.broadcast,
    forum: extra.forum,
    broadcast: extra.broadcast,
  });
}

export function basicGroup(id: string, title: string) {
  return new Api.Chat({
    id: big(id),
    title,
    photo: new Api.ChatPhotoEmpty(),
    participantsCount: 3,
    date: DATE,
    version: 1,
  });
}

export const peerUser = (id: string) => new Api.PeerUser({ userId: big(id) });
export const peerChannel = (id: string) => new Api.PeerChannel({ channelId: big(id) });
export const peerChat = (id: string) => new Api.PeerChat({ chatId: big(id) });

type MessageArgs = ConstructorParameters<typeof Api.Message>[0];

export function message(args: Partial<MessageArgs> & { id: number }): Api.Message {
  return new Api.Message({ peerId: peerUser('7'), date: DATE, message: '', ...args });
}

export function document(
  id: string,
  mimeType: string,
  attributes: Api.TypeDocumentAttribute[],
  extra: Partial<{ size: number; thumbs: Api.TypePhotoSize[] }> = {},
) {
  return new Api.Document({
    id: big(id),
    accessHash: big('1234'),
    fileReference: Buffer.from([1, 2, 3]),
    date: DATE,
    mimeType,
    size: big(String(extra.size ?? 1000)),
    dcId: 2,
    attributes,
    thumbs: extra.thumbs,
  });
}

export function stickerAttr(alt: string, set: Api.TypeInputStickerSet) {
  return new Api.DocumentAttributeSticker({ alt, stickerset: set });
}

export const setById = (id: string) => new Api.InputStickerSetID({ id: big(id), accessHash: big('5') });

export function photo(id: string) {
  return new Api.Photo({
    id: big(id),
    accessHash: big('77'),
    fileReference: Buffer.from([9]),
    date: DATE,
    dcId: 2,
    sizes: [
      new Api.PhotoSize({ type: 'm', w: 320, h: 240, size: 10_000 }),
      new Api.PhotoSize({ type: 'x', w: 800, h: 600, size: 50_000 }),
      new Api.PhotoSize({ type: 'y', w: 1280, h: 960, size: 120_000 }),
      new Api.PhotoSizeProgressive({ type: 'w', w: 2560, h: 1920, sizes: [1000, 400_000] }),
    ],
  });
}

export function stickerSet(
  shortName: string,
  id: string,
  docs: Api.Document[],
  packs: Api.StickerPack[] = [],
) {
  return new Api.messages.StickerSet({
    set: new Api.StickerSet({
      id: big(id),
      accessHash: big('5'),
      title: shortName,
      shortName,
      count: docs.length,
      hash: 0,
    }),
    packs,
    keywords: [],
    documents: docs,
  });
}

/** A dialog as `messages.GetDialogs` lists it (nothing unread unless `extra` says so). */
export function dialog(peer: Api.TypePeer, topMessage: number, extra: Partial<Api.Dialog> = {}) {
  return new Api.Dialog({
    peer,
    topMessage,
    readInboxMaxId: topMessage,
    readOutboxMaxId: 0,
    unreadCount: 0,
    unreadMentionsCount: 0,
    unreadReactionsCount: 0,
    notifySettings: new Api.PeerNotifySettings({}),
    ...extra,
  });
}

/** One page holding every dialog, with their top messages and the users and chats they name. */
export function dialogsPage(
  dialogs: Api.Dialog[],
  users: Api.TypeUser[],
  chats: Api.TypeChat[] = [],
): Api.messages.Dialogs {
  return new Api.messages.Dialogs({
    dialogs,
    messages: dialogs.map((d) => message({ id: d.topMessage, peerId: d.peer })),
    users,
    chats,
  });
}

import { Api } from 'telegram';
import { peerId } from '../../../../src/telegram/gramjs/peers.js';
import type { MtprotoPeer } from './peer.js';

/**
 * History and dialogs served page by page as Telegram serves them: `offsetId`, `addOffset`,
 * `limit`, `maxId` and `minId` on a history; `offsetDate` / `offsetId` / `offsetPeer` and
 * `limit` on dialogs, with a `…Slice` (carrying the total count) whenever a page is not all.
 */

type AnyMessage = Api.Message | Api.MessageService;

/** One page of a chat's history (`newestFirst` is the whole chat, newest message first). */
export function historyPage(newestFirst: readonly AnyMessage[], req: Api.messages.GetHistory): AnyMessage[] {
  const inRange = newestFirst.filter(
    (m) => (req.maxId <= 0 || m.id < req.maxId) && (req.minId <= 0 || m.id > req.minId),
  );
  const first = req.offsetId > 0 ? inRange.findIndex((m) => m.id < req.offsetId) : 0;
  const start = Math.max(0, (first < 0 ? inRange.length : first) + req.addOffset);
  return inRange.slice(start, start + Math.max(0, req.limit));
}

/** A history answer for a basic group or direct chat: a slice unless the page is the whole chat. */
export function historyAnswer(
  newestFirst: readonly AnyMessage[],
  req: Api.messages.GetHistory,
  entities: { users: Api.TypeUser[]; chats: Api.TypeChat[] },
): Api.messages.Messages | Api.messages.MessagesSlice {
  const messages = historyPage(newestFirst, req);
  if (messages.length === newestFirst.length) return new Api.messages.Messages({ messages, ...entities });
  return new Api.messages.MessagesSlice({ count: newestFirst.length, messages, ...entities });
}

/** One dialog as the account's list holds it: the dialog and its newest message. */
export interface DialogEntry {
  dialog: Api.Dialog;
  top: Api.Message;
}

/** Dialogs ordered as Telegram orders them: newest top message first (ties by id). */
function ordered(entries: readonly DialogEntry[]): DialogEntry[] {
  return [...entries].sort((a, b) => b.top.date - a.top.date || b.top.id - a.top.id);
}

/** The page of dialogs after the offset a client gave (the last dialog of its previous page). */
export function dialogsAnswer(
  entries: readonly DialogEntry[],
  req: Api.messages.GetDialogs,
  entities: { users: Api.TypeUser[]; chats: Api.TypeChat[] },
): Api.messages.Dialogs | Api.messages.DialogsSlice {
  const all = ordered(entries);
  const fromStart = req.offsetDate === 0 && req.offsetId === 0;
  const after = fromStart
    ? 0
    : all.findIndex(
        (e) => e.top.date < req.offsetDate || (e.top.date === req.offsetDate && e.top.id < req.offsetId),
      );
  const page = after < 0 ? [] : all.slice(after, after + Math.max(0, req.limit));
  // A page names only the users and chats of its own dialogs, as Telegram's does.
  const named = new Set(page.map((e) => peerId(e.dialog.peer)));
  const answer = {
    dialogs: page.map((e) => e.dialog),
    messages: page.map((e) => e.top),
    users: entities.users.filter((u) => named.has(u.id.toString())),
    chats: entities.chats.filter((c) => named.has(chatMarkedId(c))),
  };
  if (fromStart && page.length === all.length) return new Api.messages.Dialogs(answer);
  return new Api.messages.DialogsSlice({ count: all.length, ...answer });
}

function chatMarkedId(chat: Api.TypeChat): string {
  if (chat instanceof Api.Channel || chat instanceof Api.ChannelForbidden) return `-100${chat.id.toString()}`;
  return `-${chat.id.toString()}`;
}

/** Scripts `messages.GetDialogs` on the peer to serve `entries` page by page. */
export function pagedDialogs(
  peer: MtprotoPeer,
  entries: readonly DialogEntry[],
  entities: { users?: Api.TypeUser[]; chats?: Api.TypeChat[] } = {},
): void {
  const all = { users: entities.users ?? [], chats: entities.chats ?? [] };
  peer.on<Api.messages.GetDialogs>('messages.GetDialogs', (req) => dialogsAnswer(entries, req, all));
}

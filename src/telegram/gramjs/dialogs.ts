import { Api } from 'telegram';
import type { Invoke } from './calls.js';
import { big, type PeerDirectory, peerId } from './peers.js';
import { entitiesIn } from './requests.js';

/** Telegram's page size for blocklists and dialogs. */
const PAGE = 100;

/**
 * The whole blocklist, page by page (the original read only the first 100 entries).
 * Bounded to `maxPages` so a broken server answer cannot loop forever.
 */
export async function fetchBlocked(invoke: Invoke, peers: PeerDirectory, maxPages = 200): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 0, offset = 0; page < maxPages; page++) {
    const result = await invoke(new Api.contacts.GetBlocked({ offset, limit: PAGE }));
    peers.absorb(entitiesIn(result));
    ids.push(...result.blocked.map((b) => peerId(b.peerId)));
    const total = result instanceof Api.contacts.BlockedSlice ? result.count : ids.length;
    if (result.blocked.length < PAGE || ids.length >= total) break;
    offset += result.blocked.length;
  }
  return ids;
}

/** A dialog and its newest message, which Telegram lists beside it. */
export interface DialogEntry {
  dialog: Api.Dialog;
  top?: Api.Message | Api.MessageService;
}

/**
 * The newest `max` dialogs, page by page, with `pause()` between pages. Each page's users and
 * chats are learnt, so every dialog's peer is resolvable afterwards (a restarted client knows
 * none of them).
 */
export async function* iterateDialogs(
  invoke: Invoke,
  peers: PeerDirectory,
  max: number,
  pause: () => Promise<void>,
): AsyncGenerator<DialogEntry> {
  const seen = new Set<string>();
  let offsetDate = 0;
  let offsetId = 0;
  let offsetPeer: Api.TypeInputPeer = new Api.InputPeerEmpty();
  while (seen.size < max) {
    const result = await invoke(
      new Api.messages.GetDialogs({
        offsetDate,
        offsetId,
        offsetPeer,
        limit: Math.min(PAGE, max - seen.size),
        hash: big('0'),
      }),
    );
    if (result instanceof Api.messages.DialogsNotModified) return;
    peers.absorb(entitiesIn(result));
    const dialogs = result.dialogs.filter((d): d is Api.Dialog => d instanceof Api.Dialog);
    const topOf = (dialog: Api.Dialog) => {
      const id = peerId(dialog.peer);
      return result.messages.find(
        (m): m is Api.Message | Api.MessageService =>
          !(m instanceof Api.MessageEmpty) && m.id === dialog.topMessage && peerId(m.peerId) === id,
      );
    };
    for (const dialog of dialogs) {
      const id = peerId(dialog.peer);
      if (seen.has(id)) continue;
      seen.add(id);
      yield { dialog, top: topOf(dialog) };
    }
    const last = dialogs.at(-1);
    const complete =
      !(result instanceof Api.messages.DialogsSlice) || seen.size >= result.count || dialogs.length === 0;
    if (complete || !last) return;
    const next = peers.inputPeer(peerId(last.peer));
    if (!next) return;
    offsetId = last.topMessage;
    offsetDate = topOf(last)?.date ?? 0;
    offsetPeer = next;
    await pause();
  }
}

/** Whether notify settings mute the chat now; `fallback` applies when the chat has no own setting. */
export function isMutedBy(
  settings: Api.TypePeerNotifySettings | undefined,
  nowMs: number,
  fallback: boolean,
) {
  const until = settings instanceof Api.PeerNotifySettings ? settings.muteUntil : undefined;
  if (until === undefined) return fallback;
  return until * 1000 > nowMs;
}

export type NotifyScope = 'users' | 'chats' | 'broadcasts';

export function notifyScope(kind: 'user' | 'group' | 'channel', broadcast: boolean | undefined): NotifyScope {
  if (kind === 'user') return 'users';
  return kind === 'channel' && broadcast ? 'broadcasts' : 'chats';
}

export function notifyScopePeer(scope: NotifyScope): Api.TypeInputNotifyPeer {
  if (scope === 'users') return new Api.InputNotifyUsers();
  if (scope === 'chats') return new Api.InputNotifyChats();
  return new Api.InputNotifyBroadcasts();
}

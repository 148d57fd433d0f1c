import { Api } from 'telegram';
import { peerId } from './peers.js';
import { entitiesIn } from './requests.js';

/**
 * Channels and supergroups number their own events with `pts`, apart from the account's: a new,
 * edited or deleted message there carries the channel's pts and pts_count, and a gap in one
 * channel's numbering is filled with `updates.GetChannelDifference` for that channel alone.
 * GramJS follows none of it; this does.
 */

/** A channel update's step in its channel's sequence: which channel, the pts it reaches, how many it took. */
export interface ChannelStep {
  chatId: string;
  pts: number;
  ptsCount: number;
}

function channelChat(channelId: Api.UpdateChannelTooLong['channelId']): string {
  return peerId(new Api.PeerChannel({ channelId }));
}

/** The step an update takes in its channel's sequence; undefined for anything else. */
export function channelStep(update: unknown): ChannelStep | undefined {
  if (update instanceof Api.UpdateNewChannelMessage || update instanceof Api.UpdateEditChannelMessage) {
    const message = update.message;
    if (!(message instanceof Api.Message) && !(message instanceof Api.MessageService)) return undefined;
    if (!(message.peerId instanceof Api.PeerChannel)) return undefined;
    return { chatId: peerId(message.peerId), pts: update.pts, ptsCount: update.ptsCount };
  }
  // Deletions, pins and link previews in a channel take its pts too.
  if (
    update instanceof Api.UpdateDeleteChannelMessages ||
    update instanceof Api.UpdatePinnedChannelMessages ||
    update instanceof Api.UpdateChannelWebPage
  )
    return { chatId: channelChat(update.channelId), pts: update.pts, ptsCount: update.ptsCount };
  // A read takes no pts of its own: it names the channel's pts as it stands.
  if (update instanceof Api.UpdateReadChannelInbox)
    return { chatId: channelChat(update.channelId), pts: update.pts, ptsCount: 0 };
  return undefined;
}

/**
 * Where each channel's sequence stands, as far as this run saw it. A channel first seen (in an
 * update, or in the unread scan's dialogs) is taken as it comes: the scan covers the time before;
 * from then on an update that follows on from a later pts shows a gap in that channel. The
 * pts only advances over an unbroken sequence, so the difference asks from before the gap.
 */
export class ChannelPtsTracker {
  readonly #pts = new Map<string, number>();

  pts(chatId: string): number | undefined {
    return this.#pts.get(chatId);
  }

  /**
   * A dialog's pts for a channel not followed yet: from there on a lost update shows. A channel
   * followed already keeps its own (a newer dialog would hide what it is missing).
   */
  adopt(chatId: string, pts: number): void {
    if (!this.#pts.has(chatId)) this.#pts.set(chatId, pts);
  }

  /** Telegram told the channel's pts (a difference): never moves it backwards. */
  set(chatId: string, pts: number): void {
    this.#pts.set(chatId, Math.max(pts, this.#pts.get(chatId) ?? 0));
  }

  /**
   * An update, a container of them, or a call's result in channel `chatId` went by. Returns the
   * channels it shows a gap in.
   */
  observe(x: unknown, chatId?: string): string[] {
    if (x instanceof Api.Updates || x instanceof Api.UpdatesCombined)
      return [...new Set(x.updates.flatMap((u) => this.observe(u)))];
    const step =
      channelStep(x) ??
      (chatId && (x instanceof Api.messages.AffectedMessages || x instanceof Api.messages.AffectedHistory)
        ? { chatId, pts: x.pts, ptsCount: x.ptsCount }
        : undefined);
    if (!step) return [];
    const known = this.#pts.get(step.chatId);
    const from = step.pts - step.ptsCount;
    if (known === undefined || from === known) {
      this.set(step.chatId, step.pts);
      return [];
    }
    // Behind what is known: an event already counted (a repeat, or our own call's echo).
    return from > known ? [step.chatId] : [];
  }
}

/** One page of a channel's difference, in our terms. */
export interface ChannelDifferencePage {
  messages: (Api.Message | Api.MessageService)[];
  entities: (Api.TypeUser | Api.TypeChat)[];
  /** The newest incoming message read meanwhile (on another device). */
  readUpTo: number;
  /** The channel's pts after this page. */
  pts: number;
  /** Nothing more to fetch. */
  final: boolean;
  /** Too much happened: only a re-read of the channel's history finds what was missed. */
  tooLong: boolean;
}

export function isChannelDifference(result: unknown): result is Api.updates.TypeChannelDifference {
  return (
    result instanceof Api.updates.ChannelDifference ||
    result instanceof Api.updates.ChannelDifferenceEmpty ||
    result instanceof Api.updates.ChannelDifferenceTooLong
  );
}

export function readChannelDifference(result: Api.updates.TypeChannelDifference): ChannelDifferencePage {
  const page: ChannelDifferencePage = {
    messages: [],
    entities: entitiesIn(result),
    readUpTo: 0,
    pts: 0,
    final: result.final ?? false,
    tooLong: false,
  };
  if (result instanceof Api.updates.ChannelDifferenceEmpty) return { ...page, pts: result.pts, final: true };
  if (result instanceof Api.updates.ChannelDifferenceTooLong) {
    const dialog = result.dialog;
    const pts = dialog instanceof Api.Dialog ? (dialog.pts ?? 0) : 0;
    const readUpTo = dialog instanceof Api.Dialog ? dialog.readInboxMaxId : 0;
    return { ...page, pts, readUpTo, final: true, tooLong: true };
  }
  page.pts = result.pts;
  page.messages = result.newMessages.filter(
    (m): m is Api.Message | Api.MessageService => m instanceof Api.Message || m instanceof Api.MessageService,
  );
  for (const update of result.otherUpdates)
    if (update instanceof Api.UpdateReadChannelInbox) page.readUpTo = Math.max(page.readUpTo, update.maxId);
  return page;
}

import { Api } from 'telegram';
import { errorMessage } from '../../support/errors.js';
import type { UnreadDialog } from '../port.js';
import { topicConversation, topicTitle } from '../topics.js';
import type { ChatId, ChatInfo, UserId } from '../types.js';
import { type AdapterCore, inputChannel } from './core.js';
import {
  fetchBlocked,
  isMutedBy,
  iterateDialogs,
  type NotifyScope,
  notifyScope,
  notifyScopePeer,
} from './dialogs.js';
import { peerId } from './peers.js';
import type { PeerResolver } from './resolve.js';

/** Topics of a forum listed by an unread scan: the most recently active first. */
const FORUM_TOPICS_PAGE = 100;

/** How long the account-wide default mute of a kind of chat is trusted. */
const SCOPE_MUTE_CACHE_MS = 10 * 60_000;

/**
 * The account's dialog list: unread chats for the scan, the blocklist, mutes, and finding a
 * chat a user named (one-off commands). Pages of dialogs are paced like scans.
 */
export class DialogReads {
  readonly #core: AdapterCore;
  readonly #resolver: PeerResolver;
  readonly #scopeMuted = new Map<NotifyScope, { muted: boolean; until: number }>();

  constructor(core: AdapterCore, resolver: PeerResolver) {
    this.#core = core;
    this.#resolver = resolver;
  }

  async unreadDialogs(maxDialogs: number): Promise<UnreadDialog[]> {
    const core = this.#core;
    const out: UnreadDialog[] = [];
    for await (const { dialog, top } of iterateDialogs(core.invoke, core.peers, maxDialogs, core.pace)) {
      // A channel's dialog tells where its sequence stands: a lost update after this scan shows.
      // (GramJS reads an absent optional field as null.)
      if (dialog.peer instanceof Api.PeerChannel && typeof dialog.pts === 'number')
        core.channels.adopt(peerId(dialog.peer), dialog.pts);
      if (dialog.unreadCount <= 0 && dialog.unreadMentionsCount <= 0 && !dialog.unreadMark) continue;
      const chatId = peerId(dialog.peer);
      const info = core.peers.get(chatId);
      if (info?.broadcast) continue;
      const fallback = await this.#scopeMutedNow(notifyScope(info?.kind ?? 'user', info?.broadcast));
      const unread: UnreadDialog = {
        chatId,
        kind: info?.kind === 'user' ? 'direct' : 'group',
        title: info?.name ?? chatId,
        unreadCount: dialog.unreadCount,
        unreadMentions: dialog.unreadMentionsCount,
        markedUnread: Boolean(dialog.unreadMark),
        archived: dialog.folderId === 1 ? true : undefined,
        muted: isMutedBy(dialog.notifySettings, core.clock.now(), fallback),
        readInboxMaxId: dialog.readInboxMaxId,
        topMessageId: dialog.topMessage,
        topMessageDate: top?.date,
      };
      out.push(...(info?.forum ? await this.#unreadTopics(unread) : [unread]));
    }
    return out;
  }

  /**
   * A forum's unread dialog as its topics: one per topic with something unread (the General
   * topic is the group's own), each with the topic's read state. The group's unread mark stays
   * on the group. When the topics cannot be listed the forum is scanned as one chat.
   */
  async #unreadTopics(forum: UnreadDialog): Promise<UnreadDialog[]> {
    const core = this.#core;
    let listed: Api.messages.TypeForumTopics;
    try {
      const peer = await this.#resolver.peer(forum.chatId);
      if (!(peer instanceof Api.InputPeerChannel)) return [forum];
      listed = await core.invokeIn(
        forum.chatId,
        new Api.channels.GetForumTopics({
          channel: inputChannel(peer),
          offsetDate: 0,
          offsetId: 0,
          offsetTopic: 0,
          limit: FORUM_TOPICS_PAGE,
        }),
      );
    } catch (err) {
      core.log.warn('forum topics not listed: scanned as one chat', {
        chat: forum.chatId,
        reason: errorMessage(err),
      });
      return [forum];
    }
    const now = core.clock.now();
    const out: UnreadDialog[] = [];
    for (const topic of listed.topics) {
      if (!(topic instanceof Api.ForumTopic)) continue;
      const chatId = topicConversation(forum.chatId, topic.id);
      const markedUnread = chatId === forum.chatId && forum.markedUnread;
      if (topic.unreadCount <= 0 && topic.unreadMentionsCount <= 0 && !markedUnread) continue;
      out.push({
        ...forum,
        chatId,
        title: chatId === forum.chatId ? forum.title : topicTitle(forum.title, topic.id, topic.title),
        unreadCount: topic.unreadCount,
        unreadMentions: topic.unreadMentionsCount,
        markedUnread,
        muted: isMutedBy(topic.notifySettings, now, forum.muted),
        readInboxMaxId: topic.readInboxMaxId,
        topMessageId: topic.topMessage,
        topMessageDate: dateOf(listed.messages, topic.topMessage),
      });
    }
    if (forum.markedUnread && !out.some((d) => d.chatId === forum.chatId))
      out.push({ ...forum, unreadCount: 0, unreadMentions: 0 });
    return out;
  }

  blockedUsers(): Promise<UserId[]> {
    return fetchBlocked(this.#core.invoke, this.#core.peers);
  }

  async isMuted(chatId: ChatId): Promise<boolean> {
    const peer = await this.#resolver.peer(chatId);
    const settings = await this.#core.invoke(
      new Api.account.GetNotifySettings({ peer: new Api.InputNotifyPeer({ peer }) }),
    );
    const info = this.#core.peers.get(chatId);
    return isMutedBy(
      settings,
      this.#core.clock.now(),
      await this.#scopeMutedNow(notifyScope(info?.kind ?? 'user', info?.broadcast)),
    );
  }

  /**
   * The marked id of a chat a user named: `@username` is resolved by Telegram; a marked id is
   * looked up among the peers already known, then among the newest `maxDialogs` dialogs (pages
   * paced like scans), because a fresh session knows no peers. `undefined` when not found.
   */
  async findChat(ref: string, maxDialogs: number): Promise<ChatId | undefined> {
    const core = this.#core;
    // Peers met in earlier runs are known without a scan.
    await core.restore();
    if (ref.startsWith('@')) {
      const username = /^@([A-Za-z0-9_]{3,32})$/.exec(ref)?.[1];
      if (!username) return undefined;
      try {
        const result = await core.invoke(new Api.contacts.ResolveUsername({ username }));
        core.peers.absorb([...result.users, ...result.chats]);
        return peerId(result.peer);
      } catch (err) {
        if (/USERNAME_(NOT_OCCUPIED|INVALID)/.test(errorMessage(err))) return undefined;
        throw err;
      }
    }
    if (!/^-?[1-9][0-9]*$/.test(ref)) return undefined;
    if (core.peers.inputPeer(ref)) return ref;
    for await (const { dialog } of iterateDialogs(core.invoke, core.peers, maxDialogs, core.pace)) {
      if (peerId(dialog.peer) === ref) return ref;
    }
    return undefined;
  }

  /** The chats of the newest `maxDialogs` dialogs, newest first; broadcast channels left out. */
  async recentChats(maxDialogs: number): Promise<ChatInfo[]> {
    const core = this.#core;
    const out: ChatInfo[] = [];
    for await (const { dialog } of iterateDialogs(core.invoke, core.peers, maxDialogs, core.pace)) {
      const info = core.peers.get(peerId(dialog.peer));
      if (!info || info.broadcast) continue;
      out.push({ id: info.id, kind: info.kind === 'user' ? 'direct' : 'group', title: info.name });
    }
    return out;
  }

  /** Whether chats of a kind are muted by default (the account-wide setting), cached a while. */
  async #scopeMutedNow(scope: NotifyScope): Promise<boolean> {
    const now = this.#core.clock.now();
    const cached = this.#scopeMuted.get(scope);
    if (cached && cached.until > now) return cached.muted;
    let muted = false;
    try {
      const settings = await this.#core.invoke(
        new Api.account.GetNotifySettings({ peer: notifyScopePeer(scope) }),
      );
      muted = isMutedBy(settings, now, false);
    } catch (err) {
      this.#core.log.debug('default notify settings not read', { scope, reason: errorMessage(err) });
    }
    this.#scopeMuted.set(scope, { muted, until: now + SCOPE_MUTE_CACHE_MS });
    return muted;
  }
}

/** The date of message `id` among those Telegram sent along, if there. */
function dateOf(messages: readonly Api.TypeMessage[], id: number): number | undefined {
  const found = messages.find((m) => m.id === id);
  return found && !(found instanceof Api.MessageEmpty) ? found.date : undefined;
}

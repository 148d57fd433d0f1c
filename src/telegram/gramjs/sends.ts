import { Api } from 'telegram';
import { errorMessage } from '../../support/errors.js';
import type { SendOptions, SentMessage, StickerResult } from '../port.js';
import { conversationParts } from '../topics.js';
import type { ChatId, MessageId, StickerRef } from '../types.js';
import { type AdapterCore, inputChannel } from './core.js';
import { parseMarkdown, splitFormatted } from './markdown.js';
import { replyHeader, sentMessageId, toApiEntities } from './requests.js';
import type { PeerResolver } from './resolve.js';
import type { WriteRights } from './rights.js';
import type { StickerSets } from './stickers.js';

/**
 * What the account does in chats: messages and stickers, reactions, typing, presence, read
 * marks, blocks and history clearing. Each acts on one chat, so its flood waits are that chat's.
 * A chat here may be a forum topic's conversation (`topics.ts`): messages, typing and read marks
 * go to the topic, the rest to its group.
 */
export class ChatWrites {
  readonly #core: AdapterCore;
  readonly #resolver: PeerResolver;
  readonly #stickers: StickerSets;
  readonly #rights: WriteRights;

  constructor(core: AdapterCore, resolver: PeerResolver, stickers: StickerSets, rights: WriteRights) {
    this.#core = core;
    this.#rights = rights;
    this.#resolver = resolver;
    this.#stickers = stickers;
  }

  async sendText(conversation: ChatId, text: string, options: SendOptions = {}): Promise<SentMessage> {
    const { chatId, topicId: topic } = conversationParts(conversation);
    const peer = await this.#resolver.peer(chatId);
    const formatted = parseMarkdown(text);
    // Markup alone (e.g. "****") leaves nothing to send: send what the model wrote.
    const parts = splitFormatted(formatted.text.trim() ? formatted : { text, entities: [] });
    const earlier = options.partsSent ?? [];
    let first = earlier[0];
    for (const [index, part] of parts.entries()) {
      if (index < earlier.length) continue;
      const request = new Api.messages.SendMessage({
        peer,
        message: part.text,
        entities: toApiEntities(part.entities),
        replyTo: replyHeader(index === 0 ? options.replyTo : undefined, topic),
      });
      const result = await this.#post(conversation, request);
      const id = sentMessageId(result, request.randomId ?? '');
      first ??= id;
      // Each part is told as it goes, so a retry after a failed part sends only what is left.
      if (parts.length > 1 && id !== undefined) await options.onPartSent?.(index, id);
    }
    if (first === undefined) throw new Error('Telegram did not report the sent message');
    return { id: first };
  }

  async sendSticker(
    conversation: ChatId,
    sticker: StickerRef,
    options: SendOptions = {},
  ): Promise<StickerResult> {
    const { chatId, topicId: topic } = conversationParts(conversation);
    const peer = await this.#resolver.peer(chatId);
    for (let attempt = 0; attempt < 2; attempt++) {
      const doc = await this.#stickers.find(sticker.set, sticker.name);
      if (!doc) return { sent: false, reason: 'unknown_sticker' };
      const request = new Api.messages.SendMedia({
        peer,
        media: new Api.InputMediaDocument({
          id: new Api.InputDocument({
            id: doc.id,
            accessHash: doc.accessHash,
            fileReference: doc.fileReference,
          }),
        }),
        message: '',
        replyTo: replyHeader(options.replyTo, topic),
      });
      try {
        const result = await this.#post(conversation, request);
        return { sent: true, id: sentMessageId(result, request.randomId ?? '') ?? 0 };
      } catch (err) {
        // File references expire: reload the set once and send the fresh document.
        if (attempt > 0 || !/FILE_REFERENCE_(EXPIRED|INVALID)/.test(errorMessage(err))) throw err;
        this.#stickers.forget(sticker.set);
      }
    }
    return { sent: false, reason: 'unknown_sticker' };
  }

  async react(chatId: ChatId, messageId: MessageId, emoji: string): Promise<void> {
    const peer = await this.#resolver.peer(chatId);
    await this.#core.invokeIn(
      chatId,
      new Api.messages.SendReaction({
        peer,
        msgId: messageId,
        reaction: [new Api.ReactionEmoji({ emoticon: emoji })],
      }),
    );
  }

  async typing(conversation: ChatId): Promise<void> {
    const { chatId, topicId } = conversationParts(conversation);
    const peer = await this.#resolver.peer(chatId);
    const request = new Api.messages.SetTyping({ peer, action: new Api.SendMessageTypingAction() });
    if (topicId !== undefined) request.topMsgId = topicId;
    // Best effort: a flood wait on typing is never slept through nor retried.
    await this.#core.invokeIn(chatId, request, true);
  }

  async setPresence(online: boolean): Promise<void> {
    // Best effort: a flood wait on presence is never slept through nor retried.
    const request = new Api.account.UpdateStatus({ offline: !online });
    await this.#core.calls.call({
      method: request.className,
      bestEffort: true,
      run: (c) => c.invoke(request),
    });
  }

  /** Marks read up to `maxId`; a forum topic has its own read state (`messages.readDiscussion`). */
  async markRead(conversation: ChatId, maxId: MessageId): Promise<void> {
    const { chatId, topicId } = conversationParts(conversation);
    const peer = await this.#resolver.peer(chatId);
    if (topicId !== undefined) {
      await this.#core.invokeIn(
        chatId,
        new Api.messages.ReadDiscussion({ peer, msgId: topicId, readMaxId: maxId }),
      );
    } else if (peer instanceof Api.InputPeerChannel) {
      await this.#core.invokeIn(chatId, new Api.channels.ReadHistory({ channel: inputChannel(peer), maxId }));
    } else {
      await this.#core.invokeIn(chatId, new Api.messages.ReadHistory({ peer, maxId }));
    }
  }

  async clearMentions(chatId: ChatId): Promise<void> {
    await this.#core.invokeIn(
      chatId,
      new Api.messages.ReadMentions({ peer: await this.#resolver.peer(chatId) }),
    );
  }

  clearUnreadMark(chatId: ChatId): Promise<void> {
    return this.#markDialog(chatId, false);
  }

  /** Marks the chat unread, so the owner sees it needs attention (a reply that could not go out). */
  setUnreadMark(chatId: ChatId): Promise<void> {
    return this.#markDialog(chatId, true);
  }

  async #markDialog(chatId: ChatId, unread: boolean): Promise<void> {
    const peer = new Api.InputDialogPeer({ peer: await this.#resolver.peer(chatId) });
    await this.#core.invokeIn(chatId, new Api.messages.MarkDialogUnread({ peer, unread }));
  }

  async block(chatId: ChatId): Promise<void> {
    await this.#core.invoke(new Api.contacts.Block({ id: await this.#resolver.directPeer(chatId, 'block') }));
  }

  async unblock(chatId: ChatId): Promise<void> {
    await this.#core.invoke(
      new Api.contacts.Unblock({ id: await this.#resolver.directPeer(chatId, 'unblock') }),
    );
  }

  async clearHistory(chatId: ChatId): Promise<void> {
    const peer = await this.#resolver.directPeer(chatId, 'clear the history of');
    // Telegram deletes in batches and reports an offset while there is more to delete.
    for (let batch = 0; batch < 100; batch++) {
      const result = await this.#core.invokeIn(
        chatId,
        new Api.messages.DeleteHistory({ peer, maxId: 0, revoke: true }),
      );
      if (result.offset <= 0) return;
    }
  }

  /** Posts a message; a refusal that says the account may not write here is remembered. */
  #post<R extends Api.messages.SendMessage | Api.messages.SendMedia>(
    conversation: ChatId,
    request: R,
  ): Promise<R['__response']> {
    return this.#core.invokeIn(conversationParts(conversation).chatId, request).catch((err: unknown) => {
      this.#rights.refused(err, conversation);
      throw err;
    });
  }
}

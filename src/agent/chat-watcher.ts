import { cancelForDeleted, cancelForTakeover } from '../intake/changes.js';
import { dueAfterPartnerTyping } from '../intake/partner-typing.js';
import type { EngineStore } from '../store/engine.js';
import { isMessageTask, type Task } from '../tasks/types.js';
import type { DeletedMessages, PartnerTyping } from '../telegram/port.js';
import { type ChatId, type InboundMessage, inAccountSequence } from '../telegram/types.js';
import type { AgentRuntimeOptions } from './options.js';
import type { TurnRunner } from './turn-runner.js';

/** How long an outgoing message waits for a send in progress to record it before it counts as the owner's. */
const OWN_SEND_WAIT_MS = 10_000;
const OWN_SEND_POLL_MS = 250;

export interface ChatWatcherOptions extends Pick<AgentRuntimeOptions, 'clock' | 'log' | 'changes'> {
  agent: () => string;
  store: EngineStore;
  turns: TurnRunner;
  /** Wakes the scheduler for a chat whose work changed. */
  kick: (chatId: ChatId) => void;
}

/**
 * What happens in a chat besides new messages: the account's own messages (the persona's, or
 * the owner's from another device), edits, deletions and the partner's typing. Each may change
 * or cancel the work the persona still meant to do there.
 */
export class ChatWatcher {
  readonly #o: ChatWatcherOptions;
  /** Per direct chat, the pending turn the partner's typing holds back and when it was first due. */
  readonly #heldByTyping = new Map<ChatId, { taskId: string; firstDue: number }>();

  constructor(options: ChatWatcherOptions) {
    this.#o = options;
  }

  /**
   * A message the account sent. Ours when the delivery log has it (a send still in progress
   * gets a moment to record it); otherwise the account's owner wrote from another device: the
   * human took over, and what the persona still meant to do in that chat is cancelled.
   */
  async outgoing(message: InboundMessage): Promise<void> {
    const { clock, log, store } = this.#o;
    const agent = this.#o.agent();
    for (let waited = 0; ; waited += OWN_SEND_POLL_MS) {
      const claimed = await store.deliveries.claimedMessageIds(agent, message.chatId, [message.id]);
      if (claimed.has(message.id)) return;
      const open = await store.tasks.open(agent, message.chatId);
      const sending = open.some((t) => t.status === 'active' && isMessageTask(t));
      if (!sending || waited >= OWN_SEND_WAIT_MS) break;
      await clock.sleep(OWN_SEND_POLL_MS);
    }
    const cancelled = await store.transaction((tx) => cancelForTakeover(tx, agent, message.chatId));
    log.info('the account owner wrote in the chat: the human took over', {
      chat: message.chatId,
      message: message.id,
      cancelled,
    });
    if (cancelled > 0) this.#o.kick(message.chatId);
    this.#o.changes?.notify({ agent, chatId: message.chatId });
  }

  /**
   * A message was edited: the stored copy follows (a pending turn reads the chat afresh anyway).
   * While a turn of the chat is under way the edit is noted: if that turn showed the old text,
   * its plan is not sent and a new turn reads the chat again.
   */
  async edited(message: InboundMessage): Promise<void> {
    await this.#o.store.messages.rememberAll(this.#o.agent(), [message]);
    this.#o.turns.edited(message);
    this.#o.log.debug('message edited', { chat: message.chatId, message: message.id });
  }

  /**
   * Messages were deleted: stored copies are marked (a reply to one shows it deleted) and pending
   * work answering them is cancelled or retargeted (see `cancelForDeleted`).
   */
  async deleted(deleted: DeletedMessages): Promise<void> {
    const { store, log } = this.#o;
    const agent = this.#o.agent();
    const marked = await store.messages.markDeleted(agent, deleted.ids, deleted.chatId);
    const chats = new Set(marked);
    if (deleted.chatId !== undefined) chats.add(deleted.chatId);
    else
      for (const c of await store.tasks.openConversations())
        if (c.agent === agent && inAccountSequence(c.chatId)) chats.add(c.chatId);
    for (const chatId of chats) {
      const effect = await store.transaction((tx) => cancelForDeleted(tx, agent, chatId, deleted.ids));
      if (effect.cancelledTurns + effect.retargeted + effect.cancelledReplies === 0) continue;
      log.info('messages deleted: pending replies to them cancelled', { ...effect });
      this.#o.kick(chatId);
    }
  }

  /**
   * The partner of a direct chat types (or stopped): the chat's pending turn waits until the
   * typing lapses, within a bound (`dueAfterPartnerTyping`); the operator's "answer now" does
   * not wait. Group typing is ignored. A new message replaces the turn by itself (intake).
   */
  async partnerTyping(event: PartnerTyping): Promise<void> {
    if (event.chatId !== event.userId) return;
    const now = this.#o.clock.now();
    const open = await this.#o.store.tasks.open(this.#o.agent(), event.chatId);
    const turn = open.find(
      (t): t is Task<'received'> =>
        t.type === 'received' && t.status === 'pending' && t.params.trigger?.kind !== 'operator',
    );
    if (!turn) {
      this.#heldByTyping.delete(event.chatId);
      return;
    }
    const due = turn.notBefore ?? now;
    const held = this.#heldByTyping.get(event.chatId);
    const firstDue = held?.taskId === turn.id ? held.firstDue : due;
    this.#heldByTyping.set(event.chatId, { taskId: turn.id, firstDue });
    const next = dueAfterPartnerTyping(
      event.typing ? { due, firstDue, typingAt: now } : { due, firstDue, stoppedAt: now },
    );
    if (next === due) return;
    await this.#o.store.tasks.setNotBefore(turn.id, next);
    this.#o.log.debug('turn waits while the partner types', { chat: event.chatId, due: next });
    this.#o.kick(event.chatId);
  }
}

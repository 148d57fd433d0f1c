import type { TypingSettings } from '../config/persona-schema.js';
import { type DeliveryLog, partKey } from '../store/deliveries.js';
import type { EngineStore } from '../store/engine.js';
import type { Clock } from '../support/clock.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import { boundRecallHits, RECALL_HITS } from '../tasks/kinds/recall.js';
import type { StepHandlers, TaskResult } from '../tasks/scheduler.js';
import { type MessageType, type Outgoing, outgoingOf, type Task } from '../tasks/types.js';
import type { TelegramPort } from '../telegram/port.js';
import { chooseReaction } from '../telegram/reactions.js';
import { type ChatId, type InboundMessage, type MessageId, SpamLimitedError } from '../telegram/types.js';
import { type EventDeps, eventHandlers } from './events.js';
import { type MemoryDeps, memoryHandlers } from './memory.js';
import { findEarlierAttempt } from './outgoing.js';
import { SendingPause } from './sending-pause.js';
import { TYPING_REFRESH_MS, typingDelayMs } from './typing.js';

export interface DeliveryDeps {
  port: TelegramPort;
  clock: Clock;
  log: Logger;
  typing: () => TypingSettings;
  /** Confirmed deliveries: what an earlier attempt may already have sent. */
  deliveries: DeliveryLog;
  /** Telegram user ids allowed to trigger `shutdown` and `clear-conversation`. */
  admins: () => readonly string[];
  /** Called by an admin's `shutdown` task, once its completion is stored. */
  onShutdown?: (reason: string | undefined) => void;
  /** The persona's sending pause (default: one of its own). */
  sendingPause?: SendingPause;
  /** The persona's memory caps; the defaults when absent. */
  memory?: MemoryDeps['memory'];
  /** The persona's time zone (an event's local times are read in it); UTC when absent. */
  timeZone?: () => string;
  /** The persona's event caps; the defaults when absent. */
  events?: EventDeps['events'];
  /** Told once a plan's write is committed (the event clock sets itself again). */
  eventsChanged?: () => void;
}

/**
 * The handlers of what the persona decides (memory, its plans): they write the store only, and
 * run in the transaction that stores the turn's plan.
 */
export function decisionHandlers(
  deps: Pick<DeliveryDeps, 'log' | 'clock' | 'memory' | 'timeZone' | 'events' | 'eventsChanged'>,
): Pick<StepHandlers<EngineStore>, 'note' | 'remember' | 'person' | 'event'> {
  return {
    ...memoryHandlers({ log: deps.log, memory: deps.memory ?? (() => undefined) }),
    ...eventHandlers({
      log: deps.log,
      clock: deps.clock,
      timeZone: deps.timeZone ?? (() => 'UTC'),
      events: deps.events ?? (() => undefined),
      changed: deps.eventsChanged,
    }),
  };
}

/**
 * Handlers that carry out the model's steps on Telegram. A message is sent at most once: each
 * confirmed send is recorded under its task's id in the transaction that completes the task,
 * and an attempt after one that may have reached Telegram first looks for it in the chat.
 */
export function deliveryHandlers(deps: DeliveryDeps): StepHandlers<EngineStore> {
  const { port, log } = deps;
  const pause = deps.sendingPause ?? new SendingPause(deps.clock, log);

  /** Best effort: the indicator is never waited for, and its failure never touches the send. */
  const showTyping = (chatId: ChatId): void => {
    port.typing(chatId).catch((err: unknown) => {
      log.debug('typing not shown', { chat: chatId, reason: errorMessage(err) });
    });
  };

  /**
   * Admin-only steps run only in a direct chat whose partner is an admin (in Telegram a direct
   * chat's id is the partner's user id), checked again when they run: a task stored under an
   * older rule, or planned in a group, is refused.
   */
  const adminChat = async (chatId: ChatId): Promise<boolean> =>
    deps.admins().includes(chatId) && (await port.chat(chatId)).kind === 'direct';

  /** Shows "typing…" for as long as a person would need to type `text` (seeded spread: `typingDelayMs`). */
  const typeFor = async (task: Task, text: string, signal: AbortSignal): Promise<void> => {
    const chatId = task.chatId;
    let remaining = typingDelayMs(text, deps.typing(), `${task.agent}:${chatId}`);
    do {
      showTyping(chatId);
      const step = Math.min(remaining, TYPING_REFRESH_MS);
      await deps.clock.sleep(step, signal);
      remaining -= step;
    } while (remaining > 0);
  };

  /** While sending is paused, a message to someone who is not a contact is held (groups are not). */
  const isHeld = async (chatId: ChatId): Promise<boolean> => {
    if (!pause.isPaused()) return false;
    const chat = await port.chat(chatId);
    return chat.kind === 'direct' && !chat.contact;
  };

  /**
   * Runs `send` once sending may go to this chat. A send Telegram refuses because the account
   * is spam-limited pauses sending for the persona and waits for the pause to end (this chat
   * was refused, whatever kind it is), then tries again: held, never failed.
   */
  const whenAllowed = async <T>(task: Task, signal: AbortSignal, send: () => Promise<T>): Promise<T> => {
    for (;;) {
      if (await isHeld(task.chatId)) {
        log.info('message held while sending is paused', { chat: task.chatId, task: task.id });
        await pause.wait(signal);
      }
      try {
        return await send();
      } catch (err) {
        if (!(err instanceof SpamLimitedError)) throw err;
        pause.begin(err.message);
        log.info('message held while sending is paused', { chat: task.chatId, task: task.id });
        await pause.wait(signal);
      }
    }
  };

  /** The message an earlier, interrupted attempt of this task sent, if any. */
  const earlier = async (task: Task<MessageType>): Promise<TaskResult<EngineStore> | undefined> => {
    if (task.attempts <= 1) return undefined;
    const found = await findEarlierAttempt({ port, deliveries: deps.deliveries }, task);
    if (found === undefined) return undefined;
    log.warn('an earlier attempt already delivered this message; not sending it again', {
      chat: task.chatId,
      task: task.id,
      message: found,
    });
    return recorded(task, found, describe(outgoingOf(task)[0]));
  };

  /**
   * The persona's own message as Telegram shows it, stored with the confirmation: the chat's
   * stored messages (the console, summaries) have it at once, not only after the next history
   * read, which then replaces this copy with Telegram's own.
   */
  const ownMessage = async (
    task: Task<MessageType>,
    id: MessageId,
    sent: Outgoing,
  ): Promise<InboundMessage> => {
    const me = await port.me();
    const { replyTo } = task.params;
    return {
      chatId: task.chatId,
      id,
      senderId: me.id,
      senderName: me.name,
      out: true,
      date: Math.floor(deps.clock.now() / 1000),
      text: 'text' in sent ? sent.text : '',
      ...(replyTo === undefined ? {} : { replyToId: replyTo }),
      media:
        'sticker' in sent
          ? [{ id: `sent-${id}`, kind: 'sticker', set: sent.sticker.set, emoji: sent.sticker.name }]
          : [],
      reactions: [],
      mentioned: false,
    };
  };

  return {
    ...decisionHandlers(deps),

    async send(task, context) {
      const { text } = task.params;
      const already = await earlier(task);
      if (already) return already;
      // A long text goes as several messages: each part is recorded as it goes, so a retry
      // after a failed part never sends the parts before it again.
      const partsSent = task.attempts > 1 ? await deps.deliveries.partsSent(task.id) : [];
      const onPartSent = (index: number, messageId: MessageId) =>
        deps.deliveries.record({
          key: partKey(task.id, index),
          agent: task.agent,
          chatId: task.chatId,
          kind: task.type,
          messageId,
          detail: `part ${index + 1}`,
        });
      const sent = await whenAllowed(task, context.signal, async () => {
        if (partsSent.length === 0) await typeFor(task, text, context.signal);
        return port.sendText(task.chatId, text, { ...replyOptions(task.params), partsSent, onPartSent });
      });
      context.confirmed();
      return recorded(task, sent.id, describe({ text }), await ownMessage(task, sent.id, { text }));
    },

    async sticker(task, context) {
      const sticker = { set: task.params.set, name: task.params.name };
      const already = await earlier(task);
      if (already) return already;
      const result = await whenAllowed(task, context.signal, async () => {
        await typeFor(task, sticker.name, context.signal);
        return port.sendSticker(task.chatId, sticker, replyOptions(task.params));
      });
      if (result.sent) {
        context.confirmed();
        return recorded(
          task,
          result.id,
          describe({ sticker }),
          await ownMessage(task, result.id, { sticker }),
        );
      }
      // An unknown sticker is sent as its name in text (the original did the same): the words still arrive.
      log.warn('sticker not found, sending its name as text', { chat: task.chatId, ...sticker });
      const sent = await whenAllowed(task, context.signal, () =>
        port.sendText(task.chatId, sticker.name, replyOptions(task.params)),
      );
      context.confirmed();
      const asText = { text: sticker.name };
      return recorded(task, sent.id, describe(asText), await ownMessage(task, sent.id, asText));
    },

    async react(task, context) {
      const { messageId, emoji } = task.params;
      const choice = chooseReaction(emoji);
      if ('dropped' in choice) {
        log.warn(`reaction dropped: ${choice.dropped}`, { chat: task.chatId, message: messageId });
        return;
      }
      await port.react(task.chatId, messageId, choice.emoji);
      context.confirmed();
    },

    async wait() {
      // The delay is enforced by the scheduler before the task runs.
    },

    async think(task) {
      // Private by definition: never sent (planning drops it; this guards stored tasks).
      log.debug('think (private, not sent)', { chat: task.chatId });
    },

    async block(task, context) {
      await port.block(task.chatId);
      context.confirmed();
    },

    async unblock(task, context) {
      await port.unblock(task.chatId);
      context.confirmed();
    },

    async 'clear-conversation'(task, context) {
      if (!(await adminChat(task.chatId))) {
        log.warn('clear-conversation refused: not a direct chat with an admin', { chat: task.chatId });
        return;
      }
      await port.clearHistory(task.chatId);
      context.confirmed();
      // A cleared conversation starts afresh: its notes, summaries and plans go with it.
      return {
        commit: async (store) => {
          await store.memory.clearChat(task.agent, task.chatId);
          await store.events.clearChat(task.agent, task.chatId);
        },
        afterCommit: deps.eventsChanged,
      };
    },

    async recall(task) {
      // Searched when its turn in the plan comes, so the messages before it were sent; what it
      // found starts the follow-up turn, stored with this task's completion.
      return {
        commit: async (store) => {
          const found = await store.search.recall(task.agent, task.chatId, task.params.query, RECALL_HITS);
          const hits = boundRecallHits(found);
          const trigger = { kind: 'recall' as const, query: task.params.query, hits };
          await store.tasks.appendChain(task.agent, task.chatId, [
            { type: 'received', params: { trigger, covers: [] } },
          ]);
          log.info('recall', { chat: task.chatId, query: task.params.query, hits: hits.length });
        },
      };
    },

    async shutdown(task) {
      const { reason } = task.params;
      if (!(await adminChat(task.chatId))) {
        log.warn('shutdown refused: not a direct chat with an admin', { chat: task.chatId });
        return;
      }
      log.warn('shutdown requested by an admin', { chat: task.chatId, reason });
      // After the task is stored as done, so a restart does not shut down again.
      return { afterCommit: () => deps.onShutdown?.(reason) };
    },
  };
}

function recorded(
  task: Task<MessageType>,
  messageId: MessageId,
  detail: string,
  message?: InboundMessage,
): TaskResult<EngineStore> {
  const kind = task.type;
  return {
    commit: async (store) => {
      await store.deliveries.record({
        key: task.id,
        agent: task.agent,
        chatId: task.chatId,
        kind,
        messageId,
        detail,
      });
      if (message) await store.messages.remember(task.agent, message, { handled: true });
    },
  };
}

function describe(outgoing: Outgoing | undefined): string {
  if (!outgoing) return '';
  if ('sticker' in outgoing) return `sticker ${outgoing.sticker.set} :: ${outgoing.sticker.name}`;
  return outgoing.text.length > 80 ? `${outgoing.text.slice(0, 77)}...` : outgoing.text;
}

function replyOptions({ replyTo }: { replyTo?: MessageId }): { replyTo?: MessageId } {
  return replyTo === undefined ? {} : { replyTo };
}

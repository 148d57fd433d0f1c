import type { TypingSettings } from '../config/types.js';
import type { DeliveryLog } from '../store/deliveries.js';
import type { EngineStore } from '../store/engine.js';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/log.js';
import type { StepHandlers, TaskResult } from '../tasks/scheduler.js';
import type { Task } from '../tasks/types.js';
import type { TelegramPort } from '../telegram/port.js';
import { chooseReaction } from '../telegram/reactions.js';
import type { ChatId, MessageId } from '../telegram/types.js';
import { type MemoryDeps, memoryHandlers } from './memory.js';
import { findEarlierAttempt, type Outgoing } from './outgoing.js';
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
  /** The persona's memory caps; the defaults when absent. */
  memory?: MemoryDeps['memory'];
}

/**
 * Handlers that carry out the model's steps on Telegram. A message is sent at most once: each
 * confirmed send is recorded under its task's id in the transaction that completes the task,
 * and an attempt after one that may have reached Telegram first looks for it in the chat.
 */
export function deliveryHandlers(deps: DeliveryDeps): StepHandlers<EngineStore> {
  const { port, log } = deps;

  /** Shows "typing…" for as long as a person would need to type `text`. */
  const typeFor = async (chatId: ChatId, text: string, signal: AbortSignal): Promise<void> => {
    let remaining = typingDelayMs(text, deps.typing());
    do {
      await port.typing(chatId);
      const step = Math.min(remaining, TYPING_REFRESH_MS);
      await deps.clock.sleep(step, signal);
      remaining -= step;
    } while (remaining > 0);
  };

  /** The message an earlier, interrupted attempt of this task sent, if any. */
  const earlier = async (
    task: Task<'send' | 'sticker'>,
    outgoing: Outgoing[],
  ): Promise<TaskResult<EngineStore> | undefined> => {
    if (task.attempts <= 1) return undefined;
    const found = await findEarlierAttempt({ port, deliveries: deps.deliveries }, task, outgoing);
    if (found === undefined) return undefined;
    log.warn('an earlier attempt already delivered this message; not sending it again', {
      chat: task.chatId,
      task: task.id,
      message: found,
    });
    return recorded(task, found, describe(outgoing[0]));
  };

  return {
    ...memoryHandlers({ log, memory: deps.memory ?? (() => undefined) }),

    async send(task, context) {
      const { text } = task.params;
      const already = await earlier(task, [{ text }]);
      if (already) return already;
      await typeFor(task.chatId, text, context.signal);
      const sent = await port.sendText(task.chatId, text, replyOptions(task.params));
      context.confirmed();
      return recorded(task, sent.id, describe({ text }));
    },

    async sticker(task, context) {
      const sticker = { set: task.params.set, name: task.params.name };
      const already = await earlier(task, [{ sticker }, { text: sticker.name }]);
      if (already) return already;
      await typeFor(task.chatId, sticker.name, context.signal);
      const result = await port.sendSticker(task.chatId, sticker, replyOptions(task.params));
      if (result.sent) {
        context.confirmed();
        return recorded(task, result.id, describe({ sticker }));
      }
      // An unknown sticker is sent as its name in text (the original did the same): the words still arrive.
      log.warn('sticker not found, sending its name as text', { chat: task.chatId, ...sticker });
      const sent = await port.sendText(task.chatId, sticker.name, replyOptions(task.params));
      context.confirmed();
      return recorded(task, sent.id, describe({ text: sticker.name }));
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
      if (!fromAdmin(task, deps.admins())) {
        log.warn('clear-conversation refused: not requested by an admin', { chat: task.chatId });
        return;
      }
      await port.clearHistory(task.chatId);
      context.confirmed();
      // A cleared conversation starts afresh: its notes and summaries go with it.
      return { commit: (store) => store.memory.clearChat(task.agent, task.chatId) };
    },

    async shutdown(task) {
      const { reason } = task.params;
      if (!fromAdmin(task, deps.admins())) {
        log.warn('shutdown refused: not requested by an admin', { chat: task.chatId });
        return;
      }
      log.warn('shutdown requested by an admin', { chat: task.chatId, reason });
      // After the task is stored as done, so a restart does not shut down again.
      return { afterCommit: () => deps.onShutdown?.(reason) };
    },
  };
}

/** The planner stamps admin-only tasks with who asked; checked again when they run. */
function fromAdmin(task: Task<'clear-conversation' | 'shutdown'>, admins: readonly string[]): boolean {
  const by = task.params.requestedBy;
  return by !== undefined && admins.includes(by);
}

function recorded(
  task: Task<'send' | 'sticker'>,
  messageId: MessageId,
  detail: string,
): TaskResult<EngineStore> {
  const kind = task.type;
  return {
    commit: (store) =>
      store.deliveries.record({
        key: task.id,
        agent: task.agent,
        chatId: task.chatId,
        kind,
        messageId,
        detail,
      }),
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

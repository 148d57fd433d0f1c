import type { TypingSettings } from '../config/types.js';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/log.js';
import type { TaskHandlers } from '../tasks/scheduler.js';
import type { Task } from '../tasks/types.js';
import type { TelegramPort } from '../telegram/port.js';
import type { ChatId } from '../telegram/types.js';
import { TYPING_REFRESH_MS, typingDelayMs } from './typing.js';

export interface DeliveryDeps {
  port: TelegramPort;
  clock: Clock;
  log: Logger;
  typing: () => TypingSettings;
  /** Called by an admin's `shutdown` task. */
  onShutdown?: (reason: string | undefined) => void;
}

/** Handlers that carry out the model's steps on Telegram. */
export function deliveryHandlers(deps: DeliveryDeps): TaskHandlers {
  const { port, log } = deps;

  /** Shows "typing…" for as long as a person would need to type `text`. */
  const typeFor = async (chatId: ChatId, text: string): Promise<void> => {
    let remaining = typingDelayMs(text, deps.typing());
    do {
      await port.typing(chatId);
      const step = Math.min(remaining, TYPING_REFRESH_MS);
      await deps.clock.sleep(step);
      remaining -= step;
    } while (remaining > 0);
  };

  return {
    async send(task) {
      const text = stringParam(task, 'text');
      await typeFor(task.chatId, text);
      await port.sendText(task.chatId, text, replyOptions(task));
    },

    async sticker(task) {
      const set = stringParam(task, 'set');
      const name = stringParam(task, 'name');
      await typeFor(task.chatId, name);
      const result = await port.sendSticker(task.chatId, { set, name }, replyOptions(task));
      if (result.sent) return;
      // The original's fallback (parity §10.2): an unknown sticker is sent as its name in text.
      log.warn('sticker not found, sending its name as text', { chat: task.chatId, set, name });
      await port.sendText(task.chatId, name, replyOptions(task));
    },

    async react(task) {
      const messageId = Number(task.params.messageId);
      await port.react(task.chatId, messageId, stringParam(task, 'emoji'));
    },

    async wait() {
      // The delay is enforced by the scheduler before the task runs.
    },

    async block(task) {
      await port.block(task.chatId);
    },

    async unblock(task) {
      await port.unblock(task.chatId);
    },

    async 'clear-conversation'(task) {
      await port.clearHistory(task.chatId);
    },

    async shutdown(task) {
      const reason = typeof task.params.reason === 'string' ? task.params.reason : undefined;
      log.warn('shutdown requested by an admin', { chat: task.chatId, reason });
      deps.onShutdown?.(reason);
    },
  };
}

function stringParam(task: Task, key: string): string {
  const value = task.params[key];
  if (typeof value !== 'string' || value === '')
    throw new Error(`${task.type} task ${task.id} has no ${key}`);
  return value;
}

function replyOptions(task: Task): { replyTo?: number } {
  const replyTo = task.params.replyTo;
  return typeof replyTo === 'number' ? { replyTo } : {};
}

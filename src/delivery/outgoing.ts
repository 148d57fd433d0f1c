import { isSticker } from '../media/render.js';
import type { DeliveryLog } from '../store/deliveries.js';
import { type MessageType, type Outgoing, outgoingOf, type Task } from '../tasks/types.js';
import type { TelegramPort } from '../telegram/port.js';
import type { InboundMessage, MessageId } from '../telegram/types.js';

/** How many recent messages are searched for an earlier attempt's message. */
const LOOKBACK = 50;
/** Telegram's clock and ours may differ a little. */
const CLOCK_SLACK_MS = 60_000;

/**
 * Before sending again after an attempt that may have reached Telegram (the process died
 * between Telegram's confirmation and our record, or the connection dropped mid-request): the
 * id of a message of ours in the chat that matches this task and that no other task has
 * claimed, if there is one. Only messages sent since the task was planned count.
 */
export async function findEarlierAttempt(
  deps: { port: TelegramPort; deliveries: DeliveryLog },
  task: Task<MessageType>,
): Promise<MessageId | undefined> {
  const outgoing = outgoingOf(task);
  const since = Math.floor((task.createdAt - CLOCK_SLACK_MS) / 1000);
  const { replyTo } = task.params;
  const history = await deps.port.history(task.chatId, LOOKBACK);
  const candidates = history.filter(
    (m) =>
      m.out &&
      m.date >= since &&
      (replyTo === undefined || m.replyToId === undefined || m.replyToId === replyTo) &&
      outgoing.some((o) => matches(m, o)),
  );
  if (candidates.length === 0) return undefined;
  const claimed = await deps.deliveries.claimedMessageIds(
    task.agent,
    task.chatId,
    candidates.map((m) => m.id),
  );
  return candidates.find((m) => !claimed.has(m.id))?.id;
}

function matches(message: InboundMessage, outgoing: Outgoing): boolean {
  if ('text' in outgoing) return message.text.trim() === outgoing.text.trim();
  if ('sticker' in outgoing) {
    const { set, name } = outgoing.sticker;
    return message.media.some(
      (m) => isSticker(m.kind) && m.emoji === name && (m.set === undefined || m.set === set),
    );
  }
  return unmatched(outgoing);
}

/** A new form of outgoing message makes this call a compile error until it can be recognised. */
function unmatched(outgoing: never): never {
  throw new Error(`no way to recognise the outgoing message ${JSON.stringify(outgoing)}`);
}

import { type Availability, wakeInChat } from '../intake/availability.js';
import { READY, type SendReadiness } from '../tasks/readiness.js';
import { isMessageTask, type Task } from '../tasks/types.js';
import type { ConnectionWait } from './connection-wait.js';

/**
 * Whether the persona is ready to carry out a task that is due (pure but for the connection's
 * bookkeeping). Only what shows in the chat (a message, a reaction) waits:
 * - while the persona sleeps it is held to its wake-up, when it is judged again (a message from
 *   someone else meanwhile has replanned the chat, so its new turn decides; otherwise it goes
 *   out). A plan made while asleep (the operator asked, an admin woke the persona) is carried out
 *   at once: that turn was allowed to run at night.
 * - while Telegram cannot be reached it waits for the connection (`ConnectionWait`); only that
 *   time counts toward giving it up. So does a turn (a `received` task), which reads the chat:
 *   its sleep is already its due time.
 */
export function sendReadiness(
  task: Task,
  now: number,
  availability: (ms: number) => Availability,
  connection?: ConnectionWait,
): SendReadiness {
  // A turn reads the chat and marks it read: it too waits for the connection, not its retries.
  if (task.type === 'received') return connection?.readiness(task, now) ?? READY;
  if (!isMessageTask(task) && task.type !== 'react') return READY;
  const state = availability(now);
  const asleep = state.kind === 'asleep' && state.wakeAt > now;
  if (asleep && availability(task.createdAt).kind !== 'asleep')
    return {
      heldUntil: wakeInChat(state.wakeAt, task.agent, task.chatId),
      because: `asleep (${state.activity})`,
    };
  return connection?.readiness(task, now) ?? READY;
}

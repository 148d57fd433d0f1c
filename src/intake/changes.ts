import type { EngineStore } from '../store/engine.js';
import { isMessageTask, type Task } from '../tasks/types.js';
import type { ChatId, MessageId } from '../telegram/types.js';

/** What a deletion changed in one conversation's pending work. */
export interface DeletionEffect {
  chatId: ChatId;
  /** Pending turns cancelled: every message they would answer is gone. */
  cancelledTurns: number;
  /** Pending turns now answering the newest message of theirs that is left. */
  retargeted: number;
  /** Pending sends, stickers and reactions that answered a deleted message. */
  cancelledReplies: number;
}

/**
 * Messages were deleted: pending work answering them goes. A pending turn whose messages are all
 * gone is cancelled; one that still has messages answers the newest of them; a planned send or
 * sticker replying to a deleted message, or a reaction on one, is cancelled (a reply to nothing
 * reads as talking to oneself). Runs inside the caller's transaction.
 */
export async function cancelForDeleted(
  store: EngineStore,
  agent: string,
  chatId: ChatId,
  ids: readonly MessageId[],
): Promise<DeletionEffect> {
  const gone = new Set(ids);
  const effect: DeletionEffect = { chatId, cancelledTurns: 0, retargeted: 0, cancelledReplies: 0 };
  const open = (await store.tasks.open(agent, chatId)).filter((t) => t.status === 'pending');
  const cancel: string[] = [];
  for (const task of open) {
    if (task.type === 'received') {
      const { targetId, covers, trigger } = task.params;
      const left = covers.filter((id) => !gone.has(id));
      const targetGone = targetId !== undefined && gone.has(targetId) && trigger?.kind !== 'reaction';
      if (!targetGone && left.length === covers.length) continue;
      if (targetGone && left.length === 0) {
        cancel.push(task.id);
        effect.cancelledTurns++;
        continue;
      }
      const newest = left.at(-1);
      const retarget: Task<'received'> = {
        ...task,
        params: { ...task.params, covers: left, targetId: targetGone ? newest : targetId },
      };
      await store.tasks.setParams(retarget);
      if (targetGone) effect.retargeted++;
    } else if (answersDeleted(task, gone)) {
      cancel.push(task.id);
      effect.cancelledReplies++;
    }
  }
  await store.tasks.cancel(cancel, 'the message it answered was deleted');
  return effect;
}

function answersDeleted(task: Task, gone: ReadonlySet<MessageId>): boolean {
  if (isMessageTask(task)) return task.params.replyTo !== undefined && gone.has(task.params.replyTo);
  if (task.type === 'react') return gone.has(task.params.messageId);
  return false;
}

/**
 * The account's owner wrote in the chat from another device: the human took over, so what the
 * persona still meant to do there (turns, planned messages, waits) is cancelled. A turn's
 * closing report still runs. Returns how many tasks were cancelled.
 */
export async function cancelForTakeover(store: EngineStore, agent: string, chatId: ChatId): Promise<number> {
  const open = await store.tasks.open(agent, chatId);
  const pending = open.filter((t) => t.status === 'pending' && t.type !== 'report');
  return store.tasks.cancel(
    pending.map((t) => t.id),
    'the account owner took over the chat',
  );
}

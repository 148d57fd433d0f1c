import type { EngineStore } from '../store/engine.js';
import type { Logger } from '../support/log.js';
import type { TaskResult } from '../tasks/scheduler.js';
import { isMessageTask, isTask, type Task } from '../tasks/types.js';
import type { Status, StatusReactions } from './status.js';

export interface ReportDeps {
  store: EngineStore;
  status: StatusReactions;
  log: Logger;
  /** Told the settled plan (the report left out) and which of its tasks were delivered (the journal's record). */
  onSettled?: (task: Task<'report'>, plan: readonly Task[], delivered: ReadonlySet<string>) => void;
}

/**
 * The `report` task closes a turn once its plan has settled: it accounts for what was really
 * delivered (confirmed deliveries, not planned sends), logs it, and sets the final status of
 * the messages the turn answered: 🏆 when at least one message was delivered, 😱 when the turn
 * or a step of its plan failed, 👍 otherwise. A message the persona itself reacted to in this
 * plan keeps that reaction unless something failed.
 */
export function reportHandler(
  deps: ReportDeps,
): (task: Task<'report'>) => Promise<TaskResult<EngineStore> | undefined> {
  return (task) => settle(deps, deps.store, task);
}

async function settle(
  deps: ReportDeps,
  store: EngineStore,
  task: Task<'report'>,
): Promise<TaskResult<EngineStore> | undefined> {
  const { covers } = task.params;
  const plan = (await store.tasks.graph(task.graphId)).filter((t) => t.id !== task.id);
  const before = await store.tasks.states(task.dependsOn);
  const turnFailed = [...before.values()].some((s) => s.type === 'received' && s.status === 'failed');
  const messages = plan.filter(isMessageTask);
  // Read once for the whole plan (only messages are delivered): the journal records each one's fate.
  const delivered = await store.deliveries.confirmed(messages.map((t) => t.id));
  const failed = plan.filter((t) => t.status === 'failed' && t.type !== 'react');
  const reacted = new Set(
    plan
      .filter((t) => isTask(t, 'react'))
      .filter((t) => t.status === 'done')
      .map((t) => t.params.messageId),
  );
  const log = deps.log.child({ chat: task.chatId, answering: covers });

  let status: Status;
  if (turnFailed || failed.length > 0) {
    status = 'error';
    log.error('turn ended with an error', {
      failed: turnFailed ? ['the turn itself'] : failed.map((t) => `${t.type}: ${t.lastError ?? 'failed'}`),
      delivered: delivered.size,
    });
  } else if (delivered.size > 0) {
    status = 'delivered';
    log.info('turn finished', { delivered: delivered.size, planned: messages.length });
  } else {
    status = 'handled';
    if (messages.length > 0)
      log.warn('turn finished but none of its messages was delivered', {
        reasons: messages.map((t) => t.lastError ?? t.status),
      });
    else log.info('turn finished without a message', { modelAnswered: task.params.answered === true });
  }
  const targets = status === 'error' ? covers : covers.filter((id) => !reacted.has(id));
  await deps.status.show(task.chatId, targets, status);
  deps.onSettled?.(task, plan, delivered);
  const checkIn = task.params.checkIn;
  if (!checkIn || delivered.size === 0) return undefined;
  // A plan-started turn that reached the chat: one more check-in waiting for an answer.
  return { commit: (s) => s.events.checkedIn(task.agent, task.chatId, checkIn.event, checkIn.dueAt) };
}

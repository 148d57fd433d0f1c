import { type DeliveryDeps, deliveryHandlers } from '../delivery/handlers.js';
import { type ReportDeps, reportHandler, reportWithinStore } from '../delivery/report.js';
import type { EngineStore } from '../store/engine.js';
import type { AllTaskHandlers, StoreOnlyHandlers, TaskResult } from '../tasks/scheduler.js';
import type { Task } from '../tasks/types.js';
import type { ChatId } from '../telegram/types.js';
import type { TurnRunner } from './turn-runner.js';

export interface RuntimeHandlerDeps {
  delivery: DeliveryDeps;
  report: ReportDeps;
  turns: TurnRunner;
  /** After a turn's report, off the reply's path: older messages may now be summarised. */
  summarizeSoon: (chatId: ChatId) => void;
}

/**
 * What the scheduler runs for each task type: a turn, the delivery steps, and the report that
 * closes a turn's plan. Complete by type: a new task type does not compile until it is handled
 * here or in delivery.
 */
export function runtimeHandlers(deps: RuntimeHandlerDeps): {
  handlers: AllTaskHandlers<EngineStore>;
  storeOnly: StoreOnlyHandlers<EngineStore>;
} {
  const journalledReport = reportHandler(deps.report);
  const reportWithin = reportWithinStore(deps.report);
  const thenSummarize = (
    task: Task<'report'>,
    result: TaskResult<EngineStore> | undefined,
  ): TaskResult<EngineStore> => ({
    ...result,
    afterCommit: () => {
      result?.afterCommit?.();
      deps.summarizeSoon(task.chatId);
    },
  });
  return {
    handlers: {
      ...deliveryHandlers(deps.delivery),
      received: (task, context) => deps.turns.run(task, context.signal),
      report: async (task) => thenSummarize(task, await journalledReport(task)),
    },
    storeOnly: {
      report: (task) => {
        const work = reportWithin(task);
        return work && (async (store) => thenSummarize(task, await work(store)));
      },
    },
  };
}

import { type DeliveryDeps, deliveryHandlers } from '../delivery/handlers.js';
import { type ReportDeps, reportHandler } from '../delivery/report.js';
import type { EngineStore } from '../store/engine.js';
import type { AllTaskHandlers } from '../tasks/scheduler.js';
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
export function runtimeHandlers(deps: RuntimeHandlerDeps): AllTaskHandlers<EngineStore> {
  const report = reportHandler(deps.report);
  return {
    ...deliveryHandlers(deps.delivery),
    received: (task, context) => deps.turns.run(task, context.signal),
    report: async (task) => {
      const result = await report(task);
      return {
        ...result,
        afterCommit: () => {
          result?.afterCommit?.();
          deps.summarizeSoon(task.chatId);
        },
      };
    },
  };
}

import type { JournalAction, JournalTurn } from '../tasks/journal.js';
import type { Task, TurnTriggerKind } from '../tasks/types.js';
import type { TurnReport } from './turn.js';

/** A finished turn as the journal keeps it. */
export function journalTurn(
  task: Task<'received'>,
  report: TurnReport,
  trigger: TurnTriggerKind,
  agent: string,
  at: number,
): JournalTurn {
  const reply: JournalTurn['reply'] =
    report.reply?.kind === 'text'
      ? { kind: 'text', text: report.reply.text }
      : report.reply?.kind === 'silent'
        ? { kind: 'silent', reason: report.reply.reason }
        : undefined;
  return {
    turnId: task.id,
    agent,
    chatId: task.chatId,
    at,
    trigger,
    targetId: report.targetId,
    request: report.request,
    reply,
    steps: report.steps,
    issues: [
      ...report.issues.map((i) => (i.block ? `block ${i.block}: ${i.reason}` : i.reason)),
      ...report.notes.map((n) => `step ${n.step}: ${n.reason}`),
    ],
    withheld: report.withheld,
    tasks: report.tasks,
    snapshot: report.seen,
    seenBefore: report.seenBefore,
    cause: report.trigger,
    plans: report.plans,
  };
}

/** A turn that failed for good: why, and the request it had sent when it got that far. */
export function failedTurn(
  task: Task<'received'>,
  error: string,
  request: unknown,
  agent: string,
  at: number,
): JournalTurn {
  return {
    turnId: task.id,
    agent,
    chatId: task.chatId,
    at,
    trigger: task.params.trigger?.kind ?? 'message',
    targetId: task.params.targetId,
    request,
    steps: [],
    issues: [],
    tasks: [],
    error,
  };
}

/** The plan's tasks and what became of them, the closing report left out. */
export function journalActions(plan: readonly Task[], delivered: ReadonlySet<string>): JournalAction[] {
  return plan
    .filter((t) => t.type !== 'report')
    .map((t) => ({
      taskId: t.id,
      type: t.type,
      params: { ...t.params },
      status: t.status,
      lastError: t.lastError,
      delivered: delivered.has(t.id),
    }));
}

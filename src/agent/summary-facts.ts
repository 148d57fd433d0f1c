import type { MemoryStep } from '../delivery/memory.js';
import { readHeading } from '../tasks/headings.js';
import type { PlanContext } from '../tasks/kinds/define.js';
import { parseReply } from '../tasks/parse.js';
import { planStep } from '../tasks/types.js';

/** A summarising answer read: the summary, the facts to keep, and why any block was not kept. */
export interface SummaryAnswer {
  summary: string;
  facts: MemoryStep[];
  dropped: string[];
}

/**
 * Reads a summarising call's answer (pure): the summary is the text before the first task
 * heading; `note`, `remember` and `person` blocks after it are read as a turn's are and planned
 * for the summarised chat (a `person` only for someone in the summarised messages, shared when
 * learned in a group). Any other block is dropped: a summary never sends or plans anything.
 */
export function readSummaryAnswer(
  text: string,
  context: Pick<PlanContext, 'chatKind' | 'knownUsers' | 'targetId'>,
): SummaryAnswer {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => readHeading(line)?.type !== undefined);
  if (first < 0) return { summary: text.trim(), facts: [], dropped: [] };
  const answer: SummaryAnswer = { summary: lines.slice(0, first).join('\n').trim(), facts: [], dropped: [] };
  for (const step of parseReply(lines.slice(first).join('\n')).steps) {
    if (step.type !== 'note' && step.type !== 'remember' && step.type !== 'person') {
      answer.dropped.push(`${step.type}: a summary only keeps notes, memories and people`);
      continue;
    }
    const planned = planStep(step, context);
    if ('drop' in planned) answer.dropped.push(planned.drop);
    else answer.facts.push(planned.task);
  }
  return answer;
}

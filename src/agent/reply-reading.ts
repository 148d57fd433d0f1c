import type { ModelReply, ModelRequest } from '../llm/types.js';
import { type ParseIssue, parseReply } from '../tasks/parse.js';
import { type BoundedStep, type PlanContext, type PlanNote, planSteps } from '../tasks/plan.js';
import { type SpeechContext, speechBoundary, type Withheld } from '../tasks/speech.js';
import type { NewTask, PlanStep } from '../tasks/types.js';

/** What one answer of the model comes to: the steps read, what the boundary held back, the tasks. */
export interface ReplyReading {
  /** Why nothing is said: the model's own silence, or what the boundary read as a way of staying silent. */
  silence?: string;
  steps: PlanStep[];
  issues: ParseIssue[];
  /** What of the answer did not reach the chat, and why. */
  withheld: Withheld[];
  notes: PlanNote[];
  /** Steps carried out with other values than written (bounds, unknown ids), and why. */
  bounded: BoundedStep[];
  tasks: NewTask[];
}

/**
 * How a turn reads an answer (pure): parse the task blocks, pass them through the speech
 * boundary, plan what is left. The turn uses it for the answer it acts on; the tuning lab for
 * answers it only compares, so both are read by the same rule.
 */
export function readReply(
  reply: ModelReply,
  speech: Omit<SpeechContext, 'truncated'>,
  plan: PlanContext,
): ReplyReading {
  const empty = { steps: [], issues: [], withheld: [], notes: [], bounded: [], tasks: [] };
  if (reply.kind === 'silent') return { ...empty, silence: reply.reason };
  const read = parseReply(reply.text);
  const parsed = speechBoundary(read, { ...speech, truncated: reply.finishReason === 'MAX_TOKENS' });
  const planned = planSteps(parsed.steps, plan);
  return {
    silence: parsed.silence,
    steps: parsed.steps,
    issues: read.issues,
    withheld: parsed.withheld,
    ...planned,
  };
}

/**
 * Shown every request a turn makes, before the model is asked, with the way the turn would read
 * an answer to it: the tuning lab asks other models the same request and reads their answers.
 */
export type RequestSampler = (
  request: ModelRequest,
  read: (reply: ModelReply) => ReplyReading,
) => Promise<void>;

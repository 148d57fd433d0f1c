import { z } from 'zod';
import type { NewTask, TaskParams, TaskType } from './types.js';

const messageId = z.number().int();
const text = z.string().min(1);
const noParams = z.object({});
const requestedBy = z.string().optional();
const covers = z.array(messageId);

/**
 * How each task type's stored parameters are checked when a row is read. Typed against
 * `TaskParams`, so a task type or required parameter without a schema does not compile.
 */
export const TASK_PARAMS: { [K in TaskType]: z.ZodType<TaskParams[K]> } = {
  send: z.object({ text, replyTo: messageId.optional() }),
  sticker: z.object({ set: text, name: text, replyTo: messageId.optional() }),
  react: z.object({ emoji: text, messageId }),
  wait: z.object({ delay: z.number().nonnegative() }),
  block: noParams,
  unblock: noParams,
  'clear-conversation': z.object({ requestedBy }),
  think: z.object({ text: z.string() }),
  shutdown: z.object({ reason: z.string().optional(), requestedBy }),
  received: z.object({ targetId: messageId.optional(), covers, since: z.number().optional() }),
  report: z.object({ covers, answered: z.boolean().optional(), turnFailed: z.boolean().optional() }),
};

/** The typed task a stored type and JSON parameters describe, or why they do not describe one. */
export function parseTask(type: string, json: string): NewTask | { error: string } {
  return isTaskType(type) ? parseParams(type, json) : { error: `unknown task type "${type}"` };
}

export function isTaskType(type: string): type is TaskType {
  return Object.hasOwn(TASK_PARAMS, type);
}

function parseParams<K extends TaskType>(type: K, json: string): NewTask<K> | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (err) {
    return { error: `${type} parameters are not JSON: ${err instanceof Error ? err.message : String(err)}` };
  }
  const parsed = TASK_PARAMS[type].safeParse(raw);
  if (!parsed.success) return { error: `${type} parameters do not match: ${z.prettifyError(parsed.error)}` };
  const task: NewTask<K> = { type, params: parsed.data };
  return task;
}

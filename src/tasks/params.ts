import { z } from 'zod';
import type { NewTask, TaskParams, TaskType } from './types.js';

const messageId = z.number().int();
const text = z.string().min(1);
const noParams = z.object({});
const requestedBy = z.string().optional();
const covers = z.array(messageId);
const trigger = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message') }),
  z.object({ kind: z.literal('unread-scan') }),
  z.object({ kind: z.literal('marked-unread') }),
  z.object({
    kind: z.literal('reaction'),
    messageId,
    emoji: text,
    fromId: z.string().optional(),
  }),
  z.object({ kind: z.literal('operator') }),
  z.object({ kind: z.literal('event'), id: z.string().optional(), what: z.string() }),
]);

/** A schema for every task type, producing that type's parameters. */
type ParamSchemas = { [K in TaskType]: z.ZodType<TaskParams[K]> };

/**
 * How each task type's stored parameters are checked when a row is read. It must satisfy
 * `ParamSchemas`, so a task type or a required parameter without a schema does not compile;
 * tests/tasks/types.test.ts pins that each schema produces exactly its type's parameters (zod
 * drops unknown keys, so an optional parameter missing here would be lost on every read).
 */
export const TASK_PARAMS = {
  send: z.object({ text, replyTo: messageId.optional() }),
  sticker: z.object({ set: text, name: text, replyTo: messageId.optional() }),
  react: z.object({ emoji: text, messageId }),
  wait: z.object({ delay: z.number().nonnegative() }),
  block: noParams,
  unblock: noParams,
  'clear-conversation': z.object({ requestedBy }),
  think: z.object({ text: z.string() }),
  shutdown: z.object({ reason: z.string().optional(), requestedBy }),
  received: z.object({
    targetId: messageId.optional(),
    trigger: trigger.optional(),
    covers,
    since: z.number().optional(),
    plans: z.array(z.object({ id: z.string().optional(), what: z.string() })).optional(),
  }),
  note: z.object({ id: z.string().optional(), text: z.string() }),
  remember: z.object({ id: z.string().optional(), text: z.string() }),
  person: z.object({ user: z.string().min(1), text: z.string() }),
  event: z.object({
    id: z.string().optional(),
    start: z.object({ day: z.number().int(), minute: z.number().int().min(0).max(1439) }).optional(),
    every: z.string().optional(),
    times: z.number().int().min(0).optional(),
    what: z.string().optional(),
    cancel: z.boolean().optional(),
  }),
  report: z.object({ covers, answered: z.boolean().optional(), turnFailed: z.boolean().optional() }),
} satisfies ParamSchemas;

/** The typed task a stored type and parameters describe, or why they do not describe one. */
export function parseTask(type: string, params: unknown): NewTask | { error: string } {
  return isTaskType(type) ? parseParams(type, params) : { error: `unknown task type "${type}"` };
}

export function isTaskType(type: string): type is TaskType {
  return Object.hasOwn(TASK_PARAMS, type);
}

function parseParams<K extends TaskType>(type: K, params: unknown): NewTask<K> | { error: string } {
  const schemas: ParamSchemas = TASK_PARAMS;
  const parsed = schemas[type].safeParse(params);
  if (!parsed.success) return { error: `${type} parameters do not match: ${z.prettifyError(parsed.error)}` };
  const task: NewTask<K> = { type, params: parsed.data };
  return task;
}

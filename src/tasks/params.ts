import { z } from 'zod';
import { TASK_KINDS } from './kinds/registry.js';
import { isTaskType, type NewTask, type TaskParams, type TaskType } from './types.js';

/** A schema for every task type, producing that type's parameters. */
type ParamSchemas = { [K in TaskType]: { params: z.ZodType<TaskParams[K]> } };
const SCHEMAS: ParamSchemas = TASK_KINDS;

/**
 * The typed task a stored type and parameters describe, or why they do not describe one. Stored
 * params are parsed once when a row is read (zod drops unknown keys).
 */
export function parseTask(type: string, params: unknown): NewTask | { error: string } {
  return isTaskType(type) ? parseParams(type, params) : { error: `unknown task type "${type}"` };
}

function parseParams<K extends TaskType>(type: K, params: unknown): NewTask<K> | { error: string } {
  const parsed = SCHEMAS[type].params.safeParse(params);
  if (!parsed.success) return { error: `${type} parameters do not match: ${z.prettifyError(parsed.error)}` };
  const task: NewTask<K> = { type, params: parsed.data };
  return task;
}

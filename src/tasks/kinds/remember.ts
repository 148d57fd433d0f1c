import { z } from 'zod';
import { defineStep, firstField, noLogFields, oneLine } from './define.js';

/**
 * A memory of the persona, with the same id rules as a note: no id adds one, an id with text
 * changes it, an id without text deletes it. Shown only in the chat it was written in unless
 * `shared`; never dropped at the cap when `pinned`.
 */
const params = z.object({
  id: z.string().optional(),
  text: z.string(),
  shared: z.boolean().optional(),
  pinned: z.boolean().optional(),
});

export const remember = defineStep({
  step: params,
  params,
  aliases: [],
  quiet: true,
  json: { body: firstField(['text', 'content', 'memory', 'body', 'value']), keyed: true },
  message: undefined,
  plan: (step) => ({ params: { ...step } }),
  describe: (step) =>
    `remember${step.id === undefined ? '' : ` ${step.id}`}${step.shared ? ' (shared)' : ''}${step.pinned ? ' (pinned)' : ''}: ${step.text ? oneLine(step.text) : '(delete)'}`,
  logFields: noLogFields,
});

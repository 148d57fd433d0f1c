import { z } from 'zod';
import { defineStep, firstField, noLogFields, oneLine } from './define.js';

/**
 * A note of this chat: no id adds one, an id with text changes it, an id without text deletes it.
 * `pinned`: never dropped at the cap.
 */
const params = z.object({ id: z.string().optional(), text: z.string(), pinned: z.boolean().optional() });

export const note = defineStep({
  step: params,
  params,
  aliases: [],
  quiet: true,
  json: { body: firstField(['text', 'content', 'note', 'body', 'value']), keyed: true },
  message: undefined,
  plan: (step) => ({ params: { ...step } }),
  describe: (step) =>
    `note${step.id === undefined ? '' : ` ${step.id}`}${step.pinned ? ' (pinned)' : ''}: ${step.text ? oneLine(step.text) : '(delete)'}`,
  logFields: noLogFields,
});

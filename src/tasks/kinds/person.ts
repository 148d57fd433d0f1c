import { z } from 'zod';
import { defineStep, firstField, noLogFields, oneLine } from './define.js';

/** What the persona knows about one user: the text replaces it, no text forgets it. */
const params = z.object({ user: z.string().min(1), text: z.string() });

export const person = defineStep({
  step: params,
  params,
  aliases: [],
  quiet: true,
  json: { body: firstField(['text', 'content', 'about', 'body', 'value']), keyed: true },
  message: undefined,
  plan: (step, context) =>
    context.knownUsers && !context.knownUsers.has(step.user)
      ? { drop: `person ${step.user} dropped: nobody with that user id is in this chat` }
      : { params: { ...step } },
  describe: (step) => `person ${step.user}: ${step.text ? oneLine(step.text) : '(forget)'}`,
  logFields: noLogFields,
});

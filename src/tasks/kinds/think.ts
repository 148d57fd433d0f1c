import { z } from 'zod';
import { defineStep, firstField, logText, oneLine } from './define.js';

const params = z.object({ text: z.string() });

/** `# «think»`: a private note of the model, logged and never sent. */
export const think = defineStep({
  step: params,
  params,
  aliases: ['thought', 'thoughts', 'thinking'],
  quiet: false,
  json: { body: firstField(['text', 'thought', 'content', 'note', 'value']), keyed: false },
  message: undefined,
  plan: () => ({ drop: 'think is private and never sent' }),
  describe: (step) => `think (private): ${oneLine(step.text)}`,
  logFields: ({ text }) => ({ message: logText(text) }),
});

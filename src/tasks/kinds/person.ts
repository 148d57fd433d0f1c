import { z } from 'zod';
import { defineStep, firstField, noLogFields, oneLine } from './define.js';

/**
 * What the persona learned about one user in this chat: the text replaces it, no text forgets it.
 * `shared`: it follows the person into other chats (always when learned in a group); `pinned`: the
 * person is never dropped at the cap.
 */
const params = z.object({
  user: z.string().min(1),
  text: z.string(),
  shared: z.boolean().optional(),
  pinned: z.boolean().optional(),
});

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
      : { params: context.chatKind === 'group' ? { ...step, shared: true } : { ...step } },
  describe: (step) =>
    `person ${step.user}${step.shared ? ' (shared)' : ''}${step.pinned ? ' (pinned)' : ''}: ${step.text ? oneLine(step.text) : '(forget)'}`,
  logFields: noLogFields,
});

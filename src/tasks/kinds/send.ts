import { z } from 'zod';
import { defineMessage, firstField, logText, messageId, nonEmpty, oneLine, replyNote } from './define.js';

const params = z.object({ text: nonEmpty, replyTo: messageId.optional() });

/** `# «send» 12`: a text message, optionally a reply. */
export const send = defineMessage({
  step: params,
  params,
  aliases: ['reply', 'message', 'text', 'msg', 'answer', 'response'],
  quiet: false,
  json: { body: firstField(['text', 'message', 'content', 'body', 'value']), keyed: false },
  message: { outgoing: ({ text }) => [{ text }] },
  plan: (step) => ({ params: { ...step } }),
  describe: (step) => `send${replyNote(step.replyTo)}: ${oneLine(step.text)}`,
  logFields: ({ text, replyTo }) => ({
    message: logText(text),
    ...(replyTo === undefined ? {} : { replyTo }),
  }),
});

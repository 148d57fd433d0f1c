import { z } from 'zod';
import { defineMessage, messageId, nonEmpty, replyNote } from './define.js';

const params = z.object({ set: nonEmpty, name: nonEmpty, replyTo: messageId.optional() });

/** `# «sticker»` with `set :: name`: a sticker of a known set, sent as its name when unknown. */
export const sticker = defineMessage({
  step: params,
  params,
  aliases: ['stickers'],
  quiet: false,
  json: { body: ['sticker', 'name', 'emoji'], keyed: false },
  message: {
    outgoing: ({ set, name }) => [{ sticker: { set, name } }, { text: name }],
  },
  plan: (step) => ({ params: { ...step } }),
  describe: (step) => `sticker${replyNote(step.replyTo)}: ${step.set} :: ${step.name}`,
  logFields: ({ set, name, replyTo }) => ({
    sticker: `${set} :: ${name}`,
    ...(replyTo === undefined ? {} : { replyTo }),
  }),
});

import { z } from 'zod';
import { defineStep, noLogFields, noParams, requestedBy } from './define.js';

/** `# «clear-conversation»`: an admin asks the persona to forget this chat (direct chat only). */
export const clearConversation = defineStep({
  step: noParams,
  params: z.object({ requestedBy }),
  aliases: [],
  quiet: false,
  json: { body: () => '', keyed: false },
  message: undefined,
  plan: (_step, context) => {
    const admin = context.chatKind === 'direct' ? context.adminPartner : undefined;
    if (admin === undefined)
      return { drop: 'clear-conversation only applies in a direct chat with an admin' };
    return { params: { requestedBy: admin } };
  },
  describe: () => 'clear-conversation',
  logFields: noLogFields,
});

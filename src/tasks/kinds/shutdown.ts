import { z } from 'zod';
import { defineStep, firstField, noLogFields, oneLine, requestedBy } from './define.js';

const reason = z.string().optional();

/** `# «shutdown»`: an admin stops the process (direct chat only), with an optional reason. */
export const shutdown = defineStep({
  step: z.object({ reason }),
  params: z.object({ reason, requestedBy }),
  aliases: [],
  quiet: false,
  json: { body: firstField(['reason', 'text']), keyed: false },
  message: undefined,
  plan: (step, context) => {
    const admin = context.chatKind === 'direct' ? context.adminPartner : undefined;
    if (admin === undefined) return { drop: 'shutdown only applies in a direct chat with an admin' };
    return { params: { ...step, requestedBy: admin } };
  },
  describe: (step) => `shutdown${step.reason ? `: ${oneLine(step.reason)}` : ''}`,
  logFields: noLogFields,
});

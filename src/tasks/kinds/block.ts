import { defineStep, noLogFields, noParams } from './define.js';

/** `# «block»`: blocks the partner of a direct chat (never a group). */
export const block = defineStep({
  step: noParams,
  params: noParams,
  aliases: [],
  quiet: false,
  json: { body: () => '', keyed: false },
  message: undefined,
  plan: (_step, context) =>
    context.chatKind === 'direct' ? { params: {} } : { drop: 'block only applies to direct chats' },
  describe: () => 'block',
  logFields: noLogFields,
});

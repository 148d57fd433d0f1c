import { defineStep, noLogFields, noParams } from './define.js';

/** `# «unblock»`: unblocks the partner of a direct chat (never a group). */
export const unblock = defineStep({
  step: noParams,
  params: noParams,
  aliases: [],
  quiet: false,
  json: { body: () => '', keyed: false },
  message: undefined,
  plan: (_step, context) =>
    context.chatKind === 'direct' ? { params: {} } : { drop: 'unblock only applies to direct chats' },
  describe: () => 'unblock',
  logFields: noLogFields,
});

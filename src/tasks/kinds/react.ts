import { z } from 'zod';
import { defineStep, firstField, messageId, nonEmpty } from './define.js';

/** `# «react» 12` with an emoji: a reaction; without an id it goes to the turn's target. */
export const react = defineStep({
  step: z.object({ emoji: nonEmpty, messageId: messageId.optional() }),
  params: z.object({ emoji: nonEmpty, messageId }),
  aliases: [
    ...['reaction', 'reacción', 'reaccion', 'reação', 'reacao', 'réaction', 'reazione', 'reaktion'],
    ...[
      'reactie',
      'reakcja',
      'tepki',
      'реакция',
      'реакція',
      'リアクション',
      '反应',
      '반응',
      'تفاعل',
      'प्रतिक्रिया',
    ],
  ],
  quiet: false,
  json: { body: firstField(['emoji', 'reaction', 'text', 'content', 'value']), keyed: false },
  message: undefined,
  plan: (step, context) => ({ params: { ...step, messageId: step.messageId ?? context.targetId } }),
  describe: (step) => `react ${step.emoji}${step.messageId !== undefined ? ` to #${step.messageId}` : ''}`,
  logFields: ({ emoji, messageId }) => ({ emoji, messageId }),
});

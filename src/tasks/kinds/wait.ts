import { z } from 'zod';
import { defineStep, noLogFields } from './define.js';

const params = z.object({ delay: z.number().nonnegative() });

/** `# «wait»` with a delay in seconds: holds back the tasks after it (capped by the answer bounds). */
export const wait = defineStep({
  step: params,
  params,
  aliases: ['delay', 'pause'],
  quiet: false,
  json: { body: ['delay', 'duration', 'seconds', 'time', 'value'], keyed: false },
  message: undefined,
  plan: (step) => ({ params: { ...step } }),
  describe: (step) => `wait ${step.delay} s`,
  logFields: noLogFields,
});

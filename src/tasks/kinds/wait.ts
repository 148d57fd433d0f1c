import { z } from 'zod';
import { defineStep, firstField, noLogFields } from './define.js';

const params = z.object({ delay: z.number().nonnegative() });

const delayField = firstField(['delay', 'duration', 'seconds', 'time', 'value']);

/** `# «wait»` with a delay in seconds: holds back the tasks after it (capped by the answer bounds). */
export const wait = defineStep({
  step: params,
  params,
  aliases: [
    ...[
      'delay',
      'pause',
      'warten',
      'esperar',
      'esperá',
      'attendre',
      'attendi',
      'aspetta',
      'wachten',
      'czekaj',
    ],
    ...['bekle', 'ждать', 'подождать', 'пауза', '待つ', '待機', '等待', '기다리기', 'انتظر', 'रुको'],
  ],
  quiet: false,
  json: {
    // Milliseconds when the model says so; otherwise the delay as a block would write it.
    body: (record) => {
      const ms = record.ms ?? record.delay_ms ?? record.delayMs;
      return typeof ms === 'number' ? `${ms} ms` : delayField(record);
    },
    keyed: false,
  },
  message: undefined,
  plan: (step) => ({ params: { ...step } }),
  describe: (step) => `wait ${step.delay} s`,
  logFields: noLogFields,
});

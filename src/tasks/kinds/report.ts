import { z } from 'zod';
import { defineInternal, messageId, noLogFields } from './define.js';

/**
 * Closes a turn: accounts for what was delivered and sets the final status reaction; it runs
 * once its predecessor has settled, even when that failed.
 */
export const report = defineInternal({
  params: z.object({
    covers: z.array(messageId),
    /** The model wrote a reply (even if no message came of it). */
    answered: z.boolean().optional(),
    /** The turn itself failed for good. */
    turnFailed: z.boolean().optional(),
    /** A plan started the turn: if it delivers a message, that occurrence is a check-in. */
    checkIn: z.object({ event: z.string(), dueAt: z.number() }).optional(),
  }),
  logFields: noLogFields,
});

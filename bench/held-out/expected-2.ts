import type { Expected } from '../../tests/tasks/corpus/evaluate.js';

/* What the entries of set 2 expect, written short. */

/** Any silence reason: the set states that the answer is silence, not how it is worded. */
export const ANY = '';
export const send = (text: string, replyTo?: number): Expected =>
  replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
export const react = (emoji: string, messageId = 4005): Expected => ({ type: 'react', emoji, messageId });
export const sticker = (set: string, name: string, replyTo?: number): Expected =>
  replyTo === undefined ? { type: 'sticker', set, name } : { type: 'sticker', set, name, replyTo };

/** What set 8's entries share: the expected tasks, and a scene's own answered message. */
import type { Expected } from '../../tests/tasks/corpus/evaluate.js';

/** A message as it should reach Telegram. */
export function send(text: string, replyTo?: number): Expected {
  return replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
}

/** A reaction as it should reach Telegram (the answered message by default). */
export function react(emoji: string, messageId = 4005): Expected {
  return { type: 'react', emoji, messageId };
}

/** The answered message when a scene needs its own (the rest of the window as the corpus shows it). */
export function asking(text: string): ReadonlyMap<number, string> {
  return new Map([
    [4001, 'Jonas moved flats on Sunday, the cat came along in a laundry basket'],
    [4003, 'Has anyone seen my blue umbrella? I think I left it at the shop'],
    [4005, text],
  ]);
}

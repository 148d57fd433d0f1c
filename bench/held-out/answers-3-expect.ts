import type { Expected } from '../../tests/tasks/corpus/evaluate.js';

/** The target every set-3 answer answers in a group: the first message there replies to it. */
export const TARGET_ID = 4005;

export function send(text: string, replyTo?: number): Expected {
  return replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
}

/**
 * Any silence reason: the reason's wording is the fixer's, so an empty word matches whichever
 * reason is given, but some reason must be.
 */
export const SILENT = '';

/** A scene of its own: the other participants' messages the model was shown. */
export function scene(...messages: [number, string][]): ReadonlyMap<number, string> {
  return new Map(messages);
}

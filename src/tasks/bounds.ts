import type { AnswerBounds } from '../config/schema.js';
import { DEFAULT_ANSWER_BOUNDS } from '../config/schema.js';
import type { MessageType, NewTask, TaskType } from './types.js';

export const DEFAULT_BOUNDS: AnswerBounds = {
  maxMessages: DEFAULT_ANSWER_BOUNDS.maxMessages,
  maxCharacters: DEFAULT_ANSWER_BOUNDS.maxCharacters,
  maxWaitSeconds: DEFAULT_ANSWER_BOUNDS.maxWaitHours * 3600,
};

/** A message cut to fit the character budget keeps at least this much, or is dropped. */
const MIN_CUT = 20;

/**
 * Counts one answer's messages and characters against its bounds. Once a message does not fit,
 * the answer ends there: what follows was written to come after it.
 */
export class AnswerBudget {
  readonly #bounds: AnswerBounds;
  #messages = 0;
  #characters = 0;
  /** Why the answer was cut; set once the bounds are reached. */
  cut: string | undefined;

  constructor(bounds: AnswerBounds = DEFAULT_BOUNDS) {
    this.#bounds = bounds;
  }

  /**
   * The message as it may be sent (a send may be shortened), or undefined when the answer ends
   * before it (`cut` says why).
   */
  take(task: NewTask<MessageType>): { task: NewTask<MessageType>; shortened?: number } | undefined {
    if (this.cut) return undefined;
    if (this.#messages >= this.#bounds.maxMessages) {
      this.cut = `at most ${this.#bounds.maxMessages} messages per answer`;
      return undefined;
    }
    this.#messages++;
    // Only a text spends characters; any other message counts as one message.
    if (task.type !== 'send') return { task };
    const left = this.#bounds.maxCharacters - this.#characters;
    const text = task.params.text;
    if (text.length <= left) {
      this.#characters += text.length;
      return { task };
    }
    this.cut = `at most ${this.#bounds.maxCharacters} characters per answer`;
    if (left < MIN_CUT) return undefined;
    const shortened = shorten(text, left);
    this.#characters += shortened.length;
    return { task: { type: 'send', params: { ...task.params, text: shortened } }, shortened: text.length };
  }

  /** A wait no longer than the bound. */
  capWait(task: NewTask<'wait'>): { task: NewTask<'wait'>; capped?: number } {
    const max = this.#bounds.maxWaitSeconds;
    if (task.params.delay <= max) return { task };
    return { task: { type: 'wait', params: { delay: max } }, capped: task.params.delay };
  }
}

/** `text` in at most `max` characters, ending at a word boundary when one is near, with `…`. */
function shorten(text: string, max: number): string {
  const room = text.slice(0, max - 1);
  const space = room.search(/\s\S*$/);
  const cut = space > max * 0.6 ? room.slice(0, space) : room;
  return `${cut.trimEnd()}…`;
}

/** `2 send, 1 wait` for a note about what was dropped. */
export function countTypes(types: readonly TaskType[]): string {
  const counts = new Map<string, number>();
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts].map(([type, n]) => `${n} ${type}`).join(', ');
}

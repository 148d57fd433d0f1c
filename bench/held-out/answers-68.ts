/**
 * Held-out set 68: the model repeating what it was given besides the chat (a card's line or
 * sentence, a format or style rule, the `# This chat` line, note, people, memory and plan lines
 * with their ids and dates, a summary's sentence, the lorebook's text pasted beside the answer,
 * the turn's `⟦Now: …⟧` line or a piece of it, a heading of the instruction), first, last, inside
 * a line, in brackets or as a block of its own; among real messages that tell the same facts in
 * the persona's words, quote the lorebook as a person tells it, repeat a catchphrase the card
 * gives, or talk about prompts and rules because the chat is about them. Eight personas (Spanish,
 * German, Japanese, Ukrainian, Pidgin, French roleplay, Hinglish, Norwegian, English), each entry
 * with the instruction its request rendered.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { SET68_A } from './answers-68-a.js';
import { SET68_B } from './answers-68-b.js';
import { SET68_C } from './answers-68-c.js';
import { SET68_D } from './answers-68-d.js';
import { SET68_E } from './answers-68-e.js';

export const HELD_OUT_68: readonly CorpusEntry[] = [
  ...SET68_A,
  ...SET68_B,
  ...SET68_C,
  ...SET68_D,
  ...SET68_E,
];

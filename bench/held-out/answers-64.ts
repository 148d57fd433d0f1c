/**
 * Held-out set 64: the model repeating what it was given besides the chat (the persona's card, a
 * rule of the response format, a note, people or plan line with its id and date, the summary,
 * lorebook text, the turn's `⟦Now: …⟧`, trigger and instruction lines, with or without the marks)
 * into messages, whole or in pieces, first, last, inside a line or as a block of its own; among
 * real messages of six personas (German, Russian, Spanish, English, Japanese, French) that tell
 * the same facts in their own words or talk about prompts and rules because the chat is about
 * them. Each entry carries the instruction as the request renders it.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_64_A } from './answers-64-ordinary.js';
import { ORDINARY_64_B } from './answers-64-ordinary-2.js';
import { SLIPS_64_A } from './answers-64-slips.js';
import { SLIPS_64_B } from './answers-64-slips-2.js';

export const HELD_OUT_64: readonly CorpusEntry[] = [
  ...ORDINARY_64_A,
  ...SLIPS_64_A,
  ...ORDINARY_64_B,
  ...SLIPS_64_B,
];

/**
 * Held-out set 61: answers mixing message blocks with reactions, stickers, waits, private notes,
 * memory and plan blocks, in eight personas' chats (German, Spanish, Russian, Japanese, French,
 * English, Brazilian Portuguese, Turkish). About half are ordinary multi-block answers (lists,
 * quotes, asides, capitals, sign-offs, ids on heading lines, blocks in unusual order); the other
 * half carry slips in the headings (inward or Japanese brackets, other levels, missing hashes or
 * spaces, capitals, misspelled or translated block names, two headings on one line, text on the
 * heading line), stickers and reactions written as the history shows them, and prose between
 * blocks, some with two slips in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { PART_A } from './answers-61-a.js';
import { PART_B } from './answers-61-b.js';
import { PART_C } from './answers-61-c.js';
import { PART_D } from './answers-61-d.js';
import { PART_E } from './answers-61-e.js';

export const HELD_OUT_61: readonly CorpusEntry[] = [...PART_A, ...PART_B, ...PART_C, ...PART_D, ...PART_E];

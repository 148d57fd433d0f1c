import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT_43_ORDINARY } from './answers-43-ordinary.js';
import { HELD_OUT_43_ORDINARY_2 } from './answers-43-ordinary-2.js';
import { HELD_OUT_43_SLIPS } from './answers-43-slips.js';
import { HELD_OUT_43_SLIPS_2 } from './answers-43-slips-2.js';

/**
 * Held-out set 43: everyday personas in English, Spanish, Brazilian Portuguese, French, German
 * and Italian (scenes in `answers-43-scenes.ts`), with slips of shapes rarely written: two slips
 * in one block, meta text in the middle of a message, notes to the operator or developer, a
 * sticker or reaction choice explained, plans for later turns, self-corrections, answers
 * formatted for a chat app (headers, tables, citations, footnotes), and real messages that look
 * like each of these. Written without seeing the boundary's code.
 */
export const HELD_OUT_43: readonly CorpusEntry[] = [
  ...HELD_OUT_43_ORDINARY,
  ...HELD_OUT_43_ORDINARY_2,
  ...HELD_OUT_43_SLIPS,
  ...HELD_OUT_43_SLIPS_2,
];

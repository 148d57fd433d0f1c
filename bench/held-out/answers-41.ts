import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT_41_A } from './answers-41-a.js';
import { HELD_OUT_41_B } from './answers-41-b.js';
import { HELD_OUT_41_C } from './answers-41-c.js';

/**
 * Set 41: thinking and chat models' habits written in European languages other than English
 * (offers to redo the answer, tone notes, reasoning labels and summaries, lead-ins, labels and
 * signatures, narrated silence, stickers noted in words), among real messages in those languages
 * that merely look like slips. Written without seeing the boundary's code.
 */
export const HELD_OUT_41: readonly CorpusEntry[] = [...HELD_OUT_41_A, ...HELD_OUT_41_B, ...HELD_OUT_41_C];

/**
 * Held-out set 7 of the speech boundary, written without reading the boundary's code: the task
 * blocks used in unusual but valid ways (answers-7-blocks.ts), the habits of a model with a long
 * persona and the messages people really type that look like them (answers-7-voices.ts), and
 * reasoning or operator talk disguised as part of the message (answers-7-slips.ts). About half
 * are ordinary answers, half carry one slip. Where the documented rules are silent, the expected
 * outcome is what a careful operator of the account would want sent, and the entry says so.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BLOCKS_7 } from './answers-7-blocks.js';
import { SLIPS_7 } from './answers-7-slips.js';
import { VOICES_7 } from './answers-7-voices.js';

export const HELD_OUT_7: readonly CorpusEntry[] = [...BLOCKS_7, ...VOICES_7, ...SLIPS_7];

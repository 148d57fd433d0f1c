/**
 * Held-out set 20: a busy week of five personas (a Lagos pharmacist in Pidgin, an Italian student's
 * flat group, a Norwegian grandmother, an Amman café's shift group in Arabic, a Vietnamese nail
 * technician), as Gemini 2.5 Flash and Gemini 3 answer at temperature 1 under a long prompt.
 * About half are ordinary answers, some that merely look unusual; the rest carry slips written
 * anew, some two in one answer. Expected outcomes follow docs/behaviour.md; where it is silent, what
 * a careful operator of the account would want sent (said in a comment there).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT_20_A } from './answers-20-a.js';
import { HELD_OUT_20_B } from './answers-20-b.js';

export const HELD_OUT_20: CorpusEntry[] = [...HELD_OUT_20_A, ...HELD_OUT_20_B];

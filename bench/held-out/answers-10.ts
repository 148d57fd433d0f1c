/**
 * Held-out set 10: a week of seven personas in six languages, written without seeing the speech
 * boundary's code. About 45 % ordinary answers (some that only look unusual), the rest slips of
 * the known families written anew, families of their own, and two slips in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_10 } from './answers-10-ordinary.js';
import { SLIPS_10 } from './answers-10-slips.js';
import { SLIPS_10_MORE } from './answers-10-slips-2.js';

export const HELD_OUT_10: CorpusEntry[] = [...ORDINARY_10, ...SLIPS_10, ...SLIPS_10_MORE];

/**
 * Held-out set 13: a month of eight personas (a bookseller, a student, a doctor, an illustrator,
 * a retired engineer, a roleplay tavern keeper, a product manager, a chef), in English, German,
 * Spanish, Japanese, Russian, Hinglish and Italian, terse to florid, actions on and off. Written
 * without seeing the speech boundary's code, from the documented rules: where they are silent,
 * by what a careful operator of the account would want sent (said in a comment there). About
 * 45 % ordinary answers and messages that only look unusual, the rest with one or two slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_13 } from './answers-13-ordinary.js';
import { SLIPS_13 } from './answers-13-slips.js';
import { SLIPS_13_MORE } from './answers-13-slips-2.js';

export const HELD_OUT_13: readonly CorpusEntry[] = [...ORDINARY_13, ...SLIPS_13, ...SLIPS_13_MORE];

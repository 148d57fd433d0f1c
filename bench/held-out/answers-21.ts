/**
 * Held-out set 21: a fortnight of six personas the set invents (a Ukrainian pharmacist, an
 * Argentine student who answers in one word, a Turkish designer, a retired Ghanaian teacher in
 * Leeds, a Brazilian barista who plays a bard, a Greek ferry mechanic), answered by Gemini 2.5
 * Flash, 2.5 Pro and 3: ordinary answers and real messages that look unusual, then slips of every
 * family written anew, some two in one answer. Written without reading the boundary's code.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_21 } from './answers-21-ordinary.js';
import { SLIPS_21 } from './answers-21-slips.js';
import { SLIPS_21_2 } from './answers-21-slips-2.js';

export const HELD_OUT_21: readonly CorpusEntry[] = [...ORDINARY_21, ...SLIPS_21, ...SLIPS_21_2];

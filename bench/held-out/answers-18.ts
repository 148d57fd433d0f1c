/**
 * Held-out set 18: personas who write Thai, Hebrew, Persian, Georgian, Armenian, Korean,
 * traditional Chinese, Bengali, Tamil, Swahili, Amharic, Greek, Czech, Finnish and Hungarian,
 * written without seeing the speech boundary's code. About 45 % are ordinary answers that must
 * arrive whole (their own punctuation, quotation marks, joiners and right-to-left text with Latin
 * inside); the rest carry slips in those scripts: reasoning labels and stage directions in the
 * persona's language, the persona's name in its own script as a label, signature or narration,
 * heading near-misses, data, echoes, cut answers, glosses for a reader, and two slips in one.
 * Where the documented rules are silent, the expectation is what a careful operator of the
 * account would want sent, said in a comment on the entry.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_18 } from './answers-18-ordinary.js';
import { SLIPS_18 } from './answers-18-slips.js';
import { SLIPS_18_2 } from './answers-18-slips-2.js';

export const HELD_OUT_18: readonly CorpusEntry[] = [...ORDINARY_18, ...SLIPS_18, ...SLIPS_18_2];

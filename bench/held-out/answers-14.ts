/**
 * Held-out set 14: long messages a person means, with slips hidden in them. Personas who write
 * long (a recipe, an itinerary, study notes, a bedtime story, a script for a friend, a budget
 * table, a poem) answer in full; in about half the answers the model's reasoning, labels, drafts
 * or talk about the answer sit before, between or after the parts. Written by someone who had not
 * seen the speech boundary's code, from the documented rules; the expectation is what the
 * persona meant, whole, and nothing else.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CLEAN } from './answers-14-clean.js';
import { SLIPS } from './answers-14-slips.js';
import { SLIPS_2 } from './answers-14-slips-2.js';

export const HELD_OUT_14: readonly CorpusEntry[] = [...CLEAN, ...SLIPS, ...SLIPS_2];

/**
 * Held-out set 31: a week of five invented personas (a rugby coach in Auckland, a retired ferry
 * engineer in Turku, a student in Dhaka, a beekeeper near Jihlava, a team lead in Quezon City) in
 * everyday traffic answered by Gemini 2.5 Flash, 2.5 Pro and 3: ordinary answers beside slips of
 * every family written anew, two in one answer, and families of its own.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_31 } from './answers-31-ordinary.js';
import { SLIPS_31 } from './answers-31-slips.js';
import { SLIPS_31_MORE } from './answers-31-slips-2.js';

export const HELD_OUT_31: readonly CorpusEntry[] = [...ORDINARY_31, ...SLIPS_31, ...SLIPS_31_MORE];

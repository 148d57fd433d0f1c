import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_36 } from './answers-36-ordinary.js';
import { SLIPS_36 } from './answers-36-slips.js';

/**
 * Held-out set 36: a fortnight of seven invented personas (a Pidgin-speaking nurse in
 * Manchester, a retired Romanian engineer, a Hinglish student, an Icelandic fish-plant
 * controller, a Marseille barista, a Haifa game designer, a roleplay dwarf smith) on Gemini 2.5
 * Flash and 3, ordinary answers first, then slips, some two in one answer.
 */
export const HELD_OUT_36: CorpusEntry[] = [...ORDINARY_36, ...SLIPS_36];

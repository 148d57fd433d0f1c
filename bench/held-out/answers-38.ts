import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_38 } from './answers-38-ordinary.js';
import { SLIPS_38 } from './answers-38-slips.js';

/**
 * Held-out set 38: personas writing in scripts other than Latin (Cyrillic, Greek, Arabic, Hebrew,
 * Devanagari, Bengali, Tamil, Thai, Georgian, Armenian, Korean, Japanese, Chinese), their own
 * punctuation, right-to-left text with its direction marks, persona names in those scripts and in
 * Latin letters, and slips of every family written anew in those languages, among ordinary answers.
 * Written without having seen the speech boundary's code.
 */
export const HELD_OUT_38: CorpusEntry[] = [...ORDINARY_38, ...SLIPS_38];

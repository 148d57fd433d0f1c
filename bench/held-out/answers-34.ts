/**
 * Held-out answers, set 34: personas writing in languages of South and Southeast Asia, Africa
 * and the Middle East (Hindi, Bengali, Tamil, Urdu, Thai, Indonesian, Tagalog, Swahili,
 * Amharic, Pidgin and Yoruba, Arabic, Persian, Hebrew, Turkish), their scripts, punctuation and
 * slips written in those languages, by a mix of models. Written without seeing the boundary.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_34 } from './answers-34-ordinary.js';
import { SLIPS_34 } from './answers-34-slips.js';

export const HELD_OUT_34: readonly CorpusEntry[] = [...ORDINARY_34, ...SLIPS_34];

import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_40 } from './answers-40-ordinary.js';
import { SLIPS_40 } from './answers-40-slips.js';
import { SLIPS_40_2 } from './answers-40-slips-2.js';

/**
 * Held-out set 40: personas writing in languages of South and Southeast Asia, Africa and the
 * Middle East (Hindi, Marathi, Bengali, Tamil, Telugu, Urdu, Thai, Vietnamese, Indonesian, Malay,
 * Tagalog, Swahili, Amharic, Hausa, Yoruba, Arabic, Persian, Hebrew, Turkish), named in their own
 * script, with their punctuation and direction marks; ordinary answers and the persona's own
 * messages that look unusual, among slips of every family written anew in those languages.
 * Written without reading the speech boundary's code.
 */
export const HELD_OUT_40: CorpusEntry[] = [...ORDINARY_40, ...SLIPS_40, ...SLIPS_40_2];

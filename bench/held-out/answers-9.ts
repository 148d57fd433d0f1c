/**
 * Held-out set 9 of the speech boundary, written by a reviewer who had not seen its fix: a
 * fortnight of one busy account (six personas, their direct chats and two groups), about 45 %
 * ordinary answers and messages that only look unusual, 55 % with slips of Gemini 2.5 / 3 and of
 * other models a user may plug in. Where the documented rules are silent, an entry's comment says
 * the expectation is what a careful operator of that account would want sent.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_9 } from './answers-9-ordinary.js';
import { SLIPS_9 } from './answers-9-slips.js';
import { SLIPS_9_MORE } from './answers-9-slips-2.js';

export const HELD_OUT_9: CorpusEntry[] = [...ORDINARY_9, ...SLIPS_9, ...SLIPS_9_MORE];

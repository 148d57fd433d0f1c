/**
 * Held-out set 88: direct chats in eleven languages (German, Spanish, French, Russian, Italian,
 * Brazilian Portuguese, Polish, Turkish, Japanese, English, Dutch). Half are meant messages that
 * speak of people in the third person, often with no "I" and no "you" (news of a relative,
 * gossip, a story, a description asked for, advice about a colleague, a note to forward,
 * feedback on the friend's text); the other half carry a slip where the model reads the friend
 * or the turn to no one (mood, wish, need, what the friend waits for, what the answer should do,
 * the register chosen, a context line, a recap), a few two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { NEWS_88 } from './answers-88-news.js';
import { SLIPS_88 } from './answers-88-slips.js';
import { SLIPS_88_2 } from './answers-88-slips-2.js';
import { TOLD_88 } from './answers-88-told.js';

export const HELD_OUT_88: readonly CorpusEntry[] = [...NEWS_88, ...TOLD_88, ...SLIPS_88, ...SLIPS_88_2];

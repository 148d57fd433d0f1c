/**
 * Held-out set 85: direct chats with one friend in eleven languages (Spanish, German, French,
 * Russian, Italian, Brazilian Portuguese, Polish, Japanese, English, Turkish, Dutch). About half
 * are messages the persona means in which she speaks of people in the third person, often with
 * no "I" and no "you" in a paragraph: a relative's news, a story, gossip, someone described, a
 * toast and a bio asked for, a note passed on, a summary of a meeting or a book. The other half
 * carry a slip where the model, instead of speaking, describes the friend, someone else or the
 * situation to no one (by name, pronoun or role: mood, wish, what they wait for or left
 * unanswered), or its own plan or tone, first, between or last, bare, labelled or in brackets,
 * in the chat's language or in English; a few carry two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MEANT_85_A } from './answers-85-meant.js';
import { MEANT_85_B } from './answers-85-meant-2.js';
import { SLIPS_85_A } from './answers-85-slips.js';
import { SLIPS_85_B } from './answers-85-slips-2.js';

export const HELD_OUT_85: readonly CorpusEntry[] = [
  ...MEANT_85_A,
  ...SLIPS_85_A,
  ...MEANT_85_B,
  ...SLIPS_85_B,
];

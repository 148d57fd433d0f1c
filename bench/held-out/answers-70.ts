/**
 * Held-out set 70: long messages by a new writer — a friend's advice, how-tos, packing lists,
 * stories told in parts, a letter, a short essay, a pasted script and config with comments,
 * schedules as tables — from seven invented personas in German, Portuguese, Russian, Japanese,
 * Greek, English and Spanish. In half, one slip (two in a few) sits between real paragraphs or
 * after the last: the model's analysis of the turn or of the person, a plan for its next step, a
 * summary of the answer, a remark on its tone or length, an offer to change it, a translation of
 * it, a note to the operator. The other half are the persona's own long messages with paragraphs
 * that resemble such slips but are meant (a relayed question, an aside to the reader, a recap for
 * a friend, a P.S., quoted words the friend asked for).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BENEDITA_ANSWERS } from './answers-70-benedita.js';
import { CHIAKI_ANSWERS } from './answers-70-chiaki.js';
import { FOIVI_ANSWERS } from './answers-70-foivi.js';
import { MAITE_ANSWERS } from './answers-70-maite.js';
import { OTTILIE_ANSWERS } from './answers-70-ottilie.js';
import { VARYA_ANSWERS } from './answers-70-varya.js';
import { WENDELL_ANSWERS } from './answers-70-wendell.js';

export const HELD_OUT_70: readonly CorpusEntry[] = [
  ...OTTILIE_ANSWERS,
  ...BENEDITA_ANSWERS,
  ...VARYA_ANSWERS,
  ...CHIAKI_ANSWERS,
  ...FOIVI_ANSWERS,
  ...WENDELL_ANSWERS,
  ...MAITE_ANSWERS,
];

/**
 * Held-out set 59 for the speech boundary, written by someone who had not seen the boundary's
 * code: the model leaking what it was given (its format rules, the persona's card, the rules
 * about blocks and silence, memory notes and people, the chat's summary, plans, the turn's time
 * and schedule line, its own transcript header) into messages, whole or in pieces, among real
 * messages that talk about rules, instructions, notes, memories, schedules and prompts because
 * the chat is about them. Seven personas in Polish, Brazilian Portuguese, Japanese, Russian,
 * German, English and Spanish, direct chats and groups; about half with slips, some two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CARMEN } from './answers-59-carmen.js';
import { KASIA } from './answers-59-kasia.js';
import { LENA } from './answers-59-lena.js';
import { OKSANA } from './answers-59-oksana.js';
import { PRIYA } from './answers-59-priya.js';
import { RAFAEL } from './answers-59-rafael.js';
import { YUKI } from './answers-59-yuki.js';

export const HELD_OUT_59: readonly CorpusEntry[] = [
  ...KASIA,
  ...RAFAEL,
  ...YUKI,
  ...OKSANA,
  ...LENA,
  ...PRIYA,
  ...CARMEN,
];

/**
 * Held-out set 46 for the speech boundary: a fortnight of six invented personas writing in Western
 * Europe's smaller languages and dialects (Catalan, Basque, Galician, Maltese, Bernese Swiss
 * German, Irish), each in a direct chat and a group, on Gemini 2.5 Flash and Gemini 3, roleplay
 * actions on and off, written by someone who had not seen the boundary's code. About half are
 * slips of every family written anew in those languages (reasoning, labels, narration, silence,
 * notes, wrappers, echoes, truncation, stickers, reactions), some two in one answer; the rest are
 * ordinary messages, some merely looking unusual.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AMAIA_ENTRIES } from './answers-46-amaia.js';
import { AOIFE_ENTRIES } from './answers-46-aoife.js';
import { CIKKU_ENTRIES } from './answers-46-cikku.js';
import { NURIA_ENTRIES } from './answers-46-nuria.js';
import { URS_ENTRIES } from './answers-46-urs.js';
import { UXIA_ENTRIES } from './answers-46-uxia.js';

export const HELD_OUT_46: readonly CorpusEntry[] = [
  ...NURIA_ENTRIES,
  ...AMAIA_ENTRIES,
  ...UXIA_ENTRIES,
  ...CIKKU_ENTRIES,
  ...URS_ENTRIES,
  ...AOIFE_ENTRIES,
];

/**
 * Held-out set 55: a fortnight of six invented personas writing in Indonesian (Sekar), Swahili
 * (Neema), Afrikaans (Marlien), Estonian (Kadri), Croatian (Ivana) and Yoruba-inflected Nigerian
 * English (Tolu), each in a direct chat and a group, on Gemini 2.5 Flash and Gemini 3: every family
 * of slip written anew in those languages (reasoning, labels, notes, narration, silence, wrappers,
 * signatures, offers, echoes, cut answers), roleplay actions on and off, among ordinary messages
 * of each persona's voice. The cast and chats are in `answers-55-cast.ts`.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { IVANA_55 } from './answers-55-ivana.js';
import { KADRI_55 } from './answers-55-kadri.js';
import { MARLIEN_55 } from './answers-55-marlien.js';
import { NEEMA_55 } from './answers-55-neema.js';
import { SEKAR_55 } from './answers-55-sekar.js';
import { TOLU_55 } from './answers-55-tolu.js';

export const HELD_OUT_55: readonly CorpusEntry[] = [
  ...SEKAR_55,
  ...NEEMA_55,
  ...MARLIEN_55,
  ...KADRI_55,
  ...IVANA_55,
  ...TOLU_55,
];

/**
 * Held-out set 113: personas who mix languages, and answers whose working voice is in another
 * language than the message. Seven invented personas who code-switch (Taglish in Manila,
 * Hinglish in Delhi, Spanglish in Miami, Franglais in Montreal, Denglisch in Munich, Arabizi in
 * Beirut, Singlish in Singapore) on Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro, in direct
 * chats and small groups. Half are ordinary answers the persona means whole (messages mixing two
 * languages mid-sentence, opening with "ok so", "wait" or "honestly", carrying a short English
 * label she types, quoting an English phrase, or wholly in English); the other half carry one
 * slip each (a reading of the partner, a plan, a tone or register note, an appraisal, an offer to
 * redo or a stage direction) in English beside the other language or the reverse, on its own
 * line, glued to a message's line, in brackets or bare, first, between or last.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ISHITA_113 } from './answers-113-ishita.js';
import { KATHI_113 } from './answers-113-kathi.js';
import { NOUR_113 } from './answers-113-nour.js';
import { OCEANE_113 } from './answers-113-oceane.js';
import { TRIXIE_113 } from './answers-113-trixie.js';
import { WEI_LING_113 } from './answers-113-wei-ling.js';
import { YANELI_113 } from './answers-113-yaneli.js';

export const HELD_OUT_113: readonly CorpusEntry[] = [
  ...TRIXIE_113,
  ...ISHITA_113,
  ...YANELI_113,
  ...OCEANE_113,
  ...KATHI_113,
  ...NOUR_113,
  ...WEI_LING_113,
];

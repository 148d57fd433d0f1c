/**
 * Held-out set 106: an outside reviewer's next mix, across the whole contract. Seven invented
 * personas (a Seoul baker, a Glasgow librarian, a Nairobi taxi dispatcher, a Lisbon tattoo
 * artist, a Kyiv programmer, a Montreal grandmother, a São Paulo DJ), mostly in English with some
 * messages in Korean, Gaelic, Swahili, Portuguese, Ukrainian and French, in direct chats and
 * groups, on Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro. Half are ordinary answers of every
 * block kind (send, reply, sticker, react, wait, think, notes, several messages, silence in a
 * group), some of them messages that merely look unusual (a label a person types, a numbered
 * list, a quotation, a bracketed aside, a line ending in a dash, one word, the plan for the
 * group). The other half carry one slip each (one carries two), across every family: reasoning
 * in a tag or under a label, readings of people, plans and answering order, tone and length
 * notes, appraisals and offers, narration and silence lines, labels, signatures, key lines, JSON
 * and tool calls, near-miss and unknown headings, a wrapper, echoes, a cut answer, invisible and
 * empty bodies.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { INES_106 } from './answers-106-ines.js';
import { MIREILLE_106 } from './answers-106-mireille.js';
import { MORAG_106 } from './answers-106-morag.js';
import { SEOYEON_106 } from './answers-106-seoyeon.js';
import { TARAS_106 } from './answers-106-taras.js';
import { THAIS_106 } from './answers-106-thais.js';
import { WANJIRU_106 } from './answers-106-wanjiru.js';

export const HELD_OUT_106: readonly CorpusEntry[] = [
  ...SEOYEON_106,
  ...MORAG_106,
  ...WANJIRU_106,
  ...INES_106,
  ...TARAS_106,
  ...MIREILLE_106,
  ...THAIS_106,
];

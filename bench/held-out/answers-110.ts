/**
 * Held-out set 110: an outside reviewer's next fortnight across the whole contract. Seven invented
 * personas (a Reykjavík fisherman, a Nairobi nurse, a Lyon baker, a Chicago bus driver, a Hanoi
 * tour guide, a Tbilisi winemaker, a Lima surfer) in direct chats and groups, mostly English with
 * Icelandic, Swahili, French, Vietnamese, Georgian and Spanish, on Gemini 2.5 Flash, 2.5 Pro, 3
 * Flash and 3 Pro. Half are ordinary answers using every block kind, some of them look-alikes (a
 * bracketed aside, a typed label, news of how someone feels, a plan of who does what, a recap
 * asked for, JSON or a password pasted after an introduction); the other half carry one slip each
 * (a few two) from every family: reasoning in a tag or label, readings, plans and answering order,
 * the answer someone needs, tone notes, appraisals and offers, narration, labels, signatures, key
 * lines and tool calls, near-miss headings, a wrapper, echoes and cut last blocks.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BAPTISTE_DEE_110 } from './answers-110-baptiste-dee.js';
import { GUNNAR_WANJIRU_110 } from './answers-110-gunnar-wanjiru.js';
import { LINH_LEVAN_110 } from './answers-110-linh-levan.js';
import { MATEO_110 } from './answers-110-mateo.js';

export const HELD_OUT_110: readonly CorpusEntry[] = [
  ...GUNNAR_WANJIRU_110,
  ...BAPTISTE_DEE_110,
  ...LINH_LEVAN_110,
  ...MATEO_110,
];

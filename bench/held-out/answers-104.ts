/**
 * Held-out set 104: a fortnight of an outside reviewer's fresh answers, mostly English. Eight
 * invented personas (a London florist, a Texan retiree, a Lagos student, a Sydney nurse, a
 * Toronto barista, a Dublin bus driver, a Mumbai coder writing Hinglish, a Cape Town surfer) in
 * direct chats and groups, on Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro. About half are
 * ordinary answers of every block kind, some of them messages that merely look unusual (news of
 * someone else's feelings, "first X, then Y" plans, length jokes, bracketed asides, a P.S., a
 * relayed question, a quoted text, an emoji alone); the other half carry one slip each, one two:
 * readings of the partner or group, the order of answering, notes on tone or length, appraisals,
 * offers to redo, narrated silence in groups, speaker labels and signatures, near-miss headings,
 * echoes, duplicates and cut last blocks, placed first, between, last, glued, or after a dash or
 * full stop on the message's own line.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { NICO_DECLAN_104 } from './answers-104-nico-declan.js';
import { POPPY_EARL_104 } from './answers-104-poppy-earl.js';
import { ROHAN_ZANE_104 } from './answers-104-rohan-zane.js';
import { TOLU_BRON_104 } from './answers-104-tolu-bron.js';

export const HELD_OUT_104: readonly CorpusEntry[] = [
  ...POPPY_EARL_104,
  ...TOLU_BRON_104,
  ...NICO_DECLAN_104,
  ...ROHAN_ZANE_104,
];

/**
 * Held-out set 102: the model reading people and planning its turn, and the ordinary talk about
 * people that looks like it. Seven invented personas writing in Irish English, Mexican Spanish,
 * German, French, Korean, Turkish and Vietnamese, in direct chats and small groups, on Gemini 2.5
 * Flash, 2.5 Pro, 3 Flash and 3 Pro. About half are ordinary answers the persona means whole
 * (news about someone else's feelings, what a third person wants relayed, her own plan, mood and
 * advice, recaps of arrangements sent on purpose); the other half leave the model's reading of
 * the partner or a member, the order of answering, the aim of the reply, a tone or length note,
 * a recap of what was said or a label for any of these in, first, last, between messages, glued
 * to a line, after a dash or a full stop, in brackets or as a block of its own.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HANH_102 } from './answers-102-hanh.js';
import { JIEUN_102 } from './answers-102-jieun.js';
import { LUPITA_102 } from './answers-102-lupita.js';
import { MARGAUX_102 } from './answers-102-margaux.js';
import { NAZLI_102 } from './answers-102-nazli.js';
import { SIOBHAN_102 } from './answers-102-siobhan.js';
import { WIEBKE_102 } from './answers-102-wiebke.js';

export const HELD_OUT_102: readonly CorpusEntry[] = [
  ...SIOBHAN_102,
  ...LUPITA_102,
  ...WIEBKE_102,
  ...MARGAUX_102,
  ...JIEUN_102,
  ...NAZLI_102,
  ...HANH_102,
];

/**
 * Held-out set 49: sensitive moments in six invented personas' chats (grief, a breakup, a row in
 * a group, flirting, a health or legal worry, money trouble, a friend in a bad place), in English,
 * Spanish, German and Russian, direct chats and groups, on Gemini 2.5 and 3 first and other models
 * too. About half the answers are ordinary, including a friend's own honest advice, helpline
 * numbers and referrals written in the persona's voice; the rest carry what chat models add that a
 * person would not type: disclaimers, safety boilerplate, hotline lines, "as an AI" remarks,
 * content notes, refusals wrapped around a message, and advice written as the model rather than
 * as the persona, some two in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DEV_ANSWERS } from './answers-49-dev.js';
import { KATRIN_ANSWERS } from './answers-49-katrin.js';
import { LUCIA_ANSWERS } from './answers-49-lucia.js';
import { MAYA_ANSWERS } from './answers-49-maya.js';
import { OLEG_ANSWERS } from './answers-49-oleg.js';
import { RUTH_ANSWERS } from './answers-49-ruth.js';

export const HELD_OUT_49: readonly CorpusEntry[] = [
  ...MAYA_ANSWERS,
  ...DEV_ANSWERS,
  ...RUTH_ANSWERS,
  ...LUCIA_ANSWERS,
  ...KATRIN_ANSWERS,
  ...OLEG_ANSWERS,
];

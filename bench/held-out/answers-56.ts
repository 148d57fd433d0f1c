/**
 * Held-out set 56: an ordinary fortnight of six invented personas (English, Spanish, German,
 * French, Russian, Japanese) on Gemini 2.5 Flash and Gemini 3, in direct chats and groups, with
 * roleplay actions on and off. Mostly ordinary answers, some that merely look unusual, and slips
 * of every family written anew at about the rate and in the shapes these models produce them,
 * a few answers with two. The cast is in `answers-56-cast.ts`.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CALLUM_ANSWERS } from './answers-56-callum.js';
import { JANNIK_ANSWERS } from './answers-56-jannik.js';
import { MARISOL_ANSWERS } from './answers-56-marisol.js';
import { MISAKI_ANSWERS } from './answers-56-misaki.js';
import { SOLENE_ANSWERS } from './answers-56-solene.js';
import { YAROSLAVA_ANSWERS } from './answers-56-yaroslava.js';

export const HELD_OUT_56: readonly CorpusEntry[] = [
  ...CALLUM_ANSWERS,
  ...MARISOL_ANSWERS,
  ...JANNIK_ANSWERS,
  ...SOLENE_ANSWERS,
  ...YAROSLAVA_ANSWERS,
  ...MISAKI_ANSWERS,
];

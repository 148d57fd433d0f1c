/**
 * Held-out set 105: the model's working voice in languages it speaks every day. Seven invented
 * personas in Spain's Spanish, Brazilian Portuguese, German, French, Italian, Polish and
 * Japanese, in direct chats and small groups, on Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro.
 * About half the answers carry one slip each (two in a couple), written in the chat's language
 * or in English: a reading of the partner or a member (by name, pronoun or with no subject), a
 * label naming the reading or the plan, the answer's aim, which message to answer first, a
 * recap, a register or length note, a stage direction of the persona; first, between messages,
 * last, as a block of their own, glued, after a dash or a full stop, bracketed or not. The other
 * half are their twins, meant whole: other people's feelings in the third person, what someone
 * said or wants, the persona's own mood or plan, advice, and arrangements summed up for a group.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ANNIKA_105 } from './answers-105-annika.js';
import { ILARIA_105 } from './answers-105-ilaria.js';
import { LUANA_105 } from './answers-105-luana.js';
import { MISAKI_105 } from './answers-105-misaki.js';
import { NEREA_105 } from './answers-105-nerea.js';
import { SOLENE_105 } from './answers-105-solene.js';
import { ZOSIA_105 } from './answers-105-zosia.js';

export const HELD_OUT_105: readonly CorpusEntry[] = [
  ...NEREA_105,
  ...LUANA_105,
  ...ANNIKA_105,
  ...SOLENE_105,
  ...ILARIA_105,
  ...ZOSIA_105,
  ...MISAKI_105,
];

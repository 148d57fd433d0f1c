/**
 * Held-out set 98: direct chats where the model reads the other person, in yet more languages.
 * Seven invented personas (Hungarian, Romanian, Greek, Swedish, Korean, European Portuguese and
 * Scottish English), each with one friend, colleague or relative, on Gemini 2.5 Flash, 2.5 Pro
 * and 3. About half carry one slip (a few two): the model's reading of the partner or its plan
 * for the turn (feelings, fears, wants, a label for the reading, the answer's goal, which message
 * first, a recap, the register chosen), in the chat's language or in English, placed first,
 * between messages, last, in a block of its own, glued to a line, after a dash or full stop,
 * bracketed or not. The other half are ordinary answers, many of them twins: messages about
 * other people in the third person, reports of what someone said, the persona's own mood under a
 * label, advice with "the main thing is", when someone's answer is due, a plan summed up.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { GREEK_98 } from './answers-98-greek.js';
import { HUNGARIAN_98 } from './answers-98-hungarian.js';
import { KOREAN_98 } from './answers-98-korean.js';
import { PORTUGUESE_98 } from './answers-98-portuguese.js';
import { ROMANIAN_98 } from './answers-98-romanian.js';
import { SCOTTISH_98 } from './answers-98-scottish.js';
import { SWEDISH_98 } from './answers-98-swedish.js';

export const HELD_OUT_98: readonly CorpusEntry[] = [
  ...HUNGARIAN_98,
  ...ROMANIAN_98,
  ...GREEK_98,
  ...SWEDISH_98,
  ...KOREAN_98,
  ...PORTUGUESE_98,
  ...SCOTTISH_98,
];

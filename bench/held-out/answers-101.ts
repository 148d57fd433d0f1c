/**
 * Held-out set 101: the model's working voice in the chat's own language, in languages rarely
 * tested. Seven invented personas writing in Finnish, Czech, Indonesian, Dutch, Italian,
 * Japanese and Hebrew, in direct chats and small groups, on Gemini 2.5 Flash, 2.5 Pro, 3 Flash
 * and 3 Pro. About half are ordinary answers the persona means whole (talk about other people in
 * the third person, what someone said passed on, the persona's own mood or plan under a label,
 * advice on "the most important thing", summaries of arrangements for a group); the other half
 * leave the model's working voice in, mostly in the chat's language and a few in English: its
 * reading of the partner or a member, a label for it or the plan, the aim, which message to
 * answer first, a recap, a note on register or length, narrated silence or a stage direction of
 * the persona in the third person, first, last, glued, after a dash or in brackets.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CZECH_101 } from './answers-101-czech.js';
import { DUTCH_101 } from './answers-101-dutch.js';
import { FINNISH_101 } from './answers-101-finnish.js';
import { HEBREW_101 } from './answers-101-hebrew.js';
import { INDONESIAN_101 } from './answers-101-indonesian.js';
import { ITALIAN_101 } from './answers-101-italian.js';
import { JAPANESE_101 } from './answers-101-japanese.js';

export const HELD_OUT_101: readonly CorpusEntry[] = [
  ...FINNISH_101,
  ...CZECH_101,
  ...INDONESIAN_101,
  ...DUTCH_101,
  ...ITALIAN_101,
  ...JAPANESE_101,
  ...HEBREW_101,
];

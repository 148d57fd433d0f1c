/**
 * Held-out set 109: the model's working voice in Korean, Greek, Arabic, Ukrainian, Czech, Dutch
 * and Hungarian. Seven invented personas, one per language, each in a direct chat and a small
 * group, on Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro. Half the answers carry one slip (a few
 * two) in the chat's language or in English: a reading of the partner or a member, a label for it
 * or the plan, an aim, an answering order, a recap, a register or length note, an appraisal of the
 * reply, an offer to redo it, a stage direction, placed first, between, last, as a block of their
 * own, glued to a line, after a dash or a full stop. The other half are their twins: messages
 * about other people's feelings, passed-on words and wishes, the persona's own mood and plans,
 * advice, note-like lines, bracketed asides of her own and summaries for the group, to arrive whole.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ARABIC_109 } from './answers-109-arabic.js';
import { CZECH_109 } from './answers-109-czech.js';
import { DUTCH_109 } from './answers-109-dutch.js';
import { GREEK_109 } from './answers-109-greek.js';
import { HUNGARIAN_109 } from './answers-109-hungarian.js';
import { KOREAN_109 } from './answers-109-korean.js';
import { UKRAINIAN_109 } from './answers-109-ukrainian.js';

export const HELD_OUT_109: readonly CorpusEntry[] = [
  ...KOREAN_109,
  ...GREEK_109,
  ...ARABIC_109,
  ...UKRAINIAN_109,
  ...CZECH_109,
  ...DUTCH_109,
  ...HUNGARIAN_109,
];

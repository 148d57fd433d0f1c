/**
 * Held-out set 69: an outside reviewer's fresh mix. Ten invented personas (Bulgarian,
 * Johannesburg English and isiZulu, Japanese, French, English, Persian, Mexican Spanish,
 * German, Vietnamese, Ukrainian) in direct chats and groups: about half ordinary answers of
 * every block kind, some of them messages that merely look unusual, and half with slips of
 * every family (prose and reasoning around and between blocks, labels, narrated silence in
 * groups, heading near-misses, wrappers and data shapes, echoes, repeats, cut and invisible
 * answers, stickers written as shown, notes to the operator), a few with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_69 } from './answers-69-ordinary.js';
import { ORDINARY_69_2 } from './answers-69-ordinary-2.js';
import { SLIPS_69 } from './answers-69-slips.js';
import { SLIPS_69_2 } from './answers-69-slips-2.js';

export const HELD_OUT_69: readonly CorpusEntry[] = [
  ...ORDINARY_69,
  ...SLIPS_69,
  ...ORDINARY_69_2,
  ...SLIPS_69_2,
];

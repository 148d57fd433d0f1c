/**
 * Held-out set 22 of the speech boundary: personas whose names are ordinary words or sentence
 * openers in their language (a virtue, a month, a verb, the sea, "tomorrow", a bill, a season),
 * and real messages with rich formatting (itineraries, recipes, bills, tables of times, bold
 * weekdays, quoted lines, code, links), so that a name inside a real message must be told from
 * a speaker label or a signature; direct chats and groups, about half ordinary answers.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT_22_BLOCKS } from './answers-22-blocks.js';
import { HELD_OUT_22_LABELS } from './answers-22-labels.js';
import { HELD_OUT_22_ORDINARY } from './answers-22-ordinary.js';

export const HELD_OUT_22: CorpusEntry[] = [
  ...HELD_OUT_22_ORDINARY,
  ...HELD_OUT_22_LABELS,
  ...HELD_OUT_22_BLOCKS,
];

/**
 * Held-out set 45 for the speech boundary: a week in one busy family group and one busy work
 * group, written by someone who had not seen the boundary's code. Many participants with
 * overlapping names, callouts and replies, forwards, albums, polls, stickers, reactions,
 * roleplay actions per `style.actions`, silence when not addressed, and answers mixing several
 * kinds of blocks; about half with slips, the rest well-formed (some merely looking unusual).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { FAMILY_ORDINARY } from './answers-45-family.js';
import { FAMILY_SLIPS } from './answers-45-family-slips.js';
import { WARD_ORDINARY } from './answers-45-ward.js';
import { WARD_SLIPS } from './answers-45-ward-slips.js';

export const HELD_OUT_45: readonly CorpusEntry[] = [
  ...FAMILY_ORDINARY,
  ...FAMILY_SLIPS,
  ...WARD_ORDINARY,
  ...WARD_SLIPS,
];

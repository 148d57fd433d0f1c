/**
 * Held-out set 87: what could be lost. About three quarters are meant messages in shapes a
 * filter might take for the model talking to itself (a weather or news report, a character
 * sketch, a recipe, a photo described, a death notice, a match report, minutes, a summary, all
 * with no "I" and no "you"; stage-like lines and brackets a person types; notes and lists asked
 * for; the persona naming herself), the rest one slip each in the same shapes, a few two; ten
 * personas in ten languages, direct chats and groups.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DIRECT_87 } from './answers-87-direct.js';
import { GROUPS_87 } from './answers-87-groups.js';
import { MORE_87 } from './answers-87-more.js';
import { SLIPS_87 } from './answers-87-slips.js';
import { SLIPS_87_GROUPS } from './answers-87-slips-2.js';

export const HELD_OUT_87: readonly CorpusEntry[] = [
  ...DIRECT_87,
  ...GROUPS_87,
  ...MORE_87,
  ...SLIPS_87,
  ...SLIPS_87_GROUPS,
];

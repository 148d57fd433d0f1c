/**
 * Held-out set 71 for the speech boundary: ten group chats of three to eight people in ten
 * languages, written as an outside reviewer would, by someone who had not seen the boundary's
 * code. The persona is addressed, mentioned in passing or not addressed at all; answers carry
 * several blocks for different members, reactions and stickers; silence is expressed every way
 * models express it, beside messages that only look like it (bracketed asides, one-word answers,
 * typed emotes, action lines where actions are allowed). About half have slips, a few two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MEANT_71_A } from './answers-71-meant.js';
import { MEANT_71_B } from './answers-71-meant-2.js';
import { SLIPS_71_A } from './answers-71-slips.js';
import { SLIPS_71_B } from './answers-71-slips-2.js';

export const HELD_OUT_71: readonly CorpusEntry[] = [
  ...MEANT_71_A,
  ...MEANT_71_B,
  ...SLIPS_71_A,
  ...SLIPS_71_B,
];

/**
 * Held-out set 25: answers of many blocks and task kinds (notes, memories, reactions, waits,
 * stickers, several messages replying to different ids) with slips between blocks, inside them
 * and after the last one; a teenager, two grandparents, a retired teacher, a volleyball player and
 * the bookshop, in emoji-heavy, dictated and plain voices; silence in groups in new forms; shapes
 * of Gemini, Claude, Llama, Qwen and GPT answers. About 45 % are ordinary answers, some that
 * merely look unusual. Expected outcomes follow docs/behaviour.md; where it is silent, what a
 * careful operator of the account would want sent (said in a comment there).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT_25_ORDINARY } from './answers-25-ordinary.js';
import { HELD_OUT_25_ORDINARY_2 } from './answers-25-ordinary-2.js';
import { HELD_OUT_25_SLIPS } from './answers-25-slips.js';
import { HELD_OUT_25_SLIPS_2 } from './answers-25-slips-2.js';

export const HELD_OUT_25: CorpusEntry[] = [
  ...HELD_OUT_25_ORDINARY,
  ...HELD_OUT_25_ORDINARY_2,
  ...HELD_OUT_25_SLIPS,
  ...HELD_OUT_25_SLIPS_2,
];

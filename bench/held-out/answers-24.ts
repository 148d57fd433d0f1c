/**
 * Held-out set 24: chats about chatbots, prompts, diaries, notes, thinking and silence, where the
 * persona's real messages use the machinery's words; ordinary answers beside slips of every
 * family written anew, by several models, in six languages.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT_24_ORDINARY } from './answers-24-ordinary.js';
import { HELD_OUT_24_ORDINARY_2 } from './answers-24-ordinary-2.js';
import { HELD_OUT_24_SLIPS } from './answers-24-slips.js';
import { HELD_OUT_24_SLIPS_2 } from './answers-24-slips-2.js';

export const HELD_OUT_24: CorpusEntry[] = [
  ...HELD_OUT_24_ORDINARY,
  ...HELD_OUT_24_ORDINARY_2,
  ...HELD_OUT_24_SLIPS,
  ...HELD_OUT_24_SLIPS_2,
];

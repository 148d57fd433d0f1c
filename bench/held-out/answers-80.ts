/**
 * Held-out set 80: an outside reviewer's next mix, mostly in English. Eleven invented personas
 * (a Yorkshire aunt, a five-a-side player, a Madrid friend, Brooklyn flatmates, two Japanese
 * sisters, German flatmates, a London book club, a Surf Coast surfer, Russian neighbours, a
 * Parisian friend, an office colleague) answered by Gemini 2.5 Flash, 2.5 Pro and 3 Pro and by
 * GPT-4o-class, gpt-oss, Llama, Qwen, Mistral and DeepSeek models behind the OpenAI-compatible
 * endpoint, in direct chats and groups: half ordinary answers of every block kind (some that
 * merely look unusual), half with each model family's slips, a few with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_EN } from './answers-80-ordinary.js';
import { ORDINARY_OTHER } from './answers-80-ordinary-2.js';
import { SLIPS_GEMINI } from './answers-80-slips.js';
import { SLIPS_OTHERS } from './answers-80-slips-2.js';

export const HELD_OUT_80: readonly CorpusEntry[] = [
  ...ORDINARY_EN,
  ...SLIPS_GEMINI,
  ...ORDINARY_OTHER,
  ...SLIPS_OTHERS,
];

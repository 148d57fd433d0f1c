import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_27 } from './answers-27-ordinary.js';
import { SLIPS_27 } from './answers-27-slips.js';
import { SLIPS_27_MORE } from './answers-27-slips-2.js';

/**
 * Held-out set 27, written without seeing the speech boundary's code: each failure family of the
 * model contract written in new words, languages, brackets, positions and models (Gemini 2.5 /
 * 3, Claude, GPT-4o, Llama, Qwen, Mistral, DeepSeek, Phi), two slips in one answer, and the
 * ordinary answers around them, in direct chats and groups, for Heidi and for Tomás in Valencia.
 */
export const HELD_OUT_27: readonly CorpusEntry[] = [...ORDINARY_27, ...SLIPS_27, ...SLIPS_27_MORE];

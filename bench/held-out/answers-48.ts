/**
 * Held-out set 48: models other than Gemini behind the same prompt through an OpenAI-compatible
 * endpoint (small local models, Qwen 3, DeepSeek V3 and R1 distills, Llama 3.x, Gemma 3, Phi-4,
 * Mistral Small, Command R, Hermes-style function-calling fine-tunes, GPT-4o-mini, Claude Haiku,
 * gpt-oss): their chat templates, special tokens, tool-call formats, refusals and assistant habits,
 * written anew, among their ordinary answers, for five personas writing in English, German,
 * Mexican Spanish, Russian and Japanese, in direct chats and groups. The cast is in
 * `answers-48-cast.ts`.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_48 } from './answers-48-ordinary.js';
import { ORDINARY_48_2 } from './answers-48-ordinary-2.js';
import { SLIPS_48 } from './answers-48-slips.js';
import { SLIPS_48_2 } from './answers-48-slips-2.js';

export const HELD_OUT_48: readonly CorpusEntry[] = [
  ...ORDINARY_48,
  ...SLIPS_48,
  ...ORDINARY_48_2,
  ...SLIPS_48_2,
];

/**
 * Held-out set 60: models other than Gemini behind the OpenAI-compatible endpoint (Claude,
 * DeepSeek R1 and V3, Qwen 2.5 and 3, Llama 3.x, GPT-4o, 4.1 and 5, Mistral, Gemma, Phi and
 * other small local models) answering in the block format: reasoning tags and preambles, lead-ins,
 * chat-template tokens, role prefixes, Markdown habits, policy lines and format drift, among
 * real messages of every kind from eight personas in German, Russian, Japanese, Portuguese,
 * English, French, Spanish and a climbing group in English and Turkish.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { SET_60_A } from './answers-60-a.js';
import { SET_60_B } from './answers-60-b.js';
import { SET_60_C } from './answers-60-c.js';
import { SET_60_D } from './answers-60-d.js';

export const HELD_OUT_60: readonly CorpusEntry[] = [...SET_60_A, ...SET_60_B, ...SET_60_C, ...SET_60_D];

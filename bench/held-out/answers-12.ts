/**
 * Held-out set 12: answers of models other than Gemini that users plug in (GPT-4o, GPT-5 and
 * the o-series, Claude, Llama 3.x, Qwen 2.5 and 3, Mistral and Magistral, DeepSeek V3 and R1,
 * Gemma, small local models through Ollama or llama.cpp), each with its own habits, for personas
 * speaking Spanish, Portuguese, Polish, Turkish, Vietnamese, Indonesian, Arabic, Hindi,
 * Ukrainian, Dutch and English. About 45 % ordinary answers, the rest with slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_12 } from './answers-12-ordinary.js';
import { PROSE_12 } from './answers-12-prose.js';
import { SLIPS_12 } from './answers-12-slips.js';

export const HELD_OUT_12: CorpusEntry[] = [...ORDINARY_12, ...PROSE_12, ...SLIPS_12];

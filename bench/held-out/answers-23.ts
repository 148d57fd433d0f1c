/**
 * Held-out set 23: thinking models answering (Gemini 2.5 Pro / 3 with thinking, DeepSeek R1,
 * Qwen3, Magistral, Kimi, gpt-oss, Claude, GPT-5, Grok, Llama, Phi, Hermes): thought summaries,
 * reasoning spans, plans, drafts, options, self-critique and revised versions, checklists against
 * the persona's rules, among ordinary answers of the same models. Written without seeing the
 * speech boundary's code; measured once before anyone read its failures.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_23 } from './answers-23-ordinary.js';
import { SLIPS_23 } from './answers-23-slips.js';
import { SLIPS_23_MORE } from './answers-23-slips-2.js';

export const HELD_OUT_23: readonly CorpusEntry[] = [...ORDINARY_23, ...SLIPS_23, ...SLIPS_23_MORE];

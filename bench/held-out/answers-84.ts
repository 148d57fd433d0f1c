/**
 * Held-out set 84: what an outside reviewer would bring next time. Seven personas (four writing
 * in English, one each in Spanish, German and Brazilian Portuguese) in direct chats and groups,
 * answered by Gemini 2.5 Flash, 2.5 Pro and 3 and by models behind an OpenAI-compatible endpoint
 * (GPT-4o-class, Llama, Qwen, Mistral, DeepSeek, Gemma). About half are ordinary answers of every
 * block kind, some of them messages that merely look unusual; about half carry a slip each model
 * family is known for, a few two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ENGLISH } from './answers-84-english.js';
import { SLIPS } from './answers-84-slips.js';
import { SLIPS_2 } from './answers-84-slips-2.js';
import { WORLD } from './answers-84-world.js';

export const HELD_OUT_84: readonly CorpusEntry[] = [...ENGLISH, ...WORLD, ...SLIPS, ...SLIPS_2];

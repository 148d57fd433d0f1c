/**
 * Held-out set 91: what an outside reviewer would bring next time. Eight invented personas, about
 * two thirds of the answers in English and the rest in French, German and Spanish, on Gemini 2.5
 * Flash, 2.5 Pro and 3 Pro and on models behind the OpenAI-compatible endpoint (GPT-4o-class,
 * Llama 3.x, Qwen, Mistral, DeepSeek), in direct chats and groups. About half are ordinary
 * answers of every block kind, some of them messages that merely look unusual; the other half
 * carry one slip each family is known for, a few two, in forms written anew.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_91 } from './answers-91-ordinary.js';
import { ORDINARY_91_WORLD } from './answers-91-ordinary-2.js';
import { SLIPS_91 } from './answers-91-slips.js';
import { SLIPS_91_MORE } from './answers-91-slips-2.js';

export const HELD_OUT_91: readonly CorpusEntry[] = [
  ...ORDINARY_91,
  ...ORDINARY_91_WORLD,
  ...SLIPS_91,
  ...SLIPS_91_MORE,
];

/**
 * Held-out set 28: a mixed fortnight of six personas on Gemini 2.5 Flash and Gemini 3 (a Manchester
 * pharmacist in English and Pidgin, a retired Gotland ferry captain in Swedish, a Tashkent student
 * in Russian and Uzbek, a Durban DJ, a Tainan tea shop owner in Traditional Chinese and a Lyon
 * lycéenne who plays an elf), direct chats and groups, roleplay actions on and off. About half
 * the answers are ordinary; the rest carry slips of every family, written anew, some two at once.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_28 } from './answers-28-ordinary.js';
import { SLIPS_28 } from './answers-28-slips.js';
import { SLIPS_28_MORE } from './answers-28-slips-2.js';

export const HELD_OUT_28: readonly CorpusEntry[] = [...ORDINARY_28, ...SLIPS_28, ...SLIPS_28_MORE];

/**
 * Held-out set 76: an outside reviewer's next mix, mostly in English. Eleven invented personas
 * (a Bristol barista, a five-a-side group, a grandmother in Adelaide, a shared flat's group, a
 * nursing student, a Dublin bookshop's book club, and German, Spanish, Portuguese, Japanese and
 * French speakers) answered by Gemini 2.5 Flash, 2.5 Pro and 3 Pro and by models behind an
 * OpenAI-compatible endpoint (GPT-4o-class, gpt-oss, Llama, Qwen, Mistral, DeepSeek), in direct
 * chats and groups: about half ordinary answers of every block kind, some that merely look
 * unusual, and half with each family's own slips, a few with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ENGLISH_ONE } from './answers-76-english.js';
import { ENGLISH_TWO } from './answers-76-english-2.js';
import { WORLD } from './answers-76-world.js';

export const HELD_OUT_76: readonly CorpusEntry[] = [...ENGLISH_ONE, ...ENGLISH_TWO, ...WORLD];

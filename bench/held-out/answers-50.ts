/**
 * Held-out set 50: the shortest answers — one word, an emoji alone, "k", "lol", "??", a number, a
 * time, a link, a single name, a reaction or sticker with no message, several tiny messages in a
 * row, replies to earlier messages, typos and lowercase — as people text them in German, Russian,
 * Japanese, Hinglish, Portuguese, English, Korean, Hebrew, Thai and Mexican Spanish, in direct
 * chats and groups; and slips of every family written anew around such tiny messages, as Gemini
 * 2.5 and 3 (and some other models) produce them, a few answers with two. The cast is in
 * `answers-50-cast.ts`.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_50 } from './answers-50-ordinary.js';
import { ORDINARY_50_2 } from './answers-50-ordinary-2.js';
import { SLIPS_50 } from './answers-50-slips.js';
import { SLIPS_50_2 } from './answers-50-slips-2.js';

export const HELD_OUT_50: readonly CorpusEntry[] = [
  ...ORDINARY_50,
  ...SLIPS_50,
  ...ORDINARY_50_2,
  ...SLIPS_50_2,
];

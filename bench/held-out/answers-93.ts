/**
 * Held-out set 93: direct chats where the model reads the other person. Seven invented personas
 * (Russian, Polish, Brazilian Portuguese, Spanish, Turkish, Dutch, English), each with one
 * friend or relative, on Gemini 2.5 Flash and Gemini 3. About half are ordinary answers the
 * persona means that talk about people in the third person (a mother's fear, a colleague's
 * story, an aunt's shame, a boss's habits), describe moods, give advice with "the main thing
 * is…" or sum up the plans the two are making; the other half carry the model's reading of the
 * partner or plan for the turn in the chat's own language (what the partner feels or wants, by
 * name or pronoun or under a "mood:"/"situation:" label; what the answer should do; which
 * message to answer first; a recap of what the partner said), first, between messages, last,
 * glued to a message's line, in brackets or not, a few with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DUTCH_93 } from './answers-93-dutch.js';
import { ENGLISH_93 } from './answers-93-english.js';
import { POLISH_93 } from './answers-93-polish.js';
import { PORTUGUESE_93 } from './answers-93-portuguese.js';
import { RUSSIAN_93 } from './answers-93-russian.js';
import { SPANISH_93 } from './answers-93-spanish.js';
import { TURKISH_93 } from './answers-93-turkish.js';

export const HELD_OUT_93: readonly CorpusEntry[] = [
  ...RUSSIAN_93,
  ...POLISH_93,
  ...PORTUGUESE_93,
  ...SPANISH_93,
  ...TURKISH_93,
  ...DUTCH_93,
  ...ENGLISH_93,
];

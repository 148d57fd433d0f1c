/**
 * Held-out set 96: direct chats where the model reads the other person, in more languages. Seven
 * invented personas (German, French, Italian, Ukrainian, Japanese, Czech, Nigerian English), each
 * with one friend, colleague or relative, on Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro. About
 * half the answers carry the model's reading of the partner or its plan for the turn (what the
 * partner feels, fears or wants, by name, pronoun or no subject; a label naming the reading; the
 * goal; which message first and why; a recap of what the partner told; the register chosen),
 * written in the chat's language or in English, placed first, between messages, last, as a block
 * of its own, glued to a message's first or last line, or after a dash or full stop, bracketed or
 * not, a few with two. Their twins are messages the persona means: other people in the third
 * person, relayed words, the persona's own mood under a label, advice, a plan summed up.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CZECH_96 } from './answers-96-czech.js';
import { ENGLISH_96 } from './answers-96-english.js';
import { FRENCH_96 } from './answers-96-french.js';
import { GERMAN_96 } from './answers-96-german.js';
import { ITALIAN_96 } from './answers-96-italian.js';
import { JAPANESE_96 } from './answers-96-japanese.js';
import { UKRAINIAN_96 } from './answers-96-ukrainian.js';

export const HELD_OUT_96: readonly CorpusEntry[] = [
  ...GERMAN_96,
  ...FRENCH_96,
  ...ITALIAN_96,
  ...UKRAINIAN_96,
  ...JAPANESE_96,
  ...CZECH_96,
  ...ENGLISH_96,
];

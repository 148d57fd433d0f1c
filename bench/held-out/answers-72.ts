/**
 * Held-out set 72: what is lost. Answers that are well formed and meant, but whose content looks
 * like something a boundary might hold back: chats about AI, bots, prompts, personas, roleplay and
 * writing, from a novelist, a workshop leader, a programmer, a persona writer, three translators
 * and tutors, a teacher and a game master, in Dutch, French, Russian, English, Japanese, Arabic,
 * Korean, Turkish and Spanish. Messages quote instructions, describe a tone, give feedback, narrate
 * in the third person, label lines of a dialogue, sign off, hold JSON, logs or lists of steps, use
 * brackets and asterisks, or translate. About a fifth carry one slip of any family.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CODE } from './answers-72-code.js';
import { GROUPS } from './answers-72-groups.js';
import { TRANSLATORS } from './answers-72-translators.js';
import { WRITERS } from './answers-72-writers.js';

export const HELD_OUT_72: readonly CorpusEntry[] = [...WRITERS, ...CODE, ...TRANSLATORS, ...GROUPS];

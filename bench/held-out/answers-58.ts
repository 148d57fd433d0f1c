/**
 * Held-out set 58: the chat model stepping out of the persona (its helper voice, apologies for
 * its limits, what it does not know, disclaimers, safety lines, wishes and compliments to its
 * user, comments on its own message) in Portuguese, Italian, Dutch, Polish, Korean, Hindi and
 * Arabic, among real persona messages in those languages that give advice, apologise, wish well,
 * explain or talk about messages. Seven personas, direct chats and groups.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { SET58_AR } from './answers-58-ar.js';
import { SET58_HI } from './answers-58-hi.js';
import { SET58_IT } from './answers-58-it.js';
import { SET58_KO } from './answers-58-ko.js';
import { SET58_NL } from './answers-58-nl.js';
import { SET58_PL } from './answers-58-pl.js';
import { SET58_PT } from './answers-58-pt.js';

export const HELD_OUT_58: readonly CorpusEntry[] = [
  ...SET58_PT,
  ...SET58_IT,
  ...SET58_NL,
  ...SET58_PL,
  ...SET58_KO,
  ...SET58_HI,
  ...SET58_AR,
];

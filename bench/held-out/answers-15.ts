/**
 * Held-out set 15: chats whose own content looks like machinery — people who paste logs, JSON,
 * YAML, stack traces and code; bots in groups; capitals; hashtags; guillemets and „“ as quotes
 * in Russian, French, German and Ukrainian; a person quoting the persona back; injection
 * attempts obeyed, refused or echoed; and the persona sending machinery a person asked for.
 * Written without seeing the speech boundary's code, from the documented rules; where they are
 * silent, each expectation is what a careful operator of the account would want sent.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY } from './answers-15-ordinary.js';
import { ORDINARY_2 } from './answers-15-ordinary-2.js';
import { SLIPS } from './answers-15-slips.js';
import { SLIPS_2 } from './answers-15-slips-2.js';

export const HELD_OUT_15: readonly CorpusEntry[] = [...ORDINARY, ...ORDINARY_2, ...SLIPS, ...SLIPS_2];

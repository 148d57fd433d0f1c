/**
 * Held-out set 8 of the speech boundary, written without reading the boundary's code: reasoning
 * and planning in languages and Markdown shapes the earlier sets did not use
 * (answers-8-thinking.ts), echoes of the persona's own messages and media, group dynamics and
 * refusals (answers-8-group.ts), and Markdown a person types that looks like structure, with
 * slips combined or hidden in a later block (answers-8-markup.ts). About half are ordinary
 * answers, half carry a slip. Where the documented rules are silent, the expected outcome is what
 * a careful operator of the account would want sent, and the entry says so.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { GROUP_8 } from './answers-8-group.js';
import { MARKUP_8 } from './answers-8-markup.js';
import { THINKING_8 } from './answers-8-thinking.js';

export const HELD_OUT_8: readonly CorpusEntry[] = [...THINKING_8, ...GROUP_8, ...MARKUP_8];

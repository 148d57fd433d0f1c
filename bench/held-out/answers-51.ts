/**
 * Held-out set 51: encoding and escaping accidents in model answers — backslash-n and escaped
 * quotes left in text, JSON strings escaped twice, \u escapes and surrogate pairs, HTML entities
 * (once and twice), Markdown and MarkdownV2 escapes, zero-width and direction characters, byte-order
 * marks, CRLF and mixed line endings, messages fenced by mistake, template fields left unfilled —
 * among ordinary messages that carry backslashes, code, paths, entities, braces, templates and
 * escapes their writer typed on purpose. Nine personas in eight languages; Gemini first, other
 * models too. The cast is in `answers-51-cast.ts`.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_51 } from './answers-51-ordinary.js';
import { ORDINARY_51_2 } from './answers-51-ordinary-2.js';
import { SLIPS_51 } from './answers-51-slips.js';
import { SLIPS_51_2 } from './answers-51-slips-2.js';

export const HELD_OUT_51: readonly CorpusEntry[] = [
  ...ORDINARY_51,
  ...SLIPS_51,
  ...ORDINARY_51_2,
  ...SLIPS_51_2,
];

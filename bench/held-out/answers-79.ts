/**
 * Held-out set 79: what could be lost. Eight invented personas (English, Spanish, German,
 * Russian, Japanese, French, Brazilian Portuguese, Turkish) in direct chats and groups. About
 * two thirds are meant messages a careless filter would take for slips (a person's own note,
 * context, summary, P.S., TL;DR and edit lines, ticked lists, translations and summaries asked
 * for, talk about AI, prompts, models and drafts, people spoken of in the third person, what the
 * persona is doing now, bold headings and code, sign-offs and letters, bracketed messages, lines
 * opening with a name and a colon); the rest carry slips shaped closest to them.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MEANT_79_A } from './answers-79-meant.js';
import { MEANT_79_B } from './answers-79-meant-2.js';
import { SLIPS_79_A } from './answers-79-slips.js';
import { SLIPS_79_B } from './answers-79-slips-2.js';

export const HELD_OUT_79: readonly CorpusEntry[] = [
  ...MEANT_79_A,
  ...MEANT_79_B,
  ...SLIPS_79_A,
  ...SLIPS_79_B,
];

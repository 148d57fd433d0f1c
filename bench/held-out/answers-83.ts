/**
 * Held-out set 83: what could be lost. Eleven invented personas (German, French, Mexican
 * Spanish, Ukrainian, Indian English, Turkish, Japanese, Brazilian Portuguese, Polish, Italian,
 * Irish English) in direct chats and groups. About two thirds are messages a person means that
 * a careless filter could take for a slip (their own Note, Context, Summary, P.S., TL;DR and
 * Edit lines, checklists with ticks, a summary and a translation asked for, talk about
 * chatbots, prompts and drafts, people spoken of in the third person, the persona naming
 * herself in a group or saying what she is doing, headings and code, letters and sign-offs,
 * messages in brackets, lines opening with a name and a colon); the rest are the slips that
 * look closest to them, a few with two in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MEANT_83_A } from './answers-83-meant.js';
import { MEANT_83_B } from './answers-83-meant-2.js';
import { MEANT_83_C } from './answers-83-meant-3.js';
import { MORE_83 } from './answers-83-more.js';
import { SLIPS_83_A } from './answers-83-slips.js';
import { SLIPS_83_B } from './answers-83-slips-2.js';

export const HELD_OUT_83: readonly CorpusEntry[] = [
  ...MEANT_83_A,
  ...SLIPS_83_A,
  ...MEANT_83_B,
  ...SLIPS_83_B,
  ...MEANT_83_C,
  ...MORE_83,
];

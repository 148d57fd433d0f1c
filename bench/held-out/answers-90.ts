/**
 * Held-out set 90: languages mixed. Eight personas who speak a language other than English
 * (Turkish, Mexican Spanish, Russian, Hinglish and Hindi, Japanese, Québécois French, Levantine
 * Arabic, Polish) in direct chats and groups where English also appears. About two thirds are
 * meant messages a filter might lose: code-switching in one message or across paragraphs and
 * blocks, English quotations, lyrics and titles, a line in English to one member of a mixed
 * group, translations and phrases a friend asked for, loanwords and tech jargon, a persona who
 * answers one person in English and another in her language. The rest carry a slip: the model's
 * own reasoning, reading, plan, note, gloss or recap in English among messages in another
 * language, or in the persona's language beside English messages; a few carry two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MEANT_90_A } from './answers-90-meant.js';
import { MEANT_90_B } from './answers-90-meant-2.js';
import { SLIPS_90_A } from './answers-90-slips.js';
import { SLIPS_90_B } from './answers-90-slips-2.js';

export const HELD_OUT_90: readonly CorpusEntry[] = [
  ...MEANT_90_A,
  ...MEANT_90_B,
  ...SLIPS_90_A,
  ...SLIPS_90_B,
];

/**
 * Held-out set 52: the chat model stepping out of the persona in everyday chats. Beside the
 * persona's message it speaks in its helper voice: a line framing the answer for whoever asked, praise
 * or explanation of its own message, an apology for its limits, a disclaimer, a closing offer, good
 * wishes or compliments to the model's user, often as "I" and in seven languages. Among them, real
 * messages of eight invented personas (German, Mexican Spanish, London English, Russian, French,
 * Kansai Japanese, Brazilian Portuguese, Turkish) that speak as "I" about themselves, give advice,
 * apologise, wish well, offer help, explain a choice or talk about what they just wrote. Direct
 * chats and groups; Gemini 2.5 and 3 first, other models too.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_52_A } from './answers-52-ordinary.js';
import { ORDINARY_52_B } from './answers-52-ordinary-2.js';
import { SLIPS_52_A } from './answers-52-slips.js';
import { SLIPS_52_B } from './answers-52-slips-2.js';

export const HELD_OUT_52: readonly CorpusEntry[] = [
  ...ORDINARY_52_A,
  ...SLIPS_52_A,
  ...ORDINARY_52_B,
  ...SLIPS_52_B,
];

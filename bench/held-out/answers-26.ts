/**
 * Held-out set 26: a month of seven personas in everyday traffic on Gemini 2.5 Flash and 3 Flash
 * — a retired pharmacist writing Hungarian to her granddaughter, a Lisbon bike courier in his
 * group, a nurse in Kochi mixing Malayalam and English, a designer in Almaty in her team's
 * Russian group, a roleplay innkeeper with actions on, a student in Osaka, a terse Swedish ferry
 * engineer. About four in ten are ordinary answers and look-alikes that must be sent as written;
 * the rest carry slips of every family written anew, some two in one answer. Written without
 * seeing the boundary's code; expectations follow docs/behaviour.md, and where it is silent what
 * the account's careful operator would want (said in a comment there).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT_26_ORDINARY } from './answers-26-ordinary.js';
import { HELD_OUT_26_SLIPS } from './answers-26-slips.js';
import { HELD_OUT_26_SLIPS_2 } from './answers-26-slips-2.js';

export const HELD_OUT_26: readonly CorpusEntry[] = [
  ...HELD_OUT_26_ORDINARY,
  ...HELD_OUT_26_SLIPS,
  ...HELD_OUT_26_SLIPS_2,
];

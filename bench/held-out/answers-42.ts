/**
 * Held-out set 42: personas writing in languages of the Caucasus, Central Asia, the Baltic, the
 * Balkans and Finno-Ugric Europe (Georgian, Armenian, Azerbaijani, Kazakh, Uzbek, Kyrgyz, Latvian,
 * Estonian, Finnish, Hungarian, Serbian in both scripts, Croatian, Bulgarian, Macedonian,
 * Albanian, Greek, Romanian, Icelandic), named in their own script, with case endings and
 * postpositions on names, and slips of every family written anew in those languages, by a mix of
 * models. Written by someone who had not seen the speech boundary's code.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_42 } from './answers-42-ordinary.js';
import { SLIPS_42 } from './answers-42-slips.js';
import { SLIPS_2_42 } from './answers-42-slips-2.js';

export const HELD_OUT_42: readonly CorpusEntry[] = [...ORDINARY_42, ...SLIPS_42, ...SLIPS_2_42];

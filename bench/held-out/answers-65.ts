/**
 * Held-out set 65: what an outside reviewer of the model contract would write next. Nine
 * personas (Mexico City Spanish, German, Russian, Japanese, Italian, Nigerian Pidgin, Polish,
 * Turkish, Vietnamese) and Heidi, in direct chats and groups. About half are ordinary answers of
 * every block kind that must pass untouched (lists, quotes, capitals, asides, sign-offs, waits,
 * memory and block actions); the rest carry slips: prose around blocks, reasoning in tag,
 * label-line and wrapped forms, narrated silence in groups, heading near-misses, wrappers inside
 * a body, echoes, the same block twice, truncated and invisible answers, stickers written as the
 * history shows them, some answers with two slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_65_A } from './answers-65-ordinary.js';
import { ORDINARY_65_B } from './answers-65-ordinary-2.js';
import { SLIPS_65_A } from './answers-65-slips.js';
import { SLIPS_65_B } from './answers-65-slips-2.js';

export const HELD_OUT_65: readonly CorpusEntry[] = [
  ...ORDINARY_65_A,
  ...SLIPS_65_A,
  ...ORDINARY_65_B,
  ...SLIPS_65_B,
];

/**
 * Held-out set 16 of the speech boundary: a mixed fortnight of six personas — a bike mechanic in
 * Kraków, a student in Osaka, a grandmother in Belo Horizonte, a nurse in Leeds at a D&D table,
 * an architect in Istanbul, a translator in Lviv named in Cyrillic — in direct chats and groups,
 * roleplay actions on and off. Written without seeing the boundary's code, from the documented
 * rules: about 45 % ordinary answers that must arrive as written, the rest with slips of many
 * models (reasoning in six languages, labels, look-alike headings, key lines and data, tool
 * calls, echoes, made-up turns of others, silence narrated or tokenised, cut answers), some with
 * two slips in one answer. Scenes are in `answers-16-scenes.ts`.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_16 } from './answers-16-ordinary.js';
import { SLIPS_16 } from './answers-16-slips.js';
import { SLIPS_16_2 } from './answers-16-slips-2.js';

export const HELD_OUT_16: readonly CorpusEntry[] = [...ORDINARY_16, ...SLIPS_16, ...SLIPS_16_2];

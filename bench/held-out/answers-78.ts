/**
 * Held-out set 78 for the speech boundary: ten group chats of four to eight members in ten
 * languages (German, Spanish, French, Russian, Japanese, Italian, Turkish, Brazilian Portuguese,
 * Irish English, Dutch), written by someone who had not seen the boundary's code. Half are
 * meant messages (answers to one member by name, plans and lists split among members with the
 * persona's own name among them, jokes, quotes, announcements, a word to everyone, asides);
 * half carry the slips models make in groups (the persona narrated by name or as "she", the
 * group's mood and who talks to whom, whom to answer decided aloud, members' lines repeated as a
 * transcript, other members' turns written for them, stage directions), some two in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_A } from './answers-78-ordinary.js';
import { ORDINARY_B } from './answers-78-ordinary-2.js';
import { SLIPS_A } from './answers-78-slips.js';
import { SLIPS_B } from './answers-78-slips-2.js';

export const HELD_OUT_78: readonly CorpusEntry[] = [...ORDINARY_A, ...SLIPS_A, ...ORDINARY_B, ...SLIPS_B];

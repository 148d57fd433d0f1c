/**
 * Held-out set 82: group chats in nine languages (English, Spanish, German, French, Brazilian
 * Portuguese, Russian, Italian, Polish, Turkish) of five to seven members. About half are meant
 * messages (answers to a member by name, plans and lists split among members with the
 * persona's own name among them, jokes, quotes, announcements, asides, a sign-off); the other
 * half carry what models write in groups besides them (narration of the persona's acts or
 * silence, the group's mood, choosing aloud whom to answer, transcript lines, another member's
 * turn, stage directions), first, between messages or last, some two in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MEANT_82 } from './answers-82-meant.js';
import { MEANT_82_2 } from './answers-82-meant-2.js';
import { SLIPS_82 } from './answers-82-slips.js';
import { SLIPS_82_2 } from './answers-82-slips-2.js';

export const HELD_OUT_82: readonly CorpusEntry[] = [...MEANT_82, ...MEANT_82_2, ...SLIPS_82, ...SLIPS_82_2];

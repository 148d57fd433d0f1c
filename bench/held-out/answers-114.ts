/**
 * Held-out set 114: group chats where members talk about each other. Seven invented personas (a
 * Lagos event planner, a Hamburg rowing captain, a Santiago choir director, a Taipei night-market
 * cook, a Dublin book-club host, a Nairobi matatu owner, a Kraków climbing-gym manager), each in a
 * group of six to nine members, mostly English with messages in Pidgin, German, Chilean Spanish,
 * Traditional Chinese, Irish, Swahili and Polish, on Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro.
 * Half the answers are ordinary ones the persona means whole (how a member feels or what they
 * need, what an absent member said, a word to one member about another, a guess put to a member
 * as a question, a summary asked for, who does what, a joke about the group, stickers, reactions,
 * silence when nothing is hers); the other half carry one slip each: the model's reading of a
 * member or the room as a note to itself (by name, pronoun or fragment), whom to answer first,
 * the answer's aim, a tone note, a private intention, narrated silence, an echo of a member's
 * message, placed first, between, last, or glued to a message's first or last line, bracketed or
 * not.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CONSUELO_114 } from './answers-114-consuelo.js';
import { FOLAKE_114 } from './answers-114-folake.js';
import { HAUKE_114 } from './answers-114-hauke.js';
import { KASIA_114 } from './answers-114-kasia.js';
import { MEILING_114 } from './answers-114-meiling.js';
import { ORLA_114 } from './answers-114-orla.js';
import { WANJIRU_114 } from './answers-114-wanjiru.js';

export const HELD_OUT_114: readonly CorpusEntry[] = [
  ...FOLAKE_114,
  ...HAUKE_114,
  ...CONSUELO_114,
  ...MEILING_114,
  ...ORLA_114,
  ...WANJIRU_114,
  ...KASIA_114,
];

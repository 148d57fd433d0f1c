/**
 * Held-out set 54: role confusion in long conversations. The model writing for the wrong side
 * (the partner's next message, both sides of an exchange, another group member's turn, the
 * persona's own name as a label or as someone spoken to, a reply to its own earlier message in
 * another's voice, another's message posted as its own) among real messages that quote dialogue,
 * retell a talk with speakers, play a game of lines, write a script a friend asked for, or name
 * other members. Seven direct chats and three groups in eight languages, Gemini first, other
 * models too.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT_54_DIRECT } from './answers-54-direct.js';
import { HELD_OUT_54_DIRECT_2 } from './answers-54-direct-2.js';
import { HELD_OUT_54_DIRECT_SLIPS } from './answers-54-direct-slips.js';
import { HELD_OUT_54_GROUP } from './answers-54-group.js';
import { HELD_OUT_54_GROUP_SLIPS } from './answers-54-group-slips.js';

export const HELD_OUT_54: readonly CorpusEntry[] = [
  ...HELD_OUT_54_DIRECT,
  ...HELD_OUT_54_DIRECT_2,
  ...HELD_OUT_54_DIRECT_SLIPS,
  ...HELD_OUT_54_GROUP,
  ...HELD_OUT_54_GROUP_SLIPS,
];

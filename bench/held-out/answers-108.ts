/**
 * Held-out set 108: busy group chats, an outside reviewer's fresh answers. Seven invented personas
 * (a Manila nurse, a Berlin cyclist, an Accra tailor, a Melbourne teacher, a Bogotá student, an
 * Osaka shopkeeper, a Warsaw chess coach), each in a group of four to seven members, mostly in
 * English with some lines in Taglish, German, Twi, Spanish, Japanese and Polish, on Gemini 2.5
 * Flash, 2.5 Pro, 3 Flash and 3 Pro. Half are ordinary answers meant whole: replies to one member
 * by name or by id, messages for everyone, several messages to different members, stickers,
 * reactions, silence when nothing is for the persona, and messages that merely look unusual (how
 * a member feels or what they want, someone's words passed on, a plan of who does what, a summary
 * the group asked for, a poll-like list, a joke about the group). The other half carry one slip
 * each (one carries two): a reading of a member or the room (by name, pronoun or a note-style
 * fragment), whom to answer first, the answer's aim, a tone note, an appraisal or an offer to
 * redo, narrated silence, a block written as another member, a speaker label, an echo, a JSON or
 * tool-call shape, a cut last block; first, between, last, glued, after a dash or full stop,
 * bracketed or not.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AGATA_108 } from './answers-108-agata.js';
import { BRONWYN_108 } from './answers-108-bronwyn.js';
import { EFUA_108 } from './answers-108-efua.js';
import { KATRIN_108 } from './answers-108-katrin.js';
import { ROWENA_108 } from './answers-108-rowena.js';
import { VALENTINA_108 } from './answers-108-valentina.js';
import { YOSHIKO_108 } from './answers-108-yoshiko.js';

export const HELD_OUT_108: readonly CorpusEntry[] = [
  ...ROWENA_108,
  ...KATRIN_108,
  ...EFUA_108,
  ...BRONWYN_108,
  ...VALENTINA_108,
  ...YOSHIKO_108,
  ...AGATA_108,
];

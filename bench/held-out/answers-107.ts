/**
 * Held-out set 107: the model's working voice in languages less often tested. Seven invented
 * personas in Turkish, Vietnamese, Russian, Romanian, Swedish, Hindi (Devanagari) and
 * Indonesian, in direct chats and small groups, on Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro.
 * About half the answers carry one slip each (two in a few), written in the chat's language or in
 * English: a reading of the partner or a member (by name, pronoun or with no subject), a label
 * naming the reading or the plan, the answer's aim, which message to answer first, a recap, a
 * register or length note, an appraisal of the reply, a stage direction of the persona; first,
 * between messages, last, as a block of their own, glued, after a dash or a full stop, bracketed
 * or not. The other half are their twins, meant whole: other people's feelings in the third
 * person, what someone said or wants, the persona's own mood or plan, advice, note-like lines
 * and arrangements summed up for a group.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ELIF_107 } from './answers-107-elif.js';
import { IOANA_107 } from './answers-107-ioana.js';
import { LINNEA_107 } from './answers-107-linnea.js';
import { PRIYA_107 } from './answers-107-priya.js';
import { SARI_107 } from './answers-107-sari.js';
import { THAO_107 } from './answers-107-thao.js';
import { VERA_107 } from './answers-107-vera.js';

export const HELD_OUT_107: readonly CorpusEntry[] = [
  ...ELIF_107,
  ...THAO_107,
  ...VERA_107,
  ...IOANA_107,
  ...LINNEA_107,
  ...PRIYA_107,
  ...SARI_107,
];

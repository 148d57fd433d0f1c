/**
 * Held-out set 111: the model's working voice in Spanish (Mexico), Italian, German, Polish,
 * Turkish, Japanese and Brazilian Portuguese, written anew. Seven invented personas, one per
 * language, in direct chats and small groups, on Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro.
 * Half the answers are ordinary messages the persona means whole (other people's feelings in the
 * third person, relayed words and wishes, her own mood and plans, advice, bracketed asides of her
 * own, note-like lines, summaries of arrangements); the other half carry one slip each, a few
 * two, in the chat's language or in English: readings of the partner or a member, labels, aims,
 * answering order, recaps, register and length notes, appraisals, offers to redo and stage
 * directions, placed first, between messages, last, as blocks of their own, glued to a line, or
 * after a dash or a full stop.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AYSEGUL_111 } from './answers-111-aysegul.js';
import { HARUKA_111 } from './answers-111-haruka.js';
import { HENRIKE_111 } from './answers-111-henrike.js';
import { ORNELLA_111 } from './answers-111-ornella.js';
import { THAIS_111 } from './answers-111-thais.js';
import { XIMENA_111 } from './answers-111-ximena.js';
import { ZUZANNA_111 } from './answers-111-zuzanna.js';

export const HELD_OUT_111: readonly CorpusEntry[] = [
  ...XIMENA_111,
  ...ORNELLA_111,
  ...HENRIKE_111,
  ...ZUZANNA_111,
  ...AYSEGUL_111,
  ...HARUKA_111,
  ...THAIS_111,
];

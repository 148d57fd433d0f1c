/**
 * Held-out set 97: what an outside reviewer would bring next time, mostly groups. Eight invented
 * personas, about half the answers in English and the rest in Spanish, German, Polish, Turkish
 * and Japanese, on Gemini 2.5 Flash, 3 Flash and 3 Pro and on models behind the endpoint (Llama
 * 3.3, Qwen 3, Mistral), two thirds in groups. Half are ordinary answers of every block kind,
 * among them messages that merely look unusual (the persona's name with a joke title, lists keyed
 * by members' names with her own line, speaker-like labels in a story she tells, bracketed
 * asides, relayed words, a member called by name and then spoken of, a message in two
 * languages); the other half carry one slip each (one two): reasoning or a plan before, between or
 * after the blocks, a reading of a member or the room, whom to answer, narrated silence, a
 * narrator's line about the persona, lines made up for members, labels and signatures, offers to
 * redo the reply, tone notes, echoes and a cut last block.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DEV_97 } from './answers-97-dev.js';
import { ES_DE_97 } from './answers-97-es-de.js';
import { HATTIE_97 } from './answers-97-hattie.js';
import { JA_97 } from './answers-97-ja.js';
import { PL_TR_97 } from './answers-97-pl-tr.js';
import { WREN_97 } from './answers-97-wren.js';

export const HELD_OUT_97: readonly CorpusEntry[] = [
  ...WREN_97,
  ...HATTIE_97,
  ...DEV_97,
  ...ES_DE_97,
  ...PL_TR_97,
  ...JA_97,
];

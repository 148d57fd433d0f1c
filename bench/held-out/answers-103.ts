/**
 * Held-out set 103: what an outside reviewer would bring next time. Eight invented personas,
 * about two thirds of the answers in English and the rest in Brazilian Portuguese, Russian,
 * Hinglish and Swedish, on Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro and on endpoint models
 * (GPT-4o-class, DeepSeek, Qwen, Llama), in direct chats and groups. About half are ordinary
 * answers of every block kind, some of them messages that merely look unusual (a numbered list
 * of her own, a "note to self" joke, a line in capitals, a quoted member, a friend spoken of in
 * the third person, an aside in brackets, an "Update:" of her own, a single emoji); the other
 * half carry one slip each (a few two) of the families real models are known for, written anew.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BEA_103 } from './answers-103-bea.js';
import { HAZEL_103 } from './answers-103-hazel.js';
import { HI_SV_103 } from './answers-103-hi-sv.js';
import { MARCUS_103 } from './answers-103-marcus.js';
import { NELL_103 } from './answers-103-nell.js';
import { PT_RU_103 } from './answers-103-pt-ru.js';

export const HELD_OUT_103: readonly CorpusEntry[] = [
  ...NELL_103,
  ...MARCUS_103,
  ...BEA_103,
  ...HAZEL_103,
  ...PT_RU_103,
  ...HI_SV_103,
];

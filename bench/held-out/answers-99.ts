/**
 * Held-out set 99: what an outside reviewer would bring next time. Eight invented personas, about
 * two thirds of the answers in English and the rest in Dutch, Turkish, Spanish and Ukrainian, on
 * Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro and on models behind the endpoint (GPT-4o-class,
 * Llama 3.x, Qwen, a DeepSeek R1 distill, DeepSeek V3, Mistral), in direct chats and groups.
 * About half are ordinary answers of every block kind (several messages, replies, stickers,
 * reactions, waits, memory blocks, a think block first), some of them messages that merely look
 * unusual (a list keyed by names, an "update:" or "P.S." of her own, bracketed asides, the
 * persona's name with a joke title, a relayed line, someone in the third person, one emoji);
 * the other half carry one slip each family is known for, in forms written anew.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DEV_99 } from './answers-99-dev.js';
import { ES_UK_99 } from './answers-99-es-uk.js';
import { HARRIET_99 } from './answers-99-harriet.js';
import { MAEVE_99 } from './answers-99-maeve.js';
import { NICO_99 } from './answers-99-nico.js';
import { NL_TR_99 } from './answers-99-nl-tr.js';

export const HELD_OUT_99: readonly CorpusEntry[] = [
  ...MAEVE_99,
  ...DEV_99,
  ...HARRIET_99,
  ...NICO_99,
  ...NL_TR_99,
  ...ES_UK_99,
];

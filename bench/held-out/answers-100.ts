/**
 * Held-out set 100: what an outside reviewer would bring next time, in groups and direct chats.
 * Eight invented personas, about two thirds of the answers in English and the rest in Italian,
 * Polish, Japanese and German, on Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro and on models
 * behind the OpenAI-compatible endpoint (GPT-4o-class, DeepSeek, Llama 3.x, Qwen). Half are
 * ordinary answers of every block kind, some of them messages that merely look unusual (a
 * numbered list of her own, a film quote, "edit:" and "btw:", talk about a cat or a boss in the
 * third person, a bare "?" or "ok", a recap sent on purpose, two languages in one message); the
 * other half carry one slip each, two in a few, in forms written anew.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HECTOR_100 } from './answers-100-hector.js';
import { IMOGEN_100 } from './answers-100-imogen.js';
import { IT_PL_100 } from './answers-100-it-pl.js';
import { JA_DE_100 } from './answers-100-ja-de.js';
import { NELL_100 } from './answers-100-nell.js';
import { ROSALIND_100 } from './answers-100-rosalind.js';

export const HELD_OUT_100: readonly CorpusEntry[] = [
  ...IMOGEN_100,
  ...HECTOR_100,
  ...ROSALIND_100,
  ...NELL_100,
  ...IT_PL_100,
  ...JA_DE_100,
];

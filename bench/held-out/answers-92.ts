/**
 * Held-out set 92: what an outside reviewer would bring next time. Eight invented personas (a
 * Shropshire beekeeper, a Glasgow nurse, a Portland tattoo artist, a Leeds chemistry teacher, a
 * Bologna gelato maker, an Ericeira surf instructor, a Kraków tram driver, a Kazan chess coach),
 * about two thirds of the answers in English and the rest in Italian, European Portuguese,
 * Polish and Russian, on Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro and on models behind the
 * OpenAI-compatible endpoint (GPT-4o-class, Llama 3.x, Qwen, DeepSeek), in direct chats and
 * groups. About half are ordinary answers of every block kind, some of them messages that merely
 * look unusual (lists, quoted lines, bracketed asides, a colon after a name inside a sentence,
 * people in the third person); the other half carry one slip each family is known for, one with
 * two, in forms written anew.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_92 } from './answers-92-ordinary.js';
import { ORDINARY_92_MORE } from './answers-92-ordinary-2.js';
import { ORDINARY_92_LANGUAGES } from './answers-92-ordinary-3.js';
import { SLIPS_92 } from './answers-92-slips.js';
import { SLIPS_92_MORE } from './answers-92-slips-2.js';
import { SLIPS_92_LANGUAGES } from './answers-92-slips-3.js';
import { withGroupReply } from './group-reply.js';

export const HELD_OUT_92: readonly CorpusEntry[] = withGroupReply([
  ...ORDINARY_92,
  ...ORDINARY_92_MORE,
  ...ORDINARY_92_LANGUAGES,
  ...SLIPS_92,
  ...SLIPS_92_MORE,
  ...SLIPS_92_LANGUAGES,
]);

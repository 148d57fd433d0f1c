/**
 * Held-out set 115: an outside reviewer's next week across the whole contract. Seven invented
 * personas (a Porto fishmonger, a Helsinki sauna owner, a Dakar DJ, a Kyoto potter, a Tehran
 * architecture student, a Glasgow paramedic, a Buenos Aires tango teacher), mostly in English with
 * some messages in Portuguese, Finnish, Wolof and French, Japanese, Persian and Spanish, on Gemini
 * 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro, in direct chats and groups. Half are ordinary answers
 * using every block kind, some of them messages that merely look unusual (bracketed asides, PS and
 * Update labels, news of how a friend feels, plans of who does what, a recap asked for, pasted code
 * and JSON, a message opening with a name without a comma); the other half carry one slip each,
 * spread over every family and placed first, between, last or glued to a message's lines.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AINO_115 } from './answers-115-aino.js';
import { AWA_115 } from './answers-115-awa.js';
import { GRACA_115 } from './answers-115-graca.js';
import { HARUKA_115 } from './answers-115-haruka.js';
import { KIRSTY_115 } from './answers-115-kirsty.js';
import { SHIRIN_115 } from './answers-115-shirin.js';
import { VALERIA_115 } from './answers-115-valeria.js';

export const HELD_OUT_115: readonly CorpusEntry[] = [
  ...GRACA_115,
  ...AINO_115,
  ...AWA_115,
  ...HARUKA_115,
  ...SHIRIN_115,
  ...KIRSTY_115,
  ...VALERIA_115,
];

/**
 * Held-out set 74 for the speech boundary, written by someone who had not seen the boundary's
 * code: direct chats between seven personas (German, Brazilian Portuguese, Russian, British
 * English, Kansai Japanese, Mexican Spanish, Irish English) and one friend, relative or client.
 * Half are meant messages that speak of other people in the third person, relay what someone
 * asked, describe the friend for others (a dating profile, a vouch, a toast, a reference, a
 * newsletter piece), draft letters the friend will send with salutations and signatures, tell
 * stories or give feedback on the friend's own text; the other half carry a slip where the
 * model reads the friend or the turn instead of speaking (its analysis, plan, summary or
 * checklist, a remark on its tone or length, a note to the operator, a translation of its own
 * message), first, between paragraphs or blocks, or last, labelled or not, some two in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AOIFE_ENTRIES } from './answers-74-aoife.js';
import { KENJI_ENTRIES } from './answers-74-kenji.js';
import { LENA_ENTRIES } from './answers-74-lena.js';
import { OLGA_ENTRIES } from './answers-74-olga.js';
import { PRIYA_ENTRIES } from './answers-74-priya.js';
import { RAFAEL_ENTRIES } from './answers-74-rafael.js';
import { SOFIA_ENTRIES } from './answers-74-sofia.js';

export const HELD_OUT_74: readonly CorpusEntry[] = [
  ...LENA_ENTRIES,
  ...RAFAEL_ENTRIES,
  ...OLGA_ENTRIES,
  ...PRIYA_ENTRIES,
  ...KENJI_ENTRIES,
  ...SOFIA_ENTRIES,
  ...AOIFE_ENTRIES,
];

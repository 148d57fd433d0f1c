/**
 * Held-out set 116: slips glued to the message on the same line, and messages that glue two
 * sentences of their own. Seven invented personas (Lisbon, Istanbul, Warsaw, Jakarta, Lagos,
 * Montréal, Osaka), each in her own language with some English, on Gemini 2.5 Flash, 2.5 Pro, 3
 * Flash and 3 Pro, in direct chats and small groups. About half the answers carry a reading of
 * the partner or a member, a goal, plan or answering order, a tone or length note, an appraisal or
 * an offer to redo, glued before or after the message's words (after or before a full stop, a
 * dash, a colon, an emoji, a closing bracket, or with no space at all); the other half are lines
 * a person types that join two sentences of her own (news of how someone feels then a question,
 * a plan then a joke, a remark about a friend then advice, lower case after a full stop, a
 * sentence opening with the partner's name without a comma), which must arrive whole.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ADAEZE_116 } from './answers-116-adaeze.js';
import { AGNIESZKA_116 } from './answers-116-agnieszka.js';
import { DEFNE_116 } from './answers-116-defne.js';
import { INES_116 } from './answers-116-ines.js';
import { MAUDE_116 } from './answers-116-maude.js';
import { MIO_116 } from './answers-116-mio.js';
import { PUTRI_116 } from './answers-116-putri.js';

export const HELD_OUT_116: readonly CorpusEntry[] = [
  ...INES_116,
  ...DEFNE_116,
  ...AGNIESZKA_116,
  ...PUTRI_116,
  ...ADAEZE_116,
  ...MAUDE_116,
  ...MIO_116,
];

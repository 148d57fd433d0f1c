/**
 * Held-out set 53: echoes and quotations. The transcript shows the model headers, reply and
 * forward lines, media and poll sentences, reactions, edits and the turn part; here the model
 * repeats that rendering, sends the other person's message back, repeats its own earlier message
 * or the same block twice — among persona messages that legitimately quote someone, relay or
 * paraphrase what was said, answer with the other person's own short word, repeat a catchphrase,
 * or copy a line someone asked to have copied. Nine personas (English, German, Spanish, Russian,
 * French, Brazilian Portuguese, Japanese, Italian, Turkish) in direct chats and groups.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_53 } from './answers-53-ordinary.js';
import { ORDINARY_53_2 } from './answers-53-ordinary-2.js';
import { SLIPS_53 } from './answers-53-slips.js';
import { SLIPS_53_2 } from './answers-53-slips-2.js';

export const HELD_OUT_53: readonly CorpusEntry[] = [
  ...ORDINARY_53,
  ...ORDINARY_53_2,
  ...SLIPS_53,
  ...SLIPS_53_2,
];

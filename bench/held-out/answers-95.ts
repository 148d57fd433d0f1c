/**
 * Held-out set 95: what could be lost, meant messages that look like machinery. Eight invented
 * personas in English, Spanish, Japanese, German, French and Ukrainian, in direct chats and
 * groups, on Gemini 2.5 Flash and Gemini 3. About two thirds are answers the persona means
 * entirely though they look like slips (a joke third-person introduction, a title after her name,
 * name-colon lines of who does what, a note or P.S., a bracketed aside, relayed words, a photo
 * described in words, an update, a plan as a list, a single emoji or word, a roleplay action with
 * actions on, "thinking" and "analysis" in their everyday sense); the rest are their twins, the
 * same shapes as the model's note, label or summary of its answer, one slip each, a few two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MEANT_95 } from './answers-95-meant.js';
import { MEANT_95_MORE } from './answers-95-meant-2.js';
import { MEANT_95_GROUPS } from './answers-95-meant-3.js';
import { SLIPS_95 } from './answers-95-slips.js';
import { SLIPS_95_MORE } from './answers-95-slips-2.js';
import { withGroupReply } from './group-reply.js';

export const HELD_OUT_95: readonly CorpusEntry[] = withGroupReply([
  ...MEANT_95,
  ...MEANT_95_MORE,
  ...MEANT_95_GROUPS,
  ...SLIPS_95,
  ...SLIPS_95_MORE,
]);

/**
 * Held-out set 63: persona voices far from a helper's — a teenager's slang, a grumpy grandfather
 * in capitals, a flirt in Spanglish, a sarcastic colleague in Hinglish, Singlish, Lebanese
 * Arabizi, Russian in Latin letters, a lower-case poet, a child-like character with kaomoji, an
 * Australian who texts like he talks — in direct chats and groups. About half are real
 * messages that break every rule of tidy writing; the rest carry slips of every family, often
 * written in the persona's own style, some two in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ANANYA_WEI_LING } from './answers-63-ananya-weiling.js';
import { KOSTYA_LUNE } from './answers-63-kostya-lune.js';
import { RAFA_YASMINE } from './answers-63-rafa-yasmine.js';
import { WALT_DAZZA } from './answers-63-walt-dazza.js';
import { ZOE_MOMO } from './answers-63-zoe-momo.js';

export const HELD_OUT_63: readonly CorpusEntry[] = [
  ...ZOE_MOMO,
  ...WALT_DAZZA,
  ...RAFA_YASMINE,
  ...KOSTYA_LUNE,
  ...ANANYA_WEI_LING,
];

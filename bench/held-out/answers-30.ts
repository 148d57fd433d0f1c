/**
 * Held-out set 30 of the speech boundary: group life — callouts and mentions, roleplay actions
 * on and off, several participants talking at once, reactions and stickers, when the persona
 * speaks and when it stays silent — in several languages. Written without seeing the boundary.
 * An expected silence states no reason word (`silence: ''`): any reason the parser gives counts.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MORE_30 } from './answers-30-more.js';
import { ORDINARY_30 } from './answers-30-ordinary.js';
import { SLIPS_30 } from './answers-30-slips.js';
import { SLIPS_30_MORE } from './answers-30-slips-2.js';

export const HELD_OUT_30: readonly CorpusEntry[] = [
  ...ORDINARY_30,
  ...SLIPS_30,
  ...SLIPS_30_MORE,
  ...MORE_30,
];

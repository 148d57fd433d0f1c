/**
 * Held-out set 73: an outside reviewer's fresh mix. Nine invented personas (Turkish, Vietnamese,
 * Greek, Korean, Dutch, Polish, Swahili, Hinglish and Hindi, Cornish English) in direct chats and
 * groups; about half ordinary answers of every block kind (messages that merely look unusual:
 * lists, quotes, capitals, emoticons, asides, sign-offs, labels a person types), the rest with
 * slips of every family written anew, a few with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DIRECT } from './answers-73-direct.js';
import { DIRECT_2 } from './answers-73-direct-2.js';
import { GROUPS } from './answers-73-groups.js';
import { GROUPS_2 } from './answers-73-groups-2.js';
import { ORDINARY } from './answers-73-ordinary.js';

export const HELD_OUT_73: readonly CorpusEntry[] = [
  ...DIRECT,
  ...DIRECT_2,
  ...GROUPS,
  ...GROUPS_2,
  ...ORDINARY,
];

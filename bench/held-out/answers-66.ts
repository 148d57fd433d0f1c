/**
 * Held-out set 66: ordinary days of six invented personas (a Kumasi fitter, an Osaka student, a
 * retired teacher in Riga, a Porto Alegre baker, a Beirut developer, a Hamburg teacher) in direct
 * chats and groups. Mostly well-formed answers a real chat needs (several messages, replies to
 * different ids, reactions, stickers, waits, memory beside a message, a link, a number, an emoji
 * or one word alone, quotes, lists, questions back, switched languages, names first), and about a
 * third with one slip a model makes on an ordinary day (two in a few), placed where least
 * expected. Written without reading the boundary's code.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_66_A } from './answers-66-ordinary.js';
import { ORDINARY_66_B } from './answers-66-ordinary-2.js';
import { SLIPS_66_A } from './answers-66-slips.js';
import { SLIPS_66_B } from './answers-66-slips-2.js';

export const HELD_OUT_66: readonly CorpusEntry[] = [
  ...ORDINARY_66_A,
  ...SLIPS_66_A,
  ...ORDINARY_66_B,
  ...SLIPS_66_B,
].map((entry) => ({ ...entry, name: `set66 ${entry.name}` }));

/**
 * Held-out set 75: busy group chats (a German family, a London studio, a Madrid climbing group,
 * Lyon neighbours, Moscow class parents, a Japanese photo club, a Turkish family, a Warsaw
 * backend team, São Paulo condominium residents, a Bologna five-a-side group and a Seoul study
 * group), written as an outside reviewer would. About half are ordinary answers to one member,
 * several or nobody (replies by id, mentions, lists handed out by name, quotes of members,
 * asides in brackets, emotes, one-word answers, capitals, a sign-off); the rest carry slips:
 * silence narrated in many languages and forms, other members' turns, reactions and app notices
 * written by the model, the persona told of in the third person, members' messages repeated,
 * the transcript's labels and headers, reasoning about who was addressed, some with two slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_75 } from './answers-75-ordinary.js';
import { ORDINARY_75_2 } from './answers-75-ordinary-2.js';
import { SLIPS_75 } from './answers-75-slips.js';
import { SLIPS_75_2 } from './answers-75-slips-2.js';

export const HELD_OUT_75: readonly CorpusEntry[] = [
  ...ORDINARY_75,
  ...SLIPS_75,
  ...ORDINARY_75_2,
  ...SLIPS_75_2,
];

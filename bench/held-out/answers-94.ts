/**
 * Held-out set 94: groups in several languages at once. Six invented group chats (a Berlin flat
 * share, a Spanish–Japanese language exchange in Madrid, a family spread over Poland, Ireland and
 * Germany, a remote engineering team, an Amsterdam five-a-side of expats, a Norwegian choir on
 * tour in Italy) whose members write in two or three languages each, and personas who answer
 * some members in one language and others in another, on Gemini 2.5 Flash and 3 Pro. About half
 * are ordinary answers, among them the persona translating for the group, relaying one member to
 * another, quoting a member, answering two members by name in two languages, roll calls and lists
 * keyed by names, and brackets a person types; the other half carry one slip each (a few two):
 * the model's plan of languages or of whom to answer first, readings of a member or the room in
 * the chat's languages, a translation of its own message under a label, narrated silence,
 * narration of members or of the persona, lines made up for members. Some turns are callouts,
 * some are not addressed to the persona and call for silence.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_94 } from './answers-94-ordinary.js';
import { ORDINARY_94_MORE } from './answers-94-ordinary-2.js';
import { SLIPS_94 } from './answers-94-slips.js';
import { SLIPS_94_MORE } from './answers-94-slips-2.js';
import { withGroupReply } from './group-reply.js';

export const HELD_OUT_94: readonly CorpusEntry[] = withGroupReply([
  ...ORDINARY_94,
  ...ORDINARY_94_MORE,
  ...SLIPS_94,
  ...SLIPS_94_MORE,
]);

/**
 * Held-out set 89: group chats of three to eight members in nine languages (Spanish, German,
 * French, Italian, Brazilian Portuguese, Polish, Russian, Japanese, Turkish). About half are
 * meant messages: answers to a member by name, tasks handed out line by line, a recap and meeting
 * notes asked for, stories and jokes about members, announcements, asides in brackets, the
 * persona naming herself. The other half carry a slip typical of models in groups (the room or a
 * member described to no one, the persona or members narrated, whom to answer decided aloud, a
 * context line, members' lines made up, a note to whoever runs the account), first, between
 * messages, last or as a block of its own, a few with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { EAST } from './answers-89-east.js';
import { NORTH } from './answers-89-north.js';
import { SOUTH } from './answers-89-south.js';

export const HELD_OUT_89: readonly CorpusEntry[] = [...SOUTH, ...NORTH, ...EAST];

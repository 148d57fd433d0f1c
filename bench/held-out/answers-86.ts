/**
 * Held-out set 86 for the speech boundary, written by someone who had not seen the boundary's
 * code: group chats in nine languages (German, Spanish, French, Russian, Japanese, Brazilian
 * Portuguese, Turkish, Italian, Dutch) of three to nine members, each turn answering a member who
 * called the persona by name. Half are messages the persona means (answers to a member by name,
 * plans handed out line by line with her own name among them, a recap asked for, stories about a
 * member, a toast, jokes describing the group, announcements); half carry a slip models make in
 * groups (the group's mood or the room described, the persona or a member narrated, whom to answer
 * decided aloud, a context line on who asked what, members' lines repeated or made up, a note to
 * whoever runs the account), first, between messages or last, a few with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BANDA } from './answers-86-banda.js';
import { CALCETTO } from './answers-86-calcetto.js';
import { EAST } from './answers-86-east.js';
import { SOUTH } from './answers-86-south.js';
import { WEST } from './answers-86-west.js';

export const HELD_OUT_86: readonly CorpusEntry[] = [...WEST, ...SOUTH, ...BANDA, ...EAST, ...CALCETTO];

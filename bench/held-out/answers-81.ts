/**
 * Held-out set 81: direct chats with one friend or relative in eleven languages (Spanish,
 * German, French, Russian, Portuguese, Italian, Turkish, Japanese, Polish, English, Dutch).
 * Half are meant messages that speak of people in the third person (gossip, family news, advice
 * about a colleague, stories, the friend described at the friend's request, texts drafted for
 * the friend to send, feedback on the friend's text); the other half carry a slip where the
 * model describes the friend or the turn to no one (mood, need, role, aim, recap, tone, a note
 * for whoever runs the account, a context line), first, between paragraphs or last, labelled or
 * not, bracketed or plain, in the chat's language or in English; a few carry two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MEANT_81 } from './answers-81-meant.js';
import { MEANT_81_2 } from './answers-81-meant-2.js';
import { SLIPS_81 } from './answers-81-slips.js';
import { SLIPS_81_2 } from './answers-81-slips-2.js';

export const HELD_OUT_81: readonly CorpusEntry[] = [...MEANT_81, ...SLIPS_81, ...MEANT_81_2, ...SLIPS_81_2];

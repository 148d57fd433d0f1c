/**
 * Held-out set 77: direct chats with one friend or relative, in ten languages (Spanish, German,
 * French, Russian, Polish, Turkish, Brazilian Portuguese, Italian, Japanese, English). Half are
 * meant messages that speak of people in the third person: gossip, news of a relative, advice
 * about a colleague, a story, the friend described at his own request, a message drafted for the
 * friend to send, feedback on the friend's text. The other half carry a slip (a few two) in which
 * the model describes the friend or the turn to no one: the friend's mood or need by name,
 * pronoun or role, what the turn calls for, what the answer does, a recap, a note on tone or
 * register, a note for whoever runs the account, a context line; first, between paragraphs,
 * last or as its own block, labelled or not, in brackets or plain, in the chat's language or in
 * English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { EAST } from './answers-77-east.js';
import { FAR } from './answers-77-far.js';
import { SOUTH } from './answers-77-south.js';
import { WEST } from './answers-77-west.js';

export const HELD_OUT_77: readonly CorpusEntry[] = [...WEST, ...EAST, ...SOUTH, ...FAR];

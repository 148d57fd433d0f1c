/**
 * Held-out set 5 of the speech boundary, written without seeing the boundary's code: personas
 * named in other scripts, Markdown and reasoning the model writes for itself, structured answers
 * of several vendors, cut answers, silence in several languages, and legitimate messages that
 * look like meta. About half are ordinary answers or look-alikes that must be sent whole.
 *
 * Where the documented rules are silent, an entry expects what a careful operator of the account
 * would want sent, and says so in a comment.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT_5_LOOK_ALIKES } from './answers-5-look-alikes.js';
import { HELD_OUT_5_MARKUP } from './answers-5-markup.js';
import { HELD_OUT_5_SCRIPTS } from './answers-5-scripts.js';

export const HELD_OUT_5: CorpusEntry[] = [
  ...HELD_OUT_5_SCRIPTS,
  ...HELD_OUT_5_MARKUP,
  ...HELD_OUT_5_LOOK_ALIKES,
];

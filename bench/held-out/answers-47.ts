/**
 * Held-out set 47 for the speech boundary: seven English-speaking personas of very different
 * voices (a fifteen-year-old in lowercase bursts, a retired sailor from Hull, a competitive
 * player, a chemistry PhD student, a churchgoing grandmother, a drag performer, a Glasgow
 * plumber), each in a direct chat and a group, as Gemini 3 Pro and Flash answer with thinking on
 * and sampled hot; written by someone who had not seen the boundary's code. About half carry
 * slips of every family written anew in English (some two in one answer); the rest are ordinary
 * messages in those voices, many merely looking unusual (sign-offs, labelled lines, lists,
 * quotes, capitals, asides, a persona speaking of herself by name).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ADAEZE_ANSWERS } from './answers-47-adaeze.js';
import { BERT_ANSWERS } from './answers-47-bert.js';
import { DAVIE_ANSWERS } from './answers-47-davie.js';
import { KAYLA_ANSWERS } from './answers-47-kayla.js';
import { PEARL_ANSWERS } from './answers-47-pearl.js';
import { RUBY_ANSWERS } from './answers-47-ruby.js';
import { TOBI_ANSWERS } from './answers-47-tobi.js';

export const HELD_OUT_47: readonly CorpusEntry[] = [
  ...KAYLA_ANSWERS,
  ...BERT_ANSWERS,
  ...TOBI_ANSWERS,
  ...ADAEZE_ANSWERS,
  ...PEARL_ANSWERS,
  ...RUBY_ANSWERS,
  ...DAVIE_ANSWERS,
];

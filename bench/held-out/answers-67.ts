/**
 * Held-out set 67 for the speech boundary, written by someone who had not seen the boundary's
 * code: long messages people really send (recipes, trip plans, step-by-step help, code and
 * config with comments, stories, poems, lists, tables, rules with tips) from seven personas in
 * Spanish, German, English, Russian, French, Japanese and Italian. About half carry a slip
 * between two real paragraphs or after the last (the turn analysed, a checklist of it, the
 * answer described, justified, rated or translated, an offer to redo it, a note to self or to
 * the operator, a reasoning title, a cut block), some two; the rest are the persona's own,
 * with paragraphs that merely look like such slips (a question relayed, a note to the reader,
 * a P.S., a tip under a rule, a signed line, a translation for a friend, a summary line).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CAMILLE_SET } from './answers-67-camille.js';
import { GIULIA_SET } from './answers-67-giulia.js';
import { JAKOB_SET } from './answers-67-jakob.js';
import { MARTA_SET } from './answers-67-marta.js';
import { OLGA_SET } from './answers-67-olga.js';
import { PRIYA_SET } from './answers-67-priya.js';
import { YUKI_SET } from './answers-67-yuki.js';

export const HELD_OUT_67: readonly CorpusEntry[] = [
  ...MARTA_SET,
  ...JAKOB_SET,
  ...PRIYA_SET,
  ...OLGA_SET,
  ...CAMILLE_SET,
  ...YUKI_SET,
  ...GIULIA_SET,
];

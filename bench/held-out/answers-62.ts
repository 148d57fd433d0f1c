/**
 * Held-out set 62: long messages — recipes, stories, step-by-step help, poems and songs, plans,
 * code snippets, tables and the Markdown a person types (bold, headings, rules, quotes, lists)
 * — from seven personas in German, Brazilian Portuguese, Japanese, Russian, French, English and
 * Spanish, and four more in Polish, Italian, Turkish and Korean. About half are ordinary; in the
 * rest a slip is buried in the middle of a message or between two real messages.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CLAIRE } from './answers-62-claire.js';
import { DEV } from './answers-62-dev.js';
import { LUCIA } from './answers-62-lucia.js';
import { MARLENE } from './answers-62-marlene.js';
import { MORE } from './answers-62-more.js';
import { OLEG } from './answers-62-oleg.js';
import { RAFAEL } from './answers-62-rafael.js';
import { YUKI } from './answers-62-yuki.js';

export const HELD_OUT_62: readonly CorpusEntry[] = [
  ...MARLENE,
  ...RAFAEL,
  ...YUKI,
  ...OLEG,
  ...CLAIRE,
  ...DEV,
  ...LUCIA,
  ...MORE,
];

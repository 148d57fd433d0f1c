/**
 * Held-out set 112: an outside reviewer's next month across the whole contract. Seven invented
 * personas (a Thessaloniki pharmacist, a Casablanca taxi driver, a Budapest violin teacher, a
 * Lviv programmer, a Montreal hockey coach, a Cape Town marine biologist, a Seoul webtoon artist)
 * in direct chats and groups, mostly in their own languages (Greek, Darija in Latin letters and
 * Arabic script, French, Hungarian, Ukrainian, Quebec French, South African English, Korean) with
 * some English, on Gemini 2.5 Flash, 2.5 Pro, 3 Flash and 3 Pro. Half are ordinary answers using
 * every block kind, some of them look-alikes (a bracketed aside, a typed label, news of how
 * someone feels, a plan of who does what, a recap asked for, code and logs pasted after a line,
 * a reply opening with the partner's name); the other half carry one slip each from every
 * family: reasoning in a tag, label or wrapper, readings of the partner or a member, plans,
 * answering order and next steps, the answer someone needs, tone and register notes, appraisals
 * and offers to redo, narrated silence and stage directions, labels, signatures, key lines and
 * JSON, near-miss headings, echoes, repeats, a line before the blocks and cut last blocks.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ELENI_112 } from './answers-112-eleni.js';
import { JIWOO_112 } from './answers-112-jiwoo.js';
import { MARC_112 } from './answers-112-marc.js';
import { OKSANA_112 } from './answers-112-oksana.js';
import { THANDI_112 } from './answers-112-thandi.js';
import { YOUSSEF_112 } from './answers-112-youssef.js';
import { ZSOFI_112 } from './answers-112-zsofi.js';

export const HELD_OUT_112: readonly CorpusEntry[] = [
  ...ELENI_112,
  ...YOUSSEF_112,
  ...ZSOFI_112,
  ...OKSANA_112,
  ...MARC_112,
  ...THANDI_112,
  ...JIWOO_112,
];

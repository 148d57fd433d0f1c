/**
 * Held-out set 57: busy groups with many members, and the model writing for the wrong side in
 * new forms (another member's reply under the persona's message or in a block of its own, both
 * sides of an exchange, a member answering the persona, lines for several members, made-up
 * headers, export and service lines, reaction and typing notices), among the persona's real
 * messages that address members by name, quote them, relay what they said, hand out lists by
 * name or play a game of lines. The personas' names collide with members' names (Sol and Sole,
 * Max and Maxi, Rose and Rosa, Илья and Илья Б., Can and Canan, Claude and Jean-Claude) or with
 * ordinary words (sol, Max., rose, can). Spanish, German, English, Russian, Turkish, French.
 * About half the answers carry a slip, some two; each slip is named in a comment above its entry.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CAN } from './answers-57-can.js';
import { CLAUDE } from './answers-57-claude.js';
import { ILYA } from './answers-57-ilya.js';
import { MAX } from './answers-57-max.js';
import { ROSE } from './answers-57-rose.js';
import { SOL } from './answers-57-sol.js';

export const HELD_OUT_57: readonly CorpusEntry[] = [...SOL, ...MAX, ...ROSE, ...ILYA, ...CAN, ...CLAUDE];

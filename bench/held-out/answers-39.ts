import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_39 } from './answers-39-ordinary.js';
import { SLIPS_39 } from './answers-39-slips.js';
import { SLIPS_39_2 } from './answers-39-slips-2.js';

/**
 * Held-out set 39: group life. Seven personas whose names are ordinary words (Sunny, Hope, Rosa,
 * Jasper, Mai, Noor, Ilse) in groups of several people: callouts, silence when not addressed,
 * stickers and reactions, roleplay actions per `style.actions`, ordinary answers among slips of
 * every family written anew, some two in one answer, by Gemini and other model families.
 */
export const HELD_OUT_39: readonly CorpusEntry[] = [...ORDINARY_39, ...SLIPS_39, ...SLIPS_39_2];

import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ASIA } from './answers-44-asia.js';
import { CHINESE } from './answers-44-chinese.js';
import { JAPAN_KOREA } from './answers-44-japan-korea.js';
import { PACIFIC } from './answers-44-pacific.js';

/**
 * Held-out set 44: East Asian, Pacific and Indigenous-language personas (Japanese, Korean,
 * Chinese in both scripts, Cantonese, Mongolian, Khmer, Lao, Burmese, Tagalog, Māori, Samoan,
 * Hawaiian, Quechua, Guarani, Nahuatl, Inuktitut), named in their own script, with full-width
 * punctuation and honorifics; slips of every family written anew in those languages, from a mix
 * of models, among ordinary answers and real messages that merely look unusual.
 */
export const HELD_OUT_44: CorpusEntry[] = [...JAPAN_KOREA, ...CHINESE, ...ASIA, ...PACIFIC];

import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

export const SLIPS_38: CorpusEntry[] = [];

import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ModelReply, ModelRequest } from '../llm/types.js';

/** Where `compare --live` keeps the answers it was given, unless told otherwise. */
export const DEFAULT_ANSWER_CACHE = path.join('.character-agent', 'compare-cache');

/** One answer as it was given: the reply and how long it took. */
export interface CachedAnswer {
  reply: ModelReply;
  latencyMs: number;
}

/**
 * The key of one sample: who answered (provider and model) and exactly what was asked
 * (the request, its generation settings included), with the sample's index, so asking K times
 * keeps K answers and a re-run asks nothing.
 */
export function answerKey(provider: string, request: ModelRequest, sample: number): string {
  return createHash('sha256').update(JSON.stringify({ provider, request, sample })).digest('hex');
}

/**
 * Model answers on disk, one file per key. Conversations are in the requests and answers, so
 * the folder is its owner's only (0700, files 0600). A file that cannot be read as an answer is
 * a miss: the sample is asked again and the file replaced.
 */
export class AnswerCache {
  readonly #dir: string;

  constructor(dir: string) {
    this.#dir = dir;
  }

  get(key: string): CachedAnswer | undefined {
    let text: string;
    try {
      text = readFileSync(this.#file(key), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    try {
      const value = JSON.parse(text) as Partial<CachedAnswer>;
      const kind = value.reply?.kind;
      if ((kind === 'text' || kind === 'silent') && typeof value.latencyMs === 'number')
        return value as CachedAnswer;
    } catch {
      // Cut short or edited by hand: asked again below.
    }
    return undefined;
  }

  put(key: string, answer: CachedAnswer): void {
    mkdirSync(this.#dir, { recursive: true, mode: 0o700 });
    const file = this.#file(key);
    // Written whole, then renamed: a run killed mid-write leaves no half answer behind.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, `${JSON.stringify(answer)}\n`, { mode: 0o600 });
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  }

  #file(key: string): string {
    return path.join(this.#dir, `${key}.json`);
  }
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../support/errors.js';

/** A description written by hand and shipped in the media folder; it beats any AI description. */
export interface CuratedMedia {
  id: string;
  kind: string;
  description: string;
  set?: string;
  emoji?: string;
  /** A sample file next to the JSON (our own), for demos and tests. */
  file?: string;
}

const curatedSchema = z.strictObject({
  id: z.string().min(1),
  kind: z.string().min(1),
  description: z.string().trim().min(1),
  set: z.string().min(1).optional(),
  emoji: z.string().min(1).optional(),
  file: z.string().min(1).optional(),
});

/** Reads every `*.json` under `dir` (recursively); a missing folder means no curated media. */
export function loadCuratedMedia(dir: string): Map<string, CuratedMedia> {
  const out = new Map<string, CuratedMedia>();
  for (const file of listJson(dir)) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new ConfigError(`${file}: invalid JSON: ${(err as Error).message}`);
    }
    const result = curatedSchema.safeParse(data);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ConfigError(
        `${file}: ${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    const item: CuratedMedia = { ...result.data };
    if (item.file) {
      item.file = path.resolve(path.dirname(file), item.file);
      if (!existsSync(item.file)) throw new ConfigError(`${file}: file: not found: ${result.data.file}`);
    }
    out.set(item.id, item);
  }
  return out;
}

function listJson(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listJson(full);
      return entry.isFile() && entry.name.endsWith('.json') ? [full] : [];
    });
}

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import type { CuratedMedia } from '../media/curated.js';
import { UserError } from '../support/errors.js';

/**
 * Writes a new description into the curated JSON file that holds the item, keeping its other
 * fields; the file is found under config.yaml's media folder by the item's id.
 */
export async function editCuratedDescription(
  configFile: string,
  item: CuratedMedia,
  description: string,
): Promise<void> {
  const dir = loadConfig(configFile).mediaDir;
  for (const file of jsonFiles(dir)) {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (data.id !== item.id) continue;
    data.description = description;
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    return;
  }
  throw new UserError(`no curated file for ${item.id} under ${dir}`);
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.isFile() && entry.name.endsWith('.json') ? [full] : [];
  });
}

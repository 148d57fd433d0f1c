import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../support/errors.js';

export function isFolder(arg: string): boolean {
  try {
    return statSync(arg).isDirectory();
  } catch {
    return false;
  }
}

/**
 * A file stands for itself; a folder for its `.yaml`/`.yml` files and those of its subfolders
 * (`run --record DIR` writes `DIR/<persona>/<chat>/<time>.yaml`), by path, without any
 * `config.yaml` (the config fixtures name) and without hidden folders or `node_modules`.
 */
export function fixturesIn(arg: string): string[] {
  if (!isFolder(arg)) return [arg];
  const files = yamlFilesUnder(arg);
  if (files.length === 0) throw new UserError(`${arg}: no fixtures (.yaml files) in this folder`);
  return files;
}

function yamlFilesUnder(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder).sort()) {
    const entry = path.join(folder, name);
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      if (!name.startsWith('.') && name !== 'node_modules') out.push(...yamlFilesUnder(entry));
    } else if (stat.isFile() && /\.ya?ml$/i.test(name) && !/^config\.ya?ml$/i.test(name)) out.push(entry);
  }
  return out;
}

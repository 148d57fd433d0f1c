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
 * A file stands for itself; a folder for its `.yaml`/`.yml` files (not its subfolders), by
 * name, without a `config.yaml` beside them (the config its fixtures name).
 */
export function fixturesIn(arg: string): string[] {
  if (!isFolder(arg)) return [arg];
  const files = readdirSync(arg)
    .filter((name) => /\.ya?ml$/i.test(name) && !/^config\.ya?ml$/i.test(name))
    .sort()
    .map((name) => path.join(arg, name))
    .filter((file) => statSync(file).isFile());
  if (files.length === 0) throw new UserError(`${arg}: no fixtures (.yaml files) in this folder`);
  return files;
}

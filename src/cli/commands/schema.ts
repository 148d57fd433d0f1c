import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../../support/errors.js';
import { makeFolders } from '../../support/files.js';
import { defineCommand } from '../command.js';

export const schemaCommand = defineCommand({
  name: ['schema'],
  help: '  schema [--out FILE]              Print (or write) the JSON Schema of config.yaml for editors',
  options: { out: { type: 'string' } },
  args: { min: 0, max: 0 },
  usage: 'character-agent schema [--out FILE]',
  example: 'character-agent schema --out schema/config.schema.json',
  missing: 'usage: character-agent schema [--out FILE]',
  run: async ({ values, write }) => {
    const { renderConfigJsonSchema } = await import('../../config/json-schema.js');
    const text = renderConfigJsonSchema();
    if (!values.out) {
      write(text);
      return 0;
    }
    writeSchema(values.out, text);
    write(`wrote ${values.out}\n`);
    return 0;
  },
});

/** Writes the file, creating its folder; a path that cannot be written is one line that says why. */
function writeSchema(out: string, text: string): void {
  if (isDirectory(out))
    throw new UserError(
      `--out ${out}: is a folder; name a file (e.g. ${path.join(out, 'config.schema.json')})`,
    );
  try {
    makeFolders(path.dirname(path.resolve(out)));
    writeFileSync(out, text);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new UserError(`--out ${out}: cannot write the file (${code}: ${REASONS[code] ?? 'see the path'})`);
  }
}

const REASONS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a part of the path is a file, not a folder',
  EISDIR: 'is a folder',
  ENOENT: 'the folder does not exist',
  ENOSPC: 'no space left on the device',
};

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

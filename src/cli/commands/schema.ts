import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineCommand } from '../command.js';

export const schemaCommand = defineCommand({
  name: ['schema'],
  help: '  schema [--out FILE]              Print (or write) the JSON Schema of config.yaml for editors',
  options: { out: { type: 'string' } },
  args: { min: 0, max: 0 },
  usage: 'character-agent schema [--out FILE]',
  missing: 'usage: character-agent schema [--out FILE]',
  run: async ({ values, write }) => {
    const { renderConfigJsonSchema } = await import('../../config/json-schema.js');
    const text = renderConfigJsonSchema();
    if (!values.out) {
      write(text);
      return 0;
    }
    mkdirSync(path.dirname(path.resolve(values.out)), { recursive: true });
    writeFileSync(values.out, text);
    write(`wrote ${values.out}\n`);
    return 0;
  },
});

import { z } from 'zod';
import { stickerLine } from './persona-schema.js';
import { configSchema } from './resolved.js';
import { personaEntrySchema } from './schema.js';

/**
 * The config.yaml schema as JSON Schema (draft 2020-12), generated from the zod schema the
 * program validates with, so editors (yaml-language-server) complete and check the same fields.
 * Each field's hover text is its `.meta({ description })` in the schema.
 * `npm run schema` writes it to schema/config.schema.json; a test fails when that file is stale.
 *
 * What JSON Schema cannot say stays a runtime-only check: that a time zone exists, that persona
 * names are unique, and that prompt files exist.
 */
export function configJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(configSchema, {
    io: 'input',
    unrepresentable: 'throw',
    override: ({ zodSchema, jsonSchema }) => {
      const json = jsonSchema as Record<string, unknown>;
      if (zodSchema === stickerLine) {
        // YAML reads an unquoted `- Set :: name` as the one-key map {"Set :": "name"}; the
        // loader accepts that shape, so the editor must too.
        for (const key of Object.keys(json)) delete json[key];
        json.anyOf = [
          { type: 'string', pattern: '^[^:]*\\S[^:]*::.*\\S.*$' },
          {
            type: 'object',
            minProperties: 1,
            maxProperties: 1,
            patternProperties: { '^[^:]*\\S[^:]*:$': { type: 'string', pattern: '\\S' } },
            additionalProperties: false,
          },
        ];
      }
      if (zodSchema === personaEntrySchema) {
        json.anyOf = [{ required: ['instructions'] }, { required: ['description'] }];
      }
    },
  }) as Record<string, unknown>;
  const out: Record<string, unknown> = {
    $schema: schema.$schema,
    $id: 'https://github.com/telegram-character-agent/schema/config.schema.json',
    title: 'telegram-character-agent config.yaml',
  };
  for (const [key, value] of Object.entries(schema)) if (key !== '$schema') out[key] = value;
  return out;
}

/** The file as written: two-space JSON and a final newline. */
export function renderConfigJsonSchema(): string {
  return `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
}

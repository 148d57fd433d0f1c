import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { renderConfigJsonSchema } from '../../src/config/json-schema.js';
import { parseConfig } from '../../src/config/load.js';
import { ConfigError } from '../../src/support/errors.js';
import { validateJsonSchema } from './json-schema-validator.js';

const CONFIG = path.resolve('config.yaml');
const bundled = () => YAML.parse(readFileSync(CONFIG, 'utf8')) as Record<string, unknown>;
type Config = ReturnType<typeof bundled> & { personas: Record<string, unknown>[] };

/** Runtime validation (zod, with prompt files next to the bundled config). */
function runtimeError(config: unknown): string | undefined {
  try {
    parseConfig(YAML.stringify(config), CONFIG, 'config.yaml');
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
}

/** Validation with the committed file, the one editors read. */
function schemaErrors(config: unknown): string[] {
  const schema = JSON.parse(readFileSync('schema/config.schema.json', 'utf8')) as Record<string, unknown>;
  return validateJsonSchema(schema, config);
}

function edited(change: (config: Config) => void): Config {
  const config = bundled() as Config;
  change(config);
  return config;
}

const first = (c: Config) => c.personas[0] as Record<string, unknown>;

describe('schema/config.schema.json', () => {
  it('is the JSON Schema generated from the zod schema (run `npm run schema` when this fails)', () => {
    expect(readFileSync('schema/config.schema.json', 'utf8')).toBe(renderConfigJsonSchema());
  });

  it('is linked from config.yaml for yaml-language-server', () => {
    expect(readFileSync(CONFIG, 'utf8').split('\n')[0]).toBe(
      '# yaml-language-server: $schema=./schema/config.schema.json',
    );
  });

  it('accepts what the program accepts: the bundled config and a card-only persona', () => {
    const good: [string, Config][] = [
      ['bundled config.yaml', bundled() as Config],
      [
        'Card V2 fields instead of instructions, stickers as strings and as YAML maps, numeric admins',
        edited((c) => {
          const p = first(c);
          delete p.instructions;
          Object.assign(p, {
            description: '{{char}} is a bookseller.',
            personality: 'warm, direct',
            scenario: 'A quiet afternoon in the shop.',
            mes_example: '<START>\n{{user}}: hi\n{{char}}: Moin!',
            system_prompt: 'Write like a person.',
            post_history_instructions: 'Keep it short.',
            first_mes: 'Moin, {{user}}!',
            stickers: ['HeidiDuck :: 👋', { 'HeidiDuck :': '😂' }],
            typing: { chars_per_second: 12.5 },
          });
          c.admins = [123, '456'];
        }),
      ],
    ];
    for (const [name, config] of good) {
      expect(runtimeError(config), name).toBeUndefined();
      expect(schemaErrors(config), name).toEqual([]);
    }
  });

  const bad: [string, (c: Config) => void][] = [
    ['a misspelt top-level field', (c) => Object.assign(c, { modle: 'x' })],
    ['a misspelt persona field', (c) => Object.assign(first(c), { instruction: 'x' })],
    ['a persona without a name', (c) => delete first(c).name],
    ['a blank name', (c) => Object.assign(first(c), { name: '   ' })],
    ['a name with a line break', (c) => Object.assign(first(c), { name: 'Hei\ndi' })],
    ['a name with a NUL', (c) => Object.assign(first(c), { name: 'Hei\u0000di' })],
    ['a phone number that is not one', (c) => Object.assign(first(c), { phone: 'call me' })],
    ['neither instructions nor description', (c) => delete first(c).instructions],
    ['an empty Card V2 field', (c) => Object.assign(first(c), { description: '' })],
    ['a history size of 0', (c) => Object.assign(c, { history_size: 0 })],
    ['a fractional history size', (c) => Object.assign(first(c), { history_size: 1.5 })],
    ['a reply-thread depth of 11', (c) => Object.assign(c, { reply_thread_depth: 11 })],
    ['no personas', (c) => Object.assign(c, { personas: [] })],
    ['a typing speed of 0', (c) => Object.assign(first(c), { typing: { chars_per_second: 0 } })],
    ['a sticker line without ::', (c) => Object.assign(first(c), { stickers: ['HeidiDuck 👋'] })],
    ['a blank role prompt', (c) => Object.assign(first(c), { role_prompts: [' '] })],
    ['an admin that is not an id', (c) => Object.assign(c, { admins: ['alice'] })],
    ['an empty model name', (c) => Object.assign(c, { model: '' })],
    ['a time zone that is a number', (c) => Object.assign(first(c), { timezone: 5 })],
  ];

  it.each(bad)('rejects %s, as the program does', (_name, change) => {
    const config = edited(change);
    expect(runtimeError(config)).toMatch(/^config\.yaml:\d+:\d+: /);
    expect(schemaErrors(config).length).toBeGreaterThan(0);
  });

  // What JSON Schema cannot express is checked by the program alone; this list keeps it honest.
  const runtimeOnly: [string, (c: Config) => void, RegExp][] = [
    [
      'an unknown time zone',
      (c) => Object.assign(first(c), { timezone: 'Mars/Olympus' }),
      /personas\[0\]\.timezone: not a known IANA time zone/,
    ],
    [
      'two personas with the same name',
      (c) => Object.assign(c.personas[1] as object, { name: 'heidi' }),
      /duplicate persona name/,
    ],
    [
      'two personas on one phone number',
      (c) => Object.assign(c.personas[1] as object, { phone: (first(c) as { phone: string }).phone }),
      /personas\[1\]\.phone: same phone number as personas\[0\]/,
    ],
    [
      'a missing prompt file',
      (c) => Object.assign(first(c), { role_prompts: ['NoSuchPrompt'] }),
      /prompt file not found/,
    ],
  ];

  it.each(runtimeOnly)('leaves %s to the program (the schema cannot check it)', (_name, change, message) => {
    const config = edited(change);
    expect(runtimeError(config)).toMatch(message);
    expect(schemaErrors(config)).toEqual([]);
  });
});

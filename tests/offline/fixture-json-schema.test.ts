import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { parseFixture } from '../../src/offline/fixture.js';
import { renderFixtureJsonSchema } from '../../src/offline/fixture-json-schema.js';
import { FixtureError } from '../../src/support/errors.js';
import { validateJsonSchema } from '../config/json-schema-validator.js';
import { bundledFixtures } from './bundled-fixtures.js';

const SCHEMA_FILE = 'schema/fixture.schema.json';

/** A small valid fixture to break one field at a time; it lives beside the bundled ones. */
const BASE_FILE = path.resolve('tests/fixtures/edited.yaml');
type Fixture = Record<string, unknown> & { messages: Record<string, unknown>[] };
const base = (): Fixture => ({
  persona: 'Heidi',
  config: '../../config.yaml',
  now: '2026-01-02T15:04:05Z',
  chat: { id: 5001, type: 'group', title: 'Club' },
  me: { id: 42, name: 'Heidi', username: 'heidi' },
  users: [{ id: 7, name: 'Alice' }],
  messages: [
    { id: 99, from: 42, at: '2026-01-02T15:00:00+01:00', text: 'hello' },
    {
      id: 100,
      from: '7',
      text: 'look',
      reply_to: 99,
      quote: 'hello',
      forward_from: 'Bob',
      media: [
        { kind: 'sticker', id: '7301000000000000001', set: 'HeidiDuck', emoji: '👋', description: 'a duck' },
        { kind: 'dice', id: '1' },
      ],
      reactions: [{ emoji: '👍', from: 42 }],
      mentioned: true,
    },
    { id: 101, from: 7, service: { kind: 'pin', message_id: 99 } },
  ],
  archive: [{ id: 50, from: 7, text: 'older' }],
  deleted: [98],
  target: 100,
  model: { reply: '# «send»\nhi', describe: { '1': 'a die showing six' } },
});

function edited(change: (fixture: Fixture) => void): Fixture {
  const fixture = base();
  change(fixture);
  return fixture;
}

const message = (f: Fixture, i: number) => f.messages[i] as Record<string, unknown>;

/** The loader's verdict: undefined when it accepts the fixture. */
function loaderError(fixture: unknown): string | undefined {
  try {
    parseFixture(YAML.stringify(fixture), BASE_FILE, 'edited.yaml');
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(FixtureError);
    return (err as Error).message;
  }
}

/** Validation with the committed file, the one editors read. */
function schemaErrors(fixture: unknown): string[] {
  const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
  return validateJsonSchema(schema, fixture);
}

describe('schema/fixture.schema.json', () => {
  it('is the JSON Schema generated from the loader’s zod schema (run `npm run schema:fixture` when this fails)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(renderFixtureJsonSchema());
  });

  const fixtures = bundledFixtures();

  it.each(fixtures)('accepts the bundled %s, as the loader does', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(() => parseFixture(text, path.resolve(file), file)).not.toThrow();
    expect(schemaErrors(YAML.parse(text))).toEqual([]);
  });

  it.each(fixtures)('is linked from %s for yaml-language-server', (file) => {
    const relative = path.relative(path.dirname(file), SCHEMA_FILE).split(path.sep).join('/');
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(`# yaml-language-server: $schema=${relative}`);
  });

  it('accepts every optional field the loader accepts', () => {
    expect(loaderError(base())).toBeUndefined();
    expect(schemaErrors(base())).toEqual([]);
  });

  const bad: [string, (f: Fixture) => void][] = [
    ['a misspelt top-level field', (f) => Object.assign(f, { taget: 100 })],
    ['a misspelt message field', (f) => Object.assign(message(f, 1), { replyTo: 99 })],
    [
      'a misspelt media field',
      (f) => Object.assign(message(f, 1), { media: [{ kind: 'photo', id: '1', desc: 'x' }] }),
    ],
    ['no persona', (f) => delete f.persona],
    ['an empty persona', (f) => Object.assign(f, { persona: '' })],
    ['no chat', (f) => delete f.chat],
    ['a channel', (f) => Object.assign(f, { chat: { id: 5, type: 'channel' } })],
    ['a chat id that is not a number', (f) => Object.assign(f, { chat: { id: 'club', type: 'group' } })],
    ['no me', (f) => delete f.me],
    ['a user without a name', (f) => Object.assign(f, { users: [{ id: 7 }] })],
    ['a message without a sender', (f) => delete message(f, 0).from],
    ['a message id of 0', (f) => Object.assign(message(f, 0), { id: 0 })],
    ['a fractional message id', (f) => Object.assign(message(f, 0), { id: 1.5 })],
    ['a time without a zone', (f) => Object.assign(message(f, 0), { at: '2026-01-02T15:00:00' })],
    ['a date that is not a time', (f) => Object.assign(f, { now: '2026-01-02' })],
    [
      'a capitalised media kind',
      (f) => Object.assign(message(f, 1), { media: [{ kind: 'Photo', id: '1' }] }),
    ],
    ['media without an id', (f) => Object.assign(message(f, 1), { media: [{ kind: 'photo' }] })],
    [
      'a negative duration',
      (f) => Object.assign(message(f, 1), { media: [{ kind: 'voice', id: '1', duration: -1 }] }),
    ],
    ['an empty reaction', (f) => Object.assign(message(f, 1), { reactions: [{ emoji: '', from: 7 }] })],
    ['an unknown service kind', (f) => Object.assign(message(f, 2), { service: { kind: 'dance' } })],
    ['a deleted id that is text', (f) => Object.assign(f, { deleted: ['ninety-eight'] })],
    ['a scripted reply that is a list', (f) => Object.assign(f, { model: { reply: ['a', 'b'] } })],
    ['an unknown model field', (f) => Object.assign(f, { model: { summaries: 'x' } })],
    ['a person without a user id', (f) => Object.assign(f, { memory: { people: [{ text: 'x' }] } })],
  ];

  it.each(bad)('rejects %s, as the loader does', (_name, change) => {
    const fixture = edited(change);
    expect(loaderError(fixture)).toMatch(/^edited\.yaml:\d+:\d+: /);
    expect(schemaErrors(fixture).length).toBeGreaterThan(0);
  });

  // What JSON Schema cannot express is checked by the loader alone; this list keeps it honest.
  const loaderOnly: [string, (f: Fixture) => void, RegExp][] = [
    ['a sender not in users', (f) => Object.assign(message(f, 0), { from: 9 }), /unknown sender 9/],
    [
      'a reaction by a stranger',
      (f) => Object.assign(message(f, 1), { reactions: [{ emoji: '👍', from: 9 }] }),
      /unknown user 9/,
    ],
    [
      'a service event about a stranger',
      (f) => Object.assign(message(f, 2), { service: { kind: 'join', users: [9] } }),
      /unknown user 9/,
    ],
    ['a duplicate message id', (f) => Object.assign(message(f, 2), { id: 99 }), /duplicate message id 99/],
    [
      'a target that is not there',
      (f) => Object.assign(f, { target: 500 }),
      /message 500 is not in messages or archive/,
    ],
    [
      'a media file that is not there',
      (f) => Object.assign(message(f, 1), { media: [{ kind: 'photo', id: '1', file: 'nowhere.jpg' }] }),
      /file not found: nowhere\.jpg/,
    ],
    [
      'nothing to answer',
      (f) => {
        delete f.target;
        f.messages = [{ id: 1, from: 42, text: 'talking to myself' }];
      },
      /no incoming message to answer/,
    ],
  ];

  it.each(loaderOnly)('leaves %s to the loader (the schema cannot check it)', (_name, change, reason) => {
    const fixture = edited(change);
    expect(loaderError(fixture)).toMatch(reason);
    expect(schemaErrors(fixture)).toEqual([]);
  });
});

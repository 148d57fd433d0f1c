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
  users: [{ id: 7, name: 'Alice', contact: true }],
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
  incoming: [
    { at: '+90s', from: 7, text: 'anyone?', grouped_id: '13600000000000001' },
    { at: '2026-01-02T16:00:00Z', id: 140, from: 7, bot: true, edited_at: '2026-01-02T16:01:00Z' },
  ],
  until: '+1d',
  model: {
    reply: ['# «send»\nhi', '# «send»\nagain'],
    describe: { '1': 'a die showing six' },
    summary: ['first summary', 'second'],
  },
  expect: {
    silent: false,
    sends: { min: 1, max: 3 },
    sends_match: ['hi', '/again/i'],
    never_match: 'as an ai',
    replies_to: [100],
    memory_has: [{ kind: 'person', user: 7, text: 'Alice' }],
    plans_has: 'exam',
    no_withheld: true,
    turns: [{ sends: { min: 1 } }, null, { memory_has: [{ kind: 'note', text: 'x' }] }],
  },
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
    ['an empty list of replies', (f) => Object.assign(f, { model: { reply: [] } })],
    ['a reply list holding a number', (f) => Object.assign(f, { model: { reply: ['a', 2] } })],
    ['an unknown model field', (f) => Object.assign(f, { model: { summaries: 'x' } })],
    ['an incoming message without a time', (f) => Object.assign(f, { incoming: [{ from: 7 }] })],
    [
      'an incoming time in an unknown unit',
      (f) => Object.assign(f, { incoming: [{ at: '+2 weeks', from: 7 }] }),
    ],
    ['an until that is a bare number', (f) => Object.assign(f, { until: 3600 })],
    ['a bot flag that is text', (f) => Object.assign(message(f, 0), { bot: 'yes' })],
    ['an edit time without a zone', (f) => Object.assign(message(f, 0), { edited_at: '2026-01-02T15:00' })],
    ['a contact flag on me', (f) => Object.assign(f, { me: { id: 42, name: 'Heidi', contact: true } })],
    ['a person without a user id', (f) => Object.assign(f, { memory: { people: [{ text: 'x' }] } })],
    ['a misspelt expectation', (f) => Object.assign(f, { expect: { send: { min: 1 } } })],
    [
      'a memory kind that does not exist',
      (f) => Object.assign(f, { expect: { memory_has: [{ kind: 'diary', text: 'x' }] } }),
    ],
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
        delete f.incoming;
        f.messages = [{ id: 1, from: 42, text: 'talking to myself' }];
      },
      /no incoming message to answer/,
    ],
    [
      'an incoming message at now',
      (f) => Object.assign(f, { incoming: [{ at: '2026-01-02T15:04:05Z', from: 7 }] }),
      /^edited\.yaml:\d+:\d+: incoming\[0\]\.at: 2026-01-02T15:04:05Z is not after now \(2026-01-02T15:04:05\.000Z\)$/,
    ],
    [
      'incoming messages out of order',
      (f) =>
        Object.assign(f, {
          incoming: [
            { at: '+2h', from: 7 },
            { at: '+1h', from: 7 },
          ],
        }),
      /incoming\[1\]\.at: arrives before incoming\[0\]/,
    ],
    [
      'an incoming message after until',
      (f) => Object.assign(f, { until: '+1h', incoming: [{ at: '+2h', from: 7 }] }),
      /incoming\[0\]\.at: arrives after until \(2026-01-02T16:04:05\.000Z\), so it would never be delivered/,
    ],
    [
      'an until before now',
      (f) => Object.assign(f, { until: '2026-01-01T00:00:00Z' }),
      /until: .* is not after now/,
    ],
    [
      'an incoming message from a stranger',
      (f) => Object.assign(f, { incoming: [{ at: '+1m', from: 9 }] }),
      /incoming\[0\]\.from: unknown sender 9/,
    ],
    [
      'a target that has not arrived yet',
      (f) => Object.assign(f, { target: 140 }),
      /target: message 140 is not in messages or archive/,
    ],
    [
      'an expect pattern that is no regular expression',
      (f) => Object.assign(f, { expect: { never_match: '/[unclosed/' } }),
      /expect\.never_match: not a regular expression: /,
    ],
    [
      'an incoming id that a message has',
      (f) => Object.assign(f, { incoming: [{ at: '+1m', id: 99, from: 7 }] }),
      /incoming\[0\]\.id: duplicate message id 99/,
    ],
  ];

  it('accepts a quiet chat when an incoming message brings the first turn', () => {
    const fixture = edited((f) => {
      delete f.target;
      f.messages = [{ id: 1, from: 42, text: 'talking to myself' }];
    });
    expect(loaderError(fixture)).toBeUndefined();
  });

  it('accepts a single string for model.reply and model.summary', () => {
    const fixture = edited((f) => Object.assign(f, { model: { reply: 'hi', summary: 'so far' } }));
    expect(loaderError(fixture)).toBeUndefined();
    expect(schemaErrors(fixture)).toEqual([]);
  });

  it.each(loaderOnly)('leaves %s to the loader (the schema cannot check it)', (_name, change, reason) => {
    const fixture = edited(change);
    expect(loaderError(fixture)).toMatch(reason);
    expect(schemaErrors(fixture)).toEqual([]);
  });
});

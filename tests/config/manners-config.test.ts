import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load.js';

const FILE = path.resolve('config.yaml');

/** A one-persona config.yaml with `extra` under the persona and `telegram` at the top. */
function parse(extra: string, telegram = '') {
  const text = `${telegram}personas:
  - name: Heidi
    phone: "+15550100001"
    timezone: Europe/Berlin
    instructions: You run a bookshop.
${extra}`;
  return parseConfig(text, FILE, 'config.yaml');
}

describe('manners in config.yaml', () => {
  it('defaults keep today’s behaviour: direct chats open, groups answered, reactions context, 24 h backlog', () => {
    const config = parse('');
    expect(config.personas[0]?.access).toEqual({
      dmPolicy: 'open',
      allowFrom: [],
      requireMention: false,
      groups: {},
    });
    expect(config.personas[0]?.reactionTurns).toBe('off');
    expect(config.telegram.backlogMaxAgeMs).toBe(24 * 3_600_000);
    expect(config.telegram.readDelay).toEqual({ charsPerSecond: 40, minMs: 2_000, maxMs: 12_000 });
  });

  it('reads access, per-group settings and reaction turns; usernames in lower case', () => {
    const config = parse(
      `    access:
      dm_policy: contacts
      allow_from: [123456789, "@Alice_B"]
      require_mention: true
      groups:
        "-1001234567890": { require_mention: false }
    reaction_turns: own
`,
      'telegram:\n  backlog_max_age_hours: 6\n  read_delay: { min_seconds: 1, max_seconds: 3 }\n',
    );
    expect(config.personas[0]?.access).toEqual({
      dmPolicy: 'contacts',
      allowFrom: ['123456789', '@alice_b'],
      requireMention: true,
      groups: { '-1001234567890': { requireMention: false } },
    });
    expect(config.personas[0]?.reactionTurns).toBe('own');
    expect(config.telegram.backlogMaxAgeMs).toBe(6 * 3_600_000);
    expect(config.telegram.readDelay).toEqual({ charsPerSecond: 40, minMs: 1_000, maxMs: 3_000 });
  });

  it.each([
    ['    access: { dm_policy: allowlist }\n', 'personas[0].access.allow_from', 'needs at least one entry'],
    ['    access: { allow_from: ["alice"] }\n', 'personas[0].access.allow_from[0]', '@username'],
    ['    access: { dm_policy: friends }\n', 'personas[0].access.dm_policy', ''],
    [
      '    access: { groups: { "book club": { require_mention: true } } }\n',
      'personas[0].access.groups',
      'group chat id',
    ],
    ['    reaction_turns: all\n', 'personas[0].reaction_turns', ''],
  ])('names file, line and field of a bad setting: %s', (extra, field, reason) => {
    expect(() => parse(extra)).toThrow(field);
    expect(() => parse(extra)).toThrow(/^config\.yaml:\d+:\d+: /);
    if (reason) expect(() => parse(extra)).toThrow(reason);
  });

  it('refuses a reading time whose maximum is below its minimum', () => {
    expect(() => parse('', 'telegram:\n  read_delay: { min_seconds: 5, max_seconds: 2 }\n')).toThrow(
      'telegram.read_delay.max_seconds: must not be less than min_seconds',
    );
  });
});

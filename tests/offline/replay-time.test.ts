import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { parseFixture } from '../../src/offline/fixture.js';
import { replayFixture, turnTrigger } from '../../src/offline/replay.js';
import { buildReplayWorld } from '../../src/offline/world.js';
import { FixtureError } from '../../src/support/errors.js';
import { silentLogger } from '../../src/support/log.js';
import { runCliInProcess } from '../cli/run-cli.js';

/** Fixtures written here live beside the bundled ones, so `config` resolves the same way. */
const FILE = path.resolve('tests/fixtures/timed.yaml');

const base = (): Record<string, unknown> => ({
  persona: 'Heidi',
  config: '../../config.yaml',
  now: '2026-03-05T09:00:00Z',
  chat: { id: 8, type: 'direct', title: 'Jonas' },
  me: { id: 42, name: 'Heidi' },
  users: [{ id: 8, name: 'Jonas' }],
  messages: [{ id: 611, from: 8, at: '2026-03-05T08:58:00Z', text: 'did you find it?' }],
});

function load(change: Record<string, unknown>) {
  return parseFixture(YAML.stringify({ ...base(), ...change }), FILE, 'timed.yaml');
}

const replay = (change: Record<string, unknown>) => replayFixture(load(change), silentLogger);

const sends = (actions: Record<string, unknown>[]) =>
  actions.filter((a) => a.type === 'send').map((a) => a.text);

/** The per-turn part of a request starts with the local time the turn ran at. */
const localTime = (request: unknown) => /⟦Now: \S+ (\S+ \d\d:\d\d)/.exec(JSON.stringify(request))?.[1];

const WAIT_THEN_SEND = '# «send»\nlet me look\n\n# «wait»\ndelay: 1h\n\n# «send»\nfound it';

describe('replay over time', () => {
  it('runs a second turn when an incoming message arrives, with the next reply of the list', async () => {
    const result = await replay({
      incoming: [{ at: '+2h', from: 8, text: 'hello?' }],
      model: { reply: [WAIT_THEN_SEND, '# «send»\nsecond turn'] },
    });
    expect(sends(result.actions)).toEqual(['let me look', 'found it', 'second turn']);
    expect(result.turns.map((t) => [t.trigger, t.target, sends(t.actions)])).toEqual([
      [{ kind: 'message' }, 611, ['let me look', 'found it']],
      [{ kind: 'message' }, 614, ['second turn']],
    ]);
    // The first turn is also the top level, as before turns existed.
    expect(result.reply).toBe(WAIT_THEN_SEND);
    expect(result.turns[0]?.request).toEqual(result.request);
    expect(localTime(result.turns[1]?.request)).toBe('2026-03-05 12:00');
    // Without `until` the clock stops when the agent is done: the second turn's typing, just after 11:00Z.
    expect(result.finishedAt.startsWith('2026-03-05T11:00:')).toBe(true);
  });

  it('delivers a message that arrives during a wait at its own time, and it replaces the rest of the plan', async () => {
    const result = await replay({
      incoming: [{ at: '+30m', id: 700, from: 8, text: 'never mind, found it myself' }],
      model: { reply: [WAIT_THEN_SEND, '# «send»\noh good'] },
    });
    expect(sends(result.actions)).toEqual(['let me look', 'oh good']);
    expect(result.turns.map((t) => t.target)).toEqual([611, 700]);
    expect(localTime(result.turns[1]?.request)).toBe('2026-03-05 10:30');
  });

  it('stops at until: work due later is left pending, and the clock ends at until', async () => {
    const result = await replay({ until: '+30m', model: { reply: WAIT_THEN_SEND } });
    expect(sends(result.actions)).toEqual(['let me look']);
    expect(result.finishedAt).toBe('2026-03-05T09:30:00.000Z');
  });

  it('runs the clock on to until when everything is done earlier', async () => {
    const result = await replay({ until: '2026-03-06T09:00:00Z', model: { reply: WAIT_THEN_SEND } });
    expect(sends(result.actions)).toEqual(['let me look', 'found it']);
    expect(result.finishedAt).toBe('2026-03-06T09:00:00.000Z');
  });

  it('answers every turn with a single string, as before lists existed', async () => {
    const result = await replay({
      incoming: [{ at: '+1h', from: 8, text: 'again' }],
      model: { reply: '# «send»\nsame' },
    });
    expect(sends(result.actions)).toEqual(['same', 'same']);
  });

  it('starts quiet when messages have nothing to answer: the first incoming message brings the first turn', async () => {
    const result = await replay({
      messages: [{ id: 1, from: 42, text: 'anyone there?' }],
      incoming: [{ at: '+5m', from: 8, text: 'yes!' }],
      model: { reply: ['# «send»\nhi Jonas'] },
    });
    expect(result.turns.map((t) => t.target)).toEqual([2]);
    expect(result.target).toBe(2);
    expect(sends(result.actions)).toEqual(['hi Jonas']);
  });

  it('names model.reply, with file and line, when the list runs out', async () => {
    const text = YAML.stringify({
      ...base(),
      incoming: [{ at: '+1h', from: 8, text: 'again' }],
      model: { reply: ['# «send»\nonly one'] },
    });
    // The place is the value: the list's first entry, on the line after `reply:`.
    const line = text.split('\n').indexOf('  reply:') + 2;
    await expect(replayFixture(parseFixture(text, FILE, 'timed.yaml'), silentLogger)).rejects.toThrow(
      new FixtureError(
        `timed.yaml:${line}:5: model.reply: the list has 1 answer but the model was asked 2 times; add one answer per turn`,
      ),
    );
  });

  it('names the incoming id when the persona’s own message took it first', async () => {
    const error = await replay({
      incoming: [{ at: '+1h', id: 612, from: 8, text: 'again' }],
      model: { reply: ['# «send»\nfirst', '# «send»\nsecond'] },
    }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(FixtureError);
    expect((error as Error).message).toMatch(
      /^timed\.yaml:\d+:\d+: incoming\[0\]\.id: message 612 already exists when it arrives/,
    );
  });

  it('carries album, edit and bot facts into the simulated messages and the contact flag into the account', async () => {
    const loaded = load({
      users: [{ id: 8, name: 'Jonas', contact: true }],
      messages: [
        {
          id: 611,
          from: 8,
          text: 'look',
          grouped_id: '13600000000000001',
          edited_at: '2026-03-05T08:59:30Z',
          bot: true,
        },
      ],
    });
    const world = await buildReplayWorld(loaded, silentLogger);
    try {
      const [message] = world.simulator.messages('8');
      expect(message).toMatchObject({
        groupedId: '13600000000000001',
        editDate: Date.parse('2026-03-05T08:59:30Z') / 1000,
        fromBot: true,
      });
      expect(world.simulator.user('8')).toEqual({ id: '8', name: 'Jonas', contact: true });
    } finally {
      await world.close();
    }
  });

  it('exposes model.summary on the loaded fixture, a string or a list', async () => {
    expect(load({ model: { summary: 'so far' } }).fixture.model.summary).toBe('so far');
    expect(load({ model: { summary: ['one', 'two'] } }).fixture.model.summary).toEqual(['one', 'two']);
  });
});

describe('replay of a bad timed fixture (the CLI)', () => {
  it.each([
    [
      'incoming-after-until',
      'tests/fixtures/invalid/incoming-after-until.yaml:10:11: incoming[0].at: arrives after until (2026-03-05T10:00:00.000Z), so it would never be delivered',
    ],
    [
      'too-few-replies',
      'tests/fixtures/invalid/too-few-replies.yaml:13:5: model.reply: the list has 1 answer but the model was asked 2 times; add one answer per turn',
    ],
  ])('%s ends with one line naming file, line and field', async (name, line) => {
    const result = await runCliInProcess(['replay', `tests/fixtures/invalid/${name}.yaml`, '--json']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`character-agent: ${line}\n`);
  });
});

describe('turnTrigger', () => {
  it('is a new message unless the received task names its trigger', async () => {
    expect(turnTrigger({ covers: [1] })).toEqual({ kind: 'message' });
    const withTrigger = { covers: [1], trigger: { kind: 'reaction' as const, messageId: 1, emoji: '👍' } };
    expect(turnTrigger(withTrigger)).toEqual({ kind: 'reaction', messageId: 1, emoji: '👍' });
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { loadFixture, parseFixture } from '../../src/offline/fixture.js';
import { replayFixture } from '../../src/offline/replay.js';
import { silentLogger } from '../../src/support/log.js';

/** The per-turn part of a request starts with the local time the turn ran at. */
const localTime = (request: unknown) => /⟦Now: \S+ (\S+ \d\d:\d\d)/.exec(JSON.stringify(request))?.[1];

describe('a persona with a schedule, on the virtual clock', () => {
  it('asleep: messages wait, and one turn answers them all when she wakes', async () => {
    const result = await replayFixture(loadFixture('tests/fixtures/asleep.yaml'), silentLogger);
    expect(result.turns).toHaveLength(1);
    const turn = result.turns[0];
    // 23:30–07:30 asleep: the message of 00:10 and the one of 02:10 are answered once she has
    // woken and got to the chat, 0–20 minutes after 07:30 (a spread seeded by persona and chat).
    expect(localTime(turn?.request)).toMatch(/^2026-03-06 07:([0-4]\d|50)$/);
    expect(turn?.target).toBe(612);
    expect(JSON.stringify(turn?.request)).toContain(
      'Your day: breakfast and the morning paper until 09:30, then at the shop from 09:30. Just arrived: #611, #612 Jonas Weber.',
    );
    // Nothing was read before she woke: the read receipt belongs to that one turn.
    expect(result.actions.filter((a) => a.type === 'read')).toHaveLength(1);
    expect(result.actions.map((a) => a.type)).toEqual(['read', 'typing', 'typing', 'send']);
  });

  it('awake: responsiveness 30 reads a new message about 75 s after it arrived', async () => {
    const fixture = {
      persona: 'Heidi',
      config: 'schedule/config.yaml',
      // Thursday 10:00 in Berlin: at the shop, responsiveness 30.
      now: '2026-03-05T09:00:00Z',
      chat: { id: 8, type: 'direct', title: 'Jonas' },
      me: { id: 42, name: 'Heidi' },
      users: [{ id: 8, name: 'Jonas' }],
      messages: [{ id: 610, from: 42, at: '2026-03-05T08:00:00Z', text: 'see you' }],
      incoming: [{ at: '+59m', id: 611, from: 8, text: 'is the shop open?' }],
      until: '+2h',
      model: { reply: '# «send»\nYes, come by.' },
    };
    const loaded = parseFixture(
      YAML.stringify(fixture),
      path.resolve('tests/fixtures/timed.yaml'),
      'timed.yaml',
    );
    const result = await replayFixture(loaded, silentLogger);
    expect(result.turns).toHaveLength(1);
    // Arrived 10:59:00; 300 s × 100^(−0.3) ≈ 75 s later is 11:00:15.
    expect(localTime(result.turns[0]?.request)).toBe('2026-03-05 11:00');
    expect(JSON.stringify(result.turns[0]?.request)).toContain(
      'Your day: at the shop until 19:00, then asleep from 23:30.',
    );
  });
});

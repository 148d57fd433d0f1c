import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixture, parseFixture } from '../../src/offline/fixture.js';
import { FixtureSecrets } from '../../src/offline/fixture-redact.js';
import { fixtureFromTurn, renderFixture } from '../../src/offline/fixture-writer.js';
import { buildReplayWorld } from '../../src/offline/world.js';
import { memoryLogger } from '../../src/support/log.js';
import type { ReplayResult } from '../../src/terminal/results.js';
import { runCliInProcess } from '../cli/run-cli.js';

describe('a poll, a place, a contact and a dice in a replay', () => {
  it('reach the request as what they show, never "not understood", and never a phone number', async () => {
    const result = await runCliInProcess(['replay', 'tests/fixtures/shown-media.yaml', '--json']);
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout) as ReplayResult;
    const request = JSON.stringify(out.request);
    expect(request).toContain('the poll “Where do we meet on Thursday? (Café Kotti / the shop / online)”');
    expect(request).toContain('the venue “Café Kotti, Adalbertstraße 96, Berlin”');
    expect(request).toContain('the location “52.5006, 13.4195”');
    expect(request).toContain('the contact “Priya Nair”');
    expect(request).toContain('the dice “🎲 6”');
    expect(request).not.toContain('not understood');
    expect(request).not.toContain('1234567');
  });
});

describe('a poll, a place, a contact and a dice in a recorded turn', () => {
  it('are written back field by field, so the recording replays them as they were (a phone never)', async () => {
    const file = path.resolve('tests/fixtures/shown-media.yaml');
    const loaded = loadFixture(file);
    const world = await buildReplayWorld(loaded, memoryLogger());
    try {
      await world.runtime.startTurn(loaded.fixture.chat.id, 5006);
      await world.runtime.idle();
      const report = world.reports[0];
      const seen = report?.seen;
      if (!report || !seen) throw new Error('the turn saw nothing');
      const written = fixtureFromTurn({
        file,
        configFile: loaded.configFile,
        persona: 'Heidi',
        chat: { id: loaded.fixture.chat.id, type: 'group', title: 'Zweite Seite regulars' },
        me: loaded.fixture.me,
        users: loaded.fixture.users,
        turn: {
          report,
          snapshot: {
            nowMs: seen.nowMs,
            messages: seen.messages,
            descriptions: new Map(Object.entries(seen.descriptions)),
          },
        },
      });
      const { text } = renderFixture(written, 'recorded', new FixtureSecrets([]));
      expect(text).not.toContain('1234567');
      const again = parseFixture(text, file);
      const media = (f: typeof loaded.fixture) =>
        f.messages.map((m) => (m.media ?? []).map(({ phone: _phone, ...item }) => item));
      expect(media(again.fixture)).toEqual(media(loaded.fixture));
    } finally {
      await world.close();
    }
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { loadFixture, parseFixture } from '../../src/offline/fixture.js';
import { replayFixture } from '../../src/offline/replay.js';
import { silentLogger } from '../../src/support/log.js';

const lastPart = (request: unknown) => {
  const contents = (request as { contents: { parts: { text?: string }[] }[] }).contents;
  return contents.at(-1)?.parts.at(-1)?.text;
};

describe('a plan due while the persona sleeps', () => {
  it('is carried by the message turn that replaced its turn, and named in that turn part', async () => {
    const result = await replayFixture(loadFixture('tests/fixtures/event-asleep.yaml'), silentLogger);
    expect(result.turns.map((t) => t.trigger)).toEqual([{ kind: 'message' }, { kind: 'message' }]);
    expect(lastPart(result.turns[1]?.request)).toContain(
      'Just arrived: #730 Jonas Weber. Also due: your plan e1 “Wish Jonas luck for his interview.” (planned for 06:00).',
    );
  });

  it('a fixture’s plans_due reaches the first turn, as a recorded turn carried them', async () => {
    const fixture = {
      persona: 'Heidi',
      config: '../../config.yaml',
      now: '2026-03-07T06:30:00Z',
      chat: { id: 8, type: 'direct', title: 'Jonas' },
      me: { id: 42, name: 'Heidi' },
      users: [{ id: 8, name: 'Jonas' }],
      messages: [{ id: 611, from: 8, at: '2026-03-07T06:30:00Z', text: 'up?' }],
      plans_due: [{ id: 'e4', what: 'Wish him luck' }],
      model: { reply: '# «send»\nGood luck!' },
    };
    const loaded = parseFixture(YAML.stringify(fixture), path.resolve('tests/fixtures/x.yaml'), 'x.yaml');
    const result = await replayFixture(loaded, silentLogger);
    expect(lastPart(result.request)).toContain(
      'Just arrived: #611 Jonas. Also due: your plan e4 “Wish him luck”.',
    );
  });
});

describe('check-ins nobody answers', () => {
  it('stop after events.max_unanswered, and the plan stays for when the other side writes', async () => {
    const result = await replayFixture(loadFixture('tests/fixtures/checkins-unanswered.yaml'), silentLogger);
    expect(result.turns.map((t) => t.trigger.kind)).toEqual(['message', 'event', 'event']);
    expect(result.events.map((e) => [e.id, e.at])).toEqual([['e1', '2026-03-10 18:00']]);
  });
});

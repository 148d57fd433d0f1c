import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureConversation, loadFixture, parseFixture } from '../../src/offline/fixture.js';
import { FixtureSecrets } from '../../src/offline/fixture-redact.js';
import { fixtureFromTurn, renderFixture } from '../../src/offline/fixture-writer.js';
import { replayFixture } from '../../src/offline/replay.js';
import { buildReplayWorld } from '../../src/offline/world.js';
import { silentLogger } from '../../src/support/log.js';
import { conversationParts, GENERAL_TOPIC, groupOf, topicConversation } from '../../src/telegram/topics.js';
import { seedFrom } from '../property.js';

const FIXTURE = 'tests/fixtures/forum-topics.yaml';

/** The message ids a request's history shows (`⟦#id …⟧` headers of its contents). */
function shownIds(request: unknown): number[] {
  const contents = JSON.stringify((request as { contents: unknown }).contents);
  return [...contents.matchAll(/⟦#(\d+)/g)].map((m) => Number(m[1]));
}

describe('a forum topic is a conversation', () => {
  it('each topic has its own window and its own answers; a note written in one is its group’s', async () => {
    const result = await replayFixture(loadFixture(FIXTURE), silentLogger);
    const [first, second] = result.turns;
    // Turn 1 in "Piranesi" (topic 50): neither the General topic's #300 nor "Meetup"'s #302.
    expect(new Set(shownIds(first?.request))).toEqual(new Set([301, 303]));
    // Turn 2 in "Meetup" (topic 60): only its own messages, and the note of the group.
    expect(new Set(shownIds(second?.request))).toEqual(new Set([302, 310]));
    expect(JSON.stringify(second?.request)).toContain('she is past chapter twelve');
    expect(JSON.stringify(second?.request)).toContain('Kreuzberg Book Club › topic 60');
    expect(JSON.stringify(first?.request)).toContain('Kreuzberg Book Club › Piranesi');
    expect(result.actions.filter((a) => a.type === 'send').map((a) => [a.chatId, a.replyTo])).toEqual([
      ['-100900/50', 303],
      ['-100900/60', 310],
    ]);
    expect(result.chat).toEqual({ id: -100900, type: 'group', topic: 50 });
    expect(result.memory.notes.map((n) => n.text)).toEqual([
      'Alice is reading Piranesi; she is past chapter twelve.',
    ]);
  });

  it('a recorded topic turn is written back with its topic and replays in the same window', async () => {
    const file = path.resolve(FIXTURE);
    const loaded = loadFixture(file);
    const world = await buildReplayWorld(loaded, silentLogger);
    try {
      await world.runtime.startTurn(fixtureConversation(loaded.fixture), undefined);
      await world.runtime.idle();
      const report = world.reports[0];
      const seen = report?.seen;
      if (!report || !seen) throw new Error('the turn saw nothing');
      const written = fixtureFromTurn({
        file,
        configFile: loaded.configFile,
        persona: 'Heidi',
        chat: { id: '-100900/50', type: 'group', title: 'Kreuzberg Book Club › Piranesi' },
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
      const again = parseFixture(renderFixture(written, 'recorded', new FixtureSecrets([])).text, file);
      expect(again.fixture.chat).toEqual({
        id: '-100900',
        type: 'group',
        title: 'Kreuzberg Book Club',
        topic: { id: 50, title: 'Piranesi' },
      });
      const replayed = await replayFixture(again, silentLogger);
      expect(new Set(shownIds(replayed.request))).toEqual(new Set([301, 303]));
    } finally {
      await world.close();
    }
  });

  it('rejects a topic outside a group in one line naming the field', () => {
    const text = [
      'persona: Heidi',
      'config: ../../config.yaml',
      'chat: { id: 8, type: direct, topic: { id: 5 } }',
      'me: { id: 42, name: Heidi }',
      'users: [{ id: 8, name: Jonas }]',
      'messages: [{ id: 1, from: 8, text: hi }]',
    ].join('\n');
    expect(() => parseFixture(text, path.resolve('tests/fixtures/x.yaml'), 'x.yaml')).toThrow(
      /x\.yaml:3:\d+: chat\.topic: only a group \(a forum\) has topics/,
    );
  });
});

describe('conversation ids of forum topics', () => {
  it('name their group and topic back, the General topic being the group itself', () => {
    const chatIds = fc.oneof(
      fc.bigInt({ min: 1n, max: 2n ** 52n }).map((n) => `-100${n}`),
      fc.bigInt({ min: 1n, max: 2n ** 40n }).map((n) => `-${n}`),
      fc.bigInt({ min: 1n, max: 2n ** 52n }).map(String),
    );
    const topics = fc.option(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { nil: undefined });
    fc.assert(
      fc.property(chatIds, topics, (chatId, topicId) => {
        const conversation = topicConversation(chatId, topicId);
        const inTopic = topicId !== undefined && topicId !== GENERAL_TOPIC;
        expect(conversationParts(conversation)).toEqual(inTopic ? { chatId, topicId } : { chatId });
        expect(groupOf(conversation)).toBe(chatId);
        expect(conversation === chatId).toBe(!inTopic);
      }),
      { numRuns: 300, seed: seedFrom('TOPIC_IDS_SEED', 20261127) },
    );
  });
});

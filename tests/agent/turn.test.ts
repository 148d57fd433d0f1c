import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixture, parseFixture } from '../../src/offline/fixture.js';
import { buildReplayWorld } from '../../src/offline/world.js';
import { memoryLogger } from '../../src/support/log.js';

describe('runTurn reply context', () => {
  it('fetches the answered message’s reply chain from Telegram, up to the depth and its first message, and remembers it', async () => {
    const log = memoryLogger();
    const world = await buildReplayWorld(loadFixture('tests/fixtures/reply-chain.yaml'), log, {
      silentModel: true,
    });
    try {
      expect(await world.runtime.messages.get('Heidi', '5001', 304)).toBeUndefined();
      await world.runtime.startTurn('5001', 332);
      await world.runtime.idle();
      // The depth (3), then on to the thread's first message, which the prompt shows first.
      for (const id of [304, 303, 302, 301])
        expect((await world.runtime.messages.get('Heidi', '5001', id))?.id).toBe(id);
      const text = world.reports[0]?.request?.contents.flatMap((c) => c.parts.map((p) => p.text)).join('\n');
      expect(text).toContain('⟦earlier in the thread: #301 by Alice Smith, Wed 2026-01-21: “Poll:');
    } finally {
      await world.close();
    }
  });

  it('logs a replied-to message that Telegram says is gone as deleted, not as a failure', async () => {
    const log = memoryLogger();
    const world = await buildReplayWorld(loadFixture('tests/fixtures/reply-to-deleted.yaml'), log, {
      silentModel: true,
    });
    try {
      await world.runtime.startTurn('9001', 63);
      await world.runtime.idle();
      const text = world.reports[0]?.request?.contents.flatMap((c) => c.parts.map((p) => p.text)).join('\n');
      expect(text).toContain('⟦reply to #62 (deleted)⟧');
      const unavailable = log.entries.filter((e) => e.msg === 'replied-to message not available');
      // #12, which the fixture leaves out, is unknown (id only), never read as deleted.
      expect(unavailable.map((e) => e.fields.message)).toEqual([12]);
      expect(text).toContain('⟦reply to #12⟧');
    } finally {
      await world.close();
    }
  });
});

describe('runTurn sticker list', () => {
  it('offers the stickers of the persona’s sets besides its explicit ones, each once', async () => {
    const log = memoryLogger();
    const world = await buildReplayWorld(loadFixture('examples/direct-hello.yaml'), log, {
      silentModel: true,
    });
    try {
      // A set the simulated Telegram knows, named in Heidi's sticker_sets.
      world.simulator.addStickerSet('HeidiDuck', [
        { id: 'x1', kind: 'sticker', emoji: '👋' },
        { id: 'x2', kind: 'sticker', emoji: '🦆' },
        { id: 'x3', kind: 'animated_sticker', emoji: '🎉' },
        { id: 'x4', kind: 'sticker' },
      ]);
      await world.runtime.startTurn('7');
      await world.runtime.idle();
      const system = world.reports[0]?.request?.systemInstruction ?? '';
      const set = system.split('Set HeidiDuck:\n')[1]?.split('\n\n')[0] ?? '';
      const listed = set.split('\n');
      // Code-point order; the nameless sticker cannot be named in a sticker block, so it is left out.
      expect(listed.map((line) => line.split(' ')[1])).toEqual(['🎉', '👋', '📚', '😂', '😴', '🦆']);
      expect(listed.find((line) => line.includes('👋'))).toContain('‹a round yellow duckling');
    } finally {
      await world.close();
    }
  });
});

describe('runTurn album', () => {
  it('in a group, answers an album under its first item, the id the model was shown', async () => {
    const fixture = `
persona: Heidi
config: ../../config.yaml
now: "2026-03-07T11:00:00Z"
chat: { id: 5001, type: group, title: "Kreuzberg Book Club" }
me: { id: 42, name: Heidi, username: heidi_zweiteseite }
users:
  - { id: 8, name: "Jonas Weber" }
messages:
${[1201, 1202, 1203]
  .map(
    (id) => `  - id: ${id}
    from: 8
    at: "2026-03-07T10:58:00Z"
    text: "${id === 1201 ? 'Heidi, look at my haul!' : ''}"
    grouped_id: "13600000000000101"
    media:
      - { kind: photo, id: "66100000000${id}", description: "paperbacks on a table" }`,
  )
  .join('\n')}
model:
  reply:
    - "# «send»\\nThe Simenon! Bring it by."
`;
    const loaded = parseFixture(fixture, path.resolve('tests/fixtures/album-group.yaml'), 'album in a group');
    const world = await buildReplayWorld(loaded, memoryLogger());
    try {
      // The turn starts on the album's last item, as Telegram delivers it.
      await world.runtime.startTurn('5001', 1203);
      await world.runtime.idle();
      const report = world.reports[0];
      expect(report?.request?.contents.at(-1)?.parts.at(-1)?.text).toContain('Just arrived: #1201');
      expect(report?.tasks).toEqual([
        expect.objectContaining({ type: 'send', params: expect.objectContaining({ replyTo: 1201 }) }),
      ]);
    } finally {
      await world.close();
    }
  });
});

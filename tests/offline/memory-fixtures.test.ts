import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPersona, loadConfig } from '../../src/config/load.js';
import { loadPersonaPrompts } from '../../src/config/prompts.js';
import { TurnRecorder } from '../../src/live/record.js';
import { fixtureConversation, loadFixture, parseFixture } from '../../src/offline/fixture.js';
import { FixtureSecrets } from '../../src/offline/fixture-redact.js';
import { fixtureTelegram } from '../../src/offline/fixture-telegram.js';
import { fixtureFromTurn, renderFixture } from '../../src/offline/fixture-writer.js';
import { replayFile, replayFixture, turnTrigger } from '../../src/offline/replay.js';
import { createSimWorld } from '../../src/offline/sim-world.js';
import { buildReplayWorld } from '../../src/offline/world.js';
import { TurnJournal } from '../../src/store/journal.js';
import { MemoryRepo } from '../../src/store/memory.js';
import { VirtualClock } from '../../src/support/clock.js';
import { silentLogger } from '../../src/support/log.js';
import { tempDir } from '../helpers.js';

/** The texts a recall follow-up turn was given. */
function hitTexts(trigger: unknown): string[] {
  const recall = trigger as { kind: string; hits?: { text: string }[] };
  expect(recall.kind).toBe('recall');
  return (recall.hits ?? []).map((h) => h.text);
}

describe('the bundled memory fixtures', () => {
  it('a pinned note outlives the cap and a later turn is shown it marked (pinned)', async () => {
    const result = await replayFile('tests/fixtures/memory/pinned.yaml', silentLogger);
    const asked = result.turns.findIndex((t) =>
      JSON.stringify(t.request).includes('which tea did I switch to'),
    );
    const shown = JSON.stringify(result.turns[asked]?.request);
    expect(shown).toContain('(pinned): Mia, Alice');
    // The cap of three archived both older notes and the first new one: no longer shown.
    const standing = JSON.stringify(result.turns[asked]?.request?.contents[0]);
    for (const gone of ['Kafka edition', 'opening hours', 'drinks green tea'])
      expect(standing).not.toContain(gone);
    expect(result.memory?.notes.map((n) => n.text)).toHaveLength(3);
    // A recall still finds the archived note, as an old memory.
    const followUp = result.turns[asked + 1];
    expect(followUp?.trigger).toMatchObject({ kind: 'recall' });
    expect(JSON.stringify(followUp?.request)).toContain(
      '⟦recalled: an old memory of yours, written 2026-03-02⟧ Alice drinks green tea now.',
    );
  });

  it('a recall in the group never finds the direct chat’s message; the same search in the direct chat does', async () => {
    const result = await replayFile('tests/fixtures/memory/recall-group.yaml', silentLogger);
    const followUps = result.turns.filter((t) => (t.trigger as { kind: string }).kind === 'recall');
    expect(followUps).toHaveLength(2);
    const [inGroup, inDirect] = followUps.map((t) => hitTexts(t.trigger));
    expect(inGroup).toEqual(['Heidi, anything about the boathouse?']);
    expect(inDirect).toContain('psst: the surprise is at the boathouse on Saturday, keep it secret');
  });
});

describe('a recorded turn that recalled', () => {
  it('is written with its follow-up, and the fixture replays to the same requests and hits', async () => {
    const file = path.resolve('tests/fixtures/memory/recall-old.yaml');
    const loaded = loadFixture(file);
    const world = await buildReplayWorld(loaded, silentLogger);
    try {
      await world.runtime.startTurn(fixtureConversation(loaded.fixture), undefined);
      await world.runtime.idle();
      const [recalled, followUp] = world.reports;
      const seen = recalled?.seen;
      const trigger = followUp?.trigger;
      if (!recalled || !seen || !followUp || trigger?.kind !== 'recall') throw new Error('no recall ran');
      // It found the old message, which the turn that recalled was not shown.
      expect(trigger.hits.map((h) => h.id)).toContain(1);
      expect(seen.messages.map((m) => m.id)).not.toContain(1);
      const written = fixtureFromTurn({
        file,
        configFile: loaded.configFile,
        persona: 'Heidi',
        chat: { id: '7', type: 'direct', title: 'Alice Smith' },
        me: loaded.fixture.me,
        users: [],
        turn: {
          report: recalled,
          snapshot: { nowMs: seen.nowMs, messages: seen.messages, descriptions: new Map() },
          followUp: { reply: followUp.reply, hits: trigger.hits },
        },
      });
      const again = parseFixture(renderFixture(written, 'recorded', new FixtureSecrets([])).text, file);
      expect(again.fixture.archive.map((m) => [m.id, m.stored])).toEqual([[1, true]]);
      expect(again.fixture.users.map((u) => u.id)).toEqual(['7']);
      const replayed = await replayFixture(again, silentLogger);
      expect(replayed.turns.map((t) => t.request)).toEqual([recalled.request, followUp.request]);
      expect(replayed.turns[1]?.trigger).toEqual(turnTrigger({ trigger, covers: [] }));
    } finally {
      await world.close();
    }
  });
});

describe('run --record of a turn that recalled', () => {
  it('writes the follow-up as the turn that recalled with both answers, and it replays to the same requests', async () => {
    const loaded = loadFixture(path.resolve('tests/fixtures/memory/recall-old.yaml'));
    const config = loadConfig(loaded.configFile);
    const persona = findPersona(config, 'Heidi');
    if (!persona) throw new Error('no Heidi in the memory config');
    const clock = new VirtualClock(loaded.nowMs);
    const answers = ['# «recall» Mia birthday', '# «send»\nThe 14th of April!'];
    let calls = 0;
    const world = await createSimWorld({
      clock,
      log: silentLogger,
      telegram: fixtureTelegram(loaded, persona, [], clock),
      model: { port: { generate: async () => ({ kind: 'text', text: answers[calls++] ?? '' }) } },
      persona: () => persona,
      prompts: () => loadPersonaPrompts(config, persona),
      operated: true,
    });
    const out = tempDir();
    try {
      // What an earlier turn read is stored, as live.
      const old = await world.simulator.message('7', 1);
      if (old) await world.runtime.messages.rememberAll('Heidi', [old]);
      await world.runtime.startTurn('7', undefined);
      await world.runtime.idle();
      // In the order they ended, as run --record sees them (both ended at one virtual moment).
      const recall = (e: { turn: { cause?: { kind: string } } }) => Number(e.turn.cause?.kind === 'recall');
      const journal = (await new TurnJournal(world.store.db, () => clock.now()).ofChat('Heidi', '7')).sort(
        (a, b) => a.turn.at - b.turn.at || recall(a) - recall(b),
      );
      expect(journal.map((e) => e.turn.cause?.kind)).toEqual(['message', 'recall']);
      const recorder = new TurnRecorder(undefined, {
        dir: out.dir,
        configFile: loaded.configFile,
        secrets: new FixtureSecrets([]),
        log: silentLogger,
      });
      const files = journal.map((e) => recorder.save(e.turn));
      const replayed = await replayFile(files[1] ?? '', silentLogger);
      expect(replayed.turns.map((t) => t.request)).toEqual(journal.map((e) => e.turn.request));
      expect(replayed.actions.filter((a) => a.type === 'send').map((a) => a.text)).toEqual([
        'The 14th of April!',
      ]);
    } finally {
      await world.runtime.stop();
      await world.close();
      out.cleanup();
    }
  });
});

describe('run --record of a turn whose recall found an archived note', () => {
  it('writes the note archived, and the fixture replays to the same requests and hits', async () => {
    const loaded = loadFixture(path.resolve('tests/fixtures/memory/recall-old.yaml'));
    const config = loadConfig(loaded.configFile);
    const persona = findPersona(config, 'Heidi');
    if (!persona) throw new Error('no Heidi in the memory config');
    const clock = new VirtualClock(loaded.nowMs);
    const answers = ['# «recall» Mia birthday', '# «send»\nAt the boathouse!'];
    let calls = 0;
    const world = await createSimWorld({
      clock,
      log: silentLogger,
      telegram: fixtureTelegram(loaded, persona, [], clock),
      model: { port: { generate: async () => ({ kind: 'text', text: answers[calls++] ?? '' }) } },
      persona: () => persona,
      prompts: () => loadPersonaPrompts(config, persona),
      operated: true,
    });
    const out = tempDir();
    try {
      // A cap of one: the later note archives the earlier, as a full cap does live.
      const writeAt = (at: string, text: string) =>
        new MemoryRepo(world.store.db, () => Date.parse(at)).write('Heidi', 'note', '7', { text }, 1);
      await writeAt('2026-03-02T09:00:00Z', 'Mia’s birthday party is at the boathouse.');
      await writeAt('2026-03-05T09:00:00Z', 'Alice plays the cello.');
      await world.runtime.startTurn('7', undefined);
      await world.runtime.idle();
      const recall = (e: { turn: { cause?: { kind: string } } }) => Number(e.turn.cause?.kind === 'recall');
      const journal = (await new TurnJournal(world.store.db, () => clock.now()).ofChat('Heidi', '7')).sort(
        (a, b) => a.turn.at - b.turn.at || recall(a) - recall(b),
      );
      const cause = journal[1]?.turn.cause;
      if (cause?.kind !== 'recall') throw new Error('no recall ran');
      expect(cause.hits.filter((h) => h.source === 'memory')).toEqual([
        expect.objectContaining({
          text: 'Mia’s birthday party is at the boathouse.',
          entry: { kind: 'note', scope: '7', id: 'n1' },
        }),
      ]);
      const recorder = new TurnRecorder(undefined, {
        dir: out.dir,
        configFile: loaded.configFile,
        secrets: new FixtureSecrets([]),
        log: silentLogger,
      });
      const files = journal.map((e) => recorder.save(e.turn));
      const written = loadFixture(files[1] ?? '');
      expect(written.fixture.memory?.notes.map((n) => [n.id, n.archived])).toEqual([
        ['n2', undefined],
        ['n1', true],
      ]);
      const replayed = await replayFile(files[1] ?? '', silentLogger);
      expect(replayed.turns.map((t) => t.request)).toEqual(journal.map((e) => e.turn.request));
      expect(replayed.turns[1]?.trigger).toEqual(turnTrigger({ trigger: cause, covers: [] }));
      // Archived again: not in the standing context after the replay either.
      expect(replayed.memory?.notes.map((n) => n.id)).toEqual(['n2']);
    } finally {
      await world.runtime.stop();
      await world.close();
      out.cleanup();
    }
  });
});

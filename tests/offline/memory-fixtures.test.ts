import { describe, expect, it } from 'vitest';
import { replayFile } from '../../src/offline/replay.js';
import { silentLogger } from '../../src/support/log.js';

/** The texts a recall follow-up turn was given. */
function hitTexts(trigger: unknown): string[] {
  const recall = trigger as { kind: string; hits?: { text: string }[] };
  expect(recall.kind).toBe('recall');
  return (recall.hits ?? []).map((h) => h.text);
}

describe('the bundled memory fixtures', () => {
  it('a pinned note outlives the cap and a later turn is shown it marked (pinned)', async () => {
    const result = await replayFile('tests/fixtures/memory/pinned.yaml', silentLogger);
    const last = JSON.stringify(result.turns.at(-1)?.request);
    expect(last).toContain('(pinned): Mia, Alice');
    // The cap of three dropped both older notes and the first new one.
    for (const gone of ['Kafka edition', 'opening hours', 'drinks green tea'])
      expect(last).not.toContain(gone);
    expect(result.memory?.notes.map((n) => n.text)).toHaveLength(3);
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

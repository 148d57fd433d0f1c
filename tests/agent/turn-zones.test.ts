import { afterEach, describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../src/llm/types.js';
import { world as simWorld } from './world.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function world(replies: string[]) {
  const w = await simWorld({ replies });
  cleanups.push(w.cleanup);
  return w;
}

function requests(reports: { request?: ModelRequest }[]): ModelRequest[] {
  return reports.flatMap((r) => (r.request ? [r.request] : []));
}

const turnPartOf = (request: ModelRequest | undefined) => request?.contents.at(-1)?.parts.at(-1)?.text ?? '';

describe('the request zones over consecutive turns of one chat', () => {
  it('keeps the system instruction byte-identical and shows only what came since as new', async () => {
    const w = await world(['# «send»\nHi Alice!', '# «think»\nnothing to add']);
    w.simulator.receive('7', { from: '7', text: 'hi Heidi' });
    await w.runtime.idle();
    w.clock.advance(7 * 60_000);
    w.simulator.receive('7', { from: '7', text: 'are you there?' });
    await w.runtime.idle();

    const [first, second] = requests(w.reports);
    expect(first && second).toBeTruthy();
    // No clock, no target, no per-turn text: the system text does not move.
    expect(second?.systemInstruction).toBe(first?.systemInstruction);
    // The second turn's history starts with everything the first turn showed (minus its turn part).
    const firstHistory = first?.contents.map((c, i, all) =>
      i === all.length - 1 ? { ...c, parts: c.parts.slice(0, -1) } : c,
    );
    expect(second?.contents.slice(0, firstHistory?.length)).toEqual(firstHistory);
    // The time moved, and it lives only in the turn part.
    expect(turnPartOf(first)).toContain('Now: Friday 2026-01-02 15:00');
    expect(turnPartOf(second)).toMatch(/Now: Friday 2026-01-02 15:0[78]/);
    // The first turn had no earlier one; the second lists only the message it has not seen.
    const ids = w.simulator.actions.flatMap((a) => (a.type === 'send' ? [a] : []));
    expect(ids).toHaveLength(1);
    expect(turnPartOf(first)).toMatch(/Just arrived: #1 Alice\.⟧$/);
    expect(turnPartOf(second)).toMatch(/Just arrived: #3 Alice\.⟧$/);
  });

  it('says what started the turn, and stores it on the turn task', async () => {
    const w = await world(['# «think»\nquiet']);
    w.simulator.receive('7', { from: '7', text: 'hello' });
    await w.runtime.idle();
    await w.runtime.startTurn('7', undefined, { kind: 'operator' });
    await w.runtime.idle();
    await w.runtime.startTurn('7', undefined, { kind: 'reaction', messageId: 1, emoji: '❤', fromId: '7' });
    await w.runtime.idle();
    const parts = requests(w.reports).map(turnPartOf);
    expect(parts[0]).toContain('Just arrived: #1 Alice.⟧');
    // Nothing came after the first turn: the later turns say so instead of calling #1 new again.
    expect(parts[1]).toContain('New: nothing. Started by: you were asked to answer now.⟧');
    expect(parts[2]).toContain('New: nothing. Started by: a reaction ❤ by user 7 to your message #1.⟧');
    const turns = (await w.runtime.tasks.list('Heidi', '7')).filter((t) => t.type === 'received');
    expect(turns.map((t) => (t.type === 'received' ? t.params.trigger?.kind : undefined))).toEqual([
      'message',
      'operator',
      'reaction',
    ]);
  });
});

import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRepo } from '../../src/store/memory.js';
import { openStore, type Store } from '../../src/store/open.js';
import { seedFrom } from '../property.js';

let opened: Store | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/** One step of a persona's life with its memories: write one, rewrite one, or a turn shows them. */
type Step =
  | { op: 'add'; pinned: boolean }
  | { op: 'rewrite'; pick: number }
  | { op: 'pin'; pick: number; pinned: boolean }
  | { op: 'show' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('add' as const), pinned: fc.boolean() }),
  fc.record({ op: fc.constant('rewrite' as const), pick: fc.nat(50) }),
  fc.record({ op: fc.constant('pin' as const), pick: fc.nat(50), pinned: fc.boolean() }),
  fc.record({ op: fc.constant('show' as const) }),
);

const HOUR = 3_600_000;

describe('memory eviction', () => {
  it('never drops a pinned entry, keeps the cap when it can, and drops the least recently used first', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(step, { maxLength: 30 }),
        async (cap, steps) => {
          await opened?.close();
          opened = await openStore(':memory:');
          let now = 1_000;
          const memory = new MemoryRepo(opened.db, () => now);
          // The model: when each kept entry was last used (written or shown), and whether it is pinned.
          const used = new Map<string, number>();
          const pinned = new Set<string>();
          for (const s of steps) {
            // Two hours apart: a show always counts as a use (a use is recorded at most hourly).
            now += 2 * HOUR;
            const ids = [...used.keys()];
            if (s.op === 'add') {
              const write = await memory.write('P', 'memory', '1', { text: 'fact', pinned: s.pinned }, cap);
              for (const gone of write.dropped) {
                expect(pinned.has(gone)).toBe(false);
                // Nothing kept and unpinned was used less recently than what went.
                for (const [id, at] of used)
                  if (!pinned.has(id) && !write.dropped.includes(id))
                    expect(at).toBeGreaterThanOrEqual(used.get(gone) ?? 0);
              }
              for (const gone of write.dropped) used.delete(gone);
              used.set(write.id, now);
              if (s.pinned) pinned.add(write.id);
              expect(used.size).toBeLessThanOrEqual(Math.max(cap, pinned.size + 1));
            } else if (s.op === 'rewrite' && ids.length > 0) {
              const id = ids[s.pick % ids.length] ?? '';
              await memory.write('P', 'memory', '1', { id, text: 'fact, again' }, cap);
              used.set(id, now);
            } else if (s.op === 'pin' && ids.length > 0) {
              const id = ids[s.pick % ids.length] ?? '';
              expect(await memory.setFlag('P', 'memory', '', id, 'pinned', s.pinned)).toBe(true);
              if (s.pinned) pinned.add(id);
              else pinned.delete(id);
            } else if (s.op === 'show') {
              await memory.touchShown('P', '1', []);
              for (const id of used.keys()) used.set(id, now);
            }
            const kept = await memory.memories('P');
            expect(kept.map((m) => m.id).sort()).toEqual([...used.keys()].sort());
            expect(
              kept
                .filter((m) => m.pinned)
                .map((m) => m.id)
                .sort(),
            ).toEqual([...pinned].sort());
          }
        },
      ),
      { numRuns: 60, seed: seedFrom('MEMORY_SEED') },
    );
  });

  it('keeps a person with a pinned fact at the people cap', async () => {
    opened = await openStore(':memory:');
    let now = 1_000;
    const memory = new MemoryRepo(opened.db, () => now);
    await memory.writePerson('P', '7', { chat: '1', text: 'Alice, pinned', pinned: true }, 1);
    now += 2 * HOUR;
    const write = await memory.writePerson('P', '8', { chat: '1', text: 'Bob' }, 1);
    expect(write.dropped).toEqual([]);
    now += 2 * HOUR;
    const next = await memory.writePerson('P', '9', { chat: '1', text: 'Carol' }, 1);
    expect(next.dropped).toEqual(['8']);
    expect((await memory.people('P')).map((p) => [p.user, p.facts[0]?.pinned === true])).toEqual([
      ['7', true],
      ['9', false],
    ]);
  });
});

import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRepo } from '../../src/store/memory.js';
import { openStore } from '../../src/store/open.js';
import { copyBundledProject, tempDir } from '../helpers.js';
import { runCliInProcess } from './run-cli.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** A copy of the bundled project: its database, and `memory` run on it in-process. */
function project() {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  copyBundledProject(tmp.dir);
  const config = path.join(tmp.dir, 'config.yaml');
  return {
    database: path.join(tmp.dir, 'state', 'agent.sqlite'),
    cli: (...args: string[]) =>
      runCliInProcess(['memory', ...args, '--persona', 'heidi', '--config', config]),
  };
}

describe('memory pin|unpin', () => {
  it('pins a note, a memory and a person’s fact so no cap drops them, shows it, and lets them go again', async () => {
    const { database, cli } = project();
    const store = await openStore(database);
    let now = Date.parse('2026-01-02T10:00:00Z');
    const memory = new MemoryRepo(store.db, () => now);
    await memory.write('Heidi', 'note', '-100777', { text: 'Fridays at 19:00' }, 10);
    await memory.write('Heidi', 'memory', '8', { text: 'I promised pretzels' }, 10);
    await memory.writePerson('Heidi', '12', { chat: '12', text: 'Anna: in therapy' }, 10);
    await store.close();

    expect((await cli('pin', 'n1', '--chat', '-100777')).stdout).toBe('note n1: pinned\n');
    expect((await cli('pin', 'm1')).stdout).toBe('memory m1: pinned\n');
    expect((await cli('pin', '12', '--person', '12')).stdout).toBe('person 12 in chat 12: pinned\n');
    expect((await cli('list', '--chat', '-100777')).stdout).toContain('n1 (pinned): Fridays at 19:00');
    const listed = JSON.parse((await cli('list', '--json')).stdout) as {
      memories: unknown[];
      people: { facts: unknown[] }[];
    };
    // Pinning is no write: the times stay when the persona wrote them.
    const at = { written_at: '2026-01-02T10:00:00.000Z', used_at: '2026-01-02T10:00:00.000Z' };
    expect(listed.memories).toEqual([
      { id: 'm1', text: 'I promised pretzels', chat: 8, shared: false, pinned: true, ...at },
    ]);
    expect(listed.people[0]?.facts).toEqual([
      { chat: 12, text: 'Anna: in therapy', shared: false, pinned: true, ...at },
    ]);
    const summary = await cli('pin', 's1', '--chat', '-100777');
    expect([summary.code, summary.stderr]).toEqual([
      1,
      expect.stringMatching(/only a note \(n3 with --chat\), a memory/),
    ]);
    const missing = await cli('pin', 'm9');
    expect([missing.code, missing.stdout]).toEqual([1, 'memory m9: unknown\n']);

    // At a cap of one, the pinned memory stays and the newcomer is kept beside it.
    const reopened = await openStore(database);
    now += 1000;
    const capped = new MemoryRepo(reopened.db, () => now);
    expect((await capped.write('Heidi', 'memory', '8', { text: 'new' }, 1)).dropped).toEqual([]);
    await reopened.close();
    expect((await cli('unpin', 'm1')).stdout).toBe('memory m1: unpinned\n');
    const again = await openStore(database);
    now += 1000;
    expect(
      (await new MemoryRepo(again.db, () => now).write('Heidi', 'memory', '8', { text: 'newer' }, 1)).dropped,
    ).toEqual(['m1', 'm2']);
    await again.close();
  });
});

describe('memory list and forget of archived entries', () => {
  it('lists an entry the cap archived with when it was archived, and forgets it for good', async () => {
    const { database, cli } = project();
    const store = await openStore(database);
    let now = Date.parse('2026-01-02T10:00:00Z');
    const memory = new MemoryRepo(store.db, () => now);
    await memory.write('Heidi', 'memory', '8', { text: 'I promised pretzels' }, 1);
    now += 3_600_000;
    expect((await memory.write('Heidi', 'memory', '8', { text: 'I owe Anna a book' }, 1)).dropped).toEqual([
      'm1',
    ]);
    await store.close();

    const listed = JSON.parse((await cli('list', '--json')).stdout) as {
      memories: Record<string, unknown>[];
    };
    expect(listed.memories.map((m) => [m.id, m.archived_at])).toEqual([
      ['m1', '2026-01-02T11:00:00.000Z'],
      ['m2', undefined],
    ]);
    expect((await cli('list')).stdout).toMatch(/m1 .*I promised pretzels.*archived 2026-01-02/);
    expect((await cli('forget', 'm1')).stdout).toBe('memory m1: deleted\n');
    const after = JSON.parse((await cli('list', '--json')).stdout) as { memories: { id: string }[] };
    expect(after.memories.map((m) => m.id)).toEqual(['m2']);
  });
});

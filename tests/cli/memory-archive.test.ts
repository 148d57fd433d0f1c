import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRepo } from '../../src/store/memory.js';
import { openStore } from '../../src/store/open.js';
import { copyBundledProject, tempDir } from '../helpers.js';
import { runCliInProcess } from './run-cli.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe('memory list and forget of archived entries', () => {
  it('lists an entry the cap archived with when it was archived, and forgets it for good', async () => {
    const tmp = tempDir();
    cleanup = tmp.cleanup;
    copyBundledProject(tmp.dir);
    const database = path.join(tmp.dir, 'state', 'agent.sqlite');
    const store = await openStore(database);
    let now = Date.parse('2026-01-02T10:00:00Z');
    const memory = new MemoryRepo(store.db, () => now);
    await memory.write('Heidi', 'memory', '8', { text: 'I promised pretzels' }, 1);
    now += 3_600_000;
    expect((await memory.write('Heidi', 'memory', '8', { text: 'I owe Anna a book' }, 1)).dropped).toEqual([
      'm1',
    ]);
    await store.close();
    const config = path.join(tmp.dir, 'config.yaml');
    const cli = (...args: string[]) =>
      runCliInProcess(['memory', ...args, '--persona', 'heidi', '--config', config]);

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

import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/open.js';
import { ChatPauses } from '../../src/store/pauses.js';
import { tempStore } from '../helpers.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('chat pauses', () => {
  it('are seen by every repository on the database, at once, and outlive a restart', async () => {
    const { store, file, cleanup } = await tempStore();
    cleanups.push(cleanup);
    const console = new ChatPauses(store.db, () => 1000);
    const engine = new ChatPauses(store.db, () => 1000);
    expect(await engine.isPaused('Heidi', '7')).toBe(false);
    await console.pause('Heidi', '7');
    await console.pause('Heidi', '8');
    expect(await engine.isPaused('Heidi', '7')).toBe(true);
    expect(await engine.isPaused('Other', '7')).toBe(false);
    await console.resume('Heidi', '8');
    expect([...(await engine.list('Heidi'))]).toEqual(['7']);

    // The table is the truth: a new process reads what was stored.
    const reopened = await openStore(file);
    cleanups.unshift(() => reopened.close());
    expect([...(await new ChatPauses(reopened.db, () => 1000).list('Heidi'))]).toEqual(['7']);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { TelegramMemoryStore } from '../../src/store/telegram-memory.js';
import { tempStore } from '../helpers.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const DATE = 1_767_268_800;

async function database() {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  return { memory: new TelegramMemoryStore(t.store.db, () => DATE * 1000) };
}

describe('TelegramMemoryStore', () => {
  it('round-trips peers and the update state, updating in place', async () => {
    const { memory } = await database();
    await memory.savePeers('42', [
      { id: '7', kind: 'user', accessHash: '-9', name: 'Alice', username: 'alice', contact: true },
      { id: '-333', kind: 'group', name: 'Small group' },
      { id: '-100555', kind: 'channel', accessHash: '8555', name: 'Forum', forum: true, broadcast: true },
    ]);
    await memory.savePeers('42', [{ id: '7', kind: 'user', accessHash: '-9', name: 'Alice B.' }]);
    expect(await memory.loadPeers('42')).toEqual([
      { id: '-100555', kind: 'channel', accessHash: '8555', name: 'Forum', forum: true, broadcast: true },
      { id: '-333', kind: 'group', name: 'Small group' },
      { id: '7', kind: 'user', accessHash: '-9', name: 'Alice B.' },
    ]);
    expect(await memory.loadUpdateState('42')).toBeUndefined();
    await memory.saveUpdateState('42', { pts: 10, qts: 1, date: DATE, seq: 2 });
    await memory.saveUpdateState('42', { pts: 12, qts: 1, date: DATE + 5, seq: 3 });
    expect(await memory.loadUpdateState('42')).toEqual({ pts: 12, qts: 1, date: DATE + 5, seq: 3 });
    expect(await memory.loadUpdateState('43')).toBeUndefined();
  });
});

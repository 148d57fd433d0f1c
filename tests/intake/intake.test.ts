import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptMessage, type IntakeDeps } from '../../src/intake/intake.js';
import { EngineStore } from '../../src/store/engine.js';
import { memoryLogger } from '../../src/support/log.js';
import { inbound, tempStore } from '../helpers.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function intake() {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  let now = 0;
  let n = 0;
  const store = new EngineStore(
    t.store.db,
    () => now,
    () => String(++n),
  );
  const kicked: string[] = [];
  const deps: IntakeDeps = {
    agent: 'Heidi',
    store,
    log: memoryLogger(),
    now: () => now,
    debounceMs: 500,
    kick: (chat) => kicked.push(chat),
  };
  return { deps, store, kicked, at: (ms: number) => (now = ms) };
}

describe('acceptMessage', () => {
  it('turns a burst into one queued turn that answers every message of it', async () => {
    const { deps, store, at } = await intake();
    at(0);
    await acceptMessage(deps, inbound({ id: 1, chatId: '7' }));
    at(300);
    await acceptMessage(deps, inbound({ id: 2, chatId: '7' }));
    const open = await store.tasks.open('Heidi', '7');
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      type: 'received',
      params: { targetId: 2, covers: [1, 2], since: 0 },
      notBefore: 800,
    });
    const all = await store.tasks.list('Heidi', '7');
    expect(all.map((t) => [t.status, t.lastError])).toEqual([
      ['cancelled', 'replaced by a newer message'],
      ['pending', undefined],
    ]);
  });

  it('starts the turn of a long burst at most three debounce periods after it began', async () => {
    const { deps, store, at } = await intake();
    for (const [id, ms] of [
      [1, 0],
      [2, 400],
      [3, 800],
      [4, 1200],
    ] as const) {
      at(ms);
      await acceptMessage(deps, inbound({ id, chatId: '7' }));
    }
    const [turn] = await store.tasks.open('Heidi', '7');
    expect(turn).toMatchObject({ notBefore: 1500, params: { covers: [1, 2, 3, 4] } });
  });

  it('drops a repeated delivery and ignores the persona’s own messages', async () => {
    const { deps, store, kicked } = await intake();
    expect(await acceptMessage(deps, inbound({ id: 1, chatId: '7' }))).toBe('queued');
    expect(await acceptMessage(deps, inbound({ id: 1, chatId: '7' }))).toBe('duplicate');
    expect(await acceptMessage(deps, inbound({ id: 2, chatId: '7', out: true }))).toBe('own');
    expect(await store.tasks.list('Heidi', '7')).toHaveLength(1);
    expect(kicked).toEqual(['7']);
  });

  it('stores the message, the replanning and the new turn together, or none of them', async () => {
    const { deps, store } = await intake();
    // A real storage failure while the turn is being stored, after the message was written.
    await sql`create trigger no_tasks before insert on tasks begin select raise(abort, 'disk full'); end`.execute(
      store.db,
    );
    await expect(acceptMessage(deps, inbound({ id: 1, chatId: '7' }))).rejects.toThrow('disk full');
    expect(await store.messages.get('Heidi', '7', 1)).toBeUndefined();
    await sql`drop trigger no_tasks`.execute(store.db);
    expect(await acceptMessage(deps, inbound({ id: 1, chatId: '7' }))).toBe('queued');
    expect(await store.tasks.open('Heidi', '7')).toHaveLength(1);
  });
});

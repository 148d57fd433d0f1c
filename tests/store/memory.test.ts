import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRepo, type Summary } from '../../src/store/memory.js';
import { openStore, type Store } from '../../src/store/open.js';

let opened: Store | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

async function repo(): Promise<{ memory: MemoryRepo; tick: (ms?: number) => void }> {
  opened = await openStore(':memory:');
  let now = 1_000;
  const tick = (ms = 1_000) => {
    now += ms;
  };
  return { memory: new MemoryRepo(opened.db, () => now), tick };
}

const summary = (firstId: number, lastId: number, text = `#${firstId}-#${lastId}`): Summary => ({
  firstId,
  lastId,
  firstDate: firstId * 1000,
  lastDate: lastId * 1000,
  text,
});

describe('MemoryRepo', () => {
  it('adds notes with short ids, changes and deletes them by id, per chat', async () => {
    const { memory } = await repo();
    expect(await memory.write('P', 'note', '1', { text: 'a' }, 10)).toEqual({
      action: 'added',
      id: 'n1',
      dropped: [],
    });
    expect((await memory.write('P', 'note', '1', { text: 'b' }, 10)).id).toBe('n2');
    expect((await memory.write('P', 'note', '2', { text: 'other chat' }, 10)).id).toBe('n1');
    expect((await memory.write('P', 'note', '1', { id: 'n1', text: 'a2' }, 10)).action).toBe('changed');
    expect((await memory.write('P', 'note', '1', { id: 'n2', text: '' }, 10)).action).toBe('deleted');
    expect((await memory.write('P', 'note', '1', { id: 'n9', text: '' }, 10)).action).toBe('unknown');
    expect((await memory.notes('P', '1')).map((n) => [n.id, n.text])).toEqual([['n1', 'a2']]);
    expect((await memory.notes('Q', '1')).length).toBe(0);
  });

  it('keeps memories across chats with the chat they came from', async () => {
    const { memory } = await repo();
    await memory.write('P', 'memory', '42', { text: 'I love lighthouses' }, 10);
    expect(await memory.memories('P')).toMatchObject([{ id: 'm1', text: 'I love lighthouses', chat: '42' }]);
  });

  it('drops the least recently written entry beyond the cap', async () => {
    const { memory, tick } = await repo();
    for (const text of ['one', 'two', 'three']) {
      await memory.write('P', 'memory', '1', { text }, 3);
      tick();
    }
    await memory.write('P', 'memory', '1', { id: 'm1', text: 'one, rewritten' }, 3);
    tick();
    const added = await memory.write('P', 'memory', '1', { text: 'four' }, 3);
    expect(added.dropped).toEqual(['m2']);
    expect((await memory.memories('P')).map((m) => m.text)).toEqual(['one, rewritten', 'three', 'four']);
  });

  it('shows a person only where asked, and a person seen recently outlives one not seen', async () => {
    const { memory, tick } = await repo();
    await memory.writePerson('P', '7', { text: 'Alice: allergic to cats' }, 2);
    tick();
    await memory.writePerson('P', '8', { text: 'Bob' }, 2);
    tick(2 * 3_600_000);
    await memory.touchShown('P', '1', ['7']);
    const added = await memory.writePerson('P', '9', { text: 'Carol' }, 2);
    expect(added.dropped).toEqual(['8']);
    expect(await memory.people('P', ['7', '8'])).toMatchObject([
      { user: '7', text: 'Alice: allergic to cats' },
    ]);
  });

  it('consolidates summaries by storing the replacement first, and never shows a covered part', async () => {
    const { memory } = await repo();
    for (const [a, b] of [
      [1, 50],
      [51, 100],
      [101, 150],
    ] as const)
      await memory.addSummary('P', '1', summary(a, b));
    expect(await memory.summarisedUpTo('P', '1')).toBe(150);
    // A crash between storing the replacement and deleting the parts: the parts are hidden.
    await memory.addSummary('P', '1', summary(1, 100, 'merged'));
    expect((await memory.summaries('P', '1')).map((s) => s.text)).toEqual(['merged', '#101-#150']);
    await memory.consolidate('P', '1', summary(1, 100, 'merged'), [summary(1, 50), summary(51, 100)]);
    expect((await memory.summaries('P', '1')).map((s) => [s.firstId, s.lastId])).toEqual([
      [1, 100],
      [101, 150],
    ]);
  });

  it('clears a chat: its notes and summaries go, memories and people stay', async () => {
    const { memory } = await repo();
    await memory.write('P', 'note', '1', { text: 'a' }, 10);
    await memory.write('P', 'memory', '1', { text: 'b' }, 10);
    await memory.writePerson('P', '7', { text: 'c' }, 10);
    await memory.addSummary('P', '1', summary(1, 5));
    await memory.clearChat('P', '1');
    expect(await memory.forChat('P', '1', ['7'])).toMatchObject({
      summaries: [],
      notes: [],
      memories: [{ text: 'b' }],
      people: [{ text: 'c' }],
    });
    expect(await memory.summarisedUpTo('P', '1')).toBeUndefined();
  });

  it('reads a turn’s memory in one statement, as the separate reads would, covered parts left out', async () => {
    const { memory, tick } = await repo();
    await memory.write('P', 'note', '1', { text: 'note one' }, 10);
    tick();
    await memory.write('P', 'note', '1', { text: 'note two' }, 10);
    await memory.write('P', 'note', '2', { text: 'another chat’s note' }, 10);
    await memory.write('P', 'memory', '2', { text: 'a memory from chat 2' }, 10);
    await memory.write('P', 'memory', '1', { text: 'a memory from chat 1' }, 10);
    await memory.writePerson('P', '8', { text: 'Bob' }, 10);
    tick();
    await memory.writePerson('P', '7', { text: 'Alice' }, 10);
    await memory.writePerson('P', '9', { text: 'not shown' }, 10);
    await memory.addSummary('P', '1', summary(51, 100));
    await memory.addSummary('P', '1', summary(1, 50));
    await memory.addSummary('P', '1', summary(1, 100, 'merged'));
    await memory.addSummary('P', '2', summary(1, 300));
    const read = await memory.forChat('P', '1', ['7', '8']);
    expect(read).toEqual({
      summaries: await memory.summaries('P', '1'),
      notes: await memory.notes('P', '1'),
      // The memory of chat 2 is private to it.
      memories: (await memory.memories('P')).filter((m) => m.chat === '1'),
      people: await memory.people('P', ['7', '8']),
    });
    expect(read.memories.map((m) => m.text)).toEqual(['a memory from chat 1']);
    expect(read.summaries.map((s) => s.text)).toEqual(['merged']);
    expect(read.notes.map((n) => n.text)).toEqual(['note one', 'note two']);
    expect(read.people.map((p) => p.text)).toEqual(['Bob', 'Alice']);
    expect(read.summaries.at(-1)?.lastId).toBe(await memory.summarisedUpTo('P', '1'));
    expect((await memory.forChat('P', '1', [])).people).toEqual([]);
  });
});

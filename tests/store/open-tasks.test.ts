import { afterEach, describe, expect, it } from 'vitest';
import { EngineStore } from '../../src/store/engine.js';
import type { Store } from '../../src/store/open.js';
import { TaskRepo } from '../../src/store/tasks.js';
import type { NewTask, Task } from '../../src/tasks/types.js';
import { tempStore } from '../helpers.js';
import { seededRandom } from '../random.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

let ids = 0;
async function engineStore() {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  return {
    store: new EngineStore(
      t.store.db,
      () => 1000,
      () => String(++ids).padStart(6, '0'),
    ),
    raw: t.store,
  };
}

/** Another repository on the same database: it shares what the first one knows. */
function otherRepo(s: Store): TaskRepo {
  return new TaskRepo(
    s.db,
    () => 1000,
    () => `other-${++ids}`,
  );
}

const send = (text: string): NewTask => ({ type: 'send', params: { text } });

/** What the database holds as open, read past any memory. */
async function openInDatabase(tasks: TaskRepo, chatId: string): Promise<Task[]> {
  return (await tasks.list('Heidi', chatId)).filter((t) => t.status === 'pending' || t.status === 'active');
}

describe('the open tasks TaskRepo remembers', () => {
  it('shows a transaction its own changes, and everyone else only once it commits', async () => {
    const { store, raw } = await engineStore();
    const [first] = await store.tasks.appendChain('Heidi', '7', [send('one')]);
    const outside = otherRepo(raw);
    expect((await outside.open('Heidi', '7')).map((t) => t.id)).toEqual([first?.id]);
    let added: Task[] = [];
    await store.transaction(async (trx) => {
      added = await trx.tasks.appendChain('Heidi', '7', [send('two')]);
      await trx.tasks.complete(first?.id ?? '');
      expect((await trx.tasks.open('Heidi', '7')).map((t) => t.id)).toEqual(added.map((t) => t.id));
      // Not committed yet: the rest of the process still sees the committed state.
      expect((await outside.open('Heidi', '7')).map((t) => t.id)).toEqual([first?.id]);
      expect(await outside.states([first?.id ?? ''])).toEqual(
        new Map([[first?.id, { status: 'pending', type: 'send' }]]),
      );
    });
    expect((await outside.open('Heidi', '7')).map((t) => t.id)).toEqual(added.map((t) => t.id));
    expect(await outside.states([first?.id ?? ''])).toEqual(
      new Map([[first?.id, { status: 'done', type: 'send' }]]),
    );
  });

  it('forgets what a rolled-back transaction changed', async () => {
    const { store } = await engineStore();
    const [first, second] = await store.tasks.appendChain('Heidi', '7', [send('one'), send('two')]);
    expect(await store.tasks.open('Heidi', '7')).toHaveLength(2);
    await expect(
      store.transaction(async (trx) => {
        await trx.tasks.cancel([first?.id ?? ''], 'replaced');
        await trx.tasks.setNotBefore(second?.id ?? '', 5000);
        await trx.tasks.appendChain('Heidi', '7', [send('three')]);
        throw new Error('the disk is full');
      }),
    ).rejects.toThrow('the disk is full');
    expect(await store.tasks.open('Heidi', '7')).toEqual(await openInDatabase(store.tasks, '7'));
    expect((await store.tasks.open('Heidi', '7')).map((t) => [t.id, t.notBefore])).toEqual([
      [first?.id, undefined],
      [second?.id, undefined],
    ]);
    expect(await store.tasks.states([first?.id ?? ''])).toEqual(
      new Map([[first?.id, { status: 'pending', type: 'send' }]]),
    );
  });

  it('agrees with the database after any sequence of changes, committed or rolled back', async () => {
    const { store } = await engineStore();
    const random = seededRandom(14);
    const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
    const chats = ['7', '8'];
    for (const chat of chats) await store.tasks.open('Heidi', chat);
    const graphs = new Map<string, string>();
    for (let step = 0; step < 300; step++) {
      const chat = pick(chats) ?? '7';
      const change = async (tasks: TaskRepo) => {
        const open = await tasks.open('Heidi', chat);
        const task = pick(open);
        const op = Math.floor(random() * 10);
        if (op === 0 || !task) {
          const stored = await tasks.appendChain('Heidi', chat, [send(`s${step}`), send(`t${step}`)], {
            after: task?.id,
            cancelledBecause: random() < 0.2 ? 'superseded' : undefined,
          });
          for (const t of stored) graphs.set(t.graphId, chat);
          return;
        }
        if (op === 1) return void (await tasks.claim(task.id));
        if (op === 2 && task.status === 'active') return tasks.complete(task.id);
        if (op === 3 && task.status === 'active') return tasks.fail(task.id, 'failed');
        if (op === 4)
          return void (await tasks.cancel(
            open.filter(() => random() < 0.5).map((t) => t.id),
            'replaced',
          ));
        if (op === 5 && task.status === 'active') return tasks.retryLater(task.id, step, 'busy');
        if (op === 6) return tasks.release(task);
        if (op === 7) return tasks.setNotBefore(task.id, step);
        if (op === 8) return tasks.setDependsOn(task.id, [`dep-${step}`]);
        if (task.type === 'send') return tasks.setParams({ ...task, params: { text: `edited ${step}` } });
      };
      const inTransaction = random() < 0.5;
      if (!inTransaction) await change(store.tasks);
      else {
        const rollBack = random() < 0.3;
        await store
          .transaction(async (trx) => {
            await change(trx.tasks);
            await change(trx.tasks);
            if (rollBack) throw new Error('rolled back');
          })
          .catch((err: unknown) => {
            if (!rollBack) throw err;
          });
      }
      for (const c of chats)
        expect(await store.tasks.open('Heidi', c), `step ${step}, chat ${c}`).toEqual(
          await openInDatabase(store.tasks, c),
        );
      // A plan, as its report reads it (from memory while a task of it is open).
      for (const [graphId, c] of graphs)
        expect(await store.tasks.graph(graphId), `step ${step}, plan ${graphId}`).toEqual(
          (await store.tasks.list('Heidi', c)).filter((t) => t.graphId === graphId),
        );
    }
  });
});

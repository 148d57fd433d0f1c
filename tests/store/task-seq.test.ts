import { afterEach, describe, expect, it } from 'vitest';
import { MessageLog } from '../../src/store/messages.js';
import { openSqlite, openStore, type Store } from '../../src/store/open.js';
import { TaskRepo } from '../../src/store/tasks.js';
import { inbound, tempStore } from '../helpers.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function store() {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  return t;
}

let ids = 0;
function taskRepo(s: Store) {
  return new TaskRepo(
    s.db,
    () => 1000,
    () => String(++ids),
  );
}

const send = (text: string) => ({ type: 'send' as const, params: { text } });

describe('markHandled', () => {
  it('marks the messages up to the given id answered, and no newer one', async () => {
    const { store: s } = await store();
    const log = new MessageLog(s.db, () => 1000);
    for (let id = 1; id <= 6; id++) await log.accept('Heidi', inbound({ id, chatId: '7' }));
    await log.markHandled('Heidi', '7', 3);
    expect((await log.unhandled('Heidi', '7')).map((m) => m.id)).toEqual([4, 5, 6]);
    await log.markHandled('Heidi', '7', 5);
    expect((await log.unhandled('Heidi', '7')).map((m) => m.id)).toEqual([6]);
    await log.markHandled('Heidi', '7', 6);
    expect(await log.unhandled('Heidi', '7')).toEqual([]);
  });
});

describe('the queries a reply runs', () => {
  it('find unanswered messages and open tasks by their partial indexes, not by a chat’s whole history', async () => {
    const { file } = await store();
    const statements: string[] = [];
    const s = await openStore(file, { onStatement: (sql) => statements.push(sql) });
    cleanups.unshift(() => s.close());
    const log = new MessageLog(s.db, () => 1000);
    const tasks = taskRepo(s);
    await log.accept('Heidi', inbound({ id: 1, chatId: '7' }));
    await log.accept('Heidi', inbound({ id: 1, chatId: '7' }));
    await log.unhandled('Heidi', '7');
    await log.markHandled('Heidi', '7', 1);
    await tasks.open('Heidi', '7');
    // better-sqlite3 reports each statement with its values in place.
    const raw = openSqlite(file, { readonly: true });
    const plan = (pattern: RegExp) => {
      const found = statements.filter((sql) => pattern.test(sql));
      expect(found.length).toBeGreaterThan(0);
      return found
        .map((sql) =>
          (raw.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
            .map((r) => r.detail)
            .join('\n'),
        )
        .join('\n');
    };
    expect(plan(/^update "inbound_messages" set "handled"/)).toContain('USING INDEX inbound_unhandled');
    expect(plan(/^select "body" from "inbound_messages" where .*"handled" = 0/)).toContain(
      'USING INDEX inbound_unhandled',
    );
    // The open tasks of a conversation and its open or failed turns: the partial index of
    // unfinished ones, never a scan of every task it had.
    expect(plan(/^select .* from "tasks" where status IN/)).not.toMatch(/SCAN tasks\b(?! USING)/);
    expect(plan(/^select .* from "tasks" where status IN/)).toContain('USING INDEX tasks_open_or_failed');
    raw.close();
  });
});

describe('the task sequence counter', () => {
  it('continues each conversation’s plan order from its own counter, also after a restart', async () => {
    const { store: s, file } = await store();
    const first = await taskRepo(s).appendChain('Heidi', '7', [send('a'), send('b')]);
    await taskRepo(s).appendChain('Heidi', '8', [send('other chat')]);
    expect(first.map((t) => t.seq)).toEqual([1, 2]);
    await s.close();

    const reopened = await openStore(file);
    cleanups.unshift(() => reopened.close());
    const next = await taskRepo(reopened).appendChain('Heidi', '7', [send('c')]);
    expect(next.map((t) => t.seq)).toEqual([3]);
    expect((await taskRepo(reopened).appendChain('Heidi', '8', [send('d')])).map((t) => t.seq)).toEqual([2]);
    const counters = await reopened.db.selectFrom('task_seq').selectAll().orderBy('chat_id').execute();
    expect(counters).toEqual([
      { agent: 'Heidi', chat_id: '7', last_seq: 3 },
      { agent: 'Heidi', chat_id: '8', last_seq: 2 },
    ]);
  });

  it('never gives a seq twice, even when the conversation’s old tasks were deleted', async () => {
    const { store: s } = await store();
    const tasks = taskRepo(s);
    await tasks.appendChain('Heidi', '7', [send('a'), send('b')]);
    await s.db.deleteFrom('tasks').execute();
    expect((await tasks.appendChain('Heidi', '7', [send('c')])).map((t) => t.seq)).toEqual([3]);
  });

  it('starts from the highest seq already stored when the database is migrated', async () => {
    const { store: s, file } = await store();
    await taskRepo(s).appendChain('Heidi', '7', [send('a'), send('b'), send('c')]);
    await s.close();
    // As a database from before the counter: tasks, and no counter row.
    const raw = openSqlite(file);
    raw.prepare('DELETE FROM task_seq').run();
    raw.prepare("DELETE FROM kysely_migration WHERE name = '0005_turn_cost_flat'").run();
    raw.prepare('DROP INDEX inbound_unhandled').run();
    raw.prepare('DROP TABLE task_seq').run();
    raw.close();

    const migrated = await openStore(file);
    cleanups.unshift(() => migrated.close());
    expect((await taskRepo(migrated).appendChain('Heidi', '7', [send('d')])).map((t) => t.seq)).toEqual([4]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TYPING } from '../../src/config/persona-schema.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { createSimWorld } from '../../src/offline/sim-world.js';
import {
  MARK_HANDLED,
  MessageLog,
  SELECT_FAILED_TURN,
  SELECT_OPEN_TURN,
  SELECT_UNHANDLED,
} from '../../src/store/messages.js';
import { openSqlite, openStore, type Store } from '../../src/store/open.js';
import { sqlOf } from '../../src/store/sql.js';
import { SELECT_OPEN, TaskRepo } from '../../src/store/tasks.js';
import { systemClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import { inbound, people, persona, prompts, tempStore } from '../helpers.js';

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
  it('touches only the messages not answered yet, up to the given id', async () => {
    const { store: s, file } = await store();
    const log = new MessageLog(s.db, () => 1000);
    for (let id = 1; id <= 6; id++) await log.accept('Heidi', inbound({ id, chatId: '7' }));
    await log.markHandled('Heidi', '7', 3);
    // Rows 1–3 are answered; marking up to 5 must change only 4 and 5, and never row 6.
    const raw = openSqlite(file);
    const changed = raw.prepare(MARK_HANDLED).run('Heidi', '7', 5).changes;
    raw.close();
    expect(changed).toBe(2);
    expect((await log.unhandled('Heidi', '7')).map((m) => m.id)).toEqual([6]);
    await log.markHandled('Heidi', '7', 6);
    expect(await log.unhandled('Heidi', '7')).toEqual([]);
  });

  it('is planned on the index of unhandled messages, not on the chat’s whole history', async () => {
    const { file } = await store();
    const raw = openSqlite(file, { readonly: true });
    const plan = (sql: string) =>
      (
        raw
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...['a', 'c', 1].slice(0, sql.split('?').length - 1)) as { detail: string }[]
      )
        .map((r) => r.detail)
        .join('\n');
    expect(plan(MARK_HANDLED)).toContain('USING INDEX inbound_unhandled');
    expect(plan(SELECT_UNHANDLED)).toContain('USING INDEX inbound_unhandled');
    // The open tasks of a conversation: the partial index of unfinished ones, never a scan of
    // every task it had (status is no longer part of the conversation index's key).
    expect(plan(SELECT_OPEN)).toContain('USING INDEX tasks_open_or_failed');
    expect(plan(SELECT_OPEN_TURN)).toContain('USING INDEX tasks_open_or_failed');
    expect(plan(SELECT_FAILED_TURN)).toContain('USING INDEX tasks_open_or_failed');
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

describe('statements of our own beside kysely', () => {
  it('wait for a transaction kysely has open instead of joining it', async () => {
    const { store: s } = await store();
    const log = new MessageLog(s.db, () => 1000);
    let resume: () => void = () => {};
    const paused = new Promise<void>((r) => {
      resume = r;
    });
    const rolledBack = s.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('inbound_messages')
          .values({
            agent: 'Heidi',
            chat_id: '7',
            msg_id: 1,
            sender_id: '7',
            date: 0,
            body: '{}',
            received_at: 0,
            handled: 0,
            accepted_at: null,
          })
          .execute();
        await paused;
        throw new Error('rolled back');
      })
      .catch((err: unknown) => err);
    // Started while the transaction is open: it must run after the rollback, so it stays.
    const remembered = log.remember('Heidi', inbound({ id: 2, chatId: '7' }));
    resume();
    expect(String(await rolledBack)).toContain('rolled back');
    expect(await remembered).toBe(true);
    expect(await log.get('Heidi', '7', 1)).toBeUndefined();
    expect((await log.get('Heidi', '7', 2))?.id).toBe(2);
  });

  it('run in the transaction they are given, and are undone with it', async () => {
    const { store: s } = await store();
    const outcome = await sqlOf(s.db)
      .transaction(async (trx) => {
        await new MessageLog(trx.db, () => 1000).remember('Heidi', inbound({ id: 3, chatId: '7' }));
        throw new Error('undo');
      })
      .catch((err: unknown) => String(err));
    expect(outcome).toContain('undo');
    expect(await new MessageLog(s.db, () => 1000).get('Heidi', '7', 3)).toBeUndefined();
  });
});

describe('history windows', () => {
  it('writes a window again only where a message is new or changed', async () => {
    const { store: s, file } = await store();
    const log = new MessageLog(s.db, () => 1000);
    const window = [
      inbound({ id: 1, chatId: '7', text: 'one' }),
      inbound({ id: 2, chatId: '7', text: 'two' }),
    ];
    await log.rememberAll('Heidi', window);
    // Changed behind the log's back: an unchanged window does not write it again…
    const raw = openSqlite(file);
    raw.prepare("UPDATE inbound_messages SET body = 'elsewhere' WHERE msg_id = 1").run();
    // (a turn also stores the reply chain it fetched, in a call of its own)
    await log.rememberAll('Heidi', [inbound({ id: 9, chatId: '7', text: 'replied to' })]);
    await log.rememberAll('Heidi', window);
    expect(raw.prepare('SELECT body FROM inbound_messages WHERE msg_id = 1').get()).toEqual({
      body: 'elsewhere',
    });
    // …but an edited message and a new one are written.
    const edited = inbound({ id: 1, chatId: '7', text: 'one, edited' });
    await log.rememberAll('Heidi', [
      edited,
      window[1] ?? edited,
      inbound({ id: 3, chatId: '7', text: 'three' }),
    ]);
    raw.close();
    expect(await log.get('Heidi', '7', 1)).toEqual(edited);
    expect((await log.get('Heidi', '7', 3))?.text).toBe('three');
  });

  it('remembers about one window per chat: what the window slid past is forgotten, the window is not', async () => {
    const { store: s, file } = await store();
    const log = new MessageLog(s.db, () => 1000);
    const message = (id: number) => inbound({ id, chatId: '7', text: `message ${id}` });
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
    await log.rememberAll('Heidi', range(1, 100));
    // Two hundred messages come in one by one; a turn later reads the newest hundred.
    for (const m of range(101, 300)) await log.accept('Heidi', m);
    const raw = openSqlite(file);
    raw.prepare("UPDATE inbound_messages SET body = 'elsewhere'").run();
    const stored = (id: number) =>
      (raw.prepare('SELECT body FROM inbound_messages WHERE msg_id = ?').get(id) as { body: string }).body;
    await log.rememberAll('Heidi', range(201, 300));
    // The newest window was remembered whole: nothing of it is written again…
    expect(range(201, 300).filter((m) => stored(m.id) !== 'elsewhere')).toEqual([]);
    // …but the first window was slid past and forgotten, so it is written again when read.
    await log.rememberAll('Heidi', range(1, 5));
    expect([1, 2, 3, 4, 5].map(stored)).toEqual(range(1, 5).map((m) => JSON.stringify(m)));
    raw.close();
  });

  it('counts a message taken in as written once its transaction commits, and only then', async () => {
    const { store: s, file } = await store();
    const log = new MessageLog(s.db, () => 1000);
    const kept = inbound({ id: 1, chatId: '7', text: 'kept' });
    const undone = inbound({ id: 2, chatId: '7', text: 'undone' });
    await sqlOf(s.db).transaction(async (trx) => {
      await log.in(trx.db).accept('Heidi', kept);
    });
    await sqlOf(s.db)
      .transaction(async (trx) => {
        await log.in(trx.db).accept('Heidi', undone);
        throw new Error('rolled back');
      })
      .catch(() => {});
    const raw = openSqlite(file);
    raw.prepare("UPDATE inbound_messages SET body = 'elsewhere' WHERE msg_id = 1").run();
    // The window that follows: the committed message is not written again, the undone one is.
    await log.rememberAll('Heidi', [kept, undone]);
    expect(raw.prepare('SELECT msg_id, body FROM inbound_messages ORDER BY msg_id').all()).toEqual([
      { msg_id: 1, body: 'elsewhere' },
      { msg_id: 2, body: JSON.stringify(undone) },
    ]);
    raw.close();
  });
});

describe('a reply', () => {
  const ANSWER = '# «send»\nHello there!\n\n# «send»\nHow was your day?';

  /** The statements of one reply (a message in, two sends), as `run` wires the engine. */
  async function replyCost(statusReactions = false) {
    const { file } = await store();
    const counting = { on: false, statements: [] as string[] };
    const counted = await openStore(`${file}.counted`, {
      onStatement: (sql) => {
        if (counting.on) counting.statements.push(sql.replace(/\s+/g, ' ').slice(0, 80));
      },
    });
    const sim = await createSimWorld({
      clock: systemClock,
      log: memoryLogger(),
      telegram: {
        ...people,
        chats: [
          { id: '7', kind: 'direct', title: 'Alice' },
          { id: '8', kind: 'direct', title: 'Bob' },
        ],
      },
      model: { server: new ScriptedGeminiServer(async () => textResponse(ANSWER), { estimateUsage: true }) },
      store: counted,
      persona: () =>
        persona({
          name: 'Heidi',
          statusReactions,
          typing: { ...DEFAULT_TYPING, minSeconds: 0, maxSeconds: 0 },
        }),
      prompts: () => prompts(),
      engine: { settings: { debounceMs: 0 } },
      acceptIncoming: true,
      operated: true,
    });
    cleanups.unshift(async () => {
      await sim.runtime.stop();
      await sim.close();
      await counted.close();
    });
    const reply = async (chatId: string) => {
      counting.statements = [];
      counting.on = true;
      sim.simulator.receive(chatId, { from: chatId, text: 'hi!' });
      await sim.runtime.idle();
      counting.on = false;
      return counting.statements;
    };
    const reactions = () => sim.simulator.actions.flatMap((a) => (a.type === 'react' ? [a.emoji] : []));
    return { reply, sends: () => sim.simulator.actions.filter((a) => a.type === 'send').length, reactions };
  }

  it('costs a fixed number of statements and five commits, then two of the journal, in a new chat and in a known one', async () => {
    const { reply, sends } = await replyCost();
    await reply('8'); // warm-up: the process's first turn
    // Counted, not timed: a statement or a commit more on every reply fails here.
    const first = await reply('7');
    expect(sends()).toBe(4);
    // The turn's journal entry looks up where the chat's last turn stored its parts: none here.
    expect(first).toHaveLength(33);
    // Commits are what a reply's writes cost most (each one writes the WAL): the message's
    // arrival, the turn's claim, its plan, and each send (with the next task's claim; the last
    // one with the turn's closing report, which has nothing to show outside). The journal
    // writes the turn and then its actions after them, each in a commit of its own (the actions
    // in one statement).
    expect(commitsOf(first)).toBe(7);
    expect(first.filter((s) => s.toUpperCase() === 'BEGIN')).toHaveLength(5);
    // The chat's open tasks are in memory now, but its window holds the two messages sent
    // before, stored once (with the plan); pauses are never read again, memory in one statement
    // and the chat's plans in one more (the standing context lists them).
    const next = await reply('7');
    expect(next).toHaveLength(34);
    expect(commitsOf(next)).toBe(7);
    expect(next.filter((s) => s.startsWith('INSERT INTO inbound_messages'))).toHaveLength(2);
    expect(next.filter((s) => /chat_pauses/.test(s))).toEqual([]);
    // The report finds its plan and its sends' deliveries in memory: this process stored them.
    expect(next.filter((s) => /WHERE graph_id = \? ORDER BY/.test(s))).toEqual([]);
    expect(next.filter((s) => /FROM deliveries/.test(s))).toEqual([]);
    expect(next.filter((s) => /memory_entries|summaries|'summary'/.test(s))).toHaveLength(1);
    expect(next.filter((s) => /what, time_zone/.test(s))).toHaveLength(1);
    // The window and the model call's token counts are written with the plan, not on their own;
    // the journal is not.
    const plan = transactionOf(next, 'INSERT INTO model_usage');
    expect(plan.filter((s) => /^INSERT INTO inbound_messages/.test(s))).toHaveLength(1);
    expect(plan.filter((s) => /turn_journal|journal_parts/.test(s))).toEqual([]);
    // The journal reuses the parts the chat's previous turn stored, and stores the new ones once.
    const journalled = transactionOf(next, 'insert into "turn_journal"');
    expect(journalled.filter((s) => s.startsWith('insert into "journal_parts"'))).toHaveLength(1);
    // The report completes in the transaction of the last send's delivery.
    const last = transactionOf(next, "UPDATE tasks SET status = 'done', attempts");
    expect(last.filter((s) => s.startsWith('INSERT INTO deliveries'))).toHaveLength(1);
    expect(last.filter((s) => /^UPDATE tasks SET status = 'done'/.test(s))).toHaveLength(2);
  });

  it('keeps the report a commit of its own when it shows a status reaction, so a restart shows it', async () => {
    const { reply, sends, reactions } = await replyCost(true);
    await reply('8');
    const shownBefore = reactions().length;
    const next = await reply('7');
    expect(sends()).toBe(4);
    // The message's status ends at 🏆, shown by the report, which ran on its own after the last send.
    expect(reactions().slice(shownBefore).at(-1)).toBe('🏆');
    expect(commitsOf(next)).toBe(8);
    const last = transactionOf(next, "UPDATE tasks SET status = 'done', attempts");
    expect(last.filter((s) => s.startsWith('INSERT INTO deliveries'))).toEqual([]);
  });
});

/** Write transactions in `statements`: each BEGIN, and each write outside one (it commits alone). */
function commitsOf(statements: readonly string[]): number {
  let commits = 0;
  let inTransaction = false;
  for (const s of statements) {
    const statement = s.toUpperCase();
    if (statement === 'BEGIN') {
      inTransaction = true;
      commits++;
    } else if (statement === 'COMMIT' || statement === 'ROLLBACK') inTransaction = false;
    else if (!inTransaction && /^(INSERT|UPDATE|DELETE)/.test(statement)) commits++;
  }
  return commits;
}

/** The statements of the transaction that holds `marker`. */
function transactionOf(statements: readonly string[], marker: string): string[] {
  const at = statements.findIndex((s) => s.startsWith(marker));
  const upper = statements.map((s) => s.toUpperCase());
  const begin = upper.lastIndexOf('BEGIN', at);
  const end = upper.indexOf('COMMIT', at);
  return statements.slice(begin, end + 1);
}

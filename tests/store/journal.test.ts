import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteJournalParts, deleteJournalTurns, TurnJournal } from '../../src/store/journal.js';
import { unpackTurn } from '../../src/store/journal-pack.js';
import type { Db } from '../../src/store/schema.js';
import type { JournalAction, JournalTurn } from '../../src/tasks/journal.js';
import { tempStore } from '../helpers.js';
import { chance, seedFrom } from '../property.js';

const HOUR = 3_600_000;
const START = Date.parse('2026-03-02T00:00:00Z');

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function database(): Promise<Db> {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  return t.store.db;
}

/** What happens before one turn of a chat: who writes, whether its memory or configuration changed. */
const step = fc.record({
  chat: fc.integer({ min: 0, max: 2 }),
  written: fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 }),
  /** An earlier message of the window is edited (its text changes, so do its parts). */
  edited: chance(20),
  remembered: chance(20),
  reconfigured: chance(10),
  /** The turn failed before it asked the model: no request, no snapshot. */
  failedEarly: chance(10),
  /** The same turn recorded again (a retry after a crash). */
  again: chance(10),
  /** A new process: the journal knows nothing of the turns before. */
  restart: chance(10),
  hoursLater: fc.integer({ min: 1, max: 72 }),
});

interface ChatState {
  agent: string;
  chatId: string;
  messages: { id: number; text: string; editDate?: number }[];
  summaries: string[];
  version: number;
}

/** A turn as the engine journals it, with the chat's window rendered the way a request holds it. */
function turnOf(chat: ChatState, n: number, at: number, failedEarly: boolean): JournalTurn {
  const window = chat.messages.slice(-6);
  const turn: JournalTurn = {
    turnId: `received-${String(n).padStart(4, '0')}`,
    agent: chat.agent,
    chatId: chat.chatId,
    at,
    trigger: 'message',
    targetId: window.at(-1)?.id,
    steps: [{ type: 'send', params: { text: `answer ${n}` } }],
    issues: [],
    withheld: [],
    tasks: [{ type: 'send', params: { text: `answer ${n}` } }],
  };
  if (failedEarly) return { ...turn, steps: [], tasks: [], error: 'model unavailable' };
  const memory = { summaries: chat.summaries.map((text) => ({ text })), notes: [], people: [] };
  return {
    ...turn,
    request: {
      model: 'gemini-test',
      systemInstruction: `You are ${chat.agent} (config ${chat.version}) in chat ${chat.chatId}.`,
      generationConfig: { temperature: 1 },
      contents: [
        ...(chat.summaries.length > 0
          ? [{ role: 'user', parts: [{ text: chat.summaries.join('\n') }] }]
          : []),
        // Messages may render alike (a part the turn holds twice) and the newest one may be empty.
        ...window.map((m) => ({
          role: 'user',
          parts: [{ text: m.id % 3 === 0 ? m.text : `⟦#${m.id}⟧\n${m.text}` }],
        })),
        { role: 'user', parts: [{ text: `⟦Now: turn ${n}⟧` }] },
      ],
    },
    reply: { kind: 'text', text: `# «send»\nanswer ${n}` },
    snapshot: {
      nowMs: at,
      me: { id: '42', name: chat.agent },
      chat: { id: chat.chatId, kind: 'direct', title: `Chat ${chat.chatId}` },
      messages: window.map((m) => ({ chatId: chat.chatId, id: m.id, text: m.text, editDate: m.editDate })),
      descriptions: {},
      memory,
    },
  };
}

function actionOf(turn: JournalTurn): JournalAction {
  return {
    taskId: `send-${turn.turnId}`,
    type: 'send',
    params: { text: 'sent' },
    status: 'done',
    delivered: true,
  };
}

/** Every turn of the journal as stored, read back and written as JSON. */
async function stored(journal: TurnJournal, turns: readonly JournalTurn[]): Promise<Map<string, string>> {
  const back = new Map<string, string>();
  for (const turn of turns) {
    const entry = await journal.get(turn.turnId);
    if (entry) back.set(turn.turnId, JSON.stringify(entry.turn));
  }
  return back;
}

describe('the turn journal', () => {
  it('reads and settles a row written before parts were stored apart', async () => {
    const db = await database();
    const chat: ChatState = {
      agent: 'Heidi',
      chatId: '7',
      messages: [{ id: 1, text: 'hi' }],
      summaries: [],
      version: 1,
    };
    const turn = turnOf(chat, 1, START, false);
    await db
      .insertInto('turn_journal')
      .values({
        turn_id: turn.turnId,
        agent: turn.agent,
        chat_id: turn.chatId,
        at: turn.at,
        trigger: turn.trigger,
        target_id: turn.targetId ?? null,
        graph_id: 'graph-1',
        body: JSON.stringify(turn),
        actions: null,
        updated_at: START,
        packed: null,
        packed_actions: null,
      })
      .execute();
    const journal = new TurnJournal(db, () => START);
    await journal.settle('graph-1', [actionOf(turn)]);
    const entry = await journal.get(turn.turnId);
    expect(JSON.stringify(entry?.turn)).toBe(JSON.stringify(turn));
    expect(entry?.actions).toEqual([actionOf(turn)]);
    // The chat's next turn stores its parts anew: the old row names none.
    await journal.record(turnOf(chat, 2, START + HOUR, false), 'graph-2');
    expect(JSON.stringify((await journal.ofChat('Heidi', '7')).map((e) => e.turn.turnId))).toBe(
      JSON.stringify(['received-0002', 'received-0001']),
    );
  });

  it('rebuilds every turn byte for byte, and after pruning keeps exactly the parts the kept turns use', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 100 }),
        async (steps, cutAt) => {
          const db = await database();
          const now = () => START;
          let journal = new TurnJournal(db, now);
          const chats: ChatState[] = [
            { agent: 'Heidi', chatId: '7', messages: [], summaries: [], version: 1 },
            { agent: 'Heidi', chatId: '8', messages: [], summaries: [], version: 1 },
            { agent: 'Mira', chatId: '7', messages: [], summaries: [], version: 1 },
          ];
          const latest = new Map<string, JournalTurn>();
          const recorded = new Map<string, JournalTurn>();
          let at = START;
          let nextId = 1;
          for (const [n, s] of steps.entries()) {
            const chat = chats[s.chat] as ChatState;
            at += s.hoursLater * HOUR;
            for (const text of s.written) chat.messages.push({ id: nextId++, text });
            const edited = chat.messages.at(-2);
            if (s.edited && edited) Object.assign(edited, { text: `${edited.text} (edited)`, editDate: n });
            if (s.remembered) chat.summaries.push(`summary ${n}`);
            if (s.reconfigured) chat.version++;
            if (s.restart) journal = new TurnJournal(db, now);
            const key = `${chat.agent}/${chat.chatId}`;
            const previous = latest.get(key);
            const turn = s.again && previous ? previous : turnOf(chat, n, at, s.failedEarly);
            await journal.record(turn, `graph-${n}`);
            latest.set(key, turn);
            recorded.set(turn.turnId, turn);
          }
          // Every turn reads back exactly as it was written, in a new process too, and keeps
          // its plan's actions once settled.
          for (const turn of recorded.values()) {
            const graphId = (await journal.get(turn.turnId))?.graphId ?? '';
            await journal.settle(graphId, [actionOf(turn)]);
          }
          const back = await stored(new TurnJournal(db, now), [...recorded.values()]);
          for (const turn of recorded.values()) expect(back.get(turn.turnId)).toBe(JSON.stringify(turn));
          for (const turn of recorded.values())
            expect((await journal.get(turn.turnId))?.actions).toEqual([actionOf(turn)]);

          // Heidi's journal is pruned at some turn's time (in small batches); Mira's is left alone.
          const times = [...recorded.values()].map((t) => t.at).sort((x, y) => x - y);
          const cutoff = times[Math.floor((cutAt / 100) * (times.length - 1))] ?? START;
          while ((await deleteJournalTurns(db, 'Heidi', cutoff, 2)) === 2);
          while ((await deleteJournalParts(db, 'Heidi', cutoff, 2)) === 2);
          const kept = await stored(new TurnJournal(db, now), [...recorded.values()]);
          for (const turn of recorded.values()) {
            expect(kept.has(turn.turnId)).toBe(turn.agent === 'Mira' || turn.at >= cutoff);
            if (kept.has(turn.turnId)) expect(kept.get(turn.turnId)).toBe(JSON.stringify(turn));
          }
          // No parts row is left that no kept turn names.
          const named = new Set([...(await packedRows(db)).values()].flatMap((p) => p.rows));
          const rows = await db.selectFrom('journal_parts').select('id').execute();
          expect(rows.map((r) => r.id).filter((id) => !named.has(id))).toEqual([]);
        },
      ),
      { numRuns: 30, seed: seedFrom('JOURNAL_SEED') },
    );
  });
});

async function packedRows(db: Db) {
  const rows = await db.selectFrom('turn_journal').select(['turn_id', 'packed']).execute();
  return new Map(rows.flatMap((r) => (r.packed ? [[r.turn_id, unpackTurn(r.packed)] as const] : [])));
}

import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { carriedMessages, moveChatState } from '../../src/store/chat-move.js';
import { EventRepo } from '../../src/store/events.js';
import { MemoryRepo } from '../../src/store/memory.js';
import { MessageLog } from '../../src/store/messages.js';
import { openStore, type Store } from '../../src/store/open.js';
import { isCarriedId } from '../../src/telegram/types.js';
import { inbound } from '../helpers.js';
import { seedFrom } from '../property.js';

const OLD = '-4001';
const NEW = '-1009001';

const opened: Store[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

async function store() {
  const s = await openStore(':memory:');
  opened.push(s);
  return {
    db: s.db,
    messages: new MessageLog(s.db, () => 1_000),
    memory: new MemoryRepo(s.db, () => 1_000),
    events: new EventRepo(s.db, () => 1_000),
  };
}

/** A chat's stored ids (distinct, positive), and which of them reply to an earlier one. */
const history = fc
  .uniqueArray(fc.integer({ min: 1, max: 400 }), { minLength: 0, maxLength: 25 })
  .map((ids) => [...ids].sort((a, b) => a - b));

describe('moving a chat to its new id (a basic group upgraded to a supergroup)', () => {
  it('carries the old chat’s messages over below 1, in order, with their replies, beside the new chat’s own', async () => {
    await fc.assert(
      fc.asyncProperty(history, history, fc.boolean(), async (oldIds, newIds, summarised) => {
        const s = await store();
        const old = oldIds.map((id, i) =>
          inbound({ id, chatId: OLD, text: `old ${id}`, replyToId: i > 0 ? oldIds[i - 1] : undefined }),
        );
        const own = newIds.map((id) => inbound({ id, chatId: NEW, text: `new ${id}` }));
        await s.messages.rememberAll('P', [...old, ...own]);
        const [first, last] = [oldIds[0], oldIds.at(-1)];
        if (summarised && first !== undefined && last !== undefined)
          await s.memory.addSummary('P', OLD, {
            firstId: first,
            lastId: last,
            firstDate: 1,
            lastDate: 2,
            text: 'so far',
          });

        const moved = await moveChatState(s.db, 'P', OLD, NEW);
        expect(moved.messages).toBe(oldIds.length);
        expect(await carriedMessages(s.db, 'P', OLD, 1_000)).toEqual([]);
        const carried = await carriedMessages(s.db, 'P', NEW, 1_000);
        // Every old message, in its order, each with an id of 0 or less and the old chat's text.
        expect(carried.map((m) => m.text)).toEqual(old.map((m) => m.text));
        expect(carried.every((m) => m.chatId === NEW && isCarriedId(m.id))).toBe(true);
        expect(carried.at(-1)?.id ?? 0).toBe(0);
        // A reply still points at the message it answered.
        for (const [i, m] of carried.entries())
          expect(m.replyToId).toBe(i > 0 ? carried[i - 1]?.id : undefined);
        // The new chat's own messages are untouched.
        for (const m of own) expect((await s.messages.get('P', NEW, m.id))?.text).toBe(m.text);
        // A summary keeps covering the same messages, and none of the new chat's.
        const summaries = await s.memory.summaries('P', NEW);
        if (summarised && carried.length > 0)
          expect(summaries.map((x) => [x.firstId, x.lastId])).toEqual([[carried[0]?.id, 0]]);
        else expect(summaries).toEqual([]);

        // Told again: nothing more moves.
        expect(await moveChatState(s.db, 'P', OLD, NEW)).toMatchObject({ messages: 0, summaries: 0 });
        expect(await carriedMessages(s.db, 'P', NEW, 1_000)).toEqual(carried);
      }),
      { numRuns: 40, seed: seedFrom('CHAT_MOVE_SEED', 20261127) },
    );
  });

  it('moves notes, the chat memories and facts were learned in, and plans; another persona’s stay', async () => {
    const s = await store();
    await s.memory.write('P', 'note', OLD, { text: 'they plan a trip' }, 50);
    await s.memory.write('P', 'note', OLD, { text: 'Bob is new' }, 50);
    await s.memory.write('P', 'note', NEW, { text: 'already here' }, 50);
    await s.memory.write('P', 'memory', OLD, { text: 'I promised to bring cake' }, 50);
    await s.memory.writePerson('P', '7', { chat: OLD, text: 'likes hiking' }, 50);
    await s.memory.writePerson('P', '8', { chat: OLD, text: 'old fact' }, 50);
    await s.memory.writePerson('P', '8', { chat: NEW, text: 'new fact' }, 50);
    await s.memory.write('Q', 'note', OLD, { text: 'another persona' }, 50);
    await s.events.write('P', OLD, {
      what: 'ask about the trip',
      timeZone: 'UTC',
      rule: { startDay: 1, startMinute: 60 },
      done: 0,
      nextAt: 5_000,
    });

    const moved = await moveChatState(s.db, 'P', OLD, NEW);
    expect(moved).toMatchObject({ notes: 2, events: 1 });
    // The note ids the new chat already used are not overwritten: the clash gets the next one.
    expect((await s.memory.notes('P', NEW)).map((n) => [n.id, n.text]).sort()).toEqual([
      ['n1', 'already here'],
      ['n2', 'Bob is new'],
      ['n3', 'they plan a trip'],
    ]);
    expect(await s.memory.notes('P', OLD)).toEqual([]);
    expect((await s.memory.notes('Q', OLD)).map((n) => n.text)).toEqual(['another persona']);
    const shown = await s.memory.forChat('P', NEW, ['7', '8']);
    expect(shown.memories.map((m) => m.text)).toEqual(['I promised to bring cake']);
    // A fact learned in the group is the new group's; one learned in both keeps the new chat's.
    expect(shown.people.map((p) => p.text).sort()).toEqual(['likes hiking', 'new fact']);
    expect((await s.events.ofChat('P', NEW)).map((e) => e.what)).toEqual(['ask about the trip']);
    expect(await s.events.ofChat('P', OLD)).toEqual([]);
  });
});

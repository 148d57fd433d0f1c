import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { prepared } from '../../src/store/prepared.js';
import type { Db } from '../../src/store/schema.js';
import { tempStore } from '../helpers.js';
import { seedFrom } from '../property.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** Messages of some chats, with a constant in the query beside the parameters. */
const newer = (db: Db, p: { chatId: string; after: number }) =>
  db
    .selectFrom('inbound_messages')
    .select(['chat_id', 'msg_id'])
    .where('agent', '=', 'Heidi')
    .where('chat_id', '=', p.chatId)
    .where('msg_id', '>', p.after)
    .orderBy('msg_id');

describe('a prepared query', () => {
  it('answers each call with its own values, as the same query built anew does', async () => {
    const t = await tempStore();
    cleanups.push(t.cleanup);
    const { db } = t.store;
    for (const agent of ['Heidi', 'Other'])
      for (const chat of ['1', '2', '3'])
        for (let id = 1; id <= 8; id++)
          await db
            .insertInto('inbound_messages')
            .values({
              agent,
              chat_id: chat,
              msg_id: id,
              sender_id: 's',
              date: 0,
              body: '{}',
              received_at: 0,
              handled: 0,
              accepted_at: null,
            })
            .execute();
    const query = prepared(newer);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('1', '2', '3', '4'),
        fc.integer({ min: -1, max: 9 }),
        async (chatId, after) => {
          const params = { chatId, after };
          expect((await query(db, params)).rows).toEqual(await newer(db, params).execute());
        },
      ),
      { numRuns: 60, seed: seedFrom('PREPARED_SEED', 20261127) },
    );
  });

  it('runs in the transaction it is given', async () => {
    const t = await tempStore();
    cleanups.push(t.cleanup);
    const { db } = t.store;
    const pause = prepared((d, p: { chatId: string }) =>
      d.insertInto('chat_pauses').values({ agent: 'Heidi', chat_id: p.chatId, paused_at: 1 }),
    );
    await expect(
      db.transaction().execute(async (trx) => {
        await pause(trx, { chatId: '7' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await pause(db, { chatId: '8' });
    expect(await db.selectFrom('chat_pauses').select('chat_id').execute()).toEqual([{ chat_id: '8' }]);
  });
});

import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRepo } from '../../src/store/memory.js';
import { MessageLog } from '../../src/store/messages.js';
import { openStore, type Store } from '../../src/store/open.js';
import { ftsQuery, SqliteSearch } from '../../src/store/search.js';
import { inbound } from '../helpers.js';

let opened: Store | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

describe('recall search', () => {
  it('quotes every word, so nothing the model writes is read as an FTS5 operator', () => {
    expect(ftsQuery('Mia\'s birthday OR "NEAR" -cake')).toBe(
      '"mia" OR "s" OR "birthday"* OR "or" OR "near"* OR "cake"*',
    );
    expect(ftsQuery('Mia birthday', 'AND')).toBe('"mia" AND "birthday"*');
    expect(ftsQuery('  ?!  ')).toBeUndefined();
  });

  it('finds a chat’s messages and summaries, never another chat’s, and follows edits and deletions', async () => {
    opened = await openStore(':memory:');
    const log = new MessageLog(opened.db, () => 1);
    const search = new SqliteSearch(opened.db);
    await log.rememberAll('P', [
      inbound({ id: 1, chatId: '-100', text: 'The lighthouse keeper retired' }),
      inbound({ id: 2, chatId: '-100', text: 'Bob likes birthdays', senderName: 'Bob' }),
      inbound({ id: 3, chatId: '-100', out: true, text: 'Happy birthday!' }),
      inbound({ id: 1, chatId: '7', text: 'My birthday is on 14 April, keep it secret' }),
    ]);
    await new MemoryRepo(opened.db, () => 1).addSummary('P', '-100', {
      firstId: 1,
      lastId: 1,
      firstDate: 0,
      lastDate: 5_000,
      text: 'Alice planned a birthday surprise for Mia',
    });
    const group = await search.recall('P', '-100', 'birthday', 8);
    expect(group.map((h) => [h.source, h.id]).sort()).toEqual([
      ['message', 2],
      ['message', 3],
      ['summary', 1],
    ]);
    expect(group.find((h) => h.id === 3)?.from).toBe('you');
    // The direct chat's secret is found only in the direct chat.
    expect((await search.recall('P', '7', 'birthday secret', 8)).map((h) => h.text)).toEqual([
      'My birthday is on 14 April, keep it secret',
    ]);
    expect(await search.recall('P', '-100', 'secret', 8)).toEqual([]);
    expect(await search.recall('Q', '7', 'secret', 8)).toEqual([]);
    expect(await search.recall('P', '-100', 'birthday', 1)).toHaveLength(1);
    // What holds every word comes before what holds only one.
    expect((await search.recall('P', '-100', 'birthday surprise', 8))[0]?.source).toBe('summary');
    // An edit changes what is found; a deletion (retention's too) removes it.
    await log.rememberAll('P', [inbound({ id: 2, chatId: '-100', text: 'Bob likes kites' })]);
    expect((await search.recall('P', '-100', 'kites', 8)).map((h) => h.id)).toEqual([2]);
    await sql`DELETE FROM inbound_messages WHERE chat_id = '-100'`.execute(opened.db);
    expect((await search.recall('P', '-100', 'birthday kites', 8)).map((h) => h.source)).toEqual(['summary']);
  });
});

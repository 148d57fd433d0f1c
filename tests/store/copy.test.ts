import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, openStoreCopy } from '../../src/store/open.js';
import { TelegramSessions } from '../../src/store/sessions.js';
import { tempDir } from '../helpers.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function databaseFile() {
  const tmp = tempDir();
  cleanups.push(tmp.cleanup);
  return path.join(tmp.dir, 'state', 'agent.sqlite');
}

describe('an in-memory copy of the state database', () => {
  it('is undefined when there is no database yet', async () => {
    expect(await openStoreCopy(databaseFile())).toBeUndefined();
  });

  it('holds what the file holds, also what is still in its write-ahead log, and takes writes that never reach the file', async () => {
    const file = databaseFile();
    const original = await openStore(file);
    cleanups.push(() => original.close());
    const sessions = new TelegramSessions(original.db, () => 0);
    await sessions.put('Heidi', 'stored-session', { id: '42', name: 'Heidi' });
    const before = readFileSync(file);

    const copy = await openStoreCopy(file);
    if (!copy) throw new Error('the database exists');
    const copied = new TelegramSessions(copy.db, () => 0);
    expect((await copied.get('Heidi'))?.session).toBe('stored-session');
    await copied.put('Heidi', 'changed-in-the-copy', { id: '42', name: 'Heidi' });
    expect((await copied.get('Heidi'))?.session).toBe('changed-in-the-copy');
    await copy.close();

    expect((await sessions.get('Heidi'))?.session).toBe('stored-session');
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

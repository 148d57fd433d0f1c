import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite, openStore } from '../../src/store/open.js';
import { probeSessions, TelegramSessions } from '../../src/store/sessions.js';
import { tempDir, tempStore } from '../helpers.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('TelegramSessions', () => {
  it('stores one session per persona and replaces it on a new login', async () => {
    const t = await tempStore();
    cleanup = t.cleanup;
    let now = 1000;
    const sessions = new TelegramSessions(t.store.db, () => now);
    expect(await sessions.get('Heidi')).toBeUndefined();
    await sessions.put('Heidi', '1AbC-session', { id: '42', name: 'Heidi B' });
    now = 2000;
    await sessions.put('Heidi', '1XyZ-session', { id: '42', name: 'Heidi Brandt' });
    expect(await sessions.get('Heidi')).toEqual({
      persona: 'Heidi',
      session: '1XyZ-session',
      userId: '42',
      userName: 'Heidi Brandt',
      updatedAt: 2000,
    });
    await sessions.delete('Heidi');
    expect(await sessions.get('Heidi')).toBeUndefined();
  });

  it('keeps the database that holds sessions readable by its owner only', async () => {
    const t = await tempStore();
    cleanup = t.cleanup;
    await new TelegramSessions(t.store.db, () => 0).put('Heidi', 'secret', { id: '42', name: 'Heidi' });
    expect(statSync(t.file).mode & 0o777).toBe(0o600);
    expect(statSync(`${t.file}-wal`).mode & 0o777).toBe(0o600);
  });
});

describe('probeSessions', () => {
  it('says who is logged in as whom, from a database it only reads', async () => {
    const t = await tempStore();
    cleanup = t.cleanup;
    await new TelegramSessions(t.store.db, () => 1234).put('Heidi', '1AbC-session', {
      id: '42',
      name: 'Heidi B',
    });
    expect(await probeSessions(t.file, ['Heidi', 'Marlow'])).toEqual([
      { kind: 'present', account: 'Heidi B', savedAt: 1234 },
      { kind: 'missing', reason: 'not logged in' },
    ]);
  });

  it('never creates a database, and explains one it cannot read', async () => {
    const tmp = tempDir();
    cleanup = async () => tmp.cleanup();
    const file = path.join(tmp.dir, 'state', 'agent.sqlite');
    expect(await probeSessions(file, ['Heidi'])).toEqual([
      { kind: 'missing', reason: 'no state database yet' },
    ]);
    expect(existsSync(file)).toBe(false);

    await (await openStore(file)).close();
    const raw = openSqlite(file);
    raw.prepare('DELETE FROM kysely_migration').run();
    raw.close();
    const [state] = await probeSessions(file, ['Heidi']);
    expect(state).toMatchObject({ kind: 'missing' });
    expect(state?.kind === 'missing' && state.reason).toMatch(
      /^cannot read the state database \(the state database .* is older than this version/,
    );
  });
});

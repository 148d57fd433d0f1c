import { statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { TelegramSessions } from '../../src/store/sessions.js';
import { tempStore } from '../helpers.js';

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

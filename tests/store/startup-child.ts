/**
 * One start of the state database for the start-up kill test (tests/store/startup-kill.ts): it
 * opens the store at DB_FILE (creating and migrating it as needed) and, with SEED set, stores a
 * Telegram session through the sessions repository, then closes. Each step is announced on
 * stdout (a pipe, written synchronously on Linux) so the parent knows when to kill it and what
 * was already done when it did.
 */
import { openSqlite, openStore } from '../../src/store/open.js';
import { TelegramSessions } from '../../src/store/sessions.js';

const file = process.env.DB_FILE;
if (!file) throw new Error('DB_FILE is not set');

// SQLite's native module loads on the first connection and takes longer than all the database
// work; loaded before the announcement, the kill moments fall on that work rather than on it.
openSqlite(':memory:').close();
process.stdout.write('opening\n');
const store = await openStore(file);
process.stdout.write('opened\n');
if (process.env.SEED) {
  await new TelegramSessions(store.db, () => 1000).put('Heidi', process.env.SEED, {
    id: '42',
    name: 'Heidi',
  });
  process.stdout.write('seeded\n');
}
await store.close();

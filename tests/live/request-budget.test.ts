import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../src/live/run.js';
import { openStore } from '../../src/store/open.js';
import { TelegramSessions } from '../../src/store/sessions.js';
import { createSessionClient } from '../../src/telegram/gramjs/client.js';
import { dialog, dialogsPage, peerUser, user } from '../telegram/gramjs/objects.js';
import { gramHarness, virtualTime } from '../telegram/gramjs/peer/harness.js';
import { rpcError } from '../telegram/gramjs/peer/tl.js';
import { liveProject, TELEGRAM_ENV } from './project.js';

/**
 * `run` for one virtual hour on the real GramJS client, an idle account (one read chat, nothing
 * new): what it costs in requests, method by method. GramJS pings every 9 s on its own; we add a
 * keep-alive a minute and a scan every 90 s, and nothing else.
 */

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const ALICE = user('7', 'Alice');
const HOUR = 60 * 60_000;

/** Most requests per hour of an idle persona, per method; anything else is not expected at all. */
const BUDGET: Record<string, number> = {
  'help.GetConfig': 1,
  'users.GetUsers': 2,
  'updates.GetState': 62,
  'messages.GetDialogs': 42,
  'contacts.GetBlocked': 42,
  'account.GetNotifySettings': 14,
  'messages.GetStickerSet': 1,
};

/** Lets real I/O (SQLite, files) run between steps of virtual time. */
const realTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('request budget of an idle persona on the real client', () => {
  it('one virtual hour stays within the budget of every method', async () => {
    const project = liveProject('scan_interval_seconds: 90');
    cleanups.push(project.cleanup);
    const { peer } = gramHarness();
    const store = await openStore(project.database);
    await new TelegramSessions(store.db, () => 0).put('Heidi', peer.sessionString(), {
      id: '42',
      name: 'Heidi',
    });
    await store.close();
    peer.on('messages.GetDialogs', () => dialogsPage([dialog(peerUser('7'), 10)], [ALICE]));
    peer.on('contacts.GetBlocked', () => new Api.contacts.Blocked({ blocked: [], chats: [], users: [] }));
    peer.on('account.GetNotifySettings', () => new Api.PeerNotifySettings({}));
    peer.on('messages.GetStickerSet', () => rpcError(400, 'STICKERSET_INVALID'));

    const time = virtualTime();
    cleanups.push(() => time.restore());
    let stop: (reason: string) => void = () => {};
    const logs: string[] = [];
    const running = run({
      configFile: project.config,
      env: TELEGRAM_ENV,
      write: (line) => logs.push(line),
      createClient: (_persona, session, credentials) =>
        createSessionClient(credentials, session, { networkSocket: peer.socketClass() }),
      clock: time.clock,
      random: () => 1,
      stopWhen: new Promise<string>((resolve) => {
        stop = resolve;
      }),
    });
    for (let ms = 0; ms < HOUR; ms += 1_000) {
      await time.advance(1_000);
      await realTurn();
    }
    const counts = peer.counts();
    stop('test over');
    for (let i = 0; i < 20; i++) {
      await time.advance(1_000);
      await realTurn();
    }
    expect(await running).toBe(0);

    expect(logs.some((l) => l.includes('persona is live'))).toBe(true);
    expect(peer.unscripted).toEqual([]);
    const over = Object.entries(counts).filter(([method, n]) => n > (BUDGET[method] ?? 0));
    expect(over, JSON.stringify(counts)).toEqual([]);
    // The scans did run: one at start and one every 90 s.
    expect(counts['messages.GetDialogs']).toBeGreaterThanOrEqual(40);
    expect(peer.pings).toBeGreaterThan(300);
  });
});

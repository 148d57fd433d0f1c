import { vi } from 'vitest';
import { systemClock } from '../../../../src/support/clock.js';
import { createSessionClient, type GramClient } from '../../../../src/telegram/gramjs/client.js';
import { DATE, ME_ID, user } from '../objects.js';
import { MtprotoPeer } from './peer.js';

/** API credentials the peer accepts (it checks none). */
export const PEER_CREDENTIALS = { apiId: 1, apiHash: 'peer-api-hash' };

/**
 * A scripted Telegram and a factory of real GramJS clients on its session, as `run` builds
 * them (`createSessionClient`), with only the socket class swapped for the peer's.
 */
export function gramHarness() {
  const peer = new MtprotoPeer({ self: user(ME_ID, 'Heidi', { username: 'heidi', self: true }) });
  const created: GramClient[] = [];
  const createClient = (): GramClient => {
    const client = createSessionClient(PEER_CREDENTIALS, peer.sessionString(), {
      networkSocket: peer.socketClass(),
    });
    created.push(client);
    return client;
  };
  return { peer, createClient, created };
}

/**
 * Virtual time for GramJS and us together: the global timers and `Date` are faked (GramJS's own
 * pings, sleeps and retry delays run on them), and our code runs on `systemClock`, which reads
 * the same faked timers. `advance` moves both, letting every promise settle on the way.
 */
export function virtualTime(startMs = DATE * 1000) {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    now: startMs,
  });
  return {
    clock: systemClock,
    advance: async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
    },
    /** Lets pending work settle without moving time. */
    settle: async () => {
      await vi.advanceTimersByTimeAsync(0);
    },
    restore: () => vi.useRealTimers(),
  };
}

import { Api, errors } from 'telegram';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../src/support/log.js';
import type { GramClient } from '../../../src/telegram/gramjs/client.js';
import {
  type AccountRefusedError,
  backoffMs,
  ConnectionStoppedError,
  GramConnection,
  SessionInvalidError,
} from '../../../src/telegram/gramjs/connection.js';
import { ManualClock, settle } from '../../manual-clock.js';
import { FakeGramClient } from './fake-client.js';

function setup(clients: FakeGramClient[], options: { connectTimeoutMs?: number; retryStart?: boolean } = {}) {
  const clock = new ManualClock(0);
  const log = memoryLogger();
  const created: FakeGramClient[] = [];
  const ready: { client: GramClient; reconnected: boolean; at: number }[] = [];
  const fatal: AccountRefusedError[] = [];
  const connection = new GramConnection({
    persona: 'Heidi',
    create: () => {
      const next = clients.shift() ?? new FakeGramClient();
      created.push(next);
      return next;
    },
    clock,
    log,
    keepAliveMs: 60_000,
    keepAliveTimeoutMs: 10_000,
    reconnectBaseMs: 1_000,
    reconnectMaxMs: 8_000,
    random: () => 1,
    onReady: async (client, reconnected) => {
      ready.push({ client, reconnected, at: clock.now() });
    },
    onFatal: (err) => fatal.push(err),
    ...options,
  });
  return { clock, log, connection, created, ready, fatal };
}

const getStates = (c: FakeGramClient) => c.sent(Api.updates.GetState).length;

/** A client on a network that takes the connection and then never answers. */
function silent(): FakeGramClient {
  const client = new FakeGramClient();
  client.connect = () => new Promise<boolean>(() => {});
  return client;
}

/** A client whose connection is refused by the network (no route, nothing listening). */
function unreachable(): FakeGramClient {
  const client = new FakeGramClient();
  // GramJS catches the socket's error, retries, and then answers false.
  client.connect = async () => false;
  return client;
}

const retries = (log: ReturnType<typeof memoryLogger>) =>
  log.entries
    .filter((e) => e.msg === 'could not connect to Telegram; trying again')
    .map((e) => [e.fields.attempt, e.fields.nextTryInS, e.fields.reason]);

describe('backoffMs', () => {
  it('doubles from the base up to the cap, jittered to between half and all of it', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => backoffMs(n, 1_000, 8_000, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ]);
    expect(backoffMs(3, 1_000, 8_000, () => 0)).toBe(2_000);
    expect(backoffMs(60, 1_000, 300_000, () => 0.5)).toBe(225_000);
  });
});

describe('GramConnection', () => {
  it('fails fast, without prompting, when the session is not authorised', async () => {
    const revoked = new FakeGramClient();
    revoked.authorized = false;
    const { connection, ready, created } = setup([revoked], { retryStart: true });
    const err = await connection.start().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SessionInvalidError);
    expect((err as Error).message).toBe(
      'the Telegram session is not logged in (revoked or logged out) for persona Heidi: run `character-agent login Heidi`',
    );
    expect(created).toHaveLength(1); // no retry: a revoked session stays revoked
    expect(revoked.destroyed).toBe(true);
    expect(ready).toEqual([]);
  });

  it('fails fast when Telegram refuses the API id, naming what to fix', async () => {
    const client = new FakeGramClient().failNext(
      'updates.GetState',
      new errors.RPCError('API_ID_INVALID', new Api.updates.GetState(), 400),
    );
    const { connection, created } = setup([client], { retryStart: true });
    const err = await connection.start().catch((e: unknown) => e);
    expect((err as Error).message).toBe(
      'Telegram refused TELEGRAM_API_ID / TELEGRAM_API_HASH (API_ID_INVALID): check them at https://my.telegram.org',
    );
    expect(created).toHaveLength(1);
  });

  it('makes one attempt without retryStart and says why it failed', async () => {
    const limited = setup([silent()], { connectTimeoutMs: 30_000 });
    const failed = limited.connection.start().catch((e: unknown) => e);
    await limited.clock.advance(29_000);
    expect(limited.created[0]?.destroyed).toBe(false);
    await limited.clock.advance(1_000);
    expect(((await failed) as Error).message).toBe(
      'Telegram did not answer within 30 s: check the network connection',
    );
    expect(limited.created[0]?.destroyed).toBe(true);
    expect(limited.ready).toEqual([]);

    const refused = setup([unreachable()]);
    expect(((await refused.connection.start().catch((e: unknown) => e)) as Error).message).toBe(
      'could not connect to Telegram: could not reach Telegram: the connection was refused or the network is down',
    );
  });

  it('with retryStart, tries again with growing delays, logging each attempt, until the network is back', async () => {
    const working = new FakeGramClient();
    const { clock, connection, ready, created, log } = setup(
      [silent(), unreachable(), silent(), unreachable(), unreachable(), working],
      { retryStart: true },
    );
    let connected = false;
    void connection.start().then(() => {
      connected = true;
    });
    // 60 s without an answer, 1 s pause, refused, 2 s, 60 s, 4 s, refused, 8 s, refused, 8 s (the cap).
    await clock.advance(60_000 + 1_000 + 2_000 + 60_000 + 4_000 + 8_000 + 8_000 - 1);
    expect(connected).toBe(false);
    expect(connection.connected).toBe(false);
    await clock.advance(1);
    expect(connected).toBe(true);
    expect(connection.connected).toBe(true);
    const noAnswer = 'Telegram did not answer within 60 s: check the network connection';
    const refused =
      'could not connect to Telegram: could not reach Telegram: the connection was refused or the network is down';
    expect(retries(log)).toEqual([
      [1, 1, noAnswer],
      [2, 2, refused],
      [3, 4, noAnswer],
      [4, 8, refused],
      [5, 8, refused],
    ]);
    expect(created.slice(0, 5).every((c) => c.destroyed)).toBe(true);
    expect(ready).toEqual([{ client: working, reconnected: false, at: 143_000 }]);
    expect(log.entries.at(-1)).toMatchObject({ msg: 'connected to Telegram', fields: { attempts: 6 } });
    await connection.stop();
  });

  it('takes a network failure while checking the session for what it is, not for a revoked session', async () => {
    // GramJS's checkAuthorization would answer false here: the session looked revoked.
    const dropped = new FakeGramClient().failNext(
      'updates.GetState',
      new Error('Cannot send requests while disconnected'),
    );
    const { clock, connection, ready, fatal } = setup([dropped], { retryStart: true });
    const started = connection.start();
    await clock.advance(1_000);
    await started;
    expect(ready.map((r) => r.at)).toEqual([1_000]);
    expect(fatal).toEqual([]);
    await connection.stop();
  });

  it('stops trying when stopped, and lets go of the client still connecting', async () => {
    const hanging = silent();
    const { clock, connection, created } = setup([hanging], { retryStart: true });
    const started = connection.start().catch((e: unknown) => e);
    await clock.advance(10_000);
    await connection.stop();
    expect(await started).toBeInstanceOf(ConnectionStoppedError);
    expect(hanging.destroyed).toBe(true);
    await clock.advance(600_000);
    expect(created).toHaveLength(1);
  });

  it('sends a keep-alive request on schedule', async () => {
    const first = new FakeGramClient();
    const { clock, connection, ready } = setup([first]);
    await connection.start();
    expect(ready).toEqual([{ client: first, reconnected: false, at: 0 }]);
    expect(getStates(first)).toBe(1); // the session check
    await clock.advance(60_000);
    await clock.advance(60_000);
    expect(getStates(first)).toBe(3);
    await connection.stop();
    expect(first.destroyed).toBe(true);
  });

  it('replaces a client that stops answering, with backoff, and hands the new one over', async () => {
    const first = new FakeGramClient();
    const second = new FakeGramClient();
    let stalled = false;
    // The connection stalls after the session check.
    first.on('updates.GetState', () =>
      stalled
        ? new Promise(() => {})
        : new Api.updates.State({ pts: 1, qts: 0, date: 0, seq: 0, unreadCount: 0 }),
    );
    const { clock, connection, ready, log } = setup([first, unreachable(), second]);
    await connection.start();
    stalled = true;
    await clock.advance(60_000 + 10_000); // first keep-alive times out
    await clock.advance(60_000 + 10_000); // second one too: reconnect
    expect(first.destroyed).toBe(true);
    expect(() => connection.current()).toThrow(/not connected/);
    await clock.advance(1_000); // a first pause, then the attempt (refused)
    await clock.advance(1_000); // the next attempt after the backoff
    expect(ready.map((r) => [r.client === second, r.reconnected])).toEqual([
      [false, false],
      [true, true],
    ]);
    // Calls reach the new client (through its guard).
    await connection.current().invoke(new Api.help.GetConfig());
    expect(second.sent(Api.help.GetConfig)).toHaveLength(1);
    expect(log.entries.map((e) => e.msg)).toEqual(
      expect.arrayContaining([
        'Telegram keep-alive failed',
        'reconnecting to Telegram',
        'could not connect to Telegram; trying again',
        'reconnected to Telegram',
      ]),
    );
    await connection.stop();
  });

  it('stops for good when Telegram revokes the session', async () => {
    const first = new FakeGramClient();
    const { clock, connection, fatal } = setup([first]);
    await connection.start();
    first.failNext(
      'updates.GetState',
      new errors.RPCError('AUTH_KEY_UNREGISTERED', new Api.help.GetConfig(), 401),
    );
    await clock.advance(60_000);
    await settle();
    expect(fatal.map((e) => e.message)).toEqual([
      'Telegram ended the session (AUTH_KEY_UNREGISTERED) for persona Heidi: run `character-agent login Heidi`',
    ]);
    await clock.advance(600_000);
    expect(getStates(first)).toBe(2);
    await connection.stop();
  });
});

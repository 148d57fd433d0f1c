import { Api, errors } from 'telegram';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../src/support/log.js';
import type { GramClient } from '../../../src/telegram/gramjs/client.js';
import { GramConnection, SessionInvalidError } from '../../../src/telegram/gramjs/connection.js';
import { ManualClock, settle } from '../../manual-clock.js';
import { FakeGramClient } from './fake-client.js';

function setup(clients: FakeGramClient[], connectTimeoutMs?: number) {
  const clock = new ManualClock(0);
  const log = memoryLogger();
  const created: FakeGramClient[] = [];
  const ready: { client: GramClient; reconnected: boolean }[] = [];
  const fatal: SessionInvalidError[] = [];
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
      ready.push({ client, reconnected });
    },
    onFatal: (err) => fatal.push(err),
    connectTimeoutMs,
  });
  return { clock, log, connection, created, ready, fatal };
}

const getStates = (c: FakeGramClient) => c.sent(Api.updates.GetState).length;

describe('GramConnection', () => {
  it('fails fast, without prompting, when the session is not authorised', async () => {
    const revoked = new FakeGramClient();
    revoked.authorized = false;
    const { connection, ready } = setup([revoked]);
    const err = await connection.start().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SessionInvalidError);
    expect((err as Error).message).toBe(
      'the Telegram session is not logged in (revoked or logged out) for persona Heidi: run `character-agent login Heidi`',
    );
    expect(revoked.destroyed).toBe(true);
    expect(ready).toEqual([]);
  });

  it('gives up on a Telegram that never answers when a connect timeout is set, and waits without one', async () => {
    const silent = () => {
      const client = new FakeGramClient();
      client.connect = () => new Promise<boolean>(() => {});
      return client;
    };
    const limited = setup([silent()], 30_000);
    const failed = limited.connection.start().catch((e: unknown) => e);
    await limited.clock.advance(29_000);
    expect(limited.created[0]?.destroyed).toBe(false);
    await limited.clock.advance(1_000);
    expect(((await failed) as Error).message).toBe(
      'Telegram did not answer within 30 s: check the network connection',
    );
    expect(limited.created[0]?.destroyed).toBe(true);
    expect(limited.ready).toEqual([]);

    const patient = setup([silent()]);
    let settled = false;
    void patient.connection.start().finally(() => {
      settled = true;
    });
    await patient.clock.advance(600_000);
    expect(settled).toBe(false);
  });

  it('sends a keep-alive request on schedule', async () => {
    const first = new FakeGramClient();
    const { clock, connection, ready } = setup([first]);
    await connection.start();
    expect(ready).toEqual([{ client: first, reconnected: false }]);
    await clock.advance(60_000);
    await clock.advance(60_000);
    expect(getStates(first)).toBe(2);
    await connection.stop();
    expect(first.destroyed).toBe(true);
  });

  it('replaces a client that stops answering, with backoff, and hands the new one over', async () => {
    const first = new FakeGramClient();
    const broken = new FakeGramClient();
    const second = new FakeGramClient();
    first.on('updates.GetState', () => new Promise(() => {})); // hangs: the connection stalled
    broken.connect = async () => {
      throw new Error('ECONNREFUSED');
    };
    const { clock, connection, ready, log } = setup([first, broken, second]);
    await connection.start();
    await clock.advance(60_000 + 10_000); // first keep-alive times out
    await clock.advance(60_000 + 10_000); // second one too: reconnect
    expect(first.destroyed).toBe(true);
    expect(() => connection.current()).toThrow(/not connected/);
    await clock.advance(1_000); // first attempt (broken)
    expect(broken.destroyed).toBe(true);
    await clock.advance(2_000); // second attempt after a doubled backoff
    expect(ready.map((r) => [r.client === second, r.reconnected])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect(connection.current()).toBe(second);
    expect(log.entries.map((e) => e.msg)).toEqual(
      expect.arrayContaining([
        'Telegram keep-alive failed',
        'reconnection failed',
        'reconnected to Telegram',
      ]),
    );
    await connection.stop();
  });

  it('stops for good when Telegram revokes the session', async () => {
    const first = new FakeGramClient();
    first.failNext(
      'updates.GetState',
      new errors.RPCError('AUTH_KEY_UNREGISTERED', new Api.help.GetConfig(), 401),
    );
    const { clock, connection, fatal } = setup([first]);
    await connection.start();
    await clock.advance(60_000);
    await settle();
    expect(fatal.map((e) => e.message)).toEqual([
      'Telegram ended the session (401: AUTH_KEY_UNREGISTERED (caused by help.GetConfig)) for persona Heidi: run `character-agent login Heidi`',
    ]);
    await clock.advance(600_000);
    expect(getStates(first)).toBe(1);
    await connection.stop();
  });
});

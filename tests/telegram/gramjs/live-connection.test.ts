import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessage, isRetryable } from '../../../src/support/errors.js';
import { AccountRefusedError, SessionInvalidError } from '../../../src/telegram/gramjs/connection.js';
import { big } from '../../../src/telegram/gramjs/peers.js';
import { ME_ID } from './objects.js';
import { accountRig, stopRig } from './peer/account-rig.js';
import { NO_ANSWER, rpcError } from './peer/tl.js';

/**
 * The connection on the real GramJS client, with only the network scripted (the peer): what a
 * live persona meets in its first hours — pings, drops of any length, a silent server, transient
 * errors while connecting, a session revoked elsewhere.
 */

let rig: ReturnType<typeof accountRig> | undefined;
afterEach(async () => {
  if (rig) await stopRig(rig);
  rig = undefined;
});

async function started(options: Parameters<typeof accountRig>[0] = {}) {
  rig = accountRig(options);
  const start = rig.connection.start();
  await rig.time.advance(100);
  await start;
  return rig;
}

const warnings = (r: NonNullable<typeof rig>, msg: string) => r.log.entries.filter((e) => e.msg === msg);

describe('update gaps on the real client', () => {
  it("GramJS's ping every 9 s is no gap: an idle minute starts no scan", async () => {
    const r = await started();
    await r.time.advance(60_000);
    expect(r.peer.pings).toBeGreaterThanOrEqual(6);
    expect(r.gaps).toEqual([]);
  });

  it('a real disconnection is one gap once GramJS is back; gaps are at least a minute apart', async () => {
    const r = await started();
    await r.time.advance(20_000);
    r.peer.drop();
    await r.time.advance(5_000);
    expect(r.gaps).toHaveLength(1);
    r.peer.drop();
    await r.time.advance(5_000);
    expect(r.gaps).toHaveLength(1);
    // The second one is not lost: it comes once the floor has passed.
    await r.time.advance(60_000);
    expect(r.gaps).toHaveLength(2);
    expect((r.gaps[1] as number) - (r.gaps[0] as number)).toBeGreaterThanOrEqual(60_000);
  });
});

describe('updates Telegram says it could not send, on the real client', () => {
  it.each([
    ['the account (UpdatesTooLong)', () => new Api.UpdatesTooLong()],
    ['one channel (UpdateChannelTooLong)', () => new Api.UpdateChannelTooLong({ channelId: big('5') })],
  ])('"too long" for %s is a gap', async (_label, update) => {
    const r = await started();
    r.peer.push(update());
    await r.time.advance(1_000);
    expect(r.gaps).toHaveLength(1);
  });
});

describe("a stranger's burst, on the real client", () => {
  it('looks the unknown sender up once, not twice a message', async () => {
    const r = await started();
    const got: string[] = [];
    r.telegram.onMessage((m) => got.push(m.text));
    for (let i = 0; i < 5; i++)
      r.peer.push(
        new Api.UpdateShortMessage({
          id: 20 + i,
          userId: big('9001'),
          message: `hi ${i}`,
          pts: 2 + i,
          ptsCount: 1,
          date: 0,
        }),
      );
    await r.time.advance(30_000);
    expect(got).toEqual(['hi 0', 'hi 1', 'hi 2', 'hi 3', 'hi 4']);
    const lookups = r.peer
      .sent(Api.users.GetUsers)
      .filter((q) =>
        (q.id as unknown[]).some((u) => u instanceof Api.InputUser && u.userId.toString() === '9001'),
      );
    expect(lookups).toHaveLength(1);
  });
});

describe('connecting on the real client', () => {
  it('a refused connection (connect() === false) fails the attempt at once, naming the network', async () => {
    rig = accountRig();
    rig.peer.network = 'refusing';
    const start = rig.connection.start().catch((err: unknown) => err);
    await rig.time.advance(10_000);
    const err = await start;
    expect(errorMessage(err)).toMatch(/could not reach Telegram/);
    expect(err).not.toBeInstanceOf(AccountRefusedError);
  });

  it('a server that takes the connection and never answers times the attempt out', async () => {
    rig = accountRig({ connectTimeoutMs: 30_000 });
    rig.peer.network = 'stalled';
    const start = rig.connection.start().catch((err: unknown) => err);
    await rig.time.advance(31_000);
    expect(errorMessage(await start)).toMatch(/did not answer within 30 s/);
  });

  it.each([
    ['FLOOD_WAIT_30', 420],
    ['Timeout', -503],
    ['RPC_CALL_FAIL', 500],
    ['INTERNAL_SERVER_ERROR', 500],
  ])('a transient %s while checking the session is no revoked session', async (message, code) => {
    rig = accountRig({ connectTimeoutMs: 30_000 });
    rig.peer.once('updates.GetState', rpcError(code, message), 10);
    const start = rig.connection.start().catch((err: unknown) => err);
    await rig.time.advance(31_000);
    const err = await start;
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(AccountRefusedError);
  });

  it.each([
    ['AUTH_KEY_UNREGISTERED', 401],
    ['SESSION_REVOKED', 401],
    ['SESSION_EXPIRED', 401],
    ['USER_DEACTIVATED', 401],
  ])('%s means log in again', async (message, code) => {
    rig = accountRig();
    rig.peer.once('updates.GetState', rpcError(code, message));
    const start = rig.connection.start().catch((err: unknown) => err);
    await rig.time.advance(1_000);
    expect(await start).toBeInstanceOf(SessionInvalidError);
  });

  it('Telegram forgetting the key (-404) while running stops the persona with the login hint, not "check the network"', async () => {
    const r = await started({ retryStart: true });
    // On a client after a reconnection too.
    r.peer.network = 'refusing';
    r.peer.drop();
    await r.time.advance(3 * 60_000);
    r.peer.heal();
    await r.time.advance(6 * 60_000);
    expect(r.ready).toEqual([false, true]);
    r.peer.transportError = -404;
    await r.time.advance(5 * 60_000);
    expect(r.fatal.map((e) => [e.name, e.exitCode])).toEqual([['SessionInvalidError', 77]]);
    expect(errorMessage(r.fatal[0])).toMatch(/-404.*login/);
  });

  it.each([
    ['a stored session that names its account', ME_ID, /-404.*login/, 5_000],
    ['a session that does not', undefined, /check the network/, 61_000],
  ])('Telegram forgetting the key (-404) at start, with %s', async (_label, selfId, says, withinMs) => {
    rig = accountRig({ selfId });
    rig.peer.transportError = -404;
    const start = rig.connection.start().catch((err: unknown) => err);
    await rig.time.advance(withinMs);
    const err = await start;
    expect(errorMessage(err)).toMatch(says);
    if (selfId) expect(err).toBeInstanceOf(SessionInvalidError);
  });

  it.each([['USER_MIGRATE_4'], ['NETWORK_MIGRATE_4']])(
    '%s after login stops the persona with one clear line, the session kept as it is',
    async (code) => {
      const r = await started({ retryStart: true });
      r.peer.once('updates.GetState', rpcError(303, code));
      await r.time.advance(61_000);
      expect(r.fatal.map((e) => [e.name, e.exitCode])).toEqual([['SessionInvalidError', 77]]);
      expect(errorMessage(r.fatal[0])).toBe(
        `Telegram moved the account to another data centre (${code}), where this session has no key for persona Heidi: run \`character-agent login Heidi\``,
      );
      // GramJS did not go looking for data centre 4 (which exists) with a new, unauthorised key.
      expect(r.peer.connectAttempts).toBe(1);
      expect(r.peer.fileDc.connectAttempts).toBe(0);
    },
  );

  it('a session revoked while running stops the persona; a flood wait on the keep-alive does not', async () => {
    const r = await started();
    r.peer.once('updates.GetState', rpcError(420, 'FLOOD_WAIT_5'));
    await r.time.advance(61_000);
    expect(r.fatal).toEqual([]);
    r.peer.once('updates.GetState', rpcError(401, 'AUTH_KEY_UNREGISTERED'));
    await r.time.advance(61_000);
    expect(r.fatal.map((e) => e.name)).toEqual(['SessionInvalidError']);
  });
});

describe('network drops on the real client', () => {
  it.each([
    ['2 minutes', 2 * 60_000],
    ['1 hour', 60 * 60_000],
  ])('a drop of %s is survived with logged backoff', async (_label, downMs) => {
    const r = await started({ retryStart: true });
    r.peer.network = 'refusing';
    r.peer.drop();
    await r.time.advance(downMs);
    r.peer.heal();
    // The backoff is capped at reconnect_max_seconds (5 min).
    await r.time.advance(6 * 60_000);
    expect(r.connection.connected).toBe(true);
    expect(r.ready).toEqual([false, true]);
    // Each step is in the log: the dead connection, every failed try, the way back.
    expect(warnings(r, 'Telegram keep-alive failed').length).toBeGreaterThanOrEqual(2);
    const retries = warnings(r, 'could not connect to Telegram; trying again').length;
    if (downMs > 10 * 60_000) expect(retries).toBeGreaterThan(5);
    expect(r.log.entries.some((e) => e.msg === 'reconnected to Telegram')).toBe(true);
    // The new client works.
    const state = r.telegram.me();
    await r.time.settle();
    expect((await state).id).toBe('42');
  });

  it('a request in flight on a client that gets replaced settles at once with a retryable error', async () => {
    const r = await started({ retryStart: true });
    r.peer.on('messages.GetHistory', () => NO_ANSWER);
    // The server stops answering: the keep-alives at 60 s and 135 s time out after 15 s each,
    // and the client is replaced at 150 s.
    r.peer.stall();
    await r.time.advance(140_000);
    const history = r.telegram.history('42', 5).catch((err: unknown) => err);
    await r.time.advance(15_000);
    const err = await history;
    expect(isRetryable(err)).toBe(true);
    expect(errorMessage(err)).toMatch(/replaced while messages\.GetHistory was in flight/);
  });

  it('every request has a deadline: a server that never answers one gives a retryable timeout', async () => {
    const r = await started();
    r.peer.on('messages.GetHistory', () => NO_ANSWER);
    const history = r.telegram.history('42', 5).catch((err: unknown) => err);
    await r.time.advance(2 * 60_000);
    const err = await history;
    expect(isRetryable(err)).toBe(true);
    expect(errorMessage(err)).toMatch(/messages\.GetHistory/);
  });
});

describe('a raw GetState through the harness', () => {
  it('counts what the connection sends when idle: one keep-alive a minute', async () => {
    const r = await started();
    const before = r.peer.count('updates.GetState');
    await r.time.advance(10 * 60_000);
    expect(r.peer.count('updates.GetState') - before).toBe(10);
    expect(r.peer.sent(Api.updates.GetState).length).toBe(r.peer.count('updates.GetState'));
  });
});

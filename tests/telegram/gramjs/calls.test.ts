import { Api, errors } from 'telegram';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../src/support/clock.js';
import { RetryableError } from '../../../src/support/errors.js';
import { memoryLogger } from '../../../src/support/log.js';
import { type CallTransformer, composeCalls, telegramCalls } from '../../../src/telegram/gramjs/calls.js';
import { FloodGuard } from '../../../src/telegram/gramjs/flood.js';
import { rpcError } from './adapter-rig.js';
import { FakeGramClient } from './fake-client.js';
import { user } from './objects.js';

const flood = (seconds: number) =>
  new errors.FloodWaitError({ request: new Api.users.GetUsers({ id: [] }), capture: seconds });

describe('composeCalls', () => {
  it('wraps the base call in the transformers, the first one innermost', async () => {
    const seen: string[] = [];
    const tag =
      (name: string): CallTransformer =>
      async (next, call) => {
        seen.push(`${name} before ${call.method}`);
        const result = await next(call);
        seen.push(`${name} after`);
        return result;
      };
    const client = new FakeGramClient();
    const call = composeCalls(async (c) => c.run(client), [tag('inner'), tag('outer')]);
    const me = await call({ method: 'getMe', run: (c) => c.getMe() });
    expect(me).toBe(client.me);
    expect(seen).toEqual(['outer before getMe', 'inner before getMe', 'inner after', 'outer after']);
  });
});

describe('telegramCalls', () => {
  function pipeline(client: FakeGramClient) {
    const clock = new VirtualClock(0);
    const guard = new FloodGuard({ maxWaitMs: 60_000, retries: 3 }, clock, memoryLogger());
    return { clock, calls: telegramCalls(() => client, guard) };
  }

  it('runs a client helper under the flood guard and classifies what it finally throws', async () => {
    const client = new FakeGramClient();
    const { clock, calls } = pipeline(client);
    const failures: unknown[] = [flood(2), rpcError('INTERNAL', 500)];
    const err = await calls
      .call({
        method: 'getEntity',
        run: async () => {
          throw failures.shift();
        },
      })
      .catch((e: unknown) => e);
    expect(clock.now()).toBe(2_000);
    expect(failures).toEqual([]);
    expect(err).toBeInstanceOf(RetryableError);
    expect((err as Error).message).toMatch(/INTERNAL/);
  });

  it('invokes a request under its class name and gives GramJS’s answer back', async () => {
    const client = new FakeGramClient().on('users.GetUsers', () => [user('7', 'Alice')]);
    const { calls } = pipeline(client);
    const users = await calls.invoke(new Api.users.GetUsers({ id: [] }));
    expect(users).toEqual([user('7', 'Alice')]);
    expect(client.requests.map((r) => r.className)).toEqual(['users.GetUsers']);
  });

  it('lets the error of a missing connection through as it is', async () => {
    const offline = new RetryableError('Telegram is not connected (reconnecting)');
    const clock = new VirtualClock(0);
    const guard = new FloodGuard({ maxWaitMs: 60_000, retries: 3 }, clock, memoryLogger());
    const calls = telegramCalls(() => {
      throw offline;
    }, guard);
    await expect(calls.invoke(new Api.users.GetUsers({ id: [] }))).rejects.toBe(offline);
  });
});

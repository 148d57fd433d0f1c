import { Api, errors } from 'telegram';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../src/support/clock.js';
import { isRetryable, RetryableError, retryAfterMs } from '../../../src/support/errors.js';
import { memoryLogger } from '../../../src/support/log.js';
import { FloodGuard } from '../../../src/telegram/gramjs/flood.js';
import { SpamLimitedError } from '../../../src/telegram/types.js';
import { adapterRig, rpcError } from './adapter-rig.js';
import { FakeGramClient } from './fake-client.js';
import { channel, user } from './objects.js';

const flood = (seconds: number) =>
  new errors.FloodWaitError({ request: new Api.messages.SendMessage({ message: 'x' }), capture: seconds });

function setup(flood = { maxWaitMs: 60_000, retries: 3 }) {
  return adapterRig(
    new FakeGramClient().know(user('7', 'Alice'), user('8', 'Bob'), channel('555', 'Busy group')),
    {
      flood,
    },
  );
}

/** An RPC error as GramJS's sender turns Telegram's answer into one (its own error classes). */
function wire(
  message: string,
  code: number,
  request: Api.AnyRequest = new Api.messages.SendMessage({ message: 'x' }),
) {
  const error: unknown = errors.RPCMessageToError(
    new Api.RpcError({ errorCode: code, errorMessage: message }),
    request,
  );
  return error;
}

describe('flood waits', () => {
  it('waits as long as Telegram asks, then retries the same request', async () => {
    const { client, clock, adapter, log } = setup();
    client.failNext('messages.SendMessage', flood(5));
    const start = clock.now();
    const sent = await adapter.sendText('7', 'hello');
    expect(clock.now() - start).toBe(5_000);
    expect(client.sent(Api.messages.SendMessage)).toHaveLength(2);
    expect(sent.id).toBeGreaterThan(0);
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        level: 'info',
        fields: { method: 'messages.SendMessage', chat: '7', waitMs: 5_000, attempt: 1 },
      }),
    );
  });

  it('gives up above the ceiling with a logged reason and a RetryableError carrying the wait', async () => {
    const { client, clock, adapter, log } = setup();
    client.failNext('messages.SendMessage', flood(600));
    const start = clock.now();
    const err = await adapter.sendText('7', 'hello').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RetryableError);
    expect(isRetryable(err)).toBe(true);
    expect(retryAfterMs(err)).toBe(600_000);
    expect(clock.now()).toBe(start);
    const warning = log.entries.find((e) => e.level === 'warn');
    expect(warning?.fields.reason).toBe(
      'Telegram asks to wait 600 s before messages.SendMessage in chat 7 (above the ceiling; ceiling 60 s)',
    );
  });

  it('does not hammer the API: while a long wait lasts, calls of that method fail without a request', async () => {
    const { client, clock, adapter } = setup();
    client.failNext('messages.SendMessage', flood(600));
    await adapter.sendText('7', 'one').catch(() => {});
    const second = await adapter.sendText('7', 'two').catch((e: unknown) => e);
    expect(retryAfterMs(second)).toBe(600_000);
    expect(client.sent(Api.messages.SendMessage)).toHaveLength(1);
    await adapter.typing('7'); // other methods are not affected
    clock.advance(600_000);
    await adapter.sendText('7', 'three');
    expect(client.sent(Api.messages.SendMessage)).toHaveLength(2);
  });

  it('retries a bounded number of times', async () => {
    const { client, adapter } = setup({ maxWaitMs: 60_000, retries: 2 });
    for (let i = 0; i < 5; i++) client.failNext('messages.SendReaction', flood(1));
    const err = await adapter.react('7', 1, '👍').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RetryableError);
    expect((err as Error).message).toMatch(/retries used up/);
    expect(client.sent(Api.messages.SendReaction)).toHaveLength(3);
  });

  it('lets a short wait on a method delay its next call instead of failing it', async () => {
    const clock = new VirtualClock(0);
    const guard = new FloodGuard({ maxWaitMs: 10_000, retries: 0 }, clock, memoryLogger());
    await guard.run('m', () => Promise.reject(flood(3))).catch(() => {});
    expect(guard.remainingMs('m')).toBe(3_000);
    let calledAt = -1;
    await guard.run('m', async () => {
      calledAt = clock.now();
    });
    expect(calledAt).toBe(3_000);
  });

  it('marks server errors and dropped connections retryable, and keeps permanent errors as they are', async () => {
    const { client, adapter } = setup();
    client.failNext('messages.SendMessage', rpcError('INTERNAL', 500));
    expect(isRetryable(await adapter.sendText('7', 'x').catch((e: unknown) => e))).toBe(true);
    client.failNext('messages.SendMessage', new Error('Not connected'));
    expect(isRetryable(await adapter.sendText('7', 'x').catch((e: unknown) => e))).toBe(true);
    client.failNext('messages.SendMessage', rpcError('CHAT_WRITE_FORBIDDEN', 403));
    const forbidden = await adapter.sendText('7', 'x').catch((e: unknown) => e);
    expect(isRetryable(forbidden)).toBe(false);
    expect((forbidden as Error).message).toMatch(/CHAT_WRITE_FORBIDDEN/);
  });

  it("keeps a group's slow mode to that group: sends to other chats go out at once", async () => {
    const { client, clock, adapter } = setup();
    client.failNext('messages.SendMessage', wire('SLOWMODE_WAIT_300', 420));
    const start = clock.now();
    const slowed = await adapter.sendText('-100555', 'one').catch((e: unknown) => e);
    expect(retryAfterMs(slowed)).toBe(300_000);
    // A direct chat and another chat are not held back, and nobody waited.
    await adapter.sendText('7', 'hi Alice');
    await adapter.sendText('8', 'hi Bob');
    expect(clock.now()).toBe(start);
    // The slowed group itself fails fast, without asking Telegram again.
    const again = await adapter.sendText('-100555', 'two').catch((e: unknown) => e);
    expect(retryAfterMs(again)).toBeGreaterThan(0);
    const peers = client.sent(Api.messages.SendMessage).map((r) => (r.peer as Api.TypeInputPeer).className);
    expect(peers).toEqual(['InputPeerChannel', 'InputPeerUser', 'InputPeerUser']);
  });

  it('keeps a flood wait on sends to the chat it came from', async () => {
    const { client, adapter } = setup();
    client.failNext('messages.SendMessage', wire('FLOOD_WAIT_900', 420));
    await adapter.sendText('7', 'one').catch(() => {});
    await adapter.sendText('8', 'two');
    expect(client.sent(Api.messages.SendMessage)).toHaveLength(2);
    expect(retryAfterMs(await adapter.sendText('7', 'three').catch((e: unknown) => e))).toBeGreaterThan(0);
    expect(client.sent(Api.messages.SendMessage)).toHaveLength(2);
  });

  it('never sleeps through nor retries a flood wait on typing', async () => {
    const { client, clock, adapter } = setup();
    const typing = new Api.messages.SetTyping({
      peer: new Api.InputPeerSelf(),
      action: new Api.SendMessageTypingAction(),
    });
    client.failNext('messages.SetTyping', wire('FLOOD_WAIT_5', 420, typing));
    const start = clock.now();
    await expect(adapter.typing('7')).rejects.toBeInstanceOf(RetryableError);
    await expect(adapter.typing('7')).rejects.toBeInstanceOf(RetryableError);
    expect(clock.now()).toBe(start);
    expect(client.sent(Api.messages.SetTyping)).toHaveLength(1);
  });

  it('reports PEER_FLOOD as the account being spam-limited, not as a failure to retry', async () => {
    const { client, adapter } = setup();
    client.failNext('messages.SendMessage', wire('PEER_FLOOD', 400));
    const err = await adapter.sendText('7', 'hello').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SpamLimitedError);
    expect(isRetryable(err)).toBe(false);
    expect((err as Error).message).toMatch(/PEER_FLOOD/);
  });
});

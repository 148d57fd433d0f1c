import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { gramHarness, virtualTime } from './harness.js';
import { NO_ANSWER, rpcError } from './tl.js';

let time: ReturnType<typeof virtualTime> | undefined;
afterEach(() => time?.restore());

describe('the scripted MTProto peer under the real GramJS client', () => {
  it('connects on the stored auth key, answers requests and the self lookup, and counts them', async () => {
    time = virtualTime();
    const { peer, createClient } = gramHarness();
    const client = createClient();
    const connecting = client.connect();
    await time.advance(10);
    expect(await connecting).toBe(true);
    const state = client.invoke(new Api.updates.GetState());
    await time.settle();
    expect(await state).toBeInstanceOf(Api.updates.State);
    const me = client.getMe();
    await time.settle();
    expect((await me).id.toString()).toBe('42');
    expect(peer.counts()).toMatchObject({ 'help.GetConfig': 1, 'updates.GetState': 1, 'users.GetUsers': 1 });
    await client.destroy();
  });

  it('answers with RPC errors GramJS turns into its own error classes', async () => {
    time = virtualTime();
    const { peer, createClient } = gramHarness();
    peer.once('messages.GetDialogs', rpcError(420, 'FLOOD_WAIT_30'));
    const client = createClient();
    const connecting = client.connect();
    await time.advance(10);
    await connecting;
    const failed = client
      .invoke(
        new Api.messages.GetDialogs({
          offsetPeer: new Api.InputPeerEmpty(),
          limit: 10,
          offsetDate: 0,
          offsetId: 0,
          hash: 0 as never,
        }),
      )
      .catch((err: unknown) => err);
    await time.settle();
    const err = await failed;
    expect(err).toMatchObject({ errorMessage: 'FLOOD', seconds: 30 });
    await client.destroy();
  });

  it('pings every 9 s of virtual time; a request it never answers stays pending in GramJS', async () => {
    time = virtualTime();
    const { peer, createClient } = gramHarness();
    peer.on('messages.GetDialogs', () => NO_ANSWER);
    const client = createClient();
    const connecting = client.connect();
    await time.advance(10);
    await connecting;
    let settled = false;
    void client
      .invoke(
        new Api.messages.GetDialogs({
          offsetPeer: new Api.InputPeerEmpty(),
          limit: 10,
          offsetDate: 0,
          offsetId: 0,
          hash: 0 as never,
        }),
      )
      .finally(() => {
        settled = true;
      })
      .catch(() => {});
    await time.advance(60_000);
    expect(peer.pings).toBeGreaterThanOrEqual(6);
    expect(settled).toBe(false);
    await client.destroy();
    await time.advance(10_000);
    // GramJS does not reject what was in flight when its client is destroyed.
    expect(settled).toBe(false);
  });

  it('a dropped connection is reconnected by GramJS itself, on the same auth key', async () => {
    time = virtualTime();
    const { peer, createClient } = gramHarness();
    const client = createClient();
    const connecting = client.connect();
    await time.advance(10);
    await connecting;
    expect(peer.connectAttempts).toBe(1);
    peer.drop();
    await time.advance(5_000);
    expect(peer.connectAttempts).toBe(2);
    expect(peer.connections).toBe(1);
    const state = client.invoke(new Api.updates.GetState());
    await time.settle();
    expect(await state).toBeInstanceOf(Api.updates.State);
    await client.destroy();
  });
});

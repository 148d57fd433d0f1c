import { Api } from 'telegram';
import { AuthKey } from 'telegram/crypto/AuthKey.js';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/support/errors.js';
import type { GramClientOptions } from '../../../src/telegram/gramjs/client.js';
import { type LoginClient, logOut, type SignInPrompts, signIn } from '../../../src/telegram/gramjs/login.js';
import { user } from './objects.js';
import { gramHarness, PEER_CREDENTIALS, virtualTime } from './peer/harness.js';
import type { MtprotoPeer } from './peer/peer.js';
import { rpcError } from './peer/tl.js';

const prompts: SignInPrompts = {
  code: async () => ' 12345 ',
  password: async () => 'hunter2',
  tryAgain: () => false,
};

/** A client whose `start` plays Telegram's side through `play`, then records that it was closed. */
function fakeClient(
  play: (options: GramClientOptions, params: Parameters<LoginClient['start']>[0]) => Promise<void>,
) {
  const seen = { destroyed: false, codes: [] as string[] };
  const create = (options: GramClientOptions): LoginClient => ({
    connect: async () => true,
    start: (params) => play(options, params),
    getMe: async () => user('42', 'Heidi', { username: 'heidi_b' }),
    destroy: async () => {
      seen.destroyed = true;
    },
  });
  return { create, seen };
}

describe('signIn', () => {
  it('returns the saved session string and the account, and closes the client', async () => {
    const { create, seen } = fakeClient(async (options, params) => {
      seen.codes.push(await params.phoneCode(false));
      const key = new AuthKey();
      await key.setKey(Buffer.alloc(256, 7));
      options.session.setDC(2, '149.154.167.51', 443);
      options.session.setAuthKey(key);
    });
    const result = await signIn({ apiId: 1, apiHash: 'h', phone: '+1555', prompts, createClient: create });
    expect(result).toMatchObject({
      signedIn: true,
      account: { id: '42', name: 'Heidi', username: 'heidi_b' },
    });
    expect(result.signedIn && result.session.length).toBeGreaterThan(100);
    expect(seen).toEqual({ destroyed: true, codes: ['12345'] });
  });

  it('says why when the number has no account, and closes the client', async () => {
    const { create, seen } = fakeClient(async (_options, params) => {
      try {
        await params.firstAndLastNames?.();
      } catch (err) {
        if (await params.onError(err as Error)) throw new Error('AUTH_USER_CANCEL');
      }
    });
    const result = await signIn({ apiId: 1, apiHash: 'h', phone: '+1555', prompts, createClient: create });
    expect(result).toEqual({
      signedIn: false,
      reason: '+1555 has no Telegram account yet: create it in a Telegram app first',
    });
    expect(seen.destroyed).toBe(true);
  });
});

describe('signIn on the real client', () => {
  const peerLogin = (setup: (peer: MtprotoPeer) => void, answers: SignInPrompts = prompts) => {
    const time = virtualTime();
    const { peer } = gramHarness();
    setup(peer);
    const result = signIn({
      ...PEER_CREDENTIALS,
      phone: '+15550100001',
      prompts: answers,
      session: peer.sessionString(),
      networkSocket: peer.socketClass(),
      clock: time.clock,
    });
    return { time, peer, result };
  };

  it('gives up at once with a clear reason when the connection is refused', async () => {
    const { time, result } = peerLogin((peer) => {
      peer.network = 'refusing';
    });
    await time.advance(10_000);
    expect(await result).toEqual({
      signedIn: false,
      reason: 'could not reach Telegram: the connection was refused or the network is down',
    });
    time.restore();
  });

  it('gives up after 30 s when Telegram takes the connection and never answers', async () => {
    const { time, result } = peerLogin((peer) => peer.stall());
    await time.advance(31_000);
    expect(await result).toEqual({
      signedIn: false,
      reason: 'Telegram did not answer within 30 s: check the network connection',
    });
    time.restore();
  });

  it('signs in through the real flow, and time spent typing the code does not count', async () => {
    const { time, peer, result } = peerLogin(
      (p) => {
        p.once('updates.GetState', rpcError(401, 'AUTH_KEY_UNREGISTERED'));
        p.on(
          'auth.SendCode',
          () =>
            new Api.auth.SentCode({
              type: new Api.auth.SentCodeTypeApp({ length: 5 }),
              phoneCodeHash: 'hash',
            }),
        );
        p.on('auth.SignIn', () => new Api.auth.Authorization({ user: p.self }));
      },
      {
        ...prompts,
        // The person takes two minutes to find the code.
        code: () => new Promise((resolve) => setTimeout(() => resolve('12345'), 120_000)),
      },
    );
    await time.advance(121_000);
    const outcome = await result;
    expect(outcome).toMatchObject({ signedIn: true, account: { id: '42', username: 'heidi' } });
    expect(peer.sent(Api.auth.SignIn).map((r) => r.phoneCode)).toEqual(['12345']);
    time.restore();
  });

  it('stops with the reason when there is no more input at the code prompt', async () => {
    const { time, result } = peerLogin(
      (p) => {
        p.once('updates.GetState', rpcError(401, 'AUTH_KEY_UNREGISTERED'));
        p.on(
          'auth.SendCode',
          () =>
            new Api.auth.SentCode({
              type: new Api.auth.SentCodeTypeApp({ length: 5 }),
              phoneCodeHash: 'hash',
            }),
        );
      },
      {
        ...prompts,
        code: async () => {
          throw new UserError('login cancelled: no more input');
        },
      },
    );
    await time.advance(1_000);
    expect(await result).toEqual({ signedIn: false, reason: 'login cancelled: no more input' });
    time.restore();
  });
});

describe('logOut', () => {
  const logOutOn = (setup: (peer: MtprotoPeer) => void) => {
    const time = virtualTime();
    const { peer } = gramHarness();
    setup(peer);
    const result = logOut({
      ...PEER_CREDENTIALS,
      session: peer.sessionString(),
      networkSocket: peer.socketClass(),
      clock: time.clock,
    });
    return { time, peer, result };
  };

  it.each([
    ['ends the session at Telegram', () => new Api.auth.LoggedOut({}), { loggedOut: true, already: false }],
    [
      'counts a session Telegram no longer knows as ended',
      () => rpcError(401, 'AUTH_KEY_UNREGISTERED'),
      { loggedOut: true, already: true },
    ],
    [
      'says why it could not',
      () => rpcError(500, 'INTERNAL_SERVER_ERROR'),
      { loggedOut: false, reason: expect.stringContaining('INTERNAL_SERVER_ERROR') },
    ],
  ])('%s', async (_label, answer, expected) => {
    const { time, peer, result } = logOutOn((p) => p.on('auth.LogOut', answer));
    await time.advance(5_000);
    expect(await result).toEqual(expected);
    expect(peer.count('auth.LogOut')).toBe(1);
    time.restore();
  });

  it('gives up within 30 s when Telegram cannot be reached', async () => {
    const { time, result } = logOutOn((p) => {
      p.network = 'refusing';
    });
    await time.advance(31_000);
    expect(await result).toMatchObject({ loggedOut: false });
    time.restore();
  });
});

import { AuthKey } from 'telegram/crypto/AuthKey.js';
import { describe, expect, it } from 'vitest';
import type { GramClientOptions } from '../../../src/telegram/gramjs/client.js';
import { type LoginClient, type SignInPrompts, signIn } from '../../../src/telegram/gramjs/login.js';
import { user } from './objects.js';

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

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Api, errors } from 'telegram';
import type { UserAuthParams } from 'telegram/client/auth.js';
import { AuthKey } from 'telegram/crypto/AuthKey.js';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '../../src/live/login.js';
import { holdState } from '../../src/store/lock.js';
import { openStore } from '../../src/store/open.js';
import { TelegramSessions } from '../../src/store/sessions.js';
import { StateHeldError } from '../../src/support/errors.js';
import type { GramClientOptions } from '../../src/telegram/gramjs/client.js';
import type { LoginClient } from '../../src/telegram/gramjs/login.js';
import type { Prompter } from '../../src/terminal/prompter.js';
import { user } from '../telegram/gramjs/objects.js';
import { gramHarness } from '../telegram/gramjs/peer/harness.js';
import { liveProject, TELEGRAM_ENV } from './project.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** Answers questions from a script and records what was asked and said. */
function scripted(answers: string[]) {
  const asked: { question: string; secret: boolean }[] = [];
  const said: string[] = [];
  const prompter: Prompter = {
    async ask(question, options = {}) {
      asked.push({ question, secret: Boolean(options.secret) });
      const answer = answers.shift();
      if (answer === undefined) throw new Error(`unexpected question: ${question}`);
      return answer;
    },
    say: (line) => said.push(line),
    close: () => {},
  };
  return { prompter, asked, said };
}

const rpc = (message: string) => new errors.RPCError(message, new Api.help.GetConfig(), 400);

/**
 * Plays Telegram's side of a sign-in the way GramJS's `start` drives the callbacks: phone, code
 * (an error goes to onError, which decides whether to ask again), then the 2FA password.
 */
function fakeLogin(script: { wrongCodes: number; password: boolean }) {
  const seen: {
    phone?: string;
    codes: string[];
    password?: string;
    destroyed: boolean;
    session?: GramClientOptions;
  } = {
    codes: [],
    destroyed: false,
  };
  const create = (options: GramClientOptions): LoginClient => {
    seen.session = options;
    return {
      connect: async () => true,
      async start(params: UserAuthParams) {
        seen.phone = typeof params.phoneNumber === 'string' ? params.phoneNumber : await params.phoneNumber();
        for (;;) {
          const code = await params.phoneCode(true);
          seen.codes.push(code);
          if (seen.codes.length > script.wrongCodes) break;
          if (await params.onError(rpc('PHONE_CODE_INVALID'))) throw new Error('AUTH_USER_CANCEL');
        }
        if (script.password) seen.password = await params.password?.('my cat');
        const key = new AuthKey();
        await key.setKey(Buffer.alloc(256, 7));
        options.session.setDC(2, '149.154.167.51', 443);
        options.session.setAuthKey(key);
      },
      getMe: async () => user('42', 'Heidi', { last: 'Brandt', username: 'heidi_b' }),
      destroy: async () => {
        seen.destroyed = true;
      },
    };
  };
  return { create, seen };
}

describe('login', () => {
  it('signs in with the configured phone, asks for the code and the hidden password, and stores the session', async () => {
    const project = liveProject();
    cleanup = project.cleanup;
    const { prompter, asked, said } = scripted(['12345', 'hunter2']);
    const { create, seen } = fakeLogin({ wrongCodes: 0, password: true });
    await login('heidi', { configFile: project.config, prompter, env: TELEGRAM_ENV, createClient: create });

    expect(seen.phone).toBe('+15550100001');
    expect(seen.session).toMatchObject({ apiId: 12345, apiHash: TELEGRAM_ENV.TELEGRAM_API_HASH });
    expect(asked).toEqual([
      { question: 'Code (sent to your Telegram app): ', secret: false },
      { question: 'Two-step verification password (hint: my cat): ', secret: true },
    ]);
    expect([seen.codes, seen.password, seen.destroyed]).toEqual([['12345'], 'hunter2', true]);

    const store = await openStore(project.database);
    const stored = await new TelegramSessions(store.db, () => 0).get('Heidi');
    await store.close();
    const session = seen.session?.session.save() ?? '';
    expect(session.length).toBeGreaterThan(100);
    expect(stored).toMatchObject({ persona: 'Heidi', session, userId: '42', userName: 'Heidi Brandt' });
    expect(said.join('\n')).not.toContain(session);
    expect(said).toContain('Logged in as Heidi Brandt @heidi_b (id 42).');
  });

  it('lets a mistyped code be entered again, and gives up after three wrong ones', async () => {
    const project = liveProject();
    cleanup = project.cleanup;
    const again = scripted(['111', '12345']);
    const ok = fakeLogin({ wrongCodes: 1, password: false });
    await login('Heidi', {
      configFile: project.config,
      prompter: again.prompter,
      env: TELEGRAM_ENV,
      createClient: ok.create,
    });
    expect(ok.seen.codes).toEqual(['111', '12345']);
    expect(again.said).toContain('That was not right; try again.');

    const wrong = scripted(['1', '2', '3']);
    const failing = fakeLogin({ wrongCodes: 5, password: false });
    const err = await login('Heidi', {
      configFile: project.config,
      prompter: wrong.prompter,
      env: TELEGRAM_ENV,
      createClient: failing.create,
    }).catch((e: unknown) => e);
    expect((err as Error).message).toBe(
      'login of Heidi failed: 400: PHONE_CODE_INVALID (caused by help.GetConfig)',
    );
    expect(failing.seen.destroyed).toBe(true);
  });

  it('logs the session it replaces out at Telegram, once the new one is stored', async () => {
    const project = liveProject();
    cleanup = project.cleanup;
    const { peer } = gramHarness();
    peer.on('auth.LogOut', () => new Api.auth.LoggedOut({}));
    const store = await openStore(project.database);
    await new TelegramSessions(store.db, () => 0).put('Heidi', peer.sessionString(), {
      id: '42',
      name: 'Heidi',
    });
    await store.close();
    const { prompter, said } = scripted(['12345']);
    const { create } = fakeLogin({ wrongCodes: 0, password: false });
    await login('Heidi', {
      configFile: project.config,
      prompter,
      env: TELEGRAM_ENV,
      createClient: create,
      networkSocket: peer.socketClass(),
    });
    expect(peer.count('auth.LogOut')).toBe(1);
    expect(said).toContain('Heidi is logged in as Heidi; this login replaces it.');
    expect(said.at(-1)).toBe('The previous session was logged out.');
    const reopened = await openStore(project.database);
    const stored = await new TelegramSessions(reopened.db, () => 0).get('Heidi');
    await reopened.close();
    expect(stored?.session).not.toBe(peer.sessionString());
  });

  it('is refused while run holds the state, before asking anything', async () => {
    const project = liveProject();
    cleanup = project.cleanup;
    mkdirSync(path.dirname(project.database), { recursive: true });
    const hold = holdState(project.database, 'run');
    const { prompter, asked } = scripted([]);
    const err = await login('Heidi', { configFile: project.config, prompter, env: TELEGRAM_ENV }).catch(
      (e: unknown) => e,
    );
    hold.release();
    expect(err).toBeInstanceOf(StateHeldError);
    expect((err as StateHeldError).exitCode).toBe(73);
    expect(asked).toEqual([]);
  });
});

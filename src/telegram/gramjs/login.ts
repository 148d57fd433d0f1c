import type { Api } from 'telegram';
import type { UserAuthParams } from 'telegram/client/auth.js';
import { StringSession } from 'telegram/sessions/index.js';
import { errorMessage } from '../../support/errors.js';
import type { Account } from '../types.js';
import { createTelegramClient, type GramClientOptions } from './client.js';
import { describeEntity } from './peers.js';

/** The GramJS calls an interactive sign-in makes (the real TelegramClient, or a test's fake). */
export interface LoginClient {
  start(params: UserAuthParams): Promise<void>;
  getMe(): Promise<Api.User>;
  destroy(): Promise<void>;
}

export type CreateLoginClient = (options: GramClientOptions) => LoginClient;

/** What the person signing in is asked; the answers go to Telegram as they are. */
export interface SignInPrompts {
  /** The code Telegram sent, in its app (`viaApp`) or by SMS. */
  code(viaApp: boolean): Promise<string>;
  /** The two-step verification password. */
  password(hint: string | undefined): Promise<string>;
  /** Telegram turned a code or password down: `true` asks again, `false` gives up. */
  tryAgain(): boolean;
}

export interface SignInOptions {
  apiId: number;
  apiHash: string;
  /** The phone number, digits and a leading "+" only. */
  phone: string;
  prompts: SignInPrompts;
  /** The client for the sign-in (a real TelegramClient unless a test provides one). */
  createClient?: CreateLoginClient;
}

export type SignInResult =
  /** `session` is the saved session string, a secret: store it, never print it. */
  { signedIn: true; session: string; account: Account } | { signedIn: false; reason: string };

const WRONG_ANSWER = /PHONE_CODE_INVALID|PASSWORD_HASH_INVALID/;

/**
 * Signs a phone number in on a new session (code, then the two-step password when set) and
 * returns the session string with the account it belongs to. The client is closed whatever
 * happens.
 */
export async function signIn(options: SignInOptions): Promise<SignInResult> {
  const { phone, prompts } = options;
  const session = new StringSession('');
  const create = options.createClient ?? createTelegramClient;
  const client = create({ apiId: options.apiId, apiHash: options.apiHash, session });
  try {
    // GramJS's own error after giving up says less than the error that made us give up.
    let failure: unknown;
    const started = await client
      .start({
        phoneNumber: async () => phone,
        phoneCode: async (viaApp) => (await prompts.code(Boolean(viaApp))).trim(),
        password: async (hint) => prompts.password(hint),
        firstAndLastNames: async () => {
          throw new Error(`${phone} has no Telegram account yet: create it in a Telegram app first`);
        },
        onError: async (err) => {
          failure = err;
          return !(WRONG_ANSWER.test(errorMessage(err)) && prompts.tryAgain());
        },
      })
      .then(
        () => true,
        (err: unknown) => {
          failure ??= err;
          return false;
        },
      );
    if (!started) return { signedIn: false, reason: errorMessage(failure) };
    const me = await client.getMe();
    const info = describeEntity(me);
    const account: Account = { id: me.id.toString(), name: info?.name ?? me.id.toString() };
    if (me.username) account.username = me.username;
    return { signedIn: true, session: session.save(), account };
  } finally {
    await client.destroy().catch(() => {});
  }
}

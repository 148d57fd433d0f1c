import { Api } from 'telegram';
import type { UserAuthParams } from 'telegram/client/auth.js';
import { StringSession } from 'telegram/sessions/index.js';
import { type Clock, systemClock, type Timer } from '../../support/clock.js';
import { withDeadline } from '../../support/deadline.js';
import { errorMessage } from '../../support/errors.js';
import type { Account } from '../types.js';
import { createSessionClient, createTelegramClient, type GramClientOptions } from './client.js';
import { connectionFailure } from './errors.js';
import { describeEntity } from './peers.js';

/** The GramJS calls an interactive sign-in makes (the real TelegramClient, or a test's fake). */
export interface LoginClient {
  /** False when GramJS could not make the connection (it answers, it does not throw). */
  connect(): Promise<boolean>;
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
  /** A session to start from (default none; tests give one holding a scripted server's key). */
  session?: string;
  /** Extras of the client (tests: the socket of a scripted server). */
  networkSocket?: GramClientOptions['networkSocket'];
  clock?: Clock;
  /** How long Telegram may take to answer while nobody is typing (default 30 s). */
  answerTimeoutMs?: number;
}

/** Telegram has this long to answer each step of a login; time spent typing does not count. */
export const LOGIN_ANSWER_TIMEOUT_MS = 30_000;

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
  const session = new StringSession(options.session ?? '');
  const create = options.createClient ?? createTelegramClient;
  const client = create({
    apiId: options.apiId,
    apiHash: options.apiHash,
    session,
    networkSocket: options.networkSocket,
  });
  const limit = options.answerTimeoutMs ?? LOGIN_ANSWER_TIMEOUT_MS;
  const watch = new AnswerWatch(options.clock ?? systemClock, limit);
  // An answer the person could not give (input closed): GramJS swallows it and asks again.
  let unanswered: unknown;
  const ask = async <T>(question: () => Promise<T>): Promise<T> => {
    watch.pause();
    try {
      return await question();
    } catch (err) {
      unanswered ??= err;
      throw err;
    } finally {
      watch.resume();
    }
  };
  try {
    // GramJS's own start would wait forever for a connection it could not make.
    const connected = await watch.race(client.connect());
    if (!connected)
      return {
        signedIn: false,
        reason: 'could not reach Telegram: the connection was refused or the network is down',
      };
    // GramJS's own error after giving up says less than the error that made us give up.
    let failure: unknown;
    const started = await watch
      .race(
        client.start({
          phoneNumber: async () => phone,
          phoneCode: (viaApp) => ask(async () => (await prompts.code(Boolean(viaApp))).trim()),
          password: (hint) => ask(() => prompts.password(hint)),
          firstAndLastNames: async () => {
            throw new Error(`${phone} has no Telegram account yet: create it in a Telegram app first`);
          },
          onError: async (err) => {
            failure = unanswered ?? err;
            if (unanswered !== undefined) return true;
            return !(WRONG_ANSWER.test(errorMessage(err)) && prompts.tryAgain());
          },
        }),
      )
      .then(
        () => true,
        (err: unknown) => {
          failure ??= err;
          return false;
        },
      );
    if (!started) return { signedIn: false, reason: errorMessage(failure) };
    const me = await watch.race(client.getMe());
    const info = describeEntity(me);
    const account: Account = { id: me.id.toString(), name: info?.name ?? me.id.toString() };
    if (me.username) account.username = me.username;
    return { signedIn: true, session: session.save(), account };
  } catch (err) {
    return { signedIn: false, reason: errorMessage(err) };
  } finally {
    watch.stop();
    await client.destroy().catch(() => {});
  }
}

/**
 * A deadline on Telegram's side of a login only: it runs while we wait for Telegram and stands
 * still while the person types, so a slow typist is never cut off and a silent Telegram is.
 */
class AnswerWatch {
  readonly #clock: Clock;
  readonly #limitMs: number;
  #timer: Timer | undefined;
  #paused = 0;
  #fail: (err: Error) => void = () => {};
  readonly #failed: Promise<never>;

  constructor(clock: Clock, limitMs: number) {
    this.#clock = clock;
    this.#limitMs = limitMs;
    this.#failed = new Promise<never>((_, reject) => {
      this.#fail = reject;
    });
    this.#failed.catch(() => {});
    this.#arm();
  }

  race<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.#failed]);
  }

  pause(): void {
    this.#paused++;
    this.#timer?.cancel();
    this.#timer = undefined;
  }

  resume(): void {
    if (--this.#paused === 0) this.#arm();
  }

  stop(): void {
    this.#paused = Number.POSITIVE_INFINITY;
    this.#timer?.cancel();
  }

  #arm(): void {
    this.#timer?.cancel();
    this.#timer = this.#clock.timer(this.#limitMs, () =>
      this.#fail(
        new Error(
          `Telegram did not answer within ${Math.round(this.#limitMs / 1000)} s: check the network connection`,
        ),
      ),
    );
  }
}

export type LogOutResult = { loggedOut: true; already: boolean } | { loggedOut: false; reason: string };

/**
 * Ends a stored session at Telegram (`auth.LogOut` on it), so the login that replaced it leaves
 * no stray authorisation in the account's list of devices. A session Telegram no longer knows
 * counts as ended; any other failure answers why, for the person to end it by hand.
 */
export async function logOut(options: {
  apiId: number;
  apiHash: string;
  session: string;
  networkSocket?: GramClientOptions['networkSocket'];
  clock?: Clock;
  timeoutMs?: number;
}): Promise<LogOutResult> {
  const client = createSessionClient(options, options.session, { networkSocket: options.networkSocket });
  const limit = options.timeoutMs ?? LOGIN_ANSWER_TIMEOUT_MS;
  try {
    await withDeadline(options.clock ?? systemClock, limit, async () => {
      if (!(await client.connect())) throw new Error('the connection was refused or the network is down');
      await client.invoke(new Api.auth.LogOut());
    });
    return { loggedOut: true, already: false };
  } catch (err) {
    if (connectionFailure(err).kind === 'session-ended') return { loggedOut: true, already: true };
    return { loggedOut: false, reason: errorMessage(err) };
  } finally {
    await client.destroy().catch(() => {});
  }
}

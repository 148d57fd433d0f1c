import { Api } from 'telegram';
import { Raw } from 'telegram/events/index.js';
import type { Clock } from '../../support/clock.js';
import { TimeoutError, withDeadline } from '../../support/deadline.js';
import { EXIT, errorMessage, RetryableError, UserError } from '../../support/errors.js';
import type { Logger } from '../../support/log.js';
import { type GramClient, guardClient, withoutUpdates } from './client.js';
import { authKeyForgotten, connectionFailure } from './errors.js';
import { big } from './peers.js';

/** Telegram refuses the account for good: no retry or restart helps, only the operator can. */
export class AccountRefusedError extends UserError {
  override readonly name: string = 'AccountRefusedError';
  override readonly exitCode: number = EXIT.permission;
}

/** The stored session is missing, revoked or logged out: only `login` can fix it. */
export class SessionInvalidError extends AccountRefusedError {
  override readonly name = 'SessionInvalidError';
}

/** The connection was stopped before it was made. */
export class ConnectionStoppedError extends Error {
  override readonly name = 'ConnectionStoppedError';
}

export function sessionInvalid(persona: string, why: string): SessionInvalidError {
  return new SessionInvalidError(`${why} for persona ${persona}: run \`character-agent login ${persona}\``);
}

/** Each attempt to connect and check the session gets this long by default. */
export const CONNECT_ATTEMPT_TIMEOUT_MS = 60_000;

/** Why a persona is not connected, in the operator's terms. */
export interface ConnectionTrouble {
  since: number;
  attempts: number;
  lastError: string;
  nextTryAt: number;
}

export interface ConnectionOptions {
  persona: string;
  create: () => GramClient;
  clock: Clock;
  log: Logger;
  /** A cheap request this often keeps updates flowing and proves the connection alive. */
  keepAliveMs: number;
  keepAliveTimeoutMs?: number;
  /** Keep-alive failures in a row that make us drop the client and connect afresh. */
  keepAliveFailures?: number;
  /** First delay of the exponential backoff between attempts (default 1 s). */
  reconnectBaseMs?: number;
  /** Upper bound of that backoff. */
  reconnectMaxMs: number;
  /** Time one attempt to connect and check the session may take (default 60 s). */
  connectTimeoutMs?: number;
  /** Time one request may take before it is given up as retryable (default 60 s). */
  requestTimeoutMs?: number;
  /** Every request asks Telegram for no updates on this connection (one-off commands beside `run`). */
  withoutUpdates?: boolean;
  /**
   * The account's own user id, when a stored session names it. Each client is told it before it
   * connects: GramJS looks its account up before it reports anything, and on a connection where
   * Telegram forgot the key (-404) that look-up never ends, so the attempt would time out as
   * "check the network" instead of saying the session is gone.
   */
  selfId?: string;
  /**
   * At start, keep trying with backoff until connected (`run`: a supervisor should see a process
   * that recovers when the network does). Without it, one attempt, and a clear error when it
   * fails (one-off commands).
   */
  retryStart?: boolean;
  /** Spreads reconnections of several personas apart; 0..1. */
  random?: () => number;
  /** Each connected, authorised client: the first one and every one after a reconnection. */
  onReady: (client: GramClient, reconnected: boolean) => Promise<void>;
  /** Telegram refused the account while it ran (session revoked elsewhere): the persona has to stop. */
  onFatal: (err: AccountRefusedError) => void;
  /** The connection stopped answering and is being replaced (`onReady` says when it is back). */
  onLost?: () => void;
}

/**
 * The delay before attempt `attempt + 1`: doubling from `baseMs`, capped at `maxMs`, and
 * jittered to between half and all of it, so personas that lost the network together do not
 * knock on Telegram's door in step.
 */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const backoff = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(backoff * (0.5 + random() / 2));
}

/**
 * One persona's connection to Telegram: connects without ever prompting (a missing or revoked
 * session fails fast with the `login` hint), sends a keep-alive so the update stream does not
 * stall silently (GramJS user clients are known to stop receiving updates when idle), and
 * replaces a client that stops answering. Every attempt has a deadline; failed attempts are
 * retried with jittered exponential backoff and each one is logged.
 */
export class GramConnection {
  readonly #o: ConnectionOptions;
  readonly #abort = new AbortController();
  #client: GramClient | undefined;
  /** The connected client as calls see it: every call with a deadline, settled when it is retired. */
  #guarded: GramClient | undefined;
  #retire = new AbortController();
  #loop: Promise<void> | undefined;
  #stopped = false;
  #trouble: ConnectionTrouble | undefined;

  constructor(options: ConnectionOptions) {
    this.#o = options;
  }

  /** Whether a client is connected and authorised right now. */
  get connected(): boolean {
    return this.#client !== undefined;
  }

  /** While not connected: since when, how many attempts failed, the last one's reason, the next try. */
  get trouble(): ConnectionTrouble | undefined {
    return this.connected ? undefined : this.#trouble;
  }

  /** The connected client; while reconnecting, a RetryableError the task engine will wait out. */
  current(): GramClient {
    if (!this.#guarded) throw new RetryableError('Telegram is not connected (reconnecting)');
    return this.#guarded;
  }

  /**
   * Connects (retrying with `retryStart`), then keeps the connection alive. Rejects with an
   * AccountRefusedError when Telegram refuses the account, a ConnectionStoppedError when
   * stopped meanwhile, and without `retryStart` a UserError when the one attempt fails.
   */
  async start(): Promise<void> {
    if (this.#o.retryStart) await this.#connectWithRetries(false);
    else await this.#attempt(false);
    this.#loop = this.#keepAlive();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#abort.abort();
    await this.#loop?.catch(() => {});
    const client = this.#client;
    this.#retireClient();
    await client?.destroy().catch(() => {});
  }

  /** Makes `client` the one calls use. */
  #adopt(client: GramClient): void {
    this.#retire = new AbortController();
    this.#client = client;
    this.#guarded = guardClient(client, {
      clock: this.#o.clock,
      retired: this.#retire.signal,
      requestTimeoutMs: this.#o.requestTimeoutMs,
      withoutUpdates: this.#o.withoutUpdates,
    });
  }

  /** No client any more: calls still in flight on the old one settle (retryable). */
  #retireClient(): void {
    this.#client = undefined;
    this.#guarded = undefined;
    this.#retire.abort();
  }

  /** One attempt: a fresh client, connected and its session checked within the deadline. */
  async #attempt(reconnected: boolean): Promise<void> {
    if (this.#stopped) throw new ConnectionStoppedError('stopped while connecting');
    const client = this.#o.create();
    const selfId = this.#o.selfId;
    // Only its id matters to GramJS's update dispatch; the adapter gives the full one on attach.
    if (selfId) client.knowSelf?.(new Api.InputPeerUser({ userId: big(selfId), accessHash: big('0') }));
    const limit = this.#o.connectTimeoutMs ?? CONNECT_ATTEMPT_TIMEOUT_MS;
    const forgotten = this.#watchKey(client);
    try {
      await untilAborted(
        withDeadline(this.#o.clock, limit, () => Promise.race([this.#open(client), forgotten]), 'TIMEOUT'),
        this.#abort.signal,
      );
      this.#adopt(client);
      await this.#o.onReady(client, reconnected);
    } catch (err) {
      if (this.#client === client) this.#retireClient();
      // GramJS may still be trying: let it give up in the background.
      void client.destroy().catch(() => {});
      throw this.#explain(err, limit);
    }
  }

  /**
   * Rejects when Telegram says it forgot the session's key (transport error -404); if the client
   * is the one in use by then, the persona stops with the `login` hint, as for a revoked session.
   */
  #watchKey(client: GramClient): Promise<never> {
    const forgotten = new Promise<never>((_, reject) => {
      client.addEventHandler((update) => {
        if (!authKeyForgotten(update)) return;
        const err = sessionInvalid(this.#o.persona, 'Telegram no longer knows the session (-404)');
        reject(err);
        if (this.#client === client && !this.#stopped) this.#fatal(err);
      }, new Raw({}));
    });
    forgotten.catch(() => {});
    return forgotten;
  }

  async #open(client: GramClient): Promise<void> {
    // GramJS reports a connection it could not make by answering false, after its own retries;
    // its requests would then wait forever for a connection that never comes.
    if (!(await client.connect()))
      throw new RetryableError('could not reach Telegram: the connection was refused or the network is down');
    // Not GramJS's checkAuthorization: it answers false for any failure, a network that dropped
    // included, and a flaky network must never look like a revoked session.
    const check = new Api.updates.GetState();
    await client.invoke(this.#o.withoutUpdates ? withoutUpdates(check) : check);
  }

  /** A failed attempt in the operator's terms. */
  #explain(err: unknown, limit: number): unknown {
    if (err instanceof AccountRefusedError || err instanceof ConnectionStoppedError) return err;
    if (err instanceof TimeoutError)
      return new UserError(
        `Telegram did not answer within ${Math.round(limit / 1000)} s: check the network connection`,
      );
    const refused = this.#refusal(err);
    if (refused) return refused;
    return new UserError(`could not connect to Telegram: ${errorMessage(err)}`);
  }

  /** The error for what Telegram will never accept, or undefined when a later try may work. */
  #refusal(err: unknown, running = false): AccountRefusedError | undefined {
    const failure = connectionFailure(err);
    if (failure.kind === 'session-ended')
      return sessionInvalid(
        this.#o.persona,
        running
          ? `Telegram ended the session (${failure.code})`
          : 'the Telegram session is not logged in (revoked or logged out)',
      );
    if (failure.kind === 'account-moved')
      return sessionInvalid(
        this.#o.persona,
        `Telegram moved the account to another data centre (${failure.code}), where this session has no key`,
      );
    if (failure.kind === 'credentials-refused')
      return new AccountRefusedError(
        `Telegram refused TELEGRAM_API_ID / TELEGRAM_API_HASH (${failure.code}): check them at https://my.telegram.org`,
      );
    return undefined;
  }

  /** Attempts until one works; each failure is logged with the attempt and the next try. */
  async #connectWithRetries(reconnected: boolean): Promise<void> {
    const { log } = this.#o;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.#attempt(reconnected);
        this.#trouble = undefined;
        if (attempt > 1 || reconnected)
          log.info(reconnected ? 'reconnected to Telegram' : 'connected to Telegram', { attempts: attempt });
        return;
      } catch (err) {
        if (err instanceof AccountRefusedError || err instanceof ConnectionStoppedError) throw err;
        const delay = this.#backoff(attempt);
        const now = this.#o.clock.now();
        this.#trouble = {
          since: this.#trouble?.since ?? now,
          attempts: attempt,
          lastError: errorMessage(err),
          nextTryAt: now + delay,
        };
        log.warn('could not connect to Telegram; trying again', {
          attempt,
          nextTryInS: Math.round(delay / 100) / 10,
          reason: errorMessage(err),
        });
        if (!(await this.#sleep(delay))) throw new ConnectionStoppedError('stopped while connecting');
      }
    }
  }

  #backoff(attempt: number): number {
    const { reconnectBaseMs = 1_000, reconnectMaxMs, random = Math.random } = this.#o;
    return backoffMs(attempt, reconnectBaseMs, reconnectMaxMs, random);
  }

  async #keepAlive(): Promise<void> {
    const { clock, log } = this.#o;
    const limit = this.#o.keepAliveFailures ?? 2;
    let failures = 0;
    while (!this.#stopped) {
      if (!(await this.#sleep(this.#o.keepAliveMs))) return;
      try {
        const client = this.current();
        await withDeadline(
          clock,
          this.#o.keepAliveTimeoutMs ?? 15_000,
          () => client.invoke(new Api.updates.GetState()),
          `TIMEOUT: no answer within ${this.#o.keepAliveTimeoutMs ?? 15_000} ms`,
        );
        failures = 0;
      } catch (err) {
        const refused = this.#refusal(err, true);
        if (refused) return this.#fatal(refused);
        failures++;
        log.warn('Telegram keep-alive failed', { failures, reason: errorMessage(err) });
        if (failures >= limit) {
          failures = 0;
          await this.#reconnect(errorMessage(err));
        }
      }
    }
  }

  async #reconnect(reason: string): Promise<void> {
    this.#o.onLost?.();
    const old = this.#client;
    this.#retireClient();
    await old?.destroy().catch(() => {});
    // A first pause, so personas that lost the same network do not all reconnect at once.
    const delay = this.#backoff(1);
    const now = this.#o.clock.now();
    this.#trouble = { since: now, attempts: 0, lastError: reason, nextTryAt: now + delay };
    this.#o.log.info('reconnecting to Telegram', { inS: Math.round(delay / 100) / 10 });
    if (!(await this.#sleep(delay))) return;
    try {
      await this.#connectWithRetries(true);
    } catch (err) {
      if (err instanceof AccountRefusedError) this.#fatal(err);
    }
  }

  #fatal(err: AccountRefusedError): void {
    this.#stopped = true;
    this.#o.onFatal(err);
  }

  /** Sleeps on the clock; false when stopped meanwhile. */
  async #sleep(ms: number): Promise<boolean> {
    try {
      await this.#o.clock.sleep(ms, this.#abort.signal);
    } catch {
      return false;
    }
    return !this.#stopped;
  }
}

/** `work`, unless `signal` aborts first: then a ConnectionStoppedError. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new ConnectionStoppedError('stopped while connecting'));
  let onAbort = () => {};
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => reject(new ConnectionStoppedError('stopped while connecting'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, stopped]).finally(() => signal.removeEventListener('abort', onAbort));
}

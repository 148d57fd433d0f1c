import { Api } from 'telegram';
import type { Clock } from '../../support/clock.js';
import { TimeoutError, withDeadline } from '../../support/deadline.js';
import { errorMessage, RetryableError, UserError } from '../../support/errors.js';
import type { Logger } from '../../support/log.js';
import type { GramClient } from './client.js';

/** The stored session is missing, revoked or logged out: only `login` can fix it. */
export class SessionInvalidError extends UserError {
  override readonly name = 'SessionInvalidError';
}

export function sessionInvalid(persona: string, why: string): SessionInvalidError {
  return new SessionInvalidError(`${why} for persona ${persona}: run \`character-agent login ${persona}\``);
}

const AUTH_ERRORS =
  /AUTH_KEY_UNREGISTERED|AUTH_KEY_INVALID|AUTH_KEY_DUPLICATED|SESSION_REVOKED|SESSION_EXPIRED|USER_DEACTIVATED/;

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
  reconnectBaseMs?: number;
  reconnectMaxMs: number;
  /**
   * Time allowed to connect and check the session at start; none by default (`run` waits for
   * the network). One-off commands set it, so an unreachable Telegram fails instead of hanging.
   */
  connectTimeoutMs?: number;
  /** Spreads reconnections of several personas apart; 0..1. */
  random?: () => number;
  /** Each connected, authorised client: the first one and every one after a reconnection. */
  onReady: (client: GramClient, reconnected: boolean) => Promise<void>;
  /** The session stopped working for good (revoked elsewhere): the persona has to stop. */
  onFatal: (err: SessionInvalidError) => void;
}

/**
 * One persona's connection to Telegram: connects without ever prompting (a missing or revoked
 * session fails fast with the `login` hint), sends a keep-alive so the update stream does not
 * stall silently (GramJS user clients are known to stop receiving updates when idle), and
 * replaces a client that stops answering, with exponential backoff between attempts.
 */
export class GramConnection {
  readonly #o: ConnectionOptions;
  readonly #abort = new AbortController();
  #client: GramClient | undefined;
  #loop: Promise<void> | undefined;
  #stopped = false;

  constructor(options: ConnectionOptions) {
    this.#o = options;
  }

  /** The connected client; while reconnecting, a RetryableError the task engine will wait out. */
  current(): GramClient {
    if (!this.#client) throw new RetryableError('Telegram is not connected (reconnecting)');
    return this.#client;
  }

  async start(): Promise<void> {
    const client = this.#o.create();
    const limit = this.#o.connectTimeoutMs;
    if (limit === undefined) await this.#open(client);
    else {
      try {
        await withTimeout(this.#open(client), limit, this.#o.clock);
      } catch (err) {
        if (!(err instanceof TimeoutError)) throw err;
        // GramJS may still be trying: let it give up in the background.
        void client.destroy().catch(() => {});
        throw new UserError(
          `Telegram did not answer within ${Math.round(limit / 1000)} s: check the network connection`,
        );
      }
    }
    if (this.#stopped) {
      await client.destroy().catch(() => {});
      throw new Error('stopped while connecting');
    }
    this.#client = client;
    await this.#o.onReady(client, false);
    this.#loop = this.#keepAlive();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#abort.abort();
    await this.#loop?.catch(() => {});
    const client = this.#client;
    this.#client = undefined;
    await client?.destroy().catch(() => {});
  }

  async #open(client: GramClient): Promise<void> {
    try {
      await client.connect();
      if (await client.checkAuthorization()) return;
    } catch (err) {
      if (!AUTH_ERRORS.test(errorMessage(err))) {
        await client.destroy().catch(() => {});
        throw err;
      }
    }
    await client.destroy().catch(() => {});
    throw sessionInvalid(this.#o.persona, 'the Telegram session is not logged in (revoked or logged out)');
  }

  async #keepAlive(): Promise<void> {
    const { clock, log } = this.#o;
    const limit = this.#o.keepAliveFailures ?? 2;
    let failures = 0;
    while (!this.#stopped) {
      if (!(await this.#sleep(this.#o.keepAliveMs))) return;
      try {
        const client = this.current();
        await withTimeout(
          client.invoke(new Api.updates.GetState()),
          this.#o.keepAliveTimeoutMs ?? 15_000,
          clock,
        );
        failures = 0;
      } catch (err) {
        if (AUTH_ERRORS.test(errorMessage(err))) return this.#fatal(err);
        failures++;
        log.warn('Telegram keep-alive failed', { failures, reason: errorMessage(err) });
        if (failures >= limit) {
          failures = 0;
          await this.#reconnect();
        }
      }
    }
  }

  async #reconnect(): Promise<void> {
    const { log } = this.#o;
    const old = this.#client;
    this.#client = undefined;
    await old?.destroy().catch(() => {});
    const base = this.#o.reconnectBaseMs ?? 1_000;
    for (let attempt = 0; !this.#stopped; attempt++) {
      const backoff = Math.min(this.#o.reconnectMaxMs, base * 2 ** attempt);
      const delay = Math.round(backoff * (0.5 + (this.#o.random ?? Math.random)() / 2));
      log.info('reconnecting to Telegram', { attempt: attempt + 1, inMs: delay });
      if (!(await this.#sleep(delay))) return;
      const client = this.#o.create();
      try {
        await this.#open(client);
        this.#client = client;
        await this.#o.onReady(client, true);
        log.info('reconnected to Telegram', { attempts: attempt + 1 });
        return;
      } catch (err) {
        if (err instanceof SessionInvalidError) return this.#fatal(err);
        log.warn('reconnection failed', { attempt: attempt + 1, reason: errorMessage(err) });
        if (this.#client === client) this.#client = undefined;
        await client.destroy().catch(() => {});
      }
    }
  }

  #fatal(err: unknown): void {
    this.#stopped = true;
    const error =
      err instanceof SessionInvalidError
        ? err
        : sessionInvalid(this.#o.persona, `Telegram ended the session (${errorMessage(err)})`);
    this.#o.log.error('Telegram session ended', { reason: error.message });
    this.#o.onFatal(error);
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

/** The deadline runs on the injected clock: wall time live, virtual time in tests and replay. */
function withTimeout<T>(work: Promise<T>, ms: number, clock: Clock): Promise<T> {
  return withDeadline(clock, ms, () => work, `TIMEOUT: no answer within ${ms} ms`);
}

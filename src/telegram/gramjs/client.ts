import { Api, TelegramClient } from 'telegram';
import type { EventBuilder } from 'telegram/events/common.js';
import { Logger, LogLevel } from 'telegram/extensions/Logger.js';
import type { PromisedNetSockets } from 'telegram/extensions/PromisedNetSockets.js';
import type { MTProtoSender } from 'telegram/network/index.js';
import { StringSession } from 'telegram/sessions/index.js';
import { LAYER } from 'telegram/tl/AllTLObjects.js';
import type { Clock } from '../../support/clock.js';
import { TimeoutError, withDeadline } from '../../support/deadline.js';
import { RetryableError } from '../../support/errors.js';
import type { Logger as OurLogger } from '../../support/log.js';

/**
 * The GramJS calls the adapter makes, and nothing more. The real `TelegramClient` satisfies it
 * (checked by `createGramClient`); tests implement it with a fake that records requests.
 * Every RPC goes through `invoke` with a request we build, so the exact requests are testable.
 */
export interface GramClient {
  connect(): Promise<boolean>;
  /** Closes the connection and stops GramJS's own loops for good. */
  destroy(): Promise<void>;
  invoke<R extends Api.AnyRequest>(request: R): Promise<R['__response']>;
  getMe(): Promise<Api.User>;
  /** Resolves a marked peer id ("123", "-456", "-100789") from GramJS's entity cache or the network. */
  getInputEntity(peer: string): Promise<Api.TypeInputPeer>;
  getEntity(peer: string): Promise<unknown>;
  /** Downloads a message's media (or one of its thumbnails) into memory. */
  downloadMedia(
    media: Api.Message | Api.TypeMessageMedia,
    params?: { thumb?: number | Api.TypePhotoSize },
  ): Promise<Buffer | string | undefined>;
  /** GramJS calls `handler` for every raw update; whatever it throws, GramJS swallows. */
  addEventHandler(handler: (update: unknown) => unknown, event?: EventBuilder): void;
  /** Tells a new client its own account, which it would otherwise look up at its first updates. */
  knowSelf?(self: Api.InputPeerUser): void;
}

export interface GramClientOptions {
  apiId: number;
  apiHash: string;
  session: StringSession;
  /** Shown in Telegram's list of active sessions. */
  deviceModel?: string;
  appVersion?: string;
  /** The socket class under GramJS's transport (tests put a scripted Telegram there). */
  networkSocket?: typeof PromisedNetSockets;
  /** Where GramJS's own log lines go (at debug); without it GramJS stays silent. */
  log?: OurLogger;
}

/** What a session client may be given besides its credentials and session. */
export type SessionClientExtras = Pick<GramClientOptions, 'networkSocket' | 'log'>;

/**
 * GramJS's logger, speaking through ours: its info, warning and error lines become our debug
 * lines (seen with `--verbose`, redacted like every line). GramJS also prints whole error objects
 * to the console when its logger allows errors; that is refused, so nothing bypasses ours.
 */
class GramjsLogBridge extends Logger {
  readonly #log: OurLogger;

  constructor(log: OurLogger) {
    super(LogLevel.INFO);
    this.#log = log;
  }

  override canSend(): boolean {
    return false;
  }

  override _log(level: LogLevel, message: string): void {
    if (level === LogLevel.DEBUG || level === LogLevel.NONE) return;
    this.#log.debug(`GramJS: ${message}`, { gramjsLevel: level });
  }
}

/**
 * A real GramJS client configured for a long-running agent: GramJS's own logging silenced unless
 * `log` takes it (it ignores NO_COLOR and prints to stdout), flood waits never slept through silently (our
 * FloodGuard decides), automatic socket reconnection kept on.
 */
export function createGramClient(options: GramClientOptions): GramClient {
  return withKnowSelf(createTelegramClient(options));
}

function withKnowSelf(client: TelegramClient): GramClient {
  return Object.assign(client, {
    knowSelf(self: Api.InputPeerUser) {
      // GramJS's own field: set, its update dispatch needs no look-up of the account. An id
      // known before connecting (access hash 0) gives way to the full one.
      const known = client._selfInputPeer;
      if (!known || String(known.accessHash) === '0') client._selfInputPeer = self;
    },
  });
}

/** A client on a session string that a sign-in saved (see `signIn`). */
export function createSessionClient(
  credentials: { apiId: number; apiHash: string },
  session: string,
  extras: SessionClientExtras = {},
): GramClient {
  return withKnowSelf(
    createTelegramClient({ ...credentials, session: new StringSession(session), ...extras }, SessionClient),
  );
}

/** Telegram moved a logged-in account to another data centre (USER_MIGRATE, NETWORK_MIGRATE). */
export class AccountMovedError extends Error {
  override readonly name = 'AccountMovedError';
  /** As Telegram names it, for `connectionFailure`. */
  readonly errorMessage: string;

  constructor(dataCentre: number) {
    super(`Telegram moved the account to data centre ${dataCentre}`);
    this.errorMessage = `USER_MIGRATE_${dataCentre}`;
  }
}

/** Another data centre would not take the account's authorization: its files cannot be fetched. */
export class DataCentreRefusedError extends Error {
  override readonly name = 'DataCentreRefusedError';
  /** Telegram's reason ("AUTH_BYTES_INVALID"), for the error's classification. */
  readonly errorMessage: string;

  constructor(dataCentre: number, cause: unknown) {
    const reason = errorCode(cause);
    super(
      `Telegram data centre ${dataCentre} refused the account's authorization (${reason}): files stored there cannot be downloaded`,
      { cause },
    );
    this.errorMessage = reason;
  }
}

function errorCode(err: unknown): string {
  if (typeof err === 'object' && err !== null && 'errorMessage' in err) return String(err.errorMessage);
  return err instanceof Error ? err.message : String(err);
}

/**
 * A client on a stored session. A session's key belongs to its data centre: GramJS answers a
 * move by dropping the key and making an unauthorised one in the new place, after which every
 * request fails as "not logged in". Here the move fails the request instead, with an error that
 * says what happened (signing in again makes the session where the account now is).
 *
 * Files on another data centre are fetched over a key made there, which must import the
 * account's authorization before it may download. GramJS retries a failed import on the same
 * key and then skips the import (it takes any key it holds for an authorised one), so every
 * later download there fails as AUTH_KEY_UNREGISTERED. Here the import is ours: once per key,
 * and a refusal fails the download that needed it; the next download starts over.
 */
class SessionClient extends TelegramClient {
  /** Senders to other data centres whose key carries the account's authorization. */
  readonly #authorized = new WeakSet<MTProtoSender>();
  /** A failure to hand to GramJS's retry of the borrow that met it, which then stops. */
  readonly #refused = new Map<number, Error>();

  override async _switchDC(newDc: number): Promise<boolean> {
    throw new AccountMovedError(newDc);
  }

  override async disconnect(): Promise<void> {
    // GramJS looks for its borrowed senders (and their release timers) with Object.values on a
    // Map, so it finds none: they stayed connected after the client was closed.
    const borrowed = [...this._exportedSenderPromises.values()];
    const releases = (this as unknown as { _exportedSenderReleaseTimeouts: Map<number, NodeJS.Timeout> })
      ._exportedSenderReleaseTimeouts;
    for (const timer of releases.values()) clearTimeout(timer);
    releases.clear();
    await super.disconnect();
    // Not awaited: a borrow still connecting must not hold up the close.
    for (const sender of borrowed) void sender.then((s) => s.disconnect()).catch(() => {});
  }

  override async _borrowExportedSender(
    dcId: number,
    shouldReconnect?: boolean,
    existingSender?: MTProtoSender,
  ): Promise<MTProtoSender> {
    // GramJS answers a failed borrow by borrowing again at once, without end.
    const refused = this.#refused.get(dcId);
    if (refused) {
      this.#refused.delete(dcId);
      throw refused;
    }
    return super._borrowExportedSender(dcId, shouldReconnect, existingSender);
  }

  override async _connectSender(sender: MTProtoSender, dcId: number): Promise<MTProtoSender> {
    if (dcId === this.session.dcId) return super._connectSender(sender, dcId);
    // GramJS's own connect (key exchange, retries of a dropped connection), without its import.
    sender._authenticated = true;
    await super._connectSender(sender, dcId);
    // GramJS returns the sender even when every connection attempt failed.
    if (!sender.isConnected()) {
      const unreachable = new RetryableError(
        `could not reach Telegram data centre ${dcId}, where the file is stored; check the network`,
      );
      this.#refused.set(dcId, unreachable);
      throw unreachable;
    }
    if (this.#authorized.has(sender)) return sender;
    try {
      const exported = await this.invoke(new Api.auth.ExportAuthorization({ dcId }));
      this._initRequest.query = new Api.auth.ImportAuthorization({ id: exported.id, bytes: exported.bytes });
      await sender.send(new Api.InvokeWithLayer({ layer: LAYER, query: this._initRequest }));
    } catch (err) {
      await sender.disconnect();
      const refused = new DataCentreRefusedError(dcId, err);
      this.#refused.set(dcId, refused);
      throw refused;
    }
    this.#authorized.add(sender);
    return sender;
  }
}

/** The full GramJS client (interactive login needs `start`, which the agent never calls). */
export function createTelegramClient(
  options: GramClientOptions,
  Client: typeof TelegramClient = TelegramClient,
): TelegramClient {
  return new Client(options.session, options.apiId, options.apiHash, {
    baseLogger: options.log ? new GramjsLogBridge(options.log) : new Logger(LogLevel.NONE),
    floodSleepThreshold: 0,
    connectionRetries: 5,
    autoReconnect: true,
    deviceModel: options.deviceModel ?? 'character-agent',
    appVersion: options.appVersion ?? '0.1.0',
    systemVersion: `Node.js ${process.versions.node}`,
    networkSocket: options.networkSocket,
  });
}

/** How long one request may take before it is given up as retryable (GramJS has no deadline). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** How long one download may take: a file is many requests. */
export const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

export interface GuardOptions {
  clock: Clock;
  /** Aborts when this client is replaced or closed: whatever is still in flight on it settles. */
  retired: AbortSignal;
  requestTimeoutMs?: number;
  downloadTimeoutMs?: number;
  /**
   * Every request asks Telegram not to send this connection updates (`InvokeWithoutUpdates`): a
   * one-off command beside `run` on the same session must not draw `run`'s updates to itself.
   */
  withoutUpdates?: boolean;
}

/** `request`, asking Telegram not to make its connection one that updates go to; same answer. */
export function withoutUpdates<R extends Api.AnyRequest>(request: R): R {
  // The wrapper answers what the request answers, so the request's type holds for it.
  return new Api.InvokeWithoutUpdates({ query: request }) as unknown as R;
}

/**
 * `client` with a deadline on every call and an end to every call once it is retired. GramJS
 * neither times a request out nor rejects what is in flight when its client is destroyed, so
 * without this a chat's work could wait forever on a connection that is gone. Both endings are
 * RetryableErrors: the task engine tries again on the next client.
 */
export function guardClient(client: GramClient, options: GuardOptions): GramClient {
  const requestMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const downloadMs = options.downloadTimeoutMs ?? DOWNLOAD_TIMEOUT_MS;
  const guard = <T>(what: string, ms: number, work: () => Promise<T>): Promise<T> =>
    guarded(what, ms, work, options);
  return {
    connect: () => client.connect(),
    destroy: () => client.destroy(),
    invoke: (request) =>
      guard(request.className, requestMs, () =>
        client.invoke(options.withoutUpdates ? withoutUpdates(request) : request),
      ),
    getMe: () => guard('users.GetUsers', requestMs, () => client.getMe()),
    getInputEntity: (peer) => guard('getInputEntity', requestMs, () => client.getInputEntity(peer)),
    getEntity: (peer) => guard('getEntity', requestMs, () => client.getEntity(peer)),
    downloadMedia: (media, params) =>
      guard('upload.GetFile', downloadMs, () => client.downloadMedia(media, params)),
    addEventHandler: (handler, event) => client.addEventHandler(handler, event),
    knowSelf: (self) => client.knowSelf?.(self),
  };
}

async function guarded<T>(what: string, ms: number, work: () => Promise<T>, o: GuardOptions): Promise<T> {
  const replaced = () => new RetryableError(`Telegram connection was replaced while ${what} was in flight`);
  if (o.retired.aborted) throw replaced();
  let onRetired = () => {};
  const retired = new Promise<never>((_, reject) => {
    onRetired = () => reject(replaced());
    o.retired.addEventListener('abort', onRetired, { once: true });
  });
  try {
    return await withDeadline(o.clock, ms, () => Promise.race([work(), retired]));
  } catch (err) {
    if (err instanceof TimeoutError)
      throw new RetryableError(`TIMEOUT: Telegram did not answer ${what} within ${Math.round(ms / 1000)} s`);
    throw err;
  } finally {
    o.retired.removeEventListener('abort', onRetired);
  }
}

import { type Api, TelegramClient } from 'telegram';
import type { EventBuilder } from 'telegram/events/common.js';
import { Logger, LogLevel } from 'telegram/extensions/Logger.js';
import type { PromisedNetSockets } from 'telegram/extensions/PromisedNetSockets.js';
import { StringSession } from 'telegram/sessions/index.js';

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
}

/**
 * A real GramJS client configured for a long-running agent: GramJS's own logging silenced (it
 * ignores NO_COLOR and prints to stdout), flood waits never slept through silently (our
 * FloodGuard decides), automatic socket reconnection kept on.
 */
export function createGramClient(options: GramClientOptions): GramClient {
  return createTelegramClient(options);
}

/** A client on a session string that a sign-in saved (see `signIn`). */
export function createSessionClient(
  credentials: { apiId: number; apiHash: string },
  session: string,
  network: Pick<GramClientOptions, 'networkSocket'> = {},
): GramClient {
  return createGramClient({ ...credentials, session: new StringSession(session), ...network });
}

/** The full GramJS client (interactive login needs `start`, which the agent never calls). */
export function createTelegramClient(options: GramClientOptions): TelegramClient {
  return new TelegramClient(options.session, options.apiId, options.apiHash, {
    baseLogger: new Logger(LogLevel.NONE),
    floodSleepThreshold: 0,
    connectionRetries: 5,
    autoReconnect: true,
    deviceModel: options.deviceModel ?? 'character-agent',
    appVersion: options.appVersion ?? '0.1.0',
    systemVersion: `Node.js ${process.versions.node}`,
    networkSocket: options.networkSocket,
  });
}

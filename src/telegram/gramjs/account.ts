import type { TelegramSettings } from '../../config/telegram-schema.js';
import type { Clock } from '../../support/clock.js';
import type { Logger } from '../../support/log.js';
import type { TelegramMemory } from '../port.js';
import { GramjsTelegram } from './adapter.js';
import type { GramClient } from './client.js';
import { type AccountRefusedError, GramConnection } from './connection.js';

export interface TelegramAccountOptions {
  persona: string;
  /** The `telegram:` section of config.yaml. */
  settings: TelegramSettings;
  /** A new GramJS client on the persona's stored session (a fresh one per reconnection). */
  createClient: () => GramClient;
  clock: Clock;
  log: Logger;
  /** Each connected, authorised client: the first one and every one after a reconnection. */
  onReady: (client: GramClient, reconnected: boolean) => Promise<void>;
  /** Telegram refused the account while it ran (session revoked elsewhere). */
  onFatal: (err: AccountRefusedError) => void;
  /** The connection stopped answering and is being replaced. */
  onLost?: () => void;
  /** Time one attempt to connect may take (default 60 s). */
  connectTimeoutMs?: number;
  /** At start, retry with backoff until connected (`run`) instead of failing after one attempt. */
  retryStart?: boolean;
  /** Jitter of the backoff, 0..1 (tests fix it). */
  random?: () => number;
  /** Where learnt peers and the update state are kept between runs. */
  memory?: TelegramMemory;
  /** Every request asks Telegram for no updates on this connection (one-off commands beside `run`). */
  withoutUpdates?: boolean;
  /** The account's own user id, when the stored session names it. */
  selfId?: string;
}

/**
 * One persona's account: the connection (no prompt, keep-alive, reconnection) and the adapter
 * over it, tuned by the `telegram:` settings. `run` puts a gate and a runtime on top
 * (`LivePersona`); one-off commands use the adapter directly.
 */
export function telegramAccount(options: TelegramAccountOptions): {
  connection: GramConnection;
  telegram: GramjsTelegram;
} {
  const { settings, clock, log } = options;
  const connection = new GramConnection({
    persona: options.persona,
    create: options.createClient,
    clock,
    log,
    keepAliveMs: settings.keepAliveMs,
    reconnectMaxMs: settings.reconnectMaxMs,
    onReady: options.onReady,
    onFatal: options.onFatal,
    onLost: options.onLost,
    withoutUpdates: options.withoutUpdates,
    selfId: options.selfId,
    connectTimeoutMs: options.connectTimeoutMs,
    retryStart: options.retryStart,
    random: options.random,
  });
  const telegram = new GramjsTelegram({
    client: () => connection.current(),
    clock,
    log,
    flood: { maxWaitMs: settings.floodWaitMaxMs, retries: settings.floodWaitRetries },
    downloadMaxBytes: settings.downloadMaxBytes,
    scanPaceMs: settings.scanPaceMs,
    memory: options.memory,
  });
  return { connection, telegram };
}

import { NetworkMigrateError, UserMigrateError } from 'telegram/errors/index.js';
import { UpdateConnectionState } from 'telegram/network/index.js';
import { RetryableError } from '../../support/errors.js';
import { SpamLimitedError, TelegramCallError } from '../types.js';

/**
 * GramJS's errors in our terms. This file is the only place that knows their shapes: RPC error
 * codes, flood-wait fields and the messages of a dropped connection.
 */

/** How long Telegram asks us to wait, when the error is a flood or slow-mode wait. */
export function floodWaitMs(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  // GramJS's FloodWaitError / SlowModeWaitError carry `seconds` (errorMessage "FLOOD" / "SLOWMODE_WAIT").
  if ('seconds' in err && typeof err.seconds === 'number' && 'errorMessage' in err) return err.seconds * 1000;
  const message = 'errorMessage' in err ? String(err.errorMessage) : '';
  const match = /^(?:FLOOD_WAIT|FLOOD_PREMIUM_WAIT|SLOWMODE_WAIT)_(\d+)$/.exec(message);
  return match ? Number(match[1]) * 1000 : undefined;
}

/** GramJS's own messages for a connection that is down or did not answer. */
const TRANSIENT =
  /^(TIMEOUT|Not connected|Cannot send requests while disconnected|Request was unsuccessful|Connection closed)/i;

/** Socket errors under GramJS's connection. */
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
  'ENETUNREACH',
]);

/**
 * What a failed GramJS call means for the task engine. A flood wait becomes a RetryableError
 * carrying the wait; server errors (5xx, and -503, GramJS's request timeout), a dropped
 * connection and socket errors become a RetryableError; PEER_FLOOD becomes a SpamLimitedError
 * (the whole account may not message strangers for a while); anything else (400 MESSAGE_ID_INVALID,
 * 403 CHAT_WRITE_FORBIDDEN, USER_IS_BLOCKED, ...) is a permanent failure: a TelegramCallError
 * naming the call and its chat, whose message is Telegram's reason. Our own errors pass as they are.
 */
export function classifyTelegramError(err: unknown, call: { method: string; chat?: string }): Error {
  if (err instanceof RetryableError || err instanceof SpamLimitedError || err instanceof TelegramCallError)
    return err;
  const message = err instanceof Error ? err.message : String(err);
  const code = rpcCode(err);
  if (typeof err === 'object' && err !== null) {
    // The account is spam-limited: an account-level state, not this message's failure.
    if (code === 'PEER_FLOOD') return new SpamLimitedError(err);
    const waitMs = floodWaitMs(err);
    if (waitMs !== undefined)
      return new RetryableError(`Telegram: ${message}`, { retryAfterMs: waitMs, cause: err });
    if (isServerError(err) || TRANSIENT.test(message) || isNetworkError(err)) {
      return new RetryableError(`Telegram: ${message}`, { cause: err });
    }
  }
  return new TelegramCallError(message, { method: call.method, chat: call.chat, code, cause: err });
}

function isServerError(err: object): boolean {
  const code = 'code' in err && typeof err.code === 'number' ? err.code : undefined;
  return code !== undefined && (code >= 500 || code === -503);
}

function isNetworkError(err: object): boolean {
  const code = 'code' in err ? String(err.code) : '';
  const cause = 'cause' in err && typeof err.cause === 'object' && err.cause !== null ? err.cause : {};
  const causeCode = 'code' in cause ? String(cause.code) : '';
  return NETWORK_CODES.has(code) || NETWORK_CODES.has(causeCode);
}

/**
 * Telegram's answers that no retry can change. The session's auth key is unknown, revoked,
 * expired or used twice, or the account is gone: only logging in again helps. The API id or
 * hash is refused: only fixing TELEGRAM_API_ID / TELEGRAM_API_HASH helps.
 */
const SESSION_ENDED = /^(AUTH_KEY_[A-Z_]+|SESSION_REVOKED|SESSION_EXPIRED|USER_DEACTIVATED(_BAN)?)$/;
const CREDENTIALS_REFUSED = /^(API_ID_INVALID|API_ID_PUBLISHED_FLOOD)$/;
/** Telegram moved the logged-in account to another data centre, where the session has no key. */
const ACCOUNT_MOVED = /^(USER|NETWORK)_MIGRATE_(\d+)$/;

/** Why connecting (or a keep-alive) failed, in terms of what can fix it. */
export type ConnectionFailure =
  | { kind: 'session-ended'; code: string }
  | { kind: 'credentials-refused'; code: string }
  | { kind: 'account-moved'; code: string }
  | { kind: 'transient' };

/**
 * What a failed connection attempt or keep-alive means: a session Telegram no longer accepts,
 * API credentials it refuses (both need the operator), or anything else, which a later attempt
 * may get past (no network, a timeout, a server error).
 */
export function connectionFailure(err: unknown): ConnectionFailure {
  const code = rpcCode(err);
  if (code === undefined) return { kind: 'transient' };
  if (SESSION_ENDED.test(code)) return { kind: 'session-ended', code };
  if (CREDENTIALS_REFUSED.test(code)) return { kind: 'credentials-refused', code };
  if (ACCOUNT_MOVED.test(code)) return { kind: 'account-moved', code };
  return { kind: 'transient' };
}

/** The RPC error code ("AUTH_KEY_UNREGISTERED"): GramJS's RPCError carries it as `errorMessage`. */
function rpcCode(err: unknown): string | undefined {
  if (err instanceof TelegramCallError) return err.code;
  // GramJS's data-centre errors keep the new data centre apart and say it in words.
  if (err instanceof NetworkMigrateError) return `NETWORK_MIGRATE_${err.newDc}`;
  if (err instanceof UserMigrateError) return `USER_MIGRATE_${err.newDc}`;
  if (typeof err !== 'object' || err === null) return undefined;
  if ('errorMessage' in err && typeof err.errorMessage === 'string') return err.errorMessage;
  // A plain error carrying the code as its whole message ("AUTH_KEY_UNREGISTERED").
  const message = err instanceof Error ? err.message : '';
  return /^[A-Z][A-Z0-9_]+$/.test(message) ? message : undefined;
}

/**
 * GramJS's word that Telegram forgot the session's auth key: the transport error -404 makes its
 * main sender report the connection "broken" (and then read nothing more). No reconnection gets
 * past it; only logging in again does.
 */
export function authKeyForgotten(update: unknown): boolean {
  return update instanceof UpdateConnectionState && update.state === UpdateConnectionState.broken;
}

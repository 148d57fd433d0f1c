import { Api, errors } from 'telegram';
import { describe, expect, it } from 'vitest';
import { RetryableError } from '../../../src/support/errors.js';
import {
  classifyTelegramError,
  connectionFailure,
  floodWaitMs,
} from '../../../src/telegram/gramjs/errors.js';
import { SpamLimitedError, TelegramCallError } from '../../../src/telegram/types.js';
import { rpcError } from './adapter-rig.js';

const flood = (seconds: number) =>
  new errors.FloodWaitError({ request: new Api.messages.SendMessage({ message: 'x' }), capture: seconds });

describe('floodWaitMs', () => {
  it('reads the wait from GramJS errors and from raw FLOOD_WAIT_/SLOWMODE_WAIT_ messages', () => {
    expect(floodWaitMs(flood(30))).toBe(30_000);
    expect(floodWaitMs(rpcError('FLOOD_PREMIUM_WAIT_7', 420))).toBe(7_000);
    expect(floodWaitMs(rpcError('SLOWMODE_WAIT_12', 420))).toBe(12_000);
    expect(floodWaitMs(rpcError('CHAT_WRITE_FORBIDDEN', 403))).toBeUndefined();
  });
});

const send = { method: 'messages.SendMessage', chat: '42' };

describe('classifyTelegramError', () => {
  it('turns a flood wait into a RetryableError carrying the wait', () => {
    const err = classifyTelegramError(flood(30), send);
    expect(err).toBeInstanceOf(RetryableError);
    expect((err as RetryableError).retryAfterMs).toBe(30_000);
  });

  it.each<[string, unknown]>([
    ['a server error', rpcError('INTERNAL', 500)],
    ['GramJS’s request timeout (-503)', rpcError('Timedout', -503)],
    ['a dropped connection', new Error('Cannot send requests while disconnected')],
    ['a socket error', Object.assign(new Error('read failed'), { code: 'ECONNRESET' })],
    ['a socket error underneath', new Error('send failed', { cause: { code: 'EPIPE' } })],
  ])('turns %s into a RetryableError without a wait', (_name, raw) => {
    const err = classifyTelegramError(raw, send);
    expect(err).toBeInstanceOf(RetryableError);
    expect((err as RetryableError).retryAfterMs).toBeUndefined();
    expect((err as RetryableError).cause).toBe(raw);
  });

  it('turns a permanent failure into ours, naming the call, its chat and Telegram’s code', () => {
    const forbidden = rpcError('CHAT_WRITE_FORBIDDEN', 403);
    const err = classifyTelegramError(forbidden, send);
    expect(err).toBeInstanceOf(TelegramCallError);
    expect(err).toMatchObject({
      method: 'messages.SendMessage',
      chat: '42',
      code: 'CHAT_WRITE_FORBIDDEN',
      message: forbidden.message,
      cause: forbidden,
    });
    const helper = classifyTelegramError(new Error('Could not find the input entity'), {
      method: 'getEntity',
    });
    expect(helper).toMatchObject({ method: 'getEntity', chat: undefined, code: undefined });
  });

  it('keeps an error already ours as it is', () => {
    for (const ours of [
      new RetryableError('Telegram is not connected (reconnecting)'),
      new SpamLimitedError(),
      new TelegramCallError('400: MESSAGE_ID_INVALID', {
        method: 'messages.SendMessage',
        code: 'MESSAGE_ID_INVALID',
      }),
    ])
      expect(classifyTelegramError(ours, send)).toBe(ours);
  });

  it('turns PEER_FLOOD into a SpamLimitedError', () => {
    expect(classifyTelegramError(rpcError('PEER_FLOOD', 400), send)).toBeInstanceOf(SpamLimitedError);
  });
});

describe('connectionFailure', () => {
  it.each([
    'AUTH_KEY_UNREGISTERED',
    'AUTH_KEY_INVALID',
    'AUTH_KEY_DUPLICATED',
    'SESSION_REVOKED',
    'SESSION_EXPIRED',
    'USER_DEACTIVATED',
    'USER_DEACTIVATED_BAN',
  ])('takes %s for a session only a new login fixes', (code) => {
    expect(connectionFailure(rpcError(code, 401))).toEqual({ kind: 'session-ended', code });
  });

  it('takes a refused API id for credentials to fix', () => {
    expect(connectionFailure(rpcError('API_ID_INVALID', 400))).toEqual({
      kind: 'credentials-refused',
      code: 'API_ID_INVALID',
    });
  });

  it.each<[string, unknown]>([
    ['a socket error', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['a dropped connection', new Error('Cannot send requests while disconnected')],
    ['GramJS’s request timeout', rpcError('Timedout', -503)],
    ['a flood wait', rpcError('FLOOD_WAIT_30', 420)],
    ['another RPC error', rpcError('PEER_ID_INVALID', 400)],
    ['a TIMEOUT', new Error('TIMEOUT')],
  ])('takes %s for something a later attempt may get past', (_name, err) => {
    expect(connectionFailure(err)).toEqual({ kind: 'transient' });
  });
});

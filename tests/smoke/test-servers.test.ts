import { describe, expect, it } from 'vitest';
import { main, smokeSettings } from './test-servers.js';

/** The smoke test itself needs Telegram's test servers; here only what it does without them. */
describe('the smoke test on Telegram test servers, without credentials', () => {
  it('fails with one clear line naming what to set, and touches no network', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main({}, { out: (l) => out.push(l), err: (l) => err.push(l) });
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([
      'smoke-test-servers: set TELEGRAM_API_ID, TELEGRAM_API_HASH, SMOKE_PHONE (a test-server number such as 9996621234; instructions at the top of tests/smoke/test-servers.ts)',
    ]);
  });

  it('refuses a real phone number: it only ever signs in test numbers', () => {
    expect(
      smokeSettings({ TELEGRAM_API_ID: '12345', TELEGRAM_API_HASH: 'h', SMOKE_PHONE: '+44 7700 900123' }),
    ).toEqual({
      missing:
        'smoke-test-servers: SMOKE_PHONE must be a test-server number 99966 2 XXXX (e.g. 9996621234), never a real phone number',
    });
  });

  it('takes the next test number for the person writing to the persona', () => {
    const settings = smokeSettings({
      TELEGRAM_API_ID: '12345',
      TELEGRAM_API_HASH: 'h',
      SMOKE_PHONE: '999662 9999',
    });
    expect(settings).toMatchObject({ personaPhone: '9996629999', peerPhone: '9996620000' });
  });
});

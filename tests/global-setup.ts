import { NO_DOTENV } from '../src/config/env.js';

/**
 * Before any test runs, in both tiers (test workers inherit this environment): no `.env` file of
 * the developer's is read, no key or credential of theirs is used, and Gemini's default endpoint
 * is a closed loopback port, so no test can reach the real API even when a README step put keys
 * in `.env`.
 */
export default function isolateFromDeveloperSecrets(): void {
  process.env[NO_DOTENV] = '1';
  for (const name of ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'TELEGRAM_API_ID', 'TELEGRAM_API_HASH'])
    delete process.env[name];
  process.env.GOOGLE_GEMINI_BASE_URL = 'http://127.0.0.1:9';
}

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { UserError } from '../support/errors.js';

export type Env = Readonly<Record<string, string | undefined>>;

export interface LoadedEnv {
  values: Env;
  /** `.env` files that were read, in order of precedence. */
  files: string[];
  /** Files readable by other users: they hold secrets, so the user is told. */
  exposed: string[];
}

/**
 * The environment, completed by `.env` files: the variables already set win, then the `.env` of
 * the working directory, then the one next to config.yaml. Nothing is written to `process.env`.
 */
export function loadEnv(dirs: readonly string[], env: Env = process.env): LoadedEnv {
  const files: string[] = [];
  const exposed: string[] = [];
  const merged: Record<string, string | undefined> = {};
  const seen = new Set<string>();
  for (const dir of dirs) {
    const file = path.resolve(dir, '.env');
    if (seen.has(file)) continue;
    seen.add(file);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    files.push(file);
    if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) exposed.push(file);
    for (const [key, value] of Object.entries(parseEnv(text))) if (!(key in merged)) merged[key] = value;
  }
  for (const [key, value] of Object.entries(env))
    if (value !== undefined && value !== '') merged[key] = value;
  return { values: merged, files, exposed };
}

export interface TelegramCredentials {
  apiId: number;
  apiHash: string;
}

const WHERE =
  'create an application at https://my.telegram.org (API development tools) and put ' +
  'TELEGRAM_API_ID and TELEGRAM_API_HASH in the environment or in a .env file';

/** TELEGRAM_API_ID / TELEGRAM_API_HASH, checked, with an error that says where to get them. */
export function telegramCredentials(env: Env): TelegramCredentials {
  const id = env.TELEGRAM_API_ID?.trim();
  const hash = env.TELEGRAM_API_HASH?.trim();
  const missing = [!id && 'TELEGRAM_API_ID', !hash && 'TELEGRAM_API_HASH'].filter(Boolean);
  if (missing.length > 0 || !id || !hash) throw new UserError(`${missing.join(' and ')} not set: ${WHERE}`);
  if (!/^[1-9][0-9]{0,11}$/.test(id)) throw new UserError(`TELEGRAM_API_ID must be a number (got "${id}")`);
  if (!/^[0-9a-f]{32}$/i.test(hash))
    throw new UserError('TELEGRAM_API_HASH must be the 32 hexadecimal characters shown by my.telegram.org');
  return { apiId: Number(id), apiHash: hash };
}

/** The Gemini key for live runs: GEMINI_API_KEY, else GOOGLE_API_KEY. */
export function geminiApiKey(env: Env): string {
  const key = env.GEMINI_API_KEY?.trim() || env.GOOGLE_API_KEY?.trim();
  if (!key)
    throw new UserError(
      'GEMINI_API_KEY not set: create a key at https://aistudio.google.com/apikey and put it in the environment or in a .env file',
    );
  return key;
}

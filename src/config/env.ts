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
 * Set (to anything) in the environment, no `.env` file is read: the environment alone counts.
 * For tests, CI and service managers, which set the environment themselves and must not pick up
 * a developer's or a stray `.env`.
 */
export const NO_DOTENV = 'CHARACTER_AGENT_NO_DOTENV';

/**
 * The environment, completed by `.env` files: the variables already set win, then the `.env` of
 * the first folder, then the next. Nothing is written to `process.env`.
 */
export function loadEnv(dirs: readonly string[], env: Env = process.env): LoadedEnv {
  const files: string[] = [];
  const exposed: string[] = [];
  const merged: Record<string, string | undefined> = {};
  const seen = new Set<string>();
  for (const dir of env[NO_DOTENV] ? [] : dirs) {
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

/** What is wrong with one Telegram variable. */
export interface TelegramProblem {
  variable: 'TELEGRAM_API_ID' | 'TELEGRAM_API_HASH';
  problem: 'missing' | 'malformed';
  /** A malformed TELEGRAM_API_ID as set (an id is not a secret; the hash is never repeated). */
  got?: string;
}

/** Every credential a command may need, resolved by one rule for all commands. */
export interface Secrets {
  /** TELEGRAM_API_ID and TELEGRAM_API_HASH, when both are set and well-formed. */
  telegram?: TelegramCredentials;
  /** Why `telegram` is absent (empty when it is present). */
  telegramProblems: TelegramProblem[];
  /** GEMINI_API_KEY, else GOOGLE_API_KEY. */
  geminiKey?: string;
  /** The variable `geminiKey` came from. */
  geminiKeyVariable?: 'GEMINI_API_KEY' | 'GOOGLE_API_KEY';
  /** `.env` files that were read; those others can read, to warn about. */
  files: string[];
  exposed: string[];
}

/**
 * The credentials of every command, from the environment completed by the `.env` of the working
 * directory, then the one next to the config file. `env` and `workingDir` are the process's
 * unless a test gives its own.
 */
export function resolveSecrets(
  configFile: string,
  env: Env = process.env,
  workingDir: string = process.cwd(),
): Secrets {
  const loaded = loadEnv([workingDir, path.dirname(path.resolve(workingDir, configFile))], env);
  return { ...secretsOf(loaded.values), files: loaded.files, exposed: loaded.exposed };
}

/** The credentials in a set of variables (no files read). */
export function secretsOf(values: Env): Omit<Secrets, 'files' | 'exposed'> {
  const id = values.TELEGRAM_API_ID?.trim();
  const hash = values.TELEGRAM_API_HASH?.trim();
  const telegramProblems: TelegramProblem[] = [];
  if (!id) telegramProblems.push({ variable: 'TELEGRAM_API_ID', problem: 'missing' });
  else if (!/^[1-9][0-9]{0,11}$/.test(id))
    telegramProblems.push({ variable: 'TELEGRAM_API_ID', problem: 'malformed', got: id });
  if (!hash) telegramProblems.push({ variable: 'TELEGRAM_API_HASH', problem: 'missing' });
  else if (!/^[0-9a-f]{32}$/i.test(hash))
    telegramProblems.push({ variable: 'TELEGRAM_API_HASH', problem: 'malformed' });
  const gemini = values.GEMINI_API_KEY?.trim();
  const google = values.GOOGLE_API_KEY?.trim();
  return {
    telegram: telegramProblems.length === 0 && id && hash ? { apiId: Number(id), apiHash: hash } : undefined,
    telegramProblems,
    geminiKey: gemini || google || undefined,
    geminiKeyVariable: gemini ? 'GEMINI_API_KEY' : google ? 'GOOGLE_API_KEY' : undefined,
  };
}

const WHERE =
  'create an application at https://my.telegram.org (API development tools) and put ' +
  'TELEGRAM_API_ID and TELEGRAM_API_HASH in the environment or in a .env file';

/** The Telegram credentials, or an error that says what is wrong and where to get them. */
export function requireTelegram(
  secrets: Pick<Secrets, 'telegram' | 'telegramProblems'>,
): TelegramCredentials {
  if (secrets.telegram) return secrets.telegram;
  const missing = secrets.telegramProblems.filter((p) => p.problem === 'missing').map((p) => p.variable);
  if (missing.length > 0) throw new UserError(`${missing.join(' and ')} not set: ${WHERE}`);
  const badId = secrets.telegramProblems.find((p) => p.variable === 'TELEGRAM_API_ID');
  if (badId) throw new UserError(`TELEGRAM_API_ID must be a number (got "${badId.got}")`);
  throw new UserError('TELEGRAM_API_HASH must be the 32 hexadecimal characters shown by my.telegram.org');
}

/** The Gemini key, or an error that says where to create one (`command` names who needs it). */
export function requireGeminiKey(secrets: Pick<Secrets, 'geminiKey'>, command?: string): string {
  if (secrets.geminiKey) return secrets.geminiKey;
  const where =
    'create a key at https://aistudio.google.com/apikey and put it in the environment or in a .env file';
  throw new UserError(
    command ? `${command} needs GEMINI_API_KEY: ${where}` : `GEMINI_API_KEY not set: ${where}`,
  );
}

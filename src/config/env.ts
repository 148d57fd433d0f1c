import { statSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { AccessError, ConfigError } from '../support/errors.js';
import { FILE_PROBLEMS, READ_LIMITS, readLimited, readProblem } from '../support/files.js';

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
      text = readLimited(file, READ_LIMITS.dotenv).toString('utf8');
    } catch (err) {
      const problem = readProblem(err);
      if (problem === FILE_PROBLEMS.ENOENT || problem === FILE_PROBLEMS.ENOTDIR) continue;
      throw new ConfigError(`${file}: cannot read .env (${problem})`);
    }
    files.push(file);
    if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) exposed.push(file);
    for (const [key, value] of Object.entries(parseEnv(text))) if (!(key in merged)) merged[key] = value;
  }
  for (const [key, value] of Object.entries(env))
    if (value !== undefined && value !== '') merged[key] = value;
  return { values: merged, files, exposed };
}

/** The model providers the factory (llm/model.ts) can build, by the id their keys are kept under. */
export type ModelProvider = 'gemini';

/** The provider used when nothing names one. */
export const DEFAULT_MODEL_PROVIDER: ModelProvider = 'gemini';

/** One provider's API key and the variable it came from (shown to the user, never the key). */
export interface ModelKey {
  key: string;
  variable: string;
}

export type ModelKeys = { readonly [P in ModelProvider]?: ModelKey } & {
  /** Keys read from the variables `models:` entries name (`api_key_env`), by variable. */
  readonly variables?: Readonly<Record<string, ModelKey>>;
};

/** Where each provider's key is read from (the first set variable wins) and how to get one. */
const MODEL_KEY_SOURCES: Record<ModelProvider, { variables: readonly [string, ...string[]]; where: string }> =
  {
    gemini: {
      variables: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
      where:
        'create a key at https://aistudio.google.com/apikey and put it in the environment or in a .env file',
    },
  };

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
  /** The model providers' API keys, by provider id. */
  modelKeys: ModelKeys;
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
  keyVariables: readonly string[] = [],
): Secrets {
  const loaded = loadEnv([workingDir, path.dirname(path.resolve(workingDir, configFile))], env);
  return { ...secretsOf(loaded.values, keyVariables), files: loaded.files, exposed: loaded.exposed };
}

/**
 * The credentials in a set of variables (no files read); `keyVariables`: the variables `models:`
 * entries read their keys from.
 */
export function secretsOf(
  values: Env,
  keyVariables: readonly string[] = [],
): Omit<Secrets, 'files' | 'exposed'> {
  const id = values.TELEGRAM_API_ID?.trim();
  const hash = values.TELEGRAM_API_HASH?.trim();
  const telegramProblems: TelegramProblem[] = [];
  if (!id) telegramProblems.push({ variable: 'TELEGRAM_API_ID', problem: 'missing' });
  else if (!/^[1-9][0-9]{0,11}$/.test(id))
    telegramProblems.push({ variable: 'TELEGRAM_API_ID', problem: 'malformed', got: id });
  if (!hash) telegramProblems.push({ variable: 'TELEGRAM_API_HASH', problem: 'missing' });
  else if (!/^[0-9a-f]{32}$/i.test(hash))
    telegramProblems.push({ variable: 'TELEGRAM_API_HASH', problem: 'malformed' });
  const modelKeys: { [P in ModelProvider]?: ModelKey } & { variables?: Record<string, ModelKey> } = {};
  for (const [provider, { variables }] of Object.entries(MODEL_KEY_SOURCES) as [
    ModelProvider,
    (typeof MODEL_KEY_SOURCES)[ModelProvider],
  ][]) {
    const variable = variables.find((name) => values[name]?.trim());
    const key = variable && values[variable]?.trim();
    if (variable && key) modelKeys[provider] = { key, variable };
  }
  for (const variable of keyVariables) {
    const key = values[variable]?.trim();
    if (key) modelKeys.variables = { ...modelKeys.variables, [variable]: { key, variable } };
  }
  return {
    telegram: telegramProblems.length === 0 && id && hash ? { apiId: Number(id), apiHash: hash } : undefined,
    telegramProblems,
    modelKeys,
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
  if (missing.length > 0) throw new AccessError(`${missing.join(' and ')} not set: ${WHERE}`);
  const badId = secrets.telegramProblems.find((p) => p.variable === 'TELEGRAM_API_ID');
  if (badId) throw new AccessError(`TELEGRAM_API_ID must be a number (got "${badId.got}")`);
  throw new AccessError('TELEGRAM_API_HASH must be the 32 hexadecimal characters shown by my.telegram.org');
}

/** A provider's key, or an error that says where to create one (`command` names who needs it). */
export function requireModelKey(
  keys: ModelKeys,
  { provider = DEFAULT_MODEL_PROVIDER, command }: { provider?: ModelProvider; command?: string } = {},
): string {
  const found = keys[provider];
  if (found) return found.key;
  const { variables, where } = MODEL_KEY_SOURCES[provider];
  const variable = variables[0];
  throw new AccessError(command ? `${command} needs ${variable}: ${where}` : `${variable} not set: ${where}`);
}

/** Whether a provider's key is set (commands that can do without a model ask). */
export function hasModelKey(keys: ModelKeys, provider: ModelProvider = DEFAULT_MODEL_PROVIDER): boolean {
  return keys[provider] !== undefined;
}

/** Every model key that is set, for a logger to redact. */
export function modelKeyValues(keys: ModelKeys): string[] {
  const named = Object.values(keys.variables ?? {}).map((k) => k.key);
  return [...(keys.gemini ? [keys.gemini.key] : []), ...named];
}

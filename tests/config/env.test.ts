import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadEnv,
  NO_DOTENV,
  requireModelKey,
  requireTelegram,
  resolveSecrets,
  secretsOf,
} from '../../src/config/env.js';
import { UserError } from '../../src/support/errors.js';
import { tempDir } from '../helpers.js';

const HASH = '0123456789abcdef0123456789abcdef';
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe('loadEnv', () => {
  it('completes the environment from .env files: set variables win, then the first folder', () => {
    const tmp = tempDir();
    cleanup = tmp.cleanup;
    const cwd = path.join(tmp.dir, 'cwd');
    const project = path.join(tmp.dir, 'project');
    mkdirSync(cwd);
    mkdirSync(project);
    writeFileSync(path.join(cwd, '.env'), 'TELEGRAM_API_ID=111\n# comment\n');
    writeFileSync(
      path.join(project, '.env'),
      `TELEGRAM_API_ID=222\nTELEGRAM_API_HASH="${HASH}"\nGEMINI_API_KEY=k\n`,
    );
    chmodSync(path.join(cwd, '.env'), 0o600);
    chmodSync(path.join(project, '.env'), 0o644);
    const env = loadEnv([cwd, project], { GEMINI_API_KEY: 'from-env' });
    expect(env.values).toMatchObject({
      TELEGRAM_API_ID: '111',
      TELEGRAM_API_HASH: HASH,
      GEMINI_API_KEY: 'from-env',
    });
    expect(env.files).toEqual([path.join(cwd, '.env'), path.join(project, '.env')]);
    expect(env.exposed).toEqual([path.join(project, '.env')]);
  });

  it('reads no .env file when CHARACTER_AGENT_NO_DOTENV is set', () => {
    const tmp = tempDir();
    cleanup = tmp.cleanup;
    writeFileSync(path.join(tmp.dir, '.env'), 'GEMINI_API_KEY=from-file\n');
    const env = loadEnv([tmp.dir], { [NO_DOTENV]: '1', TELEGRAM_API_ID: '5' });
    expect(env.files).toEqual([]);
    expect(env.values.GEMINI_API_KEY).toBeUndefined();
    expect(env.values.TELEGRAM_API_ID).toBe('5');
  });
});

describe('resolveSecrets', () => {
  it('reads the .env next to the config file, and the environment wins', () => {
    const tmp = tempDir();
    cleanup = tmp.cleanup;
    writeFileSync(
      path.join(tmp.dir, '.env'),
      `TELEGRAM_API_ID=12345\nTELEGRAM_API_HASH=${HASH}\nGOOGLE_API_KEY=google-from-file\n`,
    );
    chmodSync(path.join(tmp.dir, '.env'), 0o600);
    const secrets = resolveSecrets('config.yaml', { TELEGRAM_API_ID: '777' }, tmp.dir);
    expect(secrets).toEqual({
      telegram: { apiId: 777, apiHash: HASH },
      telegramProblems: [],
      modelKeys: { gemini: { key: 'google-from-file', variable: 'GOOGLE_API_KEY' } },
      files: [path.join(tmp.dir, '.env')],
      exposed: [],
    });
  });

  it('takes GEMINI_API_KEY before GOOGLE_API_KEY, and neither when both are blank', () => {
    expect(secretsOf({ GEMINI_API_KEY: 'gem', GOOGLE_API_KEY: 'goo' }).modelKeys).toEqual({
      gemini: { key: 'gem', variable: 'GEMINI_API_KEY' },
    });
    expect(secretsOf({ GEMINI_API_KEY: ' ', GOOGLE_API_KEY: ' goo ' }).modelKeys.gemini).toEqual({
      key: 'goo',
      variable: 'GOOGLE_API_KEY',
    });
    expect(secretsOf({ GEMINI_API_KEY: ' ', GOOGLE_API_KEY: '' }).modelKeys).toEqual({});
  });
});

const telegramCredentials = (env: Record<string, string>) => requireTelegram(secretsOf(env));

describe('requireTelegram', () => {
  it('returns the numeric id and the hash', () => {
    expect(telegramCredentials({ TELEGRAM_API_ID: '12345', TELEGRAM_API_HASH: HASH })).toEqual({
      apiId: 12345,
      apiHash: HASH,
    });
  });

  it('says which variables are missing and where to get them', () => {
    expect(() => telegramCredentials({})).toThrow(UserError);
    expect(() => telegramCredentials({ TELEGRAM_API_ID: '1' })).toThrow(
      /^TELEGRAM_API_HASH not set: create an application at https:\/\/my\.telegram\.org/,
    );
    expect(() => telegramCredentials({})).toThrow(/TELEGRAM_API_ID and TELEGRAM_API_HASH not set/);
  });

  it('rejects malformed values without echoing a secret', () => {
    expect(() => telegramCredentials({ TELEGRAM_API_ID: 'abc', TELEGRAM_API_HASH: HASH })).toThrow(
      'TELEGRAM_API_ID must be a number (got "abc")',
    );
    let message = '';
    try {
      telegramCredentials({ TELEGRAM_API_ID: '1', TELEGRAM_API_HASH: 'not-a-hash-secret' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/TELEGRAM_API_HASH must be the 32 hexadecimal characters/);
    expect(message).not.toContain('not-a-hash-secret');
  });

  it('asks for a Gemini key when none is set, naming the command that needs it', () => {
    expect(requireModelKey(secretsOf({ GOOGLE_API_KEY: 'g' }).modelKeys)).toBe('g');
    expect(() => requireModelKey(secretsOf({}).modelKeys)).toThrow(
      /^GEMINI_API_KEY not set: create a key at/,
    );
    expect(() => requireModelKey(secretsOf({}).modelKeys, { command: 'media describe' })).toThrow(
      /^media describe needs GEMINI_API_KEY: create a key at/,
    );
  });
});

describe('the test environment', () => {
  it('reads no .env file, holds no key of the developer and points Gemini at a closed port', () => {
    expect(process.env[NO_DOTENV]).toBe('1');
    expect(resolveSecrets('config.yaml').files).toEqual([]);
    for (const name of ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'TELEGRAM_API_ID', 'TELEGRAM_API_HASH'])
      expect(process.env[name], name).toBeUndefined();
    expect(process.env.GOOGLE_GEMINI_BASE_URL).toBe('http://127.0.0.1:9');
  });
});

import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { geminiApiKey, loadEnv, telegramCredentials } from '../../src/config/env.js';
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
});

describe('telegramCredentials', () => {
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

  it('asks for a Gemini key when none is set', () => {
    expect(geminiApiKey({ GOOGLE_API_KEY: 'g' })).toBe('g');
    expect(() => geminiApiKey({})).toThrow(/GEMINI_API_KEY not set/);
  });
});

import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_HASH, liveProject, NO_SECRETS, TELEGRAM_ENV } from '../live/project.js';
import { runCli } from './run-cli.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function project() {
  const p = liveProject();
  cleanup = p.cleanup;
  return p;
}

describe('character-agent run and login: what stops them before any network', () => {
  it('run without credentials names everything missing at once, with where to get it, and points to check', () => {
    const p = project();
    const result = runCli(['run', '--config', p.config], { cwd: p.dir, env: NO_SECRETS });
    expect(result.code).toBe(77);
    expect(result.stderr).toBe(
      'character-agent: 3 things missing (run `character-agent check` for each with its fix): TELEGRAM_API_ID and TELEGRAM_API_HASH not set: create an application at https://my.telegram.org (API development tools) and put TELEGRAM_API_ID and TELEGRAM_API_HASH in the environment or in a .env file; GEMINI_API_KEY not set: create a key at https://aistudio.google.com/apikey and put it in the environment or in a .env file; no Telegram session for persona Heidi: run `character-agent login Heidi`\n',
    );
    const keyOnly = runCli(['run', '--config', p.config], {
      cwd: p.dir,
      env: { ...NO_SECRETS, GEMINI_API_KEY: TELEGRAM_ENV.GEMINI_API_KEY },
    });
    expect(keyOnly.stderr).toMatch(
      /^character-agent: 2 things missing .*TELEGRAM_API_ID.*no Telegram session/,
    );
  });

  it('run without a stored session fails fast and says to log in, never prompting', () => {
    const p = project();
    const result = runCli(['run', '--config', p.config], {
      cwd: p.dir,
      env: { ...NO_SECRETS, ...TELEGRAM_ENV },
    });
    expect(result.code).toBe(77);
    expect(result.stderr).toBe(
      'character-agent: no Telegram session for persona Heidi: run `character-agent login Heidi`\n',
    );
  });

  it('run --dry-run without a state database says to log in and creates none', () => {
    const p = project();
    const result = runCli(['run', '--dry-run', '--record', 'recorded', '--config', p.config], {
      cwd: p.dir,
      env: { ...NO_SECRETS, ...TELEGRAM_ENV },
    });
    expect(result.code).toBe(77);
    expect(result.stderr).toBe(
      'character-agent: no Telegram session for persona Heidi: run `character-agent login Heidi`\n',
    );
    expect(existsSync(p.database)).toBe(false);
    expect(existsSync(path.dirname(p.database))).toBe(false);
  });

  it('reads the credentials from a .env file', () => {
    const p = project();
    const env = [
      `TELEGRAM_API_ID=${TELEGRAM_ENV.TELEGRAM_API_ID}`,
      `TELEGRAM_API_HASH=${API_HASH}`,
      `GEMINI_API_KEY=${TELEGRAM_ENV.GEMINI_API_KEY}`,
    ];
    writeFileSync(path.join(p.dir, '.env'), `${env.join('\n')}\n`, { mode: 0o600 });
    const result = runCli(['run', '--config', p.config], { cwd: p.dir, env: NO_SECRETS, dotenv: true });
    expect(result.stderr).toContain('no Telegram session for persona Heidi');
  });

  it('login names the personas it knows when asked for another', () => {
    const p = project();
    const result = runCli(['login', 'Nobody', '--config', p.config], { cwd: p.dir, env: NO_SECRETS });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`character-agent: no persona "Nobody" in ${p.config} (known: Heidi)\n`);
  });

  it('login without a persona explains the command', () => {
    const result = runCli(['login']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('character-agent: login needs a persona: character-agent login <persona>\n');
  });
});

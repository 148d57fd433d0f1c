import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSecrets } from '../../src/console/auth.js';
import { CONSOLE_TOKEN_ENV, consoleAccess, startConsole } from '../../src/console/start.js';
import { UserError } from '../../src/support/errors.js';
import { silentLogger } from '../../src/support/log.js';
import { tempDir } from '../helpers.js';
import { demoConsole } from './demo-dir.js';

const TOKEN = 'a-stable-console-token-of-40-characters!!';
let tmp: ReturnType<typeof tempDir>;
beforeAll(() => {
  tmp = tempDir();
});
afterAll(() => tmp.cleanup());

function exitOf(work: () => unknown): number | undefined {
  try {
    work();
    return undefined;
  } catch (err) {
    return err instanceof UserError ? err.exitCode : -1;
  }
}

describe('a stable console token', () => {
  it('comes from the environment first, then from a file only its owner may read', () => {
    const file = path.join(tmp.dir, 'token');
    writeFileSync(file, `${TOKEN}\n`);
    chmodSync(file, 0o600);
    expect(consoleAccess({ allowedHosts: [], tokenFile: file }, {}).token).toBe(TOKEN);
    const fromEnv = consoleAccess(
      { allowedHosts: [], tokenFile: file },
      { [CONSOLE_TOKEN_ENV]: `${TOKEN}x` },
    );
    expect(fromEnv).toMatchObject({ token: `${TOKEN}x`, tokenFrom: CONSOLE_TOKEN_ENV });
    expect(consoleAccess({ allowedHosts: [] }, {}).token).toBeUndefined();
  });

  it('is refused when others may read its file (77), when short (78), or when the file is missing (78)', () => {
    const open = path.join(tmp.dir, 'open-token');
    writeFileSync(open, TOKEN);
    chmodSync(open, 0o644);
    expect(exitOf(() => consoleAccess({ allowedHosts: [], tokenFile: open }, {}))).toBe(77);
    expect(exitOf(() => consoleAccess({ allowedHosts: [] }, { [CONSOLE_TOKEN_ENV]: 'short' }))).toBe(78);
    const missing = path.join(tmp.dir, 'nothing-here');
    expect(exitOf(() => consoleAccess({ allowedHosts: [], tokenFile: missing }, {}))).toBe(78);
  });

  it('is never printed, lets its link in, and keeps the session across a restart', async () => {
    const c = await demoConsole();
    const lines: string[] = [];
    const io = { log: silentLogger, write: (l: string) => lines.push(l), warn: () => {} };
    const access = consoleAccess({ allowedHosts: [] }, { [CONSOLE_TOKEN_ENV]: TOKEN });
    try {
      const cookies: string[] = [];
      for (let start = 0; start < 2; start++) {
        const server = await startConsole(c.demo.backend, { port: 0, host: '127.0.0.1' }, io, access);
        const link = /Operator console: (\S+)/.exec(lines.at(-1) ?? '')?.[1] ?? '';
        expect(lines.at(-1)).not.toContain(TOKEN);
        expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
        const res = await fetch(`${link}?token=${encodeURIComponent(TOKEN)}`, { redirect: 'manual' });
        expect(res.status).toBe(303);
        cookies.push((res.headers.get('set-cookie') ?? '').split(';')[0]?.split('=')[1] ?? '');
        await server.close();
      }
      expect(cookies[0]).not.toBe('');
      // The session and CSRF secrets follow from the token: a restart keeps the browser logged in.
      expect(newSecrets(TOKEN)).toEqual(newSecrets(TOKEN));
      expect(newSecrets(TOKEN).session).not.toBe(newSecrets(`${TOKEN}2`).session);
    } finally {
      await c.close();
    }
  });

  it('prints a link with an address of this machine when listening on every interface', async () => {
    const c = await demoConsole();
    const lines: string[] = [];
    const io = { log: silentLogger, write: (l: string) => lines.push(l), warn: () => {} };
    try {
      const server = await startConsole(c.demo.backend, { port: 0, host: '0.0.0.0' }, io);
      expect(lines.at(-1)).not.toContain('0.0.0.0');
      const link = /Operator console: (\S+)/.exec(lines.at(-1) ?? '')?.[1] ?? '';
      expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
      await server.close();
    } finally {
      await c.close();
    }
  });
});

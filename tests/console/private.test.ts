import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleServer } from '../../src/console/server.js';
import { TurnJournal } from '../../src/store/journal.js';
import { runCliInProcess } from '../cli/run-cli.js';
import { tempDir } from '../helpers.js';
import { consoleCookie, demoConsole, SECRETS, waitFor } from './demo-dir.js';

/** A key as the environment would hold it: the demo reads the environment when it opens. */
const KEY = 'AIzaTestKeyThatMustNeverBeDownloaded0123';
/** Heidi's phone number in the repository's config.yaml. */
const PHONE = '+15550100001';

let c: Awaited<ReturnType<typeof demoConsole>>;
const previousKey = process.env.GEMINI_API_KEY;

beforeAll(async () => {
  process.env.GEMINI_API_KEY = KEY;
  c = await demoConsole();
});
afterAll(async () => {
  await c.close();
  if (previousKey === undefined) delete process.env.GEMINI_API_KEY;
  else process.env.GEMINI_API_KEY = previousKey;
});

/** Opens the console's printed link as a browser does; returns the `name=value` of the cookie it sets. */
async function logIn(url: string): Promise<string> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const status = async (base: string, cookie: string) =>
  (await fetch(`${base}/`, { headers: { cookie }, redirect: 'manual' })).status;

describe('two consoles on one host', () => {
  it('each stays logged in beside the other, and one cookie never opens the other', async () => {
    // Another console with secrets of its own, as a second `run --console` would have.
    const other = new ConsoleServer({ backend: c.demo.backend, log: c.log });
    const otherUrl = await other.listen(0);
    const otherBase = otherUrl.replace(/\/\?token=.*$/, '');
    try {
      const first = await logIn(c.url);
      const second = await logIn(otherUrl);
      expect(first.split('=')[0]).not.toBe(second.split('=')[0]);
      // A browser sends every cookie of the host to every port: both consoles get both.
      const jar = `${first}; ${second}`;
      expect(await status(c.base, jar)).toBe(200);
      expect(await status(otherBase, jar)).toBe(200);
      // Logging into the first again does not log the second out.
      const again = await logIn(c.url);
      expect(await status(otherBase, `${again}; ${second}`)).toBe(200);
      // The first's cookie alone, as it is or under the second's name, is refused there.
      expect(await status(otherBase, first)).toBe(401);
      const secondName = second.split('=')[0] ?? '';
      expect(await status(otherBase, `${secondName}=${first.slice(first.indexOf('=') + 1)}`)).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('refuses a cookie made for another port even with the same session', async () => {
    const port = Number(new URL(c.base).port);
    const elsewhere = consoleCookie(`http://127.0.0.1:${port === 65535 ? 1 : port + 1}`);
    const renamed = `${c.cookie.split('=')[0]}=${elsewhere.slice(elsewhere.indexOf('=') + 1)}`;
    expect(await status(c.base, renamed)).toBe(401);
    // The bare session, the old cookie's value, opens nothing either.
    expect(await status(c.base, `${c.cookie.split('=')[0]}=${SECRETS.session}`)).toBe(401);
    expect(await status(c.base, c.cookie)).toBe(200);
  });
});

describe('the fixture download', () => {
  it('holds no phone number or key that was in the chat', async () => {
    const journal = new TurnJournal(c.demo.backend.store.db, Date.now);
    const before = (await journal.ofChat('Heidi', '7')).length;
    const text = `call me on ${PHONE}, and here is the key ${KEY}`;
    const said = await fetch(`${c.base}/p/Heidi/c/7/say`, {
      method: 'POST',
      headers: { cookie: c.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: SECRETS.csrf, text }).toString(),
      redirect: 'manual',
    });
    expect(said.status).toBe(303);
    await waitFor(async () => (await journal.ofChat('Heidi', '7')).length > before);
    const [entry] = await journal.ofChat('Heidi', '7');
    // The state holds them: the turn's snapshot is what the model saw.
    expect(JSON.stringify(entry?.turn.snapshot)).toContain(PHONE);
    const res = await fetch(`${c.base}/p/Heidi/c/7/turns/${entry?.turn.turnId}/fixture.yaml`, {
      headers: { cookie: c.cookie },
    });
    expect(res.status).toBe(200);
    const yaml = await res.text();
    expect(yaml).toContain('call me on [redacted], and here is the key [redacted]');
    expect(yaml).not.toContain(KEY);
    expect(yaml).not.toContain('5550100001');
    // Saved wherever the browser puts it, it names no config: replayed and compared from the
    // project folder (here the repository's), as it is.
    expect(yaml).not.toMatch(/^config:/m);
    const folder = tempDir();
    const saved = path.join(folder.dir, 'downloaded.yaml');
    writeFileSync(saved, yaml);
    const compared = await runCliInProcess(['compare', saved, '--b', 'config.yaml', '--json']);
    folder.cleanup();
    expect(compared.stderr).toBe('');
    expect(compared.code).toBe(0);
    expect((JSON.parse(compared.stdout) as { fixtures: object[] }).fixtures[0]).toHaveProperty('request');
    expect(c.log.entries.map((e) => e.msg)).toContain(
      'a downloaded turn held a secret or phone number; it was replaced by [redacted]',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolePersona } from '../../src/console/backend.js';
import { ConsoleServer } from '../../src/console/server.js';
import { memoryLogger } from '../../src/support/log.js';
import { consoleCookie, demoConsole, SECRETS } from './demo-dir.js';

/**
 * The operator's way to lift a persona's sending pause: a button on the persona's page, shown
 * only while the persona is `sending-paused`, that resumes sending once.
 */

let c: Awaited<ReturnType<typeof demoConsole>>;
let server: ConsoleServer;
let base: string;
let state = 'running';
let resumed = 0;
let cookie = '';

beforeAll(async () => {
  c = await demoConsole();
  const demo = c.demo.backend;
  // A live persona as `run` presents it: its state, and the resume that LivePersona offers.
  const personas: ConsolePersona[] = demo.personas.map((p) => ({
    name: p.name,
    model: p.model,
    runtime: p.runtime,
    chatTitle: (chatId) => p.chatTitle(chatId),
    state: () => state,
    resumeSending: () => {
      resumed++;
      state = 'running';
    },
  }));
  server = new ConsoleServer({
    backend: { ...demo, mode: 'live', personas },
    log: memoryLogger(),
    secrets: SECRETS,
  });
  base = (await server.listen(0)).replace(/\/\?token=.*$/, '');
  cookie = consoleCookie(base);
});
afterAll(async () => {
  await server.close();
  await c.close();
});

const page = async (path: string) => (await fetch(`${base}${path}`, { headers: { cookie } })).text();
const post = (path: string, csrf = SECRETS.csrf) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf }).toString(),
    redirect: 'manual',
  });

describe('resume sending from the console', () => {
  it('shows the button only while paused, resumes once, and refuses while not paused', async () => {
    expect(await page('/p/Heidi')).not.toContain('Resume sending');
    expect((await post('/p/Heidi/resume-sending')).status).toBe(409);
    expect(resumed).toBe(0);

    state = 'sending-paused';
    const paused = await page('/p/Heidi');
    expect(paused).toContain('sending paused');
    expect(paused).toContain('action="/p/Heidi/resume-sending"');

    expect((await post('/p/Heidi/resume-sending', 'wrong')).status).toBe(403);
    expect(resumed).toBe(0);

    const res = await post('/p/Heidi/resume-sending');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/p/Heidi?done=sending-resumed');
    expect(resumed).toBe(1);
    expect(await page('/p/Heidi')).not.toContain('Resume sending');

    expect((await post('/p/Heidi/resume-sending')).status).toBe(409);
    expect(resumed).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleServer } from '../../src/console/server.js';
import { ConnectionMemory } from '../../src/store/connection-memory.js';
import { memoryLogger } from '../../src/support/log.js';
import { consoleCookie, demoConsole, SECRETS } from './demo-dir.js';

/** The persona card says what the store keeps of an outage: held steps, chats to mark, own marks. */

let c: Awaited<ReturnType<typeof demoConsole>>;
let server: ConsoleServer;
let base: string;
let cookie = '';

beforeAll(async () => {
  c = await demoConsole();
  server = new ConsoleServer({ backend: c.demo.backend, log: memoryLogger(), secrets: SECRETS });
  base = (await server.listen(0)).replace(/\/\?token=.*$/, '');
  cookie = consoleCookie(base);
});
afterAll(async () => {
  await server.close();
  await c.close();
});

const card = async (persona: string) => {
  const list = await (await fetch(`${base}/`, { headers: { cookie } })).text();
  const at = list.indexOf(`data-persona="${persona}"`);
  expect(at).toBeGreaterThan(0);
  const row = list.slice(at);
  return row.slice(0, row.indexOf('</section>'));
};

describe('an outage on the persona card', () => {
  it('shows nothing without one, then the held steps, the chats to mark and the persona’s own marks', async () => {
    expect(await card('Heidi')).not.toContain('data-outage');
    const memory = new ConnectionMemory(c.demo.backend.store.db, 'Heidi');
    const now = c.demo.backend.now();
    await memory.lost(now - 30 * 60_000);
    await memory.holding('send-1', now - 25 * 60_000);
    await memory.holding('send-2', now - 20 * 60_000);
    await memory.gaveUp('send-0', '9001', now - 60_000);
    await memory.marked('9002', now);
    const shown = await card('Heidi');
    expect(shown).toMatch(
      /data-outage>2 steps held until Telegram is connected, since [^(]+\(25 min ago\); given up, marked unread once the connection is back: 9001; marked unread by the persona, starting no turn: 9002</,
    );
  });
});

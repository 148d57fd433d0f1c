import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsolePersona, wakeTimeOf } from '../../src/console/backend.js';
import { ConsoleServer } from '../../src/console/server.js';
import { memoryLogger } from '../../src/support/log.js';
import { consoleCookie, demoConsole, SECRETS } from './demo-dir.js';

/** A persona asleep by its schedule says so, with when it wakes, on the personas page and its own. */

let c: Awaited<ReturnType<typeof demoConsole>>;
let server: ConsoleServer;
let base: string;
let wakeAt: number | undefined = Date.parse('2026-03-06T06:30:00Z');
let cookie = '';

beforeAll(async () => {
  c = await demoConsole();
  const demo = c.demo.backend;
  // A live persona as `run` presents it: asleep until `wakeAt`, running once that is cleared.
  const personas: ConsolePersona[] = demo.personas.map((p) => ({
    name: p.name,
    model: p.model,
    runtime: p.runtime,
    chatTitle: (chatId) => p.chatTitle(chatId),
    state: () => (p.name === 'Heidi' && wakeAt !== undefined ? 'asleep' : 'running'),
    wakeAt: () => (p.name === 'Heidi' ? wakeAt : undefined),
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

describe('an asleep persona on the console', () => {
  it('shows asleep and its wake-up time while asleep, and nothing of it once awake', async () => {
    const list = await page('/');
    const row = list.slice(list.indexOf('data-persona="Heidi"'));
    // In the persona's zone (Berlin: UTC+1 in March), with the zone named.
    expect(row.slice(0, row.indexOf('</section>'))).toMatch(
      /data-state="asleep">asleep<\/span>[\s\S]*?data-reason>asleep until 2026-03-06 07:30 Berlin: new messages wait</,
    );
    const own = await page('/p/Heidi');
    expect(own).toContain('Asleep by its schedule until 2026-03-06 07:30 Berlin');

    wakeAt = undefined;
    expect(await page('/')).not.toContain('until 2026-03-06');
    expect(await page('/p/Heidi')).not.toContain('Asleep by its schedule');
  });
});

describe('wakeTimeOf', () => {
  it('is the wake-up time of a runtime asleep by its schedule, and nothing when awake', () => {
    const wake = Date.parse('2026-03-06T06:30:00Z');
    expect(wakeTimeOf({ availability: () => ({ kind: 'asleep', activity: 'asleep', wakeAt: wake }) })).toBe(
      wake,
    );
    expect(
      wakeTimeOf({ availability: () => ({ kind: 'awake', activity: 'at the shop', responsiveness: 30 }) }),
    ).toBeUndefined();
    expect(wakeTimeOf({ availability: () => ({ kind: 'free' }) })).toBeUndefined();
  });
});

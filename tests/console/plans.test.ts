import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, localMoment } from '../../src/config/schedule.js';
import { type DemoConsole, openDemoConsole } from '../../src/console/demo.js';
import { ConsoleServer } from '../../src/console/server.js';
import { EventRepo } from '../../src/store/events.js';
import { memoryLogger } from '../../src/support/log.js';
import { tempDir } from '../helpers.js';
import { ManualClock } from '../manual-clock.js';
import { consoleCookie, SECRETS } from './demo-dir.js';

/**
 * The persona page shows its day and its events, the chat page the chat's events with a Cancel
 * button; in the demo's world and as `run` presents it (live), both read straight from the store.
 */

const BERLIN = 'Europe/Berlin';
// Friday 2026-03-06, 10:00 in Berlin: Heidi is at the shop.
const NOW = Date.parse('2026-03-06T09:00:00Z');
const HOSTILE = '<script>alert("x")</script> ask Jonas about the <b>book</b>';

let dir: { dir: string; cleanup: () => void };
let demo: DemoConsole;
const log = memoryLogger();
const servers: { mode: string; server: ConsoleServer; base: string }[] = [];

beforeAll(async () => {
  dir = tempDir();
  // The sleeping-persona fixture, whose config gives Heidi a day.
  const config = path.resolve('tests/fixtures/schedule/config.yaml');
  const text = readFileSync('tests/fixtures/asleep.yaml', 'utf8').replace(
    /^config: .*$/m,
    `config: ${JSON.stringify(config)}`,
  );
  writeFileSync(path.join(dir.dir, 'asleep.yaml'), text);
  demo = await openDemoConsole({ examplesDir: dir.dir, log, clock: new ManualClock(NOW) });
  const events = new EventRepo(demo.backend.store.db, () => NOW);
  const today = localMoment(NOW, BERLIN).day;
  await events.write('Heidi', '8', {
    what: HOSTILE,
    timeZone: BERLIN,
    rule: { startDay: today, startMinute: 18 * 60, every: { unit: 'days', days: 1 }, times: 2 },
    done: 0,
    nextAt: instantOf(today, 18 * 60, BERLIN),
  });
  await events.write('Heidi', '8', {
    what: 'wish Jonas a good trip',
    timeZone: BERLIN,
    rule: { startDay: today + 1, startMinute: 8 * 60 },
    done: 0,
    nextAt: instantOf(today + 1, 8 * 60, BERLIN),
  });
  for (const mode of ['demo', 'live'] as const) {
    const server = new ConsoleServer({ backend: { ...demo.backend, mode }, log, secrets: SECRETS });
    const base = (await server.listen(0)).replace(/\/\?token=.*$/, '');
    servers.push({ mode, server, base });
  }
});
afterAll(async () => {
  for (const { server } of servers) await server.close();
  await demo?.close();
  dir?.cleanup();
});

const page = async (base: string, pathname: string) =>
  (await fetch(`${base}${pathname}`, { headers: { cookie: consoleCookie(base) } })).text();

function post(base: string, pathname: string, form: Record<string, string>) {
  return fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { cookie: consoleCookie(base), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

describe('the persona page: today and its events', () => {
  it('lists the day with the current activity marked, and the events with their chat (demo and live)', async () => {
    for (const { base } of servers) {
      const body = await page(base, '/p/Heidi');
      const today = body.slice(body.indexOf('<section class="card" id="today"'), body.indexOf('</section>'));
      expect(today).toContain('Fri 2026-03-06, Europe/Berlin');
      expect(today).toMatch(
        /<tr data-activity="at the shop" class="current" aria-current="true">\s*<td><span class="badge running">now<\/span><\/td><td>09:30 – 19:00<\/td>/,
      );
      expect(today.match(/aria-current/g)).toHaveLength(1);
      expect(today).toContain('Next: asleep at 23:30.');
      const rows = today.slice(today.indexOf('<table class="events">'));
      expect(rows.indexOf('data-event="e1"')).toBeLessThan(rows.indexOf('data-event="e2"'));
      expect(rows).toMatch(
        /data-event="e1"><td><code>e1<\/code><\/td><td>18:00<\/td>\s*<td class="muted">every 1d, 2 times left<\/td>/,
      );
      expect(rows).toContain('<a href="/p/Heidi/c/8">Jonas Weber</a>');
      expect(rows).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; ask Jonas about the &lt;b&gt;book&lt;/b&gt;',
      );
      expect(rows).toMatch(
        /data-event="e2"><td><code>e2<\/code><\/td><td>Sat 2026-03-07 08:00<\/td>\s*<td class="muted">once<\/td>/,
      );
      expect(body).not.toContain('<script>alert');
    }
  });
});

describe('the chat page: its events and Cancel', () => {
  it('lists the chat’s events; Cancel needs the CSRF token, deletes the event, logs it, and only once', async () => {
    const [demoServer, liveServer] = servers;
    if (!demoServer || !liveServer) throw new Error('servers not started');
    const before = await page(liveServer.base, '/p/Heidi/c/8');
    expect(before).toContain('<h2>Events</h2>');
    expect(before).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(before).toMatch(
      /<form class="inline" method="post" action="\/p\/Heidi\/c\/8\/events\/e1\/cancel">.*data-action="cancel-event">Cancel<\/button>/,
    );
    expect(before).not.toContain('<script>alert');

    expect((await post(liveServer.base, '/p/Heidi/c/8/events/e1/cancel', { csrf: 'wrong' })).status).toBe(
      403,
    );
    expect((await page(liveServer.base, '/p/Heidi/c/8')).includes('data-event="e1"')).toBe(true);
    // Another chat cannot cancel it.
    expect(
      (await post(liveServer.base, '/p/Heidi/c/9/events/e1/cancel', { csrf: SECRETS.csrf })).status,
    ).toBe(409);

    const res = await post(liveServer.base, '/p/Heidi/c/8/events/e1/cancel', { csrf: SECRETS.csrf });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/p/Heidi/c/8?done=event-cancelled');
    const stored = await new EventRepo(demo.backend.store.db, () => NOW).ofAgent('Heidi');
    expect(stored.map((e) => e.id)).toEqual(['e2']);
    expect(
      log.entries.filter((e) => e.msg === 'event cancelled by the operator').map((e) => e.fields),
    ).toEqual([{ agent: 'Heidi', chat: '8', event: 'e1' }]);
    const after = await page(demoServer.base, '/p/Heidi/c/8');
    expect(after).not.toContain('data-event="e1"');
    expect(after).toContain('data-event="e2"');
    expect(
      (await post(demoServer.base, '/p/Heidi/c/8/events/e1/cancel', { csrf: SECRETS.csrf })).status,
    ).toBe(409);
  });

  it('says when a chat has no events', async () => {
    const [demoServer] = servers;
    if (!demoServer) throw new Error('servers not started');
    const none = await page(demoServer.base, '/p/Heidi/c/8');
    expect(none).toContain('data-event="e2"');
    await post(demoServer.base, '/p/Heidi/c/8/events/e2/cancel', { csrf: SECRETS.csrf });
    expect(await page(demoServer.base, '/p/Heidi/c/8')).toContain('No events planned in this chat.');
    expect(await page(demoServer.base, '/p/Heidi')).toContain('No events planned.');
  });
});

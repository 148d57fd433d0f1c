import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleServer } from '../../src/console/server.js';
import { startOfLocalDay } from '../../src/console/today.js';
import { replayFile } from '../../src/offline/replay.js';
import { TurnJournal } from '../../src/store/journal.js';
import { UsageLog } from '../../src/store/usage.js';
import { silentLogger } from '../../src/support/log.js';
import { escapeHtml, html } from '../../src/terminal/html.js';
import { tempDir } from '../helpers.js';
import { consoleCookie, demoConsole, SECRETS, waitFor } from './demo-dir.js';

let c: Awaited<ReturnType<typeof demoConsole>>;
let cookie = '';

beforeAll(async () => {
  c = await demoConsole();
  cookie = c.cookie;
  // The examples' own turns run at start; wait until this one's actions are settled.
  await waitFor(async () => (await journal().ofChat('Heidi', '7'))[0]?.actions !== undefined);
});
afterAll(() => c.close());

function journal(): TurnJournal {
  return new TurnJournal(c.demo.backend.store.db, Date.now);
}

function get(pathname: string, headers: Record<string, string> = { cookie }) {
  return fetch(`${c.base}${pathname}`, { headers, redirect: 'manual' });
}

/** fetch cannot set Host; node:http can. */
function statusWithHost(pathname: string, host: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const url = new URL(c.base);
    const req = request(
      { host: url.hostname, port: url.port, path: pathname, headers: { host, cookie } },
      (res) => {
        res.resume();
        resolve(res.statusCode);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function post(pathname: string, form: Record<string, string>, headers: Record<string, string> = { cookie }) {
  return fetch(`${c.base}${pathname}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

describe('html', () => {
  it('escapes every interpolated string and keeps our own markup', () => {
    const name = '<img src=x onerror="alert(1)">&\'`';
    expect(html`<b title="${name}">${name}</b>${html`<i>ok</i>`}`.value).toBe(
      '<b title="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;&#96;">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;&#96;</b><i>ok</i>',
    );
    expect(escapeHtml('a < b')).toBe('a &lt; b');
  });
});

describe('console auth', () => {
  it('turns the token into an HttpOnly, SameSite=Strict cookie and drops it from the address', async () => {
    const res = await get(`/p/Heidi?token=${SECRETS.token}`, {});
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/p/Heidi');
    expect(res.headers.get('set-cookie')).toBe(`${cookie}; HttpOnly; SameSite=Strict; Path=/`);
    // The value is bound to the port, not the session itself.
    expect(res.headers.get('set-cookie')).not.toContain(SECRETS.session);
  });

  it('refuses a request without the cookie, a wrong token and a foreign host name', async () => {
    expect((await get('/', {})).status).toBe(401);
    expect((await get('/events', {})).status).toBe(401);
    expect((await get('/?token=guess', {})).status).toBe(403);
    expect(await statusWithHost('/', 'evil.example')).toBe(421);
    expect(await statusWithHost('/', new URL(c.base).host)).toBe(200);
  });

  it('redirects the token link only within the console, and answers a malformed address with 400', async () => {
    // node:http sends the path as written (fetch would normalise it).
    const location = await new Promise<string | undefined>((resolve, reject) => {
      const url = new URL(c.base);
      const req = request(
        { host: url.hostname, port: url.port, path: `/.//evil.example/?token=${SECRETS.token}` },
        (res) => {
          res.resume();
          resolve(res.headers.location);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(location).toBe('/evil.example/');
    expect((await get('/p/%E0%A4%A/c/7')).status).toBe(400);
  });

  it('refuses a state change without the CSRF token', async () => {
    const res = await post('/p/Heidi/c/7/pause', {});
    expect(res.status).toBe(403);
    expect(await c.demo.backend.personas[0]?.runtime.tasks.open('Heidi', '7')).toBeDefined();
    const page = await (await get('/p/Heidi/c/7')).text();
    expect(page).not.toContain('badge paused');
  });

  it('sends a policy that forbids inline scripts on every page', async () => {
    const res = await get('/');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('console Host check off loopback 127.0.0.1', () => {
  /** The status of `/` on a second server over the same demo, listening on `host`, asked with `Host`. */
  async function statusOn(
    listenHost: string,
    connectTo: string,
    hostHeader: (port: string) => string,
    allowedHosts: readonly string[] = [],
  ) {
    const server = new ConsoleServer({
      backend: c.demo.backend,
      log: silentLogger,
      secrets: SECRETS,
      allowedHosts,
    });
    const port = new URL(
      (await server.listen(0, listenHost)).replace(`[${listenHost}]`, 'h').replace(listenHost, 'h'),
    ).port;
    try {
      return await new Promise<number | undefined>((resolve, reject) => {
        const req = request(
          {
            host: connectTo,
            port,
            path: '/',
            headers: { host: hostHeader(port), cookie: consoleCookie(`http://h:${port}`) },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode);
          },
        );
        req.on('error', reject);
        req.end();
      });
    } finally {
      await server.close();
    }
  }

  it('accepts [::1]:port on ::1, as browsers send it', async () => {
    expect(await statusOn('::1', '::1', (p) => `[::1]:${p}`)).toBe(200);
    expect(await statusOn('::1', '::1', (p) => `evil.example:${p}`)).toBe(421);
  });

  it("accepts the machine's own addresses when listening on every interface, and nothing else", async () => {
    const own = Object.values(networkInterfaces())
      .flatMap((list) => list ?? [])
      .find((a) => a.family === 'IPv4' && a.address !== '127.0.0.1')?.address;
    expect(await statusOn('0.0.0.0', '127.0.0.1', (p) => `127.0.0.1:${p}`)).toBe(200);
    if (own) expect(await statusOn('0.0.0.0', own, (p) => `${own}:${p}`)).toBe(200);
    expect(await statusOn('0.0.0.0', '127.0.0.1', (p) => `evil.example:${p}`)).toBe(421);
  });

  it('accepts the names in console.allowed_hosts (any port without one), and still refuses others', async () => {
    const allowed = ['agent.lan', 'Tunnel.Example:8443'];
    expect(await statusOn('0.0.0.0', '127.0.0.1', (p) => `AGENT.lan:${p}`, allowed)).toBe(200);
    expect(await statusOn('0.0.0.0', '127.0.0.1', () => 'agent.lan', allowed)).toBe(200);
    expect(await statusOn('0.0.0.0', '127.0.0.1', () => 'tunnel.example:8443', allowed)).toBe(200);
    expect(await statusOn('0.0.0.0', '127.0.0.1', () => 'tunnel.example:9000', allowed)).toBe(421);
    expect(await statusOn('127.0.0.1', '127.0.0.1', (p) => `agent.lan.evil.example:${p}`, allowed)).toBe(421);
  });
});

describe('console pages', () => {
  it('says per persona what it is doing: state, next step, how its last turn ended, and today', async () => {
    const page = await (await get('/')).text();
    const card = page.slice(page.indexOf('data-persona="Heidi"'), page.indexOf('</section>'));
    expect(card).toContain('data-state="running"');
    expect(card).toMatch(
      /data-last-turn><a href="\/p\/Heidi\/c\/7">[^<]*: answered: 2 of 2 messages delivered<\/a>/,
    );
    expect(card).toMatch(
      /<dt>Today<\/dt><dd>2 turns, \d+ tasks queued, \d+ model calls, [\d,]+ tokens, \$0\.\d{4}<\/dd>/,
    );
  });

  it('counts today from midnight in the persona’s own timezone', async () => {
    const calls = async () => {
      const page = await (await get('/')).text();
      const card = page.slice(page.indexOf('data-persona="Heidi"'));
      return Number(/tasks queued, (\d+) model calls/.exec(card)?.[1]);
    };
    const midnight = startOfLocalDay(Date.now(), 'Europe/Berlin');
    const before = await calls();
    const at = (ms: number) => new UsageLog(c.demo.backend.store.db, () => ms);
    const usage = { promptTokens: 1, cachedTokens: 0, outputTokens: 1, thinkingTokens: 0 };
    const call = { agent: 'Heidi', purpose: 'turn' as const, model: 'gemini-2.5-flash', usage };
    await at(midnight - 60_000).record(call);
    expect(await calls()).toBe(before);
    await at(midnight + 60_000).record(call);
    expect(await calls()).toBe(before + 1);
  });

  it('shows a chat: each turn with its exact request, answer, plan and actions', async () => {
    const page = await (await get('/p/Heidi/c/7')).text();
    expect(page).toContain('data-turn=');
    expect(page).toContain('# How you take part in this chat');
    expect(page).toContain('HA. Welcome to the club of people who lose sleep over that book.');
    // The plan and its actions in the CLI's words, not as JSON.
    expect(page).toMatch(/<li data-type="send">send(?: \(reply to #\d+\))?: HA\. Welcome/);
    expect(page).toMatch(/data-type="react"><span class="ok">done<\/span>\s*react \S+ to #\d+<\/li>/);
    expect(page).toMatch(/data-type="send"><span class="ok">done, delivered<\/span>\s*send/);
    expect(page).not.toMatch(/\{&quot;text&quot;/);
  });

  it("lists the persona's own delivered messages among the stored ones, as Telegram shows the chat", async () => {
    const page = await (await get('/p/Heidi/c/7')).text();
    const stored = page.slice(page.indexOf('<h2>Stored messages</h2>'));
    expect(stored).toMatch(
      /<div class="msg out"[^>]*>[\s\S]*?<span class="who">Heidi<\/span>[\s\S]*?HA\. Welcome/,
    );
  });

  it('pauses and resumes a chat with the CSRF token, and stores it', async () => {
    const paused = await post('/p/Heidi/c/5001/pause', { csrf: SECRETS.csrf });
    expect(paused.status).toBe(303);
    expect(paused.headers.get('location')).toBe('/p/Heidi/c/5001?done=paused');
    expect(await (await get('/p/Heidi/c/5001?done=paused')).text()).toContain(
      'data-flash>Paused: no turn starts',
    );
    expect(await (await get('/p/Heidi')).text()).toMatch(/data-chat="5001">[\s\S]*?badge paused/);
    expect(await (await get('/')).text()).toMatch(
      /<dt>Paused chats<\/dt><dd data-paused><a href="\/p\/Heidi\/c\/5001">/,
    );
    await post('/p/Heidi/c/5001/say', { csrf: SECRETS.csrf, text: 'anyone there?' });
    await waitFor(async () =>
      (await (await get('/p/Heidi/c/5001')).text()).includes('1 message arrived since'),
    );
    const resumed = await post('/p/Heidi/c/5001/resume', { csrf: SECRETS.csrf });
    expect(resumed.headers.get('location')).toBe('/p/Heidi/c/5001?done=resumed&n=1');
    const after = await (await get('/p/Heidi/c/5001?done=resumed&n=1')).text();
    expect(after).not.toContain('badge paused');
    expect(after).toMatch(
      /1 message arrived while it was paused[^<]*<form[^>]*action="\/p\/Heidi\/c\/5001\/answer"/,
    );
  });

  it('escapes what people write, whatever it holds', async () => {
    const hostile = '<script>window.pwned=1</script><img src=x onerror=alert(1)>';
    await post('/p/Heidi/c/7/say', { csrf: SECRETS.csrf, text: hostile });
    await waitFor(async () => (await (await get('/p/Heidi/c/7')).text()).includes('window.pwned'));
    const page = await (await get('/p/Heidi/c/7')).text();
    expect(page).toContain('&lt;script&gt;window.pwned=1&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<script>window.pwned');
    expect(page).not.toContain('<img src=x');
  });

  it('serves a turn as a replay fixture that replays to the same request', async () => {
    const [entry] = await journal().ofChat('Heidi', '7');
    const res = await get(`/p/Heidi/c/7/turns/${entry?.turn.turnId}/fixture.yaml`);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="turn-/);
    const tmp = tempDir();
    try {
      const file = path.join(tmp.dir, 'turn.yaml');
      writeFileSync(file, await res.text());
      const replayed = await replayFile(file, silentLogger);
      expect(replayed.request).toEqual(entry?.turn.request);
    } finally {
      tmp.cleanup();
    }
  });

  it('shows usage with the same figures as the usage command', async () => {
    const page = await (await get('/usage')).text();
    expect(page).toMatch(/<td>Heidi<\/td><td>gemini-2\.5-flash<\/td><td>turn<\/td><td class="num">\d+<\/td>/);
  });

  it('charts usage by day and persona for the period picked, with the cost of each chat', async () => {
    const usage = new UsageLog(c.demo.backend.store.db, () => Date.now() - 3 * 86_400_000);
    const tokens = { promptTokens: 1_000_000, cachedTokens: 0, outputTokens: 0, thinkingTokens: 0 };
    await usage.record({
      agent: 'Marlow',
      chatId: '9001',
      purpose: 'turn',
      model: 'gemini-2.5-flash',
      usage: tokens,
    });
    const week = await (await get('/usage?days=7')).text();
    expect(week).toContain('<option value="7" selected>');
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(5, 10);
    // A bar for that day and persona, its figure in its title: the built-in price of a million prompt tokens.
    expect(week).toMatch(new RegExp(`<rect [^>]*><title>${day} Marlow: \\$0\\.30</title></rect>`));
    expect(week).toMatch(
      /<h2>Cost per chat<\/h2>[\s\S]*?<td>Marlow<\/td><td>[^<]+<\/td><td class="num">\d+<\/td>/,
    );
    const today = await (await get('/usage?days=1')).text();
    expect(today).not.toContain(`${day} Marlow`);
  });

  it('edits a cached media description', async () => {
    const res = await post('/media/5512000000000000777', {
      csrf: SECRETS.csrf,
      description: 'a book & <tea>',
    });
    expect(res.status).toBe(303);
    expect(await (await get('/media')).text()).toContain('a book &amp; &lt;tea&gt;</textarea>');
  });

  it('answers an unknown page, persona or turn with 404', async () => {
    expect((await get('/p/Nobody')).status).toBe(404);
    expect((await get('/p/Heidi/c/7/turns/nope/fixture.yaml')).status).toBe(404);
    expect((await get('/nowhere')).status).toBe(404);
  });
});

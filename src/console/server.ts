import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_PRICES_DATE } from '../config/prices.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import { type Html, html, segment } from '../terminal/html.js';
import { scheduleResult } from '../terminal/schedule.js';
import { turnFigures, usageResult } from '../terminal/usage.js';
import { memoryListing } from '../workbench/memory-admin.js';
import { ConsoleActions, memoryAction } from './actions.js';
import { CONSOLE_CSS, CONSOLE_JS } from './assets.js';
import {
  allowedHost,
  type ConsoleSecrets,
  cookieValue,
  newSecrets,
  sameSecret,
  sessionCookie,
  sessionCookieName,
  sessionCookieValue,
} from './auth.js';
import { type ConsoleBackend, type ConsolePersona, ConsoleRecords } from './backend.js';
import { doing } from './doing.js';
import { fixtureOfTurn } from './fixture.js';
import { hostNames, IMAGE_TYPES, linkHost, pathPart, readForm } from './http.js';
import { memoryPage } from './memory-page.js';
import {
  chatPage,
  chatsPage,
  type Frame,
  flashText,
  layout,
  mediaPage,
  messagePage,
  personasPage,
  postButton,
  usagePage,
} from './pages.js';
import { chatEventsSection, todaySection } from './plans.js';
import { HttpError, RouteTable } from './routes.js';
import { startOfLocalDay } from './today.js';
import { costPerChat, usageChart } from './usage-chart.js';
import { shownTask, timeIn } from './words.js';

export interface ConsoleServerOptions {
  backend: ConsoleBackend;
  log: Logger;
  /** Fixed secrets (tests, or derived from the operator's stable token); new random ones per start otherwise. */
  secrets?: ConsoleSecrets;
  /** Host names answered besides the console's own (config `console.allowed_hosts`). */
  allowedHosts?: readonly string[];
}

/** Every page forbids inline scripts and styles, framing, and loading anything from elsewhere. */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** A GET: where the page goes, what was asked, and whether only the main part is wanted (live updates). */
interface PageRequest {
  res: ServerResponse;
  url: URL;
  fragment: boolean;
}

/**
 * The operator console over node:http: server-rendered pages, plain forms for every change
 * (POST with a CSRF token, then a redirect back), and server-sent events that tell open pages
 * what changed. Every request needs the per-start token (in the URL once, then a cookie).
 */
export class ConsoleServer {
  readonly secrets: ConsoleSecrets;
  readonly #backend: ConsoleBackend;
  readonly #records: ConsoleRecords;
  readonly #log: Logger;
  readonly #actions: ConsoleActions;
  readonly #streams = new Set<ServerResponse>();
  #server: Server | undefined;
  #hosts: string[] = [];
  readonly #allowedHosts: readonly string[];
  /** The port listened on: the session cookie is named after it and bound to it. */
  #port = 0;

  constructor(options: ConsoleServerOptions) {
    this.#backend = options.backend;
    this.#log = options.log;
    this.secrets = options.secrets ?? newSecrets();
    this.#allowedHosts = (options.allowedHosts ?? []).map((h) => h.toLowerCase());
    this.#records = new ConsoleRecords(options.backend.store, () => options.backend.now());
    this.#actions = new ConsoleActions({
      backend: options.backend,
      records: this.#records,
      log: options.log,
      persona: (name) => this.#persona(name),
    });
  }

  /** Listens; returns the URL to open (with the token). Port 0 picks a free one. */
  async listen(port: number, host = '127.0.0.1'): Promise<string> {
    const server = createServer((req, res) => void this.#handle(req, res));
    this.#server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const actual = (server.address() as AddressInfo).port;
    this.#port = actual;
    this.#hosts = [
      ...hostNames(host).map((h) => `${h.includes(':') ? `[${h}]` : h}:${actual}`.toLowerCase()),
      ...this.#allowedHosts,
    ];
    const unsubscribe = this.#backend.changes.subscribe((change) => {
      const data = `event: change\ndata: ${JSON.stringify(change)}\n\n`;
      for (const stream of this.#streams) stream.write(data);
    });
    server.once('close', unsubscribe);
    const shown = linkHost(host);
    return `http://${shown.includes(':') ? `[${shown}]` : shown}:${actual}/?token=${this.secrets.token}`;
  }

  async close(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    for (const stream of this.#streams) stream.end();
    this.#streams.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await this.#route(req, res);
    } catch (err) {
      const status = err instanceof HttpError ? err.status : 500;
      if (status === 500) this.#log.error('console request failed', { reason: errorMessage(err) });
      if (res.headersSent) {
        res.end();
        return;
      }
      const text = err instanceof HttpError ? err.message : 'Something went wrong; the log says what.';
      this.#send(res, status, messagePage(this.#frame('Error'), `Error ${status}`, text));
    }
  }

  async #route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!allowedHost(req.headers.host, this.#hosts)) throw new HttpError(421, 'Unknown host name.');
    const url = new URL(req.url ?? '/', 'http://console.invalid');
    const method = req.method ?? 'GET';
    const token = url.searchParams.get('token');
    if (method === 'GET' && token !== null) {
      if (!sameSecret(token, this.secrets.token))
        throw new HttpError(403, 'This link is not valid (the console prints a new one at each start).');
      // The token leaves the address bar at once; the cookie carries the session from here.
      res.writeHead(303, {
        ...SECURITY_HEADERS,
        // One leading slash: `//evil.example/` would send the browser to another site.
        location: url.pathname.replace(/^\/+/, '/'),
        'set-cookie': sessionCookie(this.secrets.session, this.#port),
      });
      res.end();
      return;
    }
    const cookie = cookieValue(req.headers.cookie, sessionCookieName(this.#port));
    if (!sameSecret(cookie, sessionCookieValue(this.secrets.session, this.#port)))
      throw new HttpError(401, 'Open the console with the link it printed at start (it carries the token).');

    const parts = url.pathname.split('/').filter(Boolean).map(pathPart);
    if (method === 'POST') {
      const form = await readForm(req);
      if (!sameSecret(form.get('csrf') ?? undefined, this.secrets.csrf))
        throw new HttpError(403, 'Missing or wrong CSRF token: reload the page and try again.');
      const action = this.#actions.routes.match(parts);
      if (!action) throw new HttpError(404, 'No such action.');
      const back = await action(form);
      res.writeHead(303, { ...SECURITY_HEADERS, location: back });
      res.end();
      return;
    }
    if (method !== 'GET') throw new HttpError(405, 'Method not allowed.');
    const page = this.#pages.match(parts);
    if (!page) throw new HttpError(404, 'No such page.');
    await page({ res, url, fragment: req.headers['x-console-fragment'] === '1' });
  }

  /** Every page the console serves, by path. */
  readonly #pages = new RouteTable<PageRequest, Promise<void> | void>()
    .add('/assets/console.css', (_, { res }) => this.#asset(res, 'text/css', CONSOLE_CSS))
    .add('/assets/console.js', (_, { res }) => this.#asset(res, 'text/javascript', CONSOLE_JS))
    .add('/events', (_, { res }) => this.#events(res))
    .add('/', async (_, request) =>
      this.#page(request, this.#frame('Personas', undefined, undefined, '/'), await this.#personas()),
    )
    .add('/usage', async (_, request) =>
      this.#page(
        request,
        this.#frame('Usage', undefined, undefined, '/usage'),
        await this.#usage(request.url),
      ),
    )
    .add('/media', async (_, request) =>
      this.#page(request, this.#frame('Media', undefined, undefined, '/media'), await this.#media()),
    )
    .add('/media/:id/picture', ({ id }, { res }) => this.#picture(res, id))
    .add('/p/:persona', async (params, request) => {
      const persona = this.#persona(params.persona);
      this.#page(request, this.#frame(persona.name, persona.name), await this.#chats(persona));
    })
    .add('/p/:persona/memory', async (params, request) => {
      const persona = this.#persona(params.persona);
      const chat = request.url.searchParams.get('chat') ?? undefined;
      const frame = this.#frame(`${persona.name}: memory`, persona.name, chat);
      this.#page(request, frame, await this.#memory(persona, chat));
    })
    .add('/p/:persona/c/:chat', async (params, request) => {
      const persona = this.#persona(params.persona);
      const frame = this.#frame(persona.name, persona.name, params.chat);
      this.#page(request, frame, await this.#chat(persona, params.chat));
    })
    .add('/p/:persona/c/:chat/turns/:turn/fixture.yaml', (params, { res }) =>
      this.#fixture(res, this.#persona(params.persona), params.turn),
    );

  #persona(name: string): ConsolePersona {
    const persona = this.#backend.personas.find((p) => p.name.toLowerCase() === name.toLowerCase());
    if (!persona) throw new HttpError(404, 'No such persona.');
    return persona;
  }

  #frame(
    title: string,
    persona?: string,
    chat?: string,
    section = persona === undefined ? undefined : '/',
  ): Frame {
    return { title, mode: this.#backend.mode, csrf: this.secrets.csrf, persona, chat, section };
  }

  #page({ res, fragment, url }: PageRequest, frame: Frame, main: Html): void {
    const flash = flashText(url.searchParams.get('done'), Number(url.searchParams.get('n') ?? 0) || 0);
    const offer =
      url.searchParams.get('done') === 'resumed' &&
      Number(url.searchParams.get('n')) > 0 &&
      frame.chat &&
      frame.persona
        ? postButton(
            `/p/${segment(frame.persona)}/c/${segment(frame.chat)}/answer`,
            'Answer now',
            this.secrets.csrf,
            {
              primary: true,
              name: 'answer-arrived',
            },
          )
        : '';
    const body =
      flash === undefined
        ? main
        : html`<p class="flash" role="status" data-flash>${flash} ${offer}</p>${main}`;
    this.#send(res, 200, fragment ? body : layout(frame, body));
  }

  #send(res: ServerResponse, status: number, body: Html): void {
    res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' });
    res.end(body.value);
  }

  #asset(res: ServerResponse, type: string, body: string): void {
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': `${type}; charset=utf-8` });
    res.end(body);
  }

  #events(res: ServerResponse): void {
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': 'text/event-stream',
      connection: 'keep-alive',
    });
    res.write(': connected\n\n');
    this.#streams.add(res);
    res.on('close', () => this.#streams.delete(res));
  }

  /** Times on a persona's pages: in its zone, with the zone's name. */
  #timeOf(persona: ConsolePersona): (ms: number) => string {
    const now = this.#backend.now();
    return (ms) => timeIn(ms, persona.runtime.persona.timezone, now);
  }

  async #personas(): Promise<Html> {
    const now = this.#backend.now();
    const rows = await Promise.all(
      this.#backend.personas.map(async (p) => {
        const timeZone = p.runtime.persona.timezone;
        // "Today" is the persona's own day: it began at midnight in its timezone.
        const since = startOfLocalDay(now, timeZone);
        const totals = await this.#records.usage.totals({ agent: p.name, since });
        const usage = usageResult(totals, this.#backend.prices, since, DEFAULT_PRICES_DATE);
        const openByChat = await this.#records.queries.openTasksByChat(p.name);
        const open = (
          await Promise.all([...openByChat.keys()].map((c) => p.runtime.tasks.open(p.name, c)))
        ).flat();
        const paused = [...(await this.#records.pauses.list(p.name))];
        const connection = await this.#records.connection(p.name).overview();
        const titles = await this.#titles(p, [
          ...openByChat.keys(),
          ...paused,
          ...connection.toMark,
          ...connection.marked,
        ]);
        const lastTurn = await this.#records.journal.newest(p.name);
        if (lastTurn)
          titles.set(lastTurn.turn.chatId, (await p.chatTitle(lastTurn.turn.chatId)) ?? lastTurn.turn.chatId);
        const lastError = await this.#records.queries.lastError(p.name);
        const state = p.state();
        const reason = p.reason?.();
        const wakeAt = p.wakeAt?.();
        return {
          name: p.name,
          state,
          doing: doing({
            state,
            ...(reason ? { reason } : {}),
            ...(wakeAt === undefined ? {} : { wakeAt }),
            now,
            timeZone,
            schedule: await this.#plans(p),
            open,
            title: (id) => titles.get(id) ?? id,
            ...(lastTurn ? { lastTurn } : {}),
            connection,
          }),
          queueDepth: open.filter(shownTask).length,
          pausedChats: paused.map((chatId) => ({ chatId, title: titles.get(chatId) ?? chatId })),
          ...(lastError
            ? { lastError: { error: lastError.error, at: timeIn(lastError.at, timeZone, now) } }
            : {}),
          turnsToday: await this.#records.journal.countSince(p.name, since),
          callsToday: usage.total.calls,
          tokensToday: usage.total.promptTokens + usage.total.outputTokens + usage.total.thinkingTokens,
          costToday: usage.total.costUsd,
        };
      }),
    );
    return personasPage(rows);
  }

  /** Chat titles by id, as far as Telegram (or the demo) knows them. */
  async #titles(persona: ConsolePersona, chatIds: readonly string[]): Promise<Map<string, string>> {
    const titles = new Map<string, string>();
    for (const id of new Set(chatIds)) titles.set(id, (await persona.chatTitle(id)) ?? id);
    return titles;
  }

  async #chats(persona: ConsolePersona): Promise<Html> {
    const chats = await this.#records.queries.chats(persona.name);
    const paused = await this.#records.pauses.list(persona.name);
    const rows = await Promise.all(
      chats.map(async (c) => ({
        ...c,
        title: (await persona.chatTitle(c.chatId)) ?? c.chatId,
        paused: paused.has(c.chatId),
      })),
    );
    const sendingPaused = persona.resumeSending !== undefined && persona.state() === 'sending-paused';
    const time = this.#timeOf(persona);
    return chatsPage(persona.name, rows, this.secrets.csrf, time, {
      sendingPaused,
      wakeAt: persona.wakeAt?.(),
      today: todaySection(await this.#plans(persona), persona.name, time),
    });
  }

  /** The persona's day and its events, read straight from the store; chats named as on the chat list. */
  async #plans(persona: ConsolePersona, chatId?: string) {
    const events = chatId
      ? await this.#records.events.ofChat(persona.name, chatId)
      : await this.#records.events.ofAgent(persona.name);
    const titles = new Map<string, string>();
    // A chat's own page has its title in the heading already.
    for (const id of chatId ? [] : new Set(events.map((e) => e.chatId))) {
      const title = await persona.chatTitle(id);
      if (title !== undefined) titles.set(id, title);
    }
    return scheduleResult(persona.runtime.persona, this.#backend.now(), events, titles);
  }

  async #chat(persona: ConsolePersona, chatId: string): Promise<Html> {
    const [messages, open, turns, paused, title, plans, cannotWrite] = await Promise.all([
      this.#records.queries.messages(persona.name, chatId, 50),
      persona.runtime.tasks.open(persona.name, chatId),
      this.#records.journal.ofChat(persona.name, chatId, 30),
      this.#records.pauses.isPaused(persona.name, chatId),
      persona.chatTitle(chatId),
      this.#plans(persona, chatId),
      persona.cannotWrite?.(chatId),
    ]);
    if (messages.length === 0 && turns.length === 0 && title === undefined && plans.events.length === 0)
      throw new HttpError(404, 'No such chat.');
    const calls = await this.#records.usage.ofTurns(turns.map((t) => t.turn.turnId));
    const turnUsage = new Map([...calls].map(([id, c]) => [id, turnFigures(c, this.#backend.prices)]));
    const partner = messages.find((m) => !m.out)?.senderName ?? 'the user';
    return chatPage({
      persona: persona.name,
      chatId,
      title: title ?? chatId,
      paused,
      cannotWrite,
      messages,
      openTasks: open,
      turns,
      turnUsage,
      events: chatEventsSection(plans.events, persona.name, chatId, this.secrets.csrf),
      writeAs: this.#backend.writeAs ? partner : undefined,
      csrf: this.secrets.csrf,
      time: this.#timeOf(persona),
      taskContext: { now: this.#backend.now(), timeZone: persona.runtime.persona.timezone },
      pausedSince: paused ? await this.#records.pauses.since(persona.name, chatId) : undefined,
    });
  }

  async #memory(persona: ConsolePersona, chat: string | undefined): Promise<Html> {
    const listing = await memoryAction(() => memoryListing(this.#backend.memory, persona.name, { chat }));
    const chats = await this.#records.queries.chats(persona.name);
    const titled = await Promise.all(
      chats.map(async (c) => ({ chatId: c.chatId, title: (await persona.chatTitle(c.chatId)) ?? c.chatId })),
    );
    return memoryPage({ persona: persona.name, listing, chats: titled, csrf: this.secrets.csrf });
  }

  async #usage(url: URL): Promise<Html> {
    const days = Math.min(365, Math.max(1, Number(url.searchParams.get('days') ?? 7) || 7));
    const now = this.#backend.now();
    const since = now - days * 86_400_000;
    const totals = await this.#records.usage.totals({ since });
    const slices = await this.#records.usage.slices(since);
    const titles = new Map<string, string>();
    for (const s of slices)
      if (s.chatId !== null && !titles.has(`${s.agent} ${s.chatId}`)) {
        const persona = this.#backend.personas.find((p) => p.name === s.agent);
        titles.set(`${s.agent} ${s.chatId}`, (await persona?.chatTitle(s.chatId)) ?? s.chatId);
      }
    const { prices } = this.#backend;
    return usagePage(usageResult(totals, prices, since, DEFAULT_PRICES_DATE), {
      days,
      chart: usageChart(slices, prices, Math.floor(since / 86_400_000), Math.floor(now / 86_400_000)),
      perChat: costPerChat(slices, prices, (agent, chatId) => titles.get(`${agent} ${chatId}`) ?? chatId),
    });
  }

  async #media(): Promise<Html> {
    const cached = await this.#records.queries.mediaDescriptions(200);
    return mediaPage([...this.#backend.curated.values()], cached, this.secrets.csrf);
  }

  #picture(res: ServerResponse, id: string): void {
    const item = this.#backend.curated.get(id);
    const type = item?.file ? IMAGE_TYPES[(item.file.split('.').pop() ?? '').toLowerCase()] : undefined;
    if (!item?.file || !type) throw new HttpError(404, 'No picture for this item.');
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': type });
    res.end(readFileSync(item.file));
  }

  async #fixture(res: ServerResponse, persona: ConsolePersona, turnId: string): Promise<void> {
    const entry = await this.#records.journal.get(turnId);
    if (!entry || entry.turn.agent !== persona.name) throw new HttpError(404, 'No such turn.');
    const rendered = fixtureOfTurn(entry, this.#backend.configFile, this.#backend.fixtureSecrets);
    if (rendered === undefined) throw new HttpError(404, 'This turn kept no snapshot of its chat.');
    if (rendered.redacted > 0)
      this.#log.warn('a downloaded turn held a secret or phone number; it was replaced by [redacted]', {
        turn: turnId,
      });
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': 'application/yaml; charset=utf-8',
      'content-disposition': `attachment; filename="turn-${turnId.replace(/[^A-Za-z0-9_-]/g, '')}.yaml"`,
    });
    res.end(rendered.text);
  }
}

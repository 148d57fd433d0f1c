import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_PRICES_DATE } from '../config/prices.js';
import { errorMessage, UserError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import { scheduleResult } from '../terminal/schedule.js';
import { usageResult } from '../terminal/usage.js';
import {
  type EntryScope,
  editMemoryEntry,
  forgetMemoryEntry,
  type MemoryChange,
  memoryListing,
} from '../workbench/memory-admin.js';
import { CONSOLE_CSS, CONSOLE_JS } from './assets.js';
import {
  allowedHost,
  type ConsoleSecrets,
  cookieValue,
  newSecrets,
  SESSION_COOKIE,
  sameSecret,
  sessionCookie,
} from './auth.js';
import { type ConsoleBackend, type ConsolePersona, ConsoleRecords } from './backend.js';
import { fixtureOfTurn } from './fixture.js';
import type { Html } from './html.js';
import { MAX_TEXT, memoryPage } from './memory-page.js';
import {
  chatPage,
  chatsPage,
  type Frame,
  layout,
  mediaPage,
  messagePage,
  personasPage,
  usagePage,
} from './pages.js';
import { chatEventsSection, todaySection } from './plans.js';
import { startOfLocalDay } from './today.js';

export interface ConsoleServerOptions {
  backend: ConsoleBackend;
  log: Logger;
  /** Fixed secrets (tests); new random ones per start otherwise. */
  secrets?: ConsoleSecrets;
}

/** Bodies of forms are small: a description, a message. */
const MAX_BODY = 64 * 1024;

/** Every page forbids inline scripts and styles, framing, and loading anything from elsewhere. */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
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
  readonly #streams = new Set<ServerResponse>();
  #server: Server | undefined;
  #hosts: string[] = [];

  constructor(options: ConsoleServerOptions) {
    this.#backend = options.backend;
    this.#log = options.log;
    this.secrets = options.secrets ?? newSecrets();
    this.#records = new ConsoleRecords(options.backend.store, () => options.backend.now());
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
    const names = host === '127.0.0.1' || host === 'localhost' ? ['127.0.0.1', 'localhost'] : [host];
    this.#hosts = names.map((h) => `${h}:${actual}`.toLowerCase());
    const unsubscribe = this.#backend.changes.subscribe((change) => {
      const data = `event: change\ndata: ${JSON.stringify(change)}\n\n`;
      for (const stream of this.#streams) stream.write(data);
    });
    server.once('close', unsubscribe);
    return `http://${host.includes(':') ? `[${host}]` : host}:${actual}/?token=${this.secrets.token}`;
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
        location: url.pathname,
        'set-cookie': sessionCookie(this.secrets.session),
      });
      res.end();
      return;
    }
    if (!sameSecret(cookieValue(req.headers.cookie, SESSION_COOKIE), this.secrets.session))
      throw new HttpError(401, 'Open the console with the link it printed at start (it carries the token).');

    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (method === 'POST') {
      const form = await readForm(req);
      if (!sameSecret(form.get('csrf') ?? undefined, this.secrets.csrf))
        throw new HttpError(403, 'Missing or wrong CSRF token: reload the page and try again.');
      const back = await this.#post(parts, form);
      res.writeHead(303, { ...SECURITY_HEADERS, location: back });
      res.end();
      return;
    }
    if (method !== 'GET') throw new HttpError(405, 'Method not allowed.');
    const fragment = req.headers['x-console-fragment'] === '1';
    const [first, second, third, fourth, fifth, sixth] = parts;
    if (first === 'assets' && second === 'console.css') return this.#asset(res, 'text/css', CONSOLE_CSS);
    if (first === 'assets' && second === 'console.js') return this.#asset(res, 'text/javascript', CONSOLE_JS);
    if (first === 'events' && parts.length === 1) return this.#events(res);
    if (parts.length === 0) return this.#page(res, fragment, this.#frame('Personas'), await this.#personas());
    if (first === 'usage' && parts.length === 1)
      return this.#page(res, fragment, this.#frame('Usage'), await this.#usage(url));
    if (first === 'media' && parts.length === 1)
      return this.#page(res, fragment, this.#frame('Media'), await this.#media());
    if (first === 'media' && second !== undefined && third === 'picture' && parts.length === 3)
      return this.#picture(res, second);
    if (first === 'p' && second !== undefined) {
      const persona = this.#persona(second);
      if (parts.length === 2)
        return this.#page(res, fragment, this.#frame(persona.name, persona.name), await this.#chats(persona));
      if (third === 'memory' && parts.length === 3) {
        const chat = url.searchParams.get('chat') ?? undefined;
        return this.#page(
          res,
          fragment,
          this.#frame(`${persona.name}: memory`, persona.name, chat),
          await this.#memory(persona, chat),
        );
      }
      if (third === 'c' && fourth !== undefined && parts.length === 4)
        return this.#page(
          res,
          fragment,
          this.#frame(persona.name, persona.name, fourth),
          await this.#chat(persona, fourth),
        );
      if (
        third === 'c' &&
        fourth !== undefined &&
        fifth === 'turns' &&
        sixth !== undefined &&
        parts[6] === 'fixture.yaml'
      )
        return this.#fixture(res, persona, sixth);
    }
    throw new HttpError(404, 'No such page.');
  }

  /** A state change; returns where to go back to. */
  async #post(parts: string[], form: URLSearchParams): Promise<string> {
    const [first, second, third, fourth, fifth, sixth, seventh] = parts;
    if (first === 'media' && second !== undefined && parts.length === 2) {
      await this.#editMedia(second, (form.get('description') ?? '').trim());
      return '/media';
    }
    if (first === 'p' && second !== undefined && third === 'resume-sending' && parts.length === 3)
      return this.#resumeSending(this.#persona(second));
    if (first === 'p' && second !== undefined && third === 'memory' && parts.length === 4)
      return this.#editMemory(this.#persona(second), fourth, form);
    if (first !== 'p' || second === undefined || third !== 'c' || fourth === undefined)
      throw new HttpError(404, 'No such action.');
    const persona = this.#persona(second);
    const chatId = fourth;
    const back = `/p/${encodeURIComponent(persona.name)}/c/${encodeURIComponent(chatId)}`;
    const agent = persona.name;
    switch (
      parts.length === 5
        ? fifth
        : parts.length === 7 && fifth === 'tasks' && seventh === 'cancel'
          ? 'cancel'
          : parts.length === 7 && fifth === 'events' && seventh === 'cancel'
            ? 'cancel-event'
            : ''
    ) {
      case 'pause':
        await this.#records.pauses.pause(agent, chatId);
        await persona.runtime.cancelPlans(chatId, 'chat paused by the operator');
        break;
      case 'resume':
        await this.#records.pauses.resume(agent, chatId);
        break;
      case 'answer':
        await persona.runtime.startTurn(chatId, undefined, { kind: 'operator' });
        break;
      case 'say': {
        const text = (form.get('text') ?? '').trim();
        if (!this.#backend.writeAs)
          throw new HttpError(404, 'Only the demo lets the operator write as a user.');
        if (text === '') throw new HttpError(400, 'Write something first.');
        await this.#backend.writeAs(agent, chatId, text);
        break;
      }
      case 'cancel':
        if (!(await persona.runtime.cancelTask(sixth ?? '', 'cancelled by the operator')))
          throw new HttpError(409, 'That task is no longer pending.');
        break;
      case 'cancel-event': {
        const event = sixth ?? '';
        if (!(await this.#records.events.cancel(agent, chatId, event)))
          throw new HttpError(409, 'That event is gone (it fired for the last time or was cancelled).');
        this.#log.info('event cancelled by the operator', { agent, chat: chatId, event });
        break;
      }
      default:
        throw new HttpError(404, 'No such action.');
    }
    this.#backend.changes.notify({ agent, chatId });
    return back;
  }

  /** The operator lifts a persona's sending pause; only while it is paused. */
  #resumeSending(persona: ConsolePersona): string {
    if (!persona.resumeSending || persona.state() !== 'sending-paused')
      throw new HttpError(409, 'Sending is not paused for this persona.');
    persona.resumeSending();
    this.#backend.changes.notify({ agent: persona.name });
    return `/p/${encodeURIComponent(persona.name)}`;
  }

  #persona(name: string): ConsolePersona {
    const persona = this.#backend.personas.find((p) => p.name.toLowerCase() === name.toLowerCase());
    if (!persona) throw new HttpError(404, 'No such persona.');
    return persona;
  }

  #frame(title: string, persona?: string, chat?: string): Frame {
    return { title, mode: this.#backend.mode, csrf: this.secrets.csrf, persona, chat };
  }

  #page(res: ServerResponse, fragment: boolean, frame: Frame, main: Html): void {
    this.#send(res, 200, fragment ? main : layout(frame, main));
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

  #time = (ms: number): string => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

  async #personas(): Promise<Html> {
    const rows = await Promise.all(
      this.#backend.personas.map(async (p) => {
        // "Today" is the persona's own day: it began at midnight in its timezone.
        const since = startOfLocalDay(this.#backend.now(), p.runtime.persona.timezone);
        const totals = await this.#records.usage.totals({ agent: p.name, since });
        const usage = usageResult(totals, this.#backend.prices, since, DEFAULT_PRICES_DATE);
        const open = await this.#records.queries.openTasksByChat(p.name);
        return {
          name: p.name,
          state: p.state(),
          wakeAt: p.wakeAt?.(),
          queueDepth: [...open.values()].reduce((a, b) => a + b, 0),
          lastError: await this.#records.queries.lastError(p.name),
          turnsToday: await this.#records.journal.countSince(p.name, since),
          callsToday: usage.total.calls,
          tokensToday: usage.total.promptTokens + usage.total.outputTokens + usage.total.thinkingTokens,
          costToday: usage.total.costUsd,
        };
      }),
    );
    return personasPage(rows, this.#time);
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
    return chatsPage(persona.name, rows, this.secrets.csrf, this.#time, {
      sendingPaused,
      wakeAt: persona.wakeAt?.(),
      today: todaySection(await this.#plans(persona), persona.name, this.#time),
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
    const [messages, open, turns, paused, title, plans] = await Promise.all([
      this.#records.queries.messages(persona.name, chatId, 50),
      persona.runtime.tasks.open(persona.name, chatId),
      this.#records.journal.ofChat(persona.name, chatId, 30),
      this.#records.pauses.isPaused(persona.name, chatId),
      persona.chatTitle(chatId),
      this.#plans(persona, chatId),
    ]);
    if (messages.length === 0 && turns.length === 0 && title === undefined && plans.events.length === 0)
      throw new HttpError(404, 'No such chat.');
    const partner = messages.find((m) => !m.out)?.senderName ?? 'the user';
    return chatPage({
      persona: persona.name,
      chatId,
      title: title ?? chatId,
      paused,
      messages,
      openTasks: open,
      turns,
      events: chatEventsSection(plans.events, persona.name, chatId, this.secrets.csrf),
      writeAs: this.#backend.writeAs ? partner : undefined,
      csrf: this.secrets.csrf,
      time: this.#time,
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

  /** Edits or forgets one entry through the `memory` command's own operations. */
  async #editMemory(
    persona: ConsolePersona,
    action: string | undefined,
    form: URLSearchParams,
  ): Promise<string> {
    const field = (name: string) => {
      const value = (form.get(name) ?? '').trim();
      return value === '' ? undefined : value;
    };
    const scope: EntryScope = { chat: field('chat'), person: field('person') };
    const id = field('id');
    const memory = this.#backend.memory;
    let change: MemoryChange;
    if (action === 'edit') {
      const text = form.get('text') ?? '';
      if (text.length > MAX_TEXT) throw new HttpError(400, `An entry is at most ${MAX_TEXT} characters.`);
      change = await memoryAction(() => editMemoryEntry(memory, persona.name, scope, id, text));
    } else if (action === 'forget') {
      change = await memoryAction(() => forgetMemoryEntry(memory, persona.name, scope, id));
    } else throw new HttpError(404, 'No such action.');
    if (change.action === 'unknown')
      throw new HttpError(409, 'That entry is gone (forgotten or replaced meanwhile).');
    this.#backend.changes.notify({ agent: persona.name, chatId: scope.chat });
    const back = field('back');
    const page = `/p/${encodeURIComponent(persona.name)}/memory`;
    return back === undefined ? page : `${page}?chat=${encodeURIComponent(back)}`;
  }

  async #usage(url: URL): Promise<Html> {
    const days = Math.min(365, Math.max(1, Number(url.searchParams.get('days') ?? 7) || 7));
    const since = this.#backend.now() - days * 86_400_000;
    const totals = await this.#records.usage.totals({ since });
    return usagePage(usageResult(totals, this.#backend.prices, since, DEFAULT_PRICES_DATE));
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

  async #editMedia(id: string, description: string): Promise<void> {
    if (description === '') throw new HttpError(400, 'A description cannot be empty.');
    if (description.length > 4_000) throw new HttpError(400, 'A description is at most 4000 characters.');
    const curated = this.#backend.curated.get(id);
    if (curated) {
      await this.#backend.saveCurated(curated, description);
      this.#backend.curated.set(id, { ...curated, description });
      return;
    }
    if (!(await this.#records.queries.editDescription(id, description, this.#backend.now())))
      throw new HttpError(404, 'No such media item.');
  }

  async #fixture(res: ServerResponse, persona: ConsolePersona, turnId: string): Promise<void> {
    const entry = await this.#records.journal.get(turnId);
    if (!entry || entry.turn.agent !== persona.name) throw new HttpError(404, 'No such turn.');
    const yaml = fixtureOfTurn(entry, this.#backend.configFile);
    if (yaml === undefined) throw new HttpError(404, 'This turn kept no snapshot of its chat.');
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': 'application/yaml; charset=utf-8',
      'content-disposition': `attachment; filename="turn-${turnId.replace(/[^A-Za-z0-9_-]/g, '')}.yaml"`,
    });
    res.end(yaml);
  }
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The `memory` operations' own complaints (a wrong id, an empty text) are the operator's to fix. */
async function memoryAction<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof UserError) throw new HttpError(400, err.message);
    throw err;
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) throw new HttpError(415, 'Forms only.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, 'Too much text.');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

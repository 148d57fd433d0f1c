import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../src/live/run.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { inlineData } from '../../src/offline/media.js';
import { openStore } from '../../src/store/open.js';
import { TelegramSessions } from '../../src/store/sessions.js';
import { big } from '../../src/telegram/gramjs/peers.js';
import { ManualClock, settle } from '../manual-clock.js';
import { FakeGramClient } from '../telegram/gramjs/fake-client.js';
import { DATE, message, peerUser, photo, user } from '../telegram/gramjs/objects.js';
import { behind, type FakeNetwork } from './fakes.js';
import { API_HASH, liveProject, MARLOW, runUntilStopped, TELEGRAM_ENV } from './project.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const SESSION = '1BVtsOHoBu2_secret_session_string_AAAA';
const ALICE = user('7', 'Alice');

/** Telegram as the fake client sees it: one direct chat with Alice, one unread message from before. */
function telegram(history: Api.Message[]) {
  const client = new FakeGramClient().know(ALICE);
  client.on('messages.GetDialogs', () => {
    const top = history.at(-1) as Api.Message;
    return new Api.messages.Dialogs({
      dialogs: [
        new Api.Dialog({
          peer: peerUser('7'),
          topMessage: top.id,
          readInboxMaxId: 0,
          readOutboxMaxId: 0,
          unreadCount: history.filter((m) => !m.out).length,
          unreadMentionsCount: 0,
          unreadReactionsCount: 0,
          notifySettings: new Api.PeerNotifySettings({}),
        }),
      ],
      messages: [top],
      users: [ALICE],
      chats: [],
    });
  });
  client.on(
    'messages.GetHistory',
    () => new Api.messages.Messages({ messages: [...history].reverse(), users: [ALICE], chats: [] }),
  );
  client.on('messages.GetStickerSet', () => {
    throw new Error('STICKERSET_INVALID');
  });
  return client;
}

/** A project whose persona Heidi (and Marlow, with `marlow`) already has a stored session. */
async function loggedInProject(
  telegramSettings?: string,
  options: { marlow?: boolean; admins?: readonly string[] } = {},
) {
  const project = liveProject(telegramSettings, {
    more: options.marlow ? MARLOW : undefined,
    admins: options.admins,
  });
  cleanups.push(project.cleanup);
  const store = await openStore(project.database);
  const sessions = new TelegramSessions(store.db, () => 0);
  await sessions.put('Heidi', SESSION, { id: '42', name: 'Heidi' });
  if (options.marlow) await sessions.put('Marlow', MARLOW_SESSION, { id: '43', name: 'Marlow' });
  await store.close();
  return project;
}

const MARLOW_SESSION = '1BVtsOHoBu2_marlows_session_string_BBBB';

/** A client on a session Telegram no longer accepts. */
function revokedClient(): FakeGramClient {
  const client = new FakeGramClient();
  client.authorized = false;
  return client;
}

/** Alice writes `text` to whoever `client` is, as a live short update. */
function say(client: FakeGramClient, history: Api.Message[], id: number, text: string): void {
  history.push(message({ id, peerId: peerUser('7'), message: text }));
  client.emit(
    new Api.UpdateShortMessage({
      id,
      userId: big('7'),
      message: text,
      pts: id,
      ptsCount: 1,
      date: DATE + id,
    }),
  );
}

/** The loopback Gemini server, stopped after the test. */
async function gemini(responder: ConstructorParameters<typeof ScriptedGeminiServer>[0]) {
  const server = new ScriptedGeminiServer(responder);
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  return { server, baseUrl };
}

/** Moves the manual clock in small steps, letting real I/O run, until `done` (or 50 s). */
async function pump(clock: ManualClock, done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) {
    await clock.advance(500);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('run: personas live on (fake) Telegram', () => {
  it('answers what was unread at start, then live messages, and stops gracefully', async () => {
    const project = await loggedInProject('scan_interval_seconds: 0\n  shutdown_grace_seconds: 5');

    const { server, baseUrl } = await gemini((_req, i) =>
      textResponse(i === 0 ? '# «send»\nWelcome back, Alice!' : '# «send»\nYes, **here**!'),
    );

    const history = [message({ id: 1, peerId: peerUser('7'), message: 'are you awake?' })];
    const client = telegram(history);
    const sessionsSeen: string[] = [];
    const logs: string[] = [];
    const clock = new ManualClock(DATE * 1000);
    const { running, stop } = runUntilStopped({
      configFile: project.config,
      write: (line) => logs.push(line),
      createClient: (_persona, session, credentials) => {
        sessionsSeen.push(session);
        expect(credentials).toEqual({ apiId: 12345, apiHash: API_HASH });
        return client;
      },
      geminiBaseUrl: baseUrl,
      clock,
    });

    const sends = () => client.sent(Api.messages.SendMessage);
    const until = (done: () => boolean) => pump(clock, done);
    await until(() => sends().length >= 1);
    expect(sends().map((r) => r.message)).toEqual(['Welcome back, Alice!']);
    expect(client.sent(Api.messages.ReadHistory).map((r) => r.maxId)).toEqual([1]);

    // A live message arrives as a short update.
    history.push(message({ id: 2, peerId: peerUser('7'), message: 'hello?' }));
    client.emit(
      new Api.UpdateShortMessage({
        id: 2,
        userId: big('7'),
        message: 'hello?',
        pts: 2,
        ptsCount: 1,
        date: DATE + 60,
      }),
    );
    await until(() => sends().length >= 2);
    const reply = sends()[1];
    expect([reply?.message, reply?.entities]).toEqual([
      'Yes, here!',
      [new Api.MessageEntityBold({ offset: 5, length: 4 })],
    ]);
    expect(server.requests).toHaveLength(2);

    stop('test');
    await settle();
    await clock.advance(0);
    expect(await running).toBe(0);
    expect(client.destroyed).toBe(true);
    expect(sessionsSeen).toEqual([SESSION]);
    expect(logs.join('\n')).not.toContain(SESSION);
    expect(logs.some((l) => l.includes('starting 1 persona(s)'))).toBe(true);
    expect(logs.some((l) => l.includes('stopped'))).toBe(true);
  });

  it('describes a photo through the live account before answering', async () => {
    const project = await loggedInProject('scan_interval_seconds: 0\n  shutdown_grace_seconds: 5');

    const { server, baseUrl } = await gemini((request) =>
      inlineData(request) !== undefined
        ? textResponse('a tabby cat asleep on a stack of paperbacks')
        : textResponse('# «send»\nKafka has competition!'),
    );

    const history = [
      message({
        id: 1,
        peerId: peerUser('7'),
        message: 'look who I found',
        media: new Api.MessageMediaPhoto({ photo: photo('5551') }),
      }),
    ];
    const client = telegram(history);
    client.on(
      'messages.GetMessages',
      () => new Api.messages.Messages({ messages: history, users: [ALICE], chats: [] }),
    );
    client.files.set(
      '5551',
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b07040' } })
        .png()
        .toBuffer(),
    );
    const clock = new ManualClock(DATE * 1000);
    const { running, stop } = runUntilStopped({
      configFile: project.config,
      createClient: () => client,
      geminiBaseUrl: baseUrl,
      clock,
    });
    const sends = () => client.sent(Api.messages.SendMessage);
    await pump(clock, () => sends().length > 0);
    expect(sends().map((r) => r.message)).toEqual(['Kafka has competition!']);
    expect(client.downloads).toHaveLength(1);
    const chat = server.requests.find((r) => inlineData(r) === undefined);
    expect(JSON.stringify(chat?.body)).toContain(
      'that appears as ‹a tabby cat asleep on a stack of paperbacks›',
    );

    stop('test');
    await settle();
    await clock.advance(0);
    expect(await running).toBe(0);
  });

  it('applies an edit of config.yaml to the next turn and keeps the last good config on a bad edit', async () => {
    const project = await loggedInProject('scan_interval_seconds: 0\n  shutdown_grace_seconds: 5');
    const { server, baseUrl } = await gemini(() => textResponse('# «send»\nok'));

    const history = [message({ id: 1, peerId: peerUser('7'), message: 'hi' })];
    const client = telegram(history);
    const clock = new ManualClock(DATE * 1000);
    const logs: string[] = [];
    const { running, stop } = runUntilStopped({
      configFile: project.config,
      write: (line) => logs.push(line),
      createClient: () => client,
      geminiBaseUrl: baseUrl,
      clock,
      // The files are looked at on the test's clock, which `until` moves by 500 ms a step.
      configChecks: { wallNow: () => clock.now() },
    });
    const sends = () => client.sent(Api.messages.SendMessage);
    const until = (done: () => boolean) => pump(clock, done);
    const system = (i: number) =>
      JSON.stringify(
        (server.requests[i]?.body as { systemInstruction?: unknown } | undefined)?.systemInstruction,
      );
    await until(() => sends().length >= 1);
    expect(system(0)).toContain('You are Heidi.');

    const original = readFileSync(project.config, 'utf8');
    writeFileSync(
      project.config,
      original.replace('You are Heidi.', 'You are Heidi, and today you only speak in rhymes.'),
    );
    say(client, history, 2, 'how are you?');
    await until(() => sends().length >= 2);
    expect(system(1)).toContain('today you only speak in rhymes');

    writeFileSync(project.config, original.replace('timezone: Europe/Berlin', 'timezone: Mars/Olympus'));
    say(client, history, 3, 'still there?');
    await until(() => sends().length >= 3);
    expect(system(2)).toContain('today you only speak in rhymes');
    expect(
      logs.some((l) =>
        /config\.yaml:\d+:\d+: personas\[0\]\.timezone: .*keeping the last good configuration/.test(l),
      ),
    ).toBe(true);

    stop('test');
    await settle();
    await clock.advance(0);
    expect(await running).toBe(0);
  });

  it('keeps trying while Telegram does not answer, logging each attempt, and answers once it is back', async () => {
    const project = await loggedInProject();
    const { baseUrl } = await gemini(() => textResponse('# «send»\nI am back.'));
    const history = [message({ id: 1, peerId: peerUser('7'), message: 'are you awake?' })];
    const network: FakeNetwork = { state: 'silent', attempts: 0 };
    const client = behind(telegram(history), network);
    const clock = new ManualClock(DATE * 1000);
    const logs: string[] = [];
    const { running, stop } = runUntilStopped({
      configFile: project.config,
      write: (line) => logs.push(line),
      createClient: () => client,
      geminiBaseUrl: baseUrl,
      clock,
      random: () => 1,
    });
    const retries = () =>
      logs
        .filter((l) => l.includes('could not connect to Telegram; trying again'))
        .map((l) => /attempt=(\d+) nextTryInS=(\d+)/.exec(l)?.slice(1).map(Number));

    // Each attempt gets 60 s; the pauses between them double: 1 s, 2 s, 4 s.
    await clock.advance(60_000);
    await clock.advance(1_000 + 60_000);
    await clock.advance(2_000 + 60_000);
    expect(retries()).toEqual([
      [1, 1],
      [2, 2],
      [3, 4],
    ]);
    expect(network.attempts).toBe(3);
    expect(
      logs
        .filter((l) => l.includes('could not connect'))
        .every((l) => l.includes('did not answer within 60 s')),
    ).toBe(true);

    network.state = 'up';
    await clock.advance(4_000);
    expect(network.attempts).toBe(4);
    const sends = () => client.sent(Api.messages.SendMessage);
    await pump(clock, () => sends().length >= 1);
    expect(sends().map((r) => r.message)).toEqual(['I am back.']);
    say(client, history, 2, 'good. still there?');
    await pump(clock, () => sends().length >= 2);
    expect(sends()).toHaveLength(2);
    expect(logs.some((l) => l.includes('connected to Telegram') && l.includes('attempts=4'))).toBe(true);

    stop('test');
    await settle();
    await clock.advance(0);
    expect(await running).toBe(0);
  });

  it('exits 1 with one clear line when Telegram no longer accepts the session', async () => {
    const project = await loggedInProject();
    const revoked = revokedClient();
    const logs: string[] = [];
    const err = await run({
      configFile: project.config,
      env: TELEGRAM_ENV,
      write: (line) => logs.push(line),
      createClient: () => revoked,
      clock: new ManualClock(0),
    }).catch((e: unknown) => e);
    expect((err as Error).message).toBe(
      'the Telegram session is not logged in (revoked or logged out) for persona Heidi: run `character-agent login Heidi`',
    );
    expect(revoked.sent(Api.updates.GetState)).toHaveLength(1);
    expect(revoked.sent(Api.messages.GetDialogs)).toEqual([]);
    expect(revoked.destroyed).toBe(true);
    // The thrown line is the one error the operator sees; nothing else was logged as one.
    expect(logs.filter((l) => l.includes('ERROR'))).toEqual([]);
  });

  it('exits 1 naming every persona when no session is accepted', async () => {
    const project = await loggedInProject(undefined, { marlow: true });
    const err = await run({
      configFile: project.config,
      env: TELEGRAM_ENV,
      write: () => {},
      createClient: () => revokedClient(),
      clock: new ManualClock(0),
    }).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(
      /^no persona can run: .*for persona (Heidi|Marlow): run `character-agent login \1`; .*for persona (Heidi|Marlow): run `character-agent login \2`$/,
    );
  });

  it('runs the personas that are logged in and names the one that is not', async () => {
    const project = liveProject('scan_interval_seconds: 0', { more: MARLOW });
    cleanups.push(project.cleanup);
    const store = await openStore(project.database);
    await new TelegramSessions(store.db, () => 0).put('Heidi', SESSION, { id: '42', name: 'Heidi' });
    await store.close();
    const { baseUrl } = await gemini(() => textResponse('# «send»\nHeidi here.'));
    const client = telegram([message({ id: 1, peerId: peerUser('7'), message: 'hello?' })]);
    const clock = new ManualClock(DATE * 1000);
    const logs: string[] = [];
    const created: string[] = [];
    const { running, stop } = runUntilStopped({
      configFile: project.config,
      write: (line) => logs.push(line),
      createClient: (persona) => {
        created.push(persona.name);
        return client;
      },
      geminiBaseUrl: baseUrl,
      clock,
    });
    await pump(clock, () => client.sent(Api.messages.SendMessage).length >= 1);
    expect(created).toEqual(['Heidi']);
    expect(logs.filter((l) => l.includes('ERROR'))).toEqual([
      expect.stringMatching(/persona stopped; the others keep running .*run `character-agent login Marlow`/),
    ]);
    stop('test');
    await settle();
    await clock.advance(0);
    expect(await running).toBe(0);
  });

  it('stops only the persona whose session was revoked; the other keeps answering', async () => {
    const project = await loggedInProject('scan_interval_seconds: 0\n  shutdown_grace_seconds: 5', {
      marlow: true,
    });
    const { baseUrl } = await gemini(() => textResponse('# «send»\nMarlow here.'));
    const history = [message({ id: 1, peerId: peerUser('7'), message: 'anyone?' })];
    const marlow = telegram(history);
    const heidi = revokedClient();
    const clock = new ManualClock(DATE * 1000);
    const logs: string[] = [];
    const { running, stop } = runUntilStopped({
      configFile: project.config,
      write: (line) => logs.push(line),
      createClient: (persona) => (persona.name === 'Heidi' ? heidi : marlow),
      geminiBaseUrl: baseUrl,
      clock,
    });
    const sends = () => marlow.sent(Api.messages.SendMessage);
    await pump(clock, () => sends().length >= 1);
    say(marlow, history, 2, 'and now?');
    await pump(clock, () => sends().length >= 2);
    expect(sends().map((r) => r.message)).toEqual(['Marlow here.', 'Marlow here.']);
    expect(heidi.destroyed).toBe(true);
    const stopped = logs.filter((l) => l.includes('persona stopped'));
    expect(stopped).toHaveLength(1);
    expect(stopped[0]).toMatch(
      /ERROR persona stopped; the others keep running .*Heidi.*character-agent login Heidi/,
    );

    stop('test');
    await settle();
    await clock.advance(0);
    expect(await running).toBe(0);
  });

  it("exits 0 once an admin's shutdown stopped every persona, with the database closed", async () => {
    const project = await loggedInProject('scan_interval_seconds: 0\n  shutdown_grace_seconds: 5', {
      marlow: true,
      admins: ['7'],
    });
    const { baseUrl } = await gemini(() =>
      textResponse('# «send»\nGood night.\n\n# «shutdown»\nas you wish'),
    );
    const clients = {
      Heidi: telegram([message({ id: 1, peerId: peerUser('7'), message: 'Heidi, stop please' })]),
      Marlow: telegram([message({ id: 1, peerId: peerUser('7'), message: 'Marlow, stop please' })]),
    };
    const clock = new ManualClock(DATE * 1000);
    const logs: string[] = [];
    let exit: number | undefined;
    // No stop signal: only the shutdowns end this run.
    const running = run({
      configFile: project.config,
      env: TELEGRAM_ENV,
      write: (line) => logs.push(line),
      createClient: (persona) => (persona.name === 'Heidi' ? clients.Heidi : clients.Marlow),
      geminiBaseUrl: baseUrl,
      clock,
      stopWhen: new Promise<string>(() => {}),
    }).then((code) => {
      exit = code;
    });
    await pump(clock, () => exit !== undefined);
    await running;
    expect(exit).toBe(0);
    for (const client of Object.values(clients)) {
      expect(client.sent(Api.messages.SendMessage).map((r) => r.message)).toEqual(['Good night.']);
      expect(client.destroyed).toBe(true);
    }
    expect(logs.filter((l) => l.includes('persona stopped by an admin'))).toHaveLength(1);
    expect(logs.at(-1)).toContain('every persona was shut down by an admin');
    // SQLite removes the WAL file when the last connection to the database closes.
    expect(existsSync(`${project.database}-wal`)).toBe(false);
  });

  it('closes the database also when work is left for the next start', async () => {
    const project = await loggedInProject('scan_interval_seconds: 0\n  shutdown_grace_seconds: 0');
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { server, baseUrl } = await gemini(async () => {
      await answered;
      return textResponse('# «send»\ntoo late');
    });
    const client = telegram([message({ id: 1, peerId: peerUser('7'), message: 'slow day?' })]);
    const clock = new ManualClock(DATE * 1000);
    const { running, stop } = runUntilStopped({
      configFile: project.config,
      createClient: () => client,
      geminiBaseUrl: baseUrl,
      clock,
    });
    await pump(clock, () => server.requests.length >= 1);
    expect(existsSync(`${project.database}-wal`)).toBe(true);
    stop('test');
    let exit: number | undefined;
    void running.then((code) => {
      exit = code;
    });
    await pump(clock, () => exit !== undefined);
    expect(exit).toBe(0);
    expect(existsSync(`${project.database}-wal`)).toBe(false);
    answer();
    expect(client.sent(Api.messages.SendMessage)).toEqual([]);
  });
});

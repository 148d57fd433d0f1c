import { readFileSync, writeFileSync } from 'node:fs';
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
import { API_HASH, liveProject, runUntilStopped, TELEGRAM_ENV } from './project.js';

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

/** A project whose persona Heidi already has a stored session. */
async function loggedInProject(telegramSettings?: string) {
  const project = liveProject(telegramSettings);
  cleanups.push(project.cleanup);
  const store = await openStore(project.database);
  await new TelegramSessions(store.db, () => 0).put('Heidi', SESSION, { id: '42', name: 'Heidi' });
  await store.close();
  return project;
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
    expect(logs.some((l) => l.includes('1 persona(s) live'))).toBe(true);
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
    const say = (id: number, text: string) => {
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
    };
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
    say(2, 'how are you?');
    await until(() => sends().length >= 2);
    expect(system(1)).toContain('today you only speak in rhymes');

    writeFileSync(project.config, original.replace('timezone: Europe/Berlin', 'timezone: Mars/Olympus'));
    say(3, 'still there?');
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

  it('says so, instead of hanging, when Telegram accepts the connection but never answers', async () => {
    const project = await loggedInProject();
    const silent = new FakeGramClient();
    silent.connect = () => new Promise<boolean>(() => {});
    const clock = new ManualClock(0);
    const logs: string[] = [];
    const running = run({
      configFile: project.config,
      env: TELEGRAM_ENV,
      write: (line) => logs.push(line),
      createClient: () => silent,
      clock,
    }).catch((e: unknown) => e);
    await clock.advance(59_000);
    expect(logs.some((l) => l.includes('connecting to Telegram'))).toBe(true);
    await clock.advance(1_000);
    expect(((await running) as Error).message).toBe(
      'Telegram did not answer within 60 s: check the network connection',
    );
    expect(silent.destroyed).toBe(true);
  });

  it('fails fast with the login hint when Telegram no longer accepts the session', async () => {
    const project = await loggedInProject();
    const revoked = new FakeGramClient();
    revoked.authorized = false;
    const err = await run({
      configFile: project.config,
      env: TELEGRAM_ENV,
      write: () => {},
      createClient: () => revoked,
      clock: new ManualClock(0),
    }).catch((e: unknown) => e);
    expect((err as Error).message).toBe(
      'the Telegram session is not logged in (revoked or logged out) for persona Heidi: run `character-agent login Heidi`',
    );
    expect(revoked.requests).toEqual([]);
  });
});

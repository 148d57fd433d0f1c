import { existsSync } from 'node:fs';
import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { promptLive } from '../../src/live/prompt.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { inlineData } from '../../src/offline/media.js';
import { MediaDescriptions } from '../../src/store/media.js';
import { MessageLog } from '../../src/store/messages.js';
import { openStore } from '../../src/store/open.js';
import { TelegramMemoryStore } from '../../src/store/telegram-memory.js';
import { renderPrompt } from '../../src/terminal/render.js';
import { plainStyle } from '../../src/terminal/style.js';
import { runCli } from '../cli/run-cli.js';
import { ManualClock, settle } from '../manual-clock.js';
import { FakeGramClient } from '../telegram/gramjs/fake-client.js';
import {
  channel,
  DATE,
  dialog,
  dialogsPage,
  message,
  peerChannel,
  peerUser,
  photo,
  user,
} from '../telegram/gramjs/objects.js';
import { classNames, fingerprint, loggedIn, picture, READS, SESSION, widthOf } from './fakes.js';
import { liveProject, NO_SECRETS, runUntilStopped, TELEGRAM_ENV } from './project.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function project() {
  const p = liveProject('scan_interval_seconds: 0\n  shutdown_grace_seconds: 5');
  cleanups.push(p.cleanup);
  return p;
}

const ALICE = user('7', 'Alice');
const BOB = user('8', 'Bob');
const CLUB = channel('1234567890', 'Book club');
const NO_GEMINI = { ...TELEGRAM_ENV, GEMINI_API_KEY: '', GOOGLE_API_KEY: '' };

/** Alice's direct chat as Telegram shows a fresh session: found through the dialogs. */
function aliceChat(history: Api.Message[]) {
  const client = new FakeGramClient();
  const incoming = history.filter((m) => !m.out);
  client.on('messages.GetDialogs', () =>
    dialogsPage(
      [
        dialog(peerUser('7'), (history.at(-1) as Api.Message).id, {
          readInboxMaxId: 0,
          unreadCount: incoming.length,
        }),
      ],
      [ALICE],
    ),
  );
  client.on(
    'messages.GetHistory',
    () => new Api.messages.Messages({ messages: [...history].reverse(), users: [ALICE], chats: [] }),
  );
  client.on('messages.GetMessages', (r) => {
    const ids = (r as Api.messages.GetMessages).id.map((i) => (i as Api.InputMessageID).id);
    return new Api.messages.Messages({
      messages: history.filter((m) => ids.includes(m.id)),
      users: [ALICE],
      chats: [],
    });
  });
  return client;
}

/** The conversation: #5 answers #1, which only the state database still remembers. */
const conversation = () => [
  message({
    id: 5,
    peerId: peerUser('7'),
    message: 'about that book',
    replyTo: new Api.MessageReplyHeader({ replyToMsgId: 1 }),
  }),
  message({ id: 6, peerId: peerUser('7'), out: true, message: 'which one?' }),
  message({
    id: 7,
    peerId: peerUser('7'),
    message: 'this one',
    media: new Api.MessageMediaPhoto({ photo: photo('5551') }),
  }),
];

/** Heidi is logged in; the database remembers message #1 and has described photo 5551. */
async function seeded(database: string) {
  await loggedIn(database, async (store) => {
    await new MessageLog(store.db, () => 0).remember('Heidi', {
      chatId: '7',
      id: 1,
      senderId: '7',
      senderName: 'Alice',
      out: false,
      date: DATE - 3600,
      text: 'have you read Stoner?',
      media: [],
      reactions: [],
      mentioned: false,
    });
    await new MediaDescriptions(store.db).put({
      mediaId: '5551',
      kind: 'photo',
      description: 'a paperback with a cracked spine',
      status: 'ok',
      attempts: 1,
      source: 'ai',
      // Described a day before: older descriptions are pruned when `run` starts (retention).
      updatedAt: (DATE - 86_400) * 1000,
    });
  });
}

async function rowCounts(database: string) {
  const store = await openStore(database);
  const count = async (table: 'tasks' | 'inbound_messages' | 'media_descriptions') =>
    Number(
      (
        await store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = {
    tasks: await count('tasks'),
    messages: await count('inbound_messages'),
    descriptions: await count('media_descriptions'),
  };
  await store.close();
  return counts;
}

const texts = (request: { contents: { parts: { text: string }[] }[] }) =>
  request.contents.flatMap((c) => c.parts.map((p) => p.text)).join('\n');

describe('prompt <chat>: the request for a live chat, read only', () => {
  it('builds the request for the newest incoming message from Telegram and the stored state, and changes nothing', async () => {
    const p = project();
    await seeded(p.database);
    const before = fingerprint(p.database);
    const client = aliceChat(conversation());
    const logs: string[] = [];
    const result = await promptLive({
      configFile: p.config,
      chat: '7',
      persona: 'Heidi',
      env: NO_GEMINI,
      write: (line) => logs.push(line),
      verbose: true,
      createClient: (_persona, session) => {
        expect(session).toBe(SESSION);
        return client;
      },
      clock: new ManualClock(DATE * 1000 + 120_000),
    });

    expect(result).toMatchObject({
      persona: 'Heidi',
      chat: { id: 7, type: 'direct', title: 'Alice' },
      target: 7,
    });
    const sent = texts(result.request);
    expect(sent).toContain('⟦reply to #1 by Alice, Thu 2026-01-01: “have you read Stoner?”⟧'); // from the database
    expect(sent).toContain('‹a paperback with a cracked spine›'); // its cached description
    expect(sent).toContain('which one?');
    expect(result.request.contents.at(-1)?.role).toBe('user');
    expect(result.request.systemInstruction).toContain('You are Heidi.');
    expect(result.live).toEqual({ heldBack: ['read', 'typing'], media: { cached: 1 }, gemini: false });
    expect(result.config_file).toBe(p.config);
    expect(renderPrompt('7', result, plainStyle).split('\n').slice(0, 6)).toEqual([
      '━━ 7',
      'Heidi in a direct chat with “Alice”, answering message #7',
      `config: ${p.config}`,
      expect.stringMatching(/^\d+ characters: system instruction \d+, contents \d+ \(3 turns\)$/),
      'live chat, read only: nothing was sent; held back the read receipt and “typing…”',
      'media: 1 known',
    ]);

    // Telegram was only read: no read receipt, no typing, no reaction, no message.
    expect(classNames(client.requests).filter((c) => !READS.has(c))).toEqual([]);
    expect(client.downloads).toEqual([]);
    expect(client.destroyed).toBe(true);
    // The state database is exactly as it was, and nothing was planned.
    expect(fingerprint(p.database)).toBe(before);
    expect(await rowCounts(p.database)).toEqual({ tasks: 0, messages: 1, descriptions: 1 });
    expect(logs.join('\n')).not.toContain(SESSION);
  });

  it('finds a chat an earlier run met from the stored peers, without a scan, and stores nothing', async () => {
    const p = project();
    await seeded(p.database);
    await loggedIn(p.database, (store) =>
      new TelegramMemoryStore(store.db, () => 0).savePeers('42', [
        { id: '7', kind: 'user', accessHash: '97', name: 'Alice' },
      ]),
    );
    const before = fingerprint(p.database);
    // Alice's chat is no longer among the newest dialogs.
    const client = aliceChat(conversation());
    client.on('messages.GetDialogs', () => dialogsPage([], []));
    const result = await promptLive({
      configFile: p.config,
      chat: '7',
      persona: 'Heidi',
      env: NO_GEMINI,
      write: () => {},
      createClient: () => client,
      clock: new ManualClock(DATE * 1000 + 120_000),
    });

    expect(result).toMatchObject({ chat: { id: 7, type: 'direct', title: 'Alice' }, target: 7 });
    expect(client.sent(Api.messages.GetDialogs)).toEqual([]);
    expect(client.sent(Api.messages.GetHistory)[0]?.peer).toEqual(
      new Api.InputPeerUser({ userId: ALICE.id, accessHash: ALICE.accessHash ?? ALICE.id }),
    );
    // What the command learnt (Alice's full user from the history) is not written back.
    expect(fingerprint(p.database)).toBe(before);
  });

  it('shows exactly the request `run` then sends for the same chat', async () => {
    const p = project();
    await seeded(p.database);
    const start = DATE * 1000 + 120_000;
    const shown = await promptLive({
      configFile: p.config,
      chat: '7',
      persona: 'Heidi',
      env: NO_GEMINI,
      write: () => {},
      createClient: () => aliceChat(conversation()),
      clock: new ManualClock(start),
    });

    const server = new ScriptedGeminiServer(() => textResponse('# «send»\nThat one is a classic.'));
    const baseUrl = await server.start();
    cleanups.push(() => server.stop());
    const client = aliceChat(conversation());
    const clock = new ManualClock(start);
    const { running, stop } = runUntilStopped({
      configFile: p.config,
      createClient: () => client,
      geminiBaseUrl: baseUrl,
      clock,
    });
    for (let i = 0; i < 100 && client.sent(Api.messages.SendMessage).length === 0; i++) {
      await clock.advance(100);
      await new Promise((r) => setTimeout(r, 5));
    }
    stop('test');
    await settle();
    await clock.advance(0);
    expect(await running).toBe(0);

    const body = server.requests[0]?.body as {
      contents: unknown;
      systemInstruction: { parts: { text: string }[] };
    };
    expect(body.contents).toEqual(shown.request.contents);
    expect(body.systemInstruction.parts.map((part) => part.text).join('')).toBe(
      shown.request.systemInstruction,
    );
    expect(server.requests[0]?.path).toContain(shown.request.model);
  });

  it('finds a group by @username, answers --target, and describes new media for this prompt only', async () => {
    const p = project();
    await loggedIn(p.database);
    const server = new ScriptedGeminiServer(async (request) =>
      (await widthOf(inlineData(request) ?? '')) === 80
        ? textResponse('a heron standing in a misty pond')
        : textResponse('something else'),
    );
    const baseUrl = await server.start();
    cleanups.push(() => server.stop());

    const history = [
      message({
        id: 20,
        peerId: peerChannel('1234567890'),
        fromId: peerUser('7'),
        message: 'look at this',
        media: new Api.MessageMediaPhoto({ photo: photo('6661') }),
      }),
      message({ id: 21, peerId: peerChannel('1234567890'), fromId: peerUser('8'), message: 'lovely' }),
    ];
    const client = new FakeGramClient();
    client.on(
      'contacts.ResolveUsername',
      () => new Api.contacts.ResolvedPeer({ peer: peerChannel('1234567890'), chats: [CLUB], users: [] }),
    );
    client.on(
      'messages.GetHistory',
      () =>
        new Api.messages.Messages({ messages: [...history].reverse(), users: [ALICE, BOB], chats: [CLUB] }),
    );
    client.on(
      'channels.GetMessages',
      () => new Api.messages.Messages({ messages: history, users: [ALICE, BOB], chats: [CLUB] }),
    );
    client.files.set('6661', await picture(80));
    const before = fingerprint(p.database);

    const result = await promptLive({
      configFile: p.config,
      chat: '@book_club',
      persona: 'heidi',
      target: 20,
      env: TELEGRAM_ENV,
      write: () => {},
      createClient: () => client,
      geminiBaseUrl: baseUrl,
    });

    expect(result).toMatchObject({
      chat: { id: -1001234567890, type: 'group', title: 'Book club' },
      target: 20,
    });
    expect(texts(result.request)).toContain('‹a heron standing in a misty pond›');
    // The answered message is listed as new in the turn part, not named in the system text.
    expect(result.request.contents.at(-1)?.parts.at(-1)?.text).toMatch(/New: #20 /);
    expect(result.request.systemInstruction).not.toMatch(/#20\b/);
    // In a group nobody sees "typing…" while the model thinks; the read receipt is held back.
    expect(result.live).toEqual({ heldBack: ['read'], media: { described: 1 }, gemini: true });
    // Gemini only described the photo: the chat request itself never left.
    expect(server.requests.every((r) => inlineData(r) !== undefined)).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(classNames(client.requests).filter((c) => !READS.has(c))).toEqual([]);
    // The new description is not kept: the database is untouched.
    expect(fingerprint(p.database)).toBe(before);
    expect(await rowCounts(p.database)).toMatchObject({ descriptions: 0 });
  });

  it('fails before touching Telegram without a session, with the login command, and creates no database', async () => {
    const p = project();
    let clients = 0;
    const err = await promptLive({
      configFile: p.config,
      chat: '7',
      persona: 'Heidi',
      env: TELEGRAM_ENV,
      createClient: () => {
        clients++;
        return new FakeGramClient();
      },
    }).catch((e: unknown) => e);
    expect((err as Error).message).toBe(
      'no Telegram session for persona Heidi: run `character-agent login Heidi`',
    );
    expect(clients).toBe(0);
    expect(existsSync(p.database)).toBe(false);
  });

  it('says to log in again when Telegram no longer accepts the session, as `run` does', async () => {
    const p = project();
    await loggedIn(p.database);
    const revoked = new FakeGramClient();
    revoked.authorized = false;
    const err = await promptLive({
      configFile: p.config,
      chat: '7',
      persona: 'Heidi',
      env: TELEGRAM_ENV,
      createClient: () => revoked,
    }).catch((e: unknown) => e);
    expect((err as Error).message).toBe(
      'the Telegram session is not logged in (revoked or logged out) for persona Heidi: run `character-agent login Heidi`',
    );
    expect(classNames(revoked.requests)).toEqual(['updates.GetState']);
    expect(revoked.destroyed).toBe(true);
  });

  it('names a chat it cannot find, and a target that is not in the chat', async () => {
    const p = project();
    await loggedIn(p.database);
    const unknown = await promptLive({
      configFile: p.config,
      chat: '-1009999',
      persona: 'Heidi',
      env: TELEGRAM_ENV,
      createClient: () => aliceChat(conversation()),
    }).catch((e: unknown) => e);
    expect((unknown as Error).message).toBe(
      "no chat -1009999 among the newest 200 dialogs of Heidi's account (telegram.scan_max_dialogs)",
    );
    const client = aliceChat(conversation());
    const missing = await promptLive({
      configFile: p.config,
      chat: '7',
      persona: 'Heidi',
      target: 99,
      env: TELEGRAM_ENV,
      createClient: () => client,
    }).catch((e: unknown) => e);
    expect((missing as Error).message).toBe('message 99 is not in chat 7 (deleted, or never there)');
    expect(client.destroyed).toBe(true);
  });
});

describe('character-agent prompt <chat>', () => {
  it('explains what it takes before any network', () => {
    const p = project();
    const env = { ...NO_SECRETS, ...TELEGRAM_ENV };
    const noPersona = runCli(['prompt', '@alice', '--config', p.config], { cwd: p.dir, env });
    expect(noPersona.stderr).toBe(
      'character-agent: prompt <chat> needs --persona: whose account to use (known: Heidi)\n',
    );
    const noSession = runCli(['prompt', '-1001234567890', '--persona', 'Heidi', '--config', p.config], {
      cwd: p.dir,
      env,
    });
    expect(noSession.stderr).toBe(
      'character-agent: no Telegram session for persona Heidi: run `character-agent login Heidi`\n',
    );
    expect(existsSync(p.database)).toBe(false);
  });
});

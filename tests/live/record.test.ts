import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { TurnRecorder } from '../../src/live/record.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { FixtureSecrets } from '../../src/offline/fixture-redact.js';
import { TurnJournal } from '../../src/store/journal.js';
import { MemoryRepo } from '../../src/store/memory.js';
import { openStore } from '../../src/store/open.js';
import { createLogger } from '../../src/support/log.js';
import type { JournalTurn } from '../../src/tasks/journal.js';
import { big } from '../../src/telegram/gramjs/peers.js';
import { runCliInProcess } from '../cli/run-cli.js';
import { tempDir } from '../helpers.js';
import { DATE, message, peerUser } from '../telegram/gramjs/objects.js';
import { oneUnreadChat, runOnPeer } from './peer-run.js';
import { API_HASH, liveProject, TELEGRAM_ENV } from './project.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A loopback Gemini answering with `responder`, a folder to record into and a project, all cleaned up after the test. */
async function recordingSetup(responder: ConstructorParameters<typeof ScriptedGeminiServer>[0]) {
  const server = new ScriptedGeminiServer(responder);
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  const recorded = tempDir();
  cleanups.push(recorded.cleanup);
  const project = liveProject('scan_interval_seconds: 0');
  cleanups.push(project.cleanup);
  return { baseUrl, recorded, project };
}

/** Alice as Telegram sends her: with her phone number, which must never reach a recording. */
const ALICE_PHONE = '447700900123';
const ALICE = new Api.User({
  id: big('7'),
  accessHash: big('97'),
  firstName: 'Alice',
  lastName: 'Liddell',
  username: 'alice_l',
  phone: ALICE_PHONE,
});

describe('run --record on the real client', () => {
  it('writes each turn as a fixture that replays to the same request, with ids and names but no phone number or secret', async () => {
    const { baseUrl, recorded, project } = await recordingSetup(() => textResponse('# «send»\nHello Alice!'));
    const live = await runOnPeer({
      project,
      geminiBaseUrl: baseUrl,
      script: oneUnreadChat(ALICE, 'Heidi, are you there?'),
      run: { recordDir: recorded.dir },
    });
    const dir = recorded.dir;
    for (let i = 0; i < 120 && live.peer.count('messages.SendMessage') === 0; i++) await live.advance(1_000);
    expect(await live.stop()).toBe(0);

    // One file per turn, by persona, chat and time; only its owner may read it.
    const chatDir = path.join(dir, 'Heidi', '7');
    const files = readdirSync(chatDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-01-01T12-00-\d\dZ\.yaml$/);
    const file = path.join(chatDir, files[0] as string);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('Alice Liddell');
    expect(text).toContain('alice_l');
    // The start-up scan found the message: its replay tells the model the same.
    expect(text).toContain('trigger: { kind: unread-scan }');
    for (const secret of [
      ALICE_PHONE,
      live.peer.sessionString(),
      API_HASH,
      TELEGRAM_ENV.GEMINI_API_KEY,
      '5550100001',
    ])
      expect(text).not.toContain(secret);

    // Replayed by the CLI, the fixture asks the model exactly what the live turn asked.
    const store = await openStore(live.project.database);
    const [entry] = await new TurnJournal(store.db, () => 0).ofChat('Heidi', '7');
    await store.close();
    const replayed = await runCliInProcess(['replay', '--json', file]);
    expect(replayed.stderr).toBe('');
    expect(replayed.code).toBe(0);
    const result = JSON.parse(replayed.stdout) as {
      request: unknown;
      actions: { type: string; text?: string }[];
    };
    expect(entry?.turn.request).toBeDefined();
    expect(result.request).toEqual(entry?.turn.request);
    expect(result.actions.filter((a) => a.type === 'send').map((a) => a.text)).toEqual(['Hello Alice!']);

    // As it was written, the recording folder is a case for `compare`: one fixture, no failure.
    const compared = await runCliInProcess(['compare', dir, '--b', live.project.config, '--json']);
    expect(compared.stderr).toBe('');
    expect(compared.code).toBe(0);
    const report = JSON.parse(compared.stdout) as { fixtures: { fixture: string; request?: unknown }[] };
    expect(report.fixtures.map((f) => [path.basename(f.fixture), 'request' in f])).toEqual([
      [files[0], true],
    ]);
  });
});

describe('run --record over two turns of a chat', () => {
  it('records the second turn with what the first one saw, and it replays to the same request', async () => {
    const { baseUrl, recorded, project } = await recordingSetup((_request, i) =>
      textResponse(i === 0 ? 'Hello Alice!' : 'Lovely.'),
    );
    const history: Api.Message[] = [
      message({ id: 11, peerId: peerUser('7'), message: 'Heidi, are you there?', date: DATE }),
    ];
    const live = await runOnPeer({
      project,
      geminiBaseUrl: baseUrl,
      script: (peer) => {
        oneUnreadChat(ALICE, 'Heidi, are you there?')(peer);
        const page = () =>
          new Api.messages.Messages({ messages: [...history].reverse(), users: [ALICE], chats: [] });
        peer.on('messages.GetHistory', page);
        peer.on('messages.GetMessages', page);
      },
      run: { recordDir: recorded.dir },
    });
    for (let i = 0; i < 120 && live.peer.count('messages.SendMessage') === 0; i++) await live.advance(1_000);
    history.push(
      message({ id: 12, peerId: peerUser('7'), out: true, message: 'Hello Alice!', date: DATE + 60 }),
    );
    const second = message({
      id: 13,
      peerId: peerUser('7'),
      message: 'I am reading a book',
      date: DATE + 120,
    });
    history.push(second);
    live.peer.push(
      new Api.UpdateShortMessage({
        id: 13,
        userId: big('7'),
        message: second.message,
        pts: 4,
        ptsCount: 1,
        date: second.date,
      }),
    );
    for (let i = 0; i < 120 && live.peer.count('messages.SendMessage') < 2; i++) await live.advance(1_000);
    expect(await live.stop()).toBe(0);

    const chatDir = path.join(recorded.dir, 'Heidi', '7');
    const files = readdirSync(chatDir).sort();
    expect(files).toHaveLength(2);
    const secondFile = path.join(chatDir, files[1] as string);
    const text = readFileSync(secondFile, 'utf8');
    expect(text).toContain('seen_up_to: 11');
    expect(text).not.toContain('trigger:');
    const store = await openStore(project.database);
    const entries = await new TurnJournal(store.db, () => 0).ofChat('Heidi', '7');
    await store.close();
    const journalled = entries.find((e) => e.turn.targetId === 13);
    const replayed = await runCliInProcess(['replay', '--json', secondFile]);
    expect(replayed.stderr).toBe('');
    const result = JSON.parse(replayed.stdout) as { request: unknown };
    expect(journalled?.turn.request).toBeDefined();
    expect(result.request).toEqual(journalled?.turn.request);
  });
});

describe('run --record of a turn that used memory', () => {
  it('writes what the persona remembered, with its dates, so the replay asks the same', async () => {
    const { baseUrl, recorded, project } = await recordingSetup(() => textResponse('# «send»\nHello Alice!'));
    // Written days before the turn: the request shows those dates, not the turn's.
    const written = Date.UTC(2025, 11, 20, 18, 0, 0);
    const live = await runOnPeer({
      project,
      geminiBaseUrl: baseUrl,
      script: oneUnreadChat(ALICE, 'Heidi, are you there?'),
      run: { recordDir: recorded.dir },
      prepare: async (store) => {
        const memory = new MemoryRepo(store.db, () => written);
        const unlimited = Number.MAX_SAFE_INTEGER;
        await memory.write('Heidi', 'note', '7', { id: 'n1', text: 'Alice collects teapots' }, unlimited);
        // Shared, so shown in Alice's chat too; a private one of chat 8 would not be.
        await memory.write(
          'Heidi',
          'memory',
          '8',
          { id: 'm1', text: 'Jonas owes me pretzels', shared: true },
          unlimited,
        );
        await memory.write('Heidi', 'memory', '8', { id: 'm2', text: 'Jonas told me a secret' }, unlimited);
        await memory.writePerson('Heidi', '7', { text: 'Alice: allergic to cats' }, unlimited);
        await memory.addSummary('Heidi', '7', {
          firstId: 1,
          lastId: 5,
          firstDate: Date.UTC(2025, 11, 1, 10, 0, 0),
          lastDate: Date.UTC(2025, 11, 3, 10, 0, 0),
          text: 'We talked about her trip to Lisbon.',
        });
      },
    });
    for (let i = 0; i < 120 && live.peer.count('messages.SendMessage') === 0; i++) await live.advance(1_000);
    expect(await live.stop()).toBe(0);

    const chatDir = path.join(recorded.dir, 'Heidi', '7');
    const [name] = readdirSync(chatDir);
    const file = path.join(chatDir, name as string);
    const saved = YAML.parse(readFileSync(file, 'utf8')) as { memory?: unknown };
    expect(saved.memory).toEqual({
      summaries: [
        {
          first_id: 1,
          last_id: 5,
          first_at: '2025-12-01T10:00:00.000Z',
          last_at: '2025-12-03T10:00:00.000Z',
          text: 'We talked about her trip to Lisbon.',
        },
      ],
      notes: [{ id: 'n1', at: '2025-12-20T18:00:00.000Z', text: 'Alice collects teapots' }],
      people: [{ user: 7, at: '2025-12-20T18:00:00.000Z', text: 'Alice: allergic to cats' }],
      memories: [
        { id: 'm1', at: '2025-12-20T18:00:00.000Z', text: 'Jonas owes me pretzels', chat: 8, shared: true },
      ],
    });

    const store = await openStore(project.database);
    const [entry] = await new TurnJournal(store.db, () => 0).ofChat('Heidi', '7');
    await store.close();
    const replayed = await runCliInProcess(['replay', '--json', file]);
    expect(replayed.stderr).toBe('');
    const result = JSON.parse(replayed.stdout) as { request: unknown };
    const request = JSON.stringify(entry?.turn.request);
    expect(request).toContain('Alice collects teapots');
    expect(request).not.toContain('secret');
    expect(request).toContain('2025-12-20');
    expect(request).toContain('summary of #1–#5, 2025-12-01 – 2025-12-03');
    expect(result.request).toEqual(entry?.turn.request);
  });
});

describe('a turn recorder', () => {
  const turn = (text: string, agent = 'Heidi'): JournalTurn => ({
    turnId: 't1',
    agent,
    chatId: '7',
    at: Date.UTC(2026, 0, 2, 9, 30, 5),
    trigger: 'message',
    targetId: 11,
    request: { systemInstruction: 'x', contents: [] },
    reply: { kind: 'text', text: 'Hi' },
    steps: [],
    issues: [],
    tasks: [],
    snapshot: {
      nowMs: Date.UTC(2026, 0, 2, 9, 30, 0),
      me: { id: '42', name: 'Heidi' },
      chat: { id: '7', kind: 'direct', title: 'Alice' },
      messages: [
        {
          chatId: '7',
          id: 11,
          senderId: '7',
          senderName: 'Alice',
          out: false,
          date: 1_767_345_000,
          text,
          media: [],
          reactions: [],
          mentioned: false,
        },
      ],
      descriptions: {},
    },
  });

  it('replaces a secret or a configured phone number that a message happens to hold, and says so', () => {
    const dir = tempDir();
    cleanups.push(dir.cleanup);
    const logs: string[] = [];
    const recorder = new TurnRecorder(undefined, {
      dir: dir.dir,
      configFile: path.join(dir.dir, 'config.yaml'),
      secrets: new FixtureSecrets(['+1 555 010 0001', 'gemini-secret-key', undefined]),
      log: createLogger({ write: (line) => logs.push(line) }),
    });
    const file = recorder.save(turn('call me at 15550100001, key gemini-secret-key'));
    expect(file).toBe(path.join(dir.dir, 'Heidi', '7', '2026-01-02T09-30-05Z.yaml'));
    const text = readFileSync(file as string, 'utf8');
    expect(text).toContain('call me at [redacted], key [redacted]');
    expect(logs.join('\n')).toContain('[redacted]');
    // Private chats: for the owner only.
    expect(statSync(file as string).mode & 0o777).toBe(0o600);
    // A second turn at the same second gets a file of its own.
    expect(recorder.save(turn('again'))).toBe(
      path.join(dir.dir, 'Heidi', '7', '2026-01-02T09-30-05Z-2.yaml'),
    );
  });

  it('replaces a message that is only a phone number and the file still reads back as text', () => {
    const dir = tempDir();
    cleanups.push(dir.cleanup);
    const recorder = new TurnRecorder(undefined, {
      dir: dir.dir,
      configFile: path.join(dir.dir, 'config.yaml'),
      secrets: new FixtureSecrets(['+1 555 010 0001']),
      log: createLogger({ write: () => {} }),
    });
    const file = recorder.save(turn('15550100001')) as string;
    const parsed = YAML.parse(readFileSync(file, 'utf8')) as { messages: { text: unknown }[] };
    expect(parsed.messages[0]?.text).toBe('[redacted]');
  });

  it('keeps a persona name with slashes inside the folder', () => {
    const dir = tempDir();
    cleanups.push(dir.cleanup);
    const recorder = new TurnRecorder(undefined, {
      dir: dir.dir,
      configFile: path.join(dir.dir, 'config.yaml'),
      secrets: new FixtureSecrets([]),
      log: createLogger({ write: () => {} }),
    });
    expect(recorder.save(turn('hi', '../../evil'))).toBe(
      path.join(dir.dir, '__.._evil', '7', '2026-01-02T09-30-05Z.yaml'),
    );
  });
});

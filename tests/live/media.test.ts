import { Api, errors } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { describeLiveMedia, type LiveMediaOptions } from '../../src/live/media.js';
import { promptLive } from '../../src/live/prompt.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { inlineData } from '../../src/offline/media.js';
import { MediaDescriptions } from '../../src/store/media.js';
import { openStore } from '../../src/store/open.js';
import { runCli } from '../cli/run-cli.js';
import { ManualClock } from '../manual-clock.js';
import { FakeGramClient } from '../telegram/gramjs/fake-client.js';
import {
  channel,
  DATE,
  dialog,
  dialogsPage,
  document,
  message,
  peerChannel,
  peerUser,
  photo,
  stickerAttr,
  stickerSet,
  user,
} from '../telegram/gramjs/objects.js';
import { classNames, loggedIn, picture, READS, widthOf } from './fakes.js';
import { liveProject, NO_SECRETS, TELEGRAM_ENV } from './project.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const ALICE = user('7', 'Alice');
const BOB = user('8', 'Bob');
const SERVICE = user('777000', 'Telegram');
const CLUB = channel('1234567890', 'Book club');
const NEWS = channel('555', 'Daily news', { broadcast: true });
const SHORT = new Api.InputStickerSetShortName({ shortName: 'HeidiDuck' });
const thumbs = [new Api.PhotoSize({ type: 'm', w: 128, h: 128, size: 900 })];
const WAVE = document('111', 'image/webp', [stickerAttr('👋', SHORT)]);
const PARTY = document('222', 'application/x-tgsticker', [stickerAttr('🎉', SHORT)], { thumbs });

/** What the scripted Gemini sees in each picture, told apart by width. */
const SEEN: Record<number, string> = {
  64: 'a cat asleep on a windowsill',
  80: 'a heron standing in a misty pond',
  96: 'a yellow duck waving',
  112: 'a yellow duck throwing confetti',
};

/**
 * Heidi's account: the HeidiDuck set; dialogs with Alice, a broadcast channel, the book club,
 * Telegram's service chat and Saved Messages. Alice sent a photo, the club a photo and one of
 * the set's stickers.
 */
async function account() {
  const client = new FakeGramClient();
  client.on('messages.GetStickerSet', () => stickerSet('HeidiDuck', '900', [WAVE, PARTY]));
  client.on('messages.GetDialogs', () =>
    dialogsPage(
      [
        dialog(peerChannel('1234567890'), 21),
        dialog(peerChannel('555'), 9),
        dialog(peerUser('777000'), 8),
        dialog(peerUser('7'), 3),
        dialog(peerUser('42'), 2),
      ],
      [ALICE, SERVICE, client.me],
      [CLUB, NEWS],
    ),
  );
  const histories: Record<string, Api.Message[]> = {
    '7': [
      message({
        id: 3,
        peerId: peerUser('7'),
        date: DATE - 600,
        media: new Api.MessageMediaPhoto({ photo: photo('5551') }),
      }),
    ],
    '1234567890': [
      message({
        id: 20,
        peerId: peerChannel('1234567890'),
        fromId: peerUser('7'),
        date: DATE,
        media: new Api.MessageMediaPhoto({ photo: photo('6661') }),
      }),
      message({
        id: 21,
        peerId: peerChannel('1234567890'),
        fromId: peerUser('8'),
        date: DATE + 10,
        media: new Api.MessageMediaDocument({ document: WAVE }),
      }),
    ],
  };
  const peerKey = (peer: Api.TypeInputPeer) =>
    peer instanceof Api.InputPeerChannel
      ? peer.channelId.toString()
      : (peer as Api.InputPeerUser).userId.toString();
  client.on('messages.GetHistory', (r) => {
    const messages = histories[peerKey((r as Api.messages.GetHistory).peer as Api.TypeInputPeer)] ?? [];
    return new Api.messages.Messages({
      messages: [...messages].reverse(),
      users: [ALICE, BOB],
      chats: [CLUB],
    });
  });
  client.on('messages.GetMessages', (r) => {
    const ids = (r as Api.messages.GetMessages).id.map((i) => (i as Api.InputMessageID).id);
    const messages = (histories['7'] ?? []).filter((m) => ids.includes(m.id));
    return new Api.messages.Messages({ messages, users: [ALICE], chats: [] });
  });
  client.on('channels.GetMessages', (r) => {
    const ids = (r as Api.channels.GetMessages).id.map((i) => (i as Api.InputMessageID).id);
    const messages = (histories['1234567890'] ?? []).filter((m) => ids.includes(m.id));
    return new Api.messages.Messages({ messages, users: [ALICE, BOB], chats: [CLUB] });
  });
  client.files.set('5551', await picture(64));
  client.files.set('6661', await picture(80));
  client.files.set('111', await picture(96, 'webp'));
  client.files.set('thumb:222', await picture(112));
  return client;
}

async function gemini() {
  const server = new ScriptedGeminiServer(async (request) => {
    const width = await widthOf(inlineData(request) ?? '');
    return textResponse((width && SEEN[width]) || 'something unexpected');
  });
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  return { server, baseUrl };
}

function project() {
  const p = liveProject('scan_interval_seconds: 0');
  cleanups.push(p.cleanup);
  return p;
}

/** Runs the command on a manual clock, moving it on while the command paces itself. */
async function describeOn(client: FakeGramClient, options: Omit<LiveMediaOptions, 'createClient' | 'clock'>) {
  const clock = new ManualClock(DATE * 1000);
  let progress = '';
  let settled = false;
  const running = describeLiveMedia(
    { ...options, createClient: () => client, clock },
    { write: (s: string) => (progress += s) },
  ).finally(() => {
    settled = true;
  });
  for (let i = 0; i < 200 && !settled; i++) {
    await clock.advance(250);
    await new Promise((r) => setTimeout(r, 2));
  }
  return { report: await running, progress, elapsedMs: clock.now() - DATE * 1000 };
}

describe('media describe on the live account', () => {
  it('describes the sticker set and the newest chats’ media, caches them, and later turns use them', async () => {
    const p = project();
    await loggedIn(p.database);
    const { server, baseUrl } = await gemini();
    const client = await account();
    const { report, progress, elapsedMs } = await describeOn(client, {
      configFile: p.config,
      persona: 'Heidi',
      env: TELEGRAM_ENV,
      geminiBaseUrl: baseUrl,
    });

    expect(report.items.map((i) => [i.source, i.id, i.state, i.description])).toEqual([
      ['sticker set', '111', 'described', SEEN[96]],
      ['sticker set', '222', 'described', SEEN[112]],
      // Newest first across chats; the club's 👋 is the set's sticker, described once.
      ['chat', '6661', 'described', SEEN[80]],
      ['chat', '5551', 'described', SEEN[64]],
    ]);
    expect(report.items[1]).toMatchObject({ kind: 'animated_sticker', set: 'HeidiDuck', emoji: '🎉' });
    expect(report.budget).toEqual({ total: 8, spent: 4 });
    expect(server.requests).toHaveLength(4);
    // Only the chats Heidi takes part in were read: not the broadcast channel, the service chat
    // or Saved Messages; one pause (scan_pace_ms) between the two.
    const read = client.sent(Api.messages.GetHistory).map((r) => (r.peer as Api.TypeInputPeer).className);
    expect(read).toEqual(['InputPeerChannel', 'InputPeerUser']);
    expect(elapsedMs).toBeGreaterThanOrEqual(1_000);
    expect(progress).toContain('reading chats ████████████████████████ 2/2');
    expect(progress).toContain('describing ████████████████████████ 4/4  4 described');
    // Nothing was written to Telegram.
    expect(classNames(client.requests).filter((c) => !READS.has(c))).toEqual([]);

    // Cached in the state database...
    const store = await openStore(p.database);
    const cached = await new MediaDescriptions(store.db).getMany(['111', '222', '5551', '6661']);
    await store.close();
    expect([...cached.values()].map((r) => [r.mediaId, r.status, r.description]).sort()).toEqual([
      ['111', 'ok', SEEN[96]],
      ['222', 'ok', SEEN[112]],
      ['5551', 'ok', SEEN[64]],
      ['6661', 'ok', SEEN[80]],
    ]);
    // ...so a second run has nothing new to describe...
    const again = await describeOn(await account(), {
      configFile: p.config,
      persona: 'Heidi',
      env: TELEGRAM_ENV,
      geminiBaseUrl: baseUrl,
    });
    expect(again.report.counts).toEqual({ cached: 4 });
    expect(server.requests).toHaveLength(4);
    // ...and a turn finds the descriptions without Gemini.
    const fresh = await account();
    const prompt = await promptLive({
      configFile: p.config,
      chat: '-1001234567890',
      persona: 'Heidi',
      target: 21,
      env: { ...TELEGRAM_ENV, GEMINI_API_KEY: '' },
      createClient: () => fresh,
    });
    const text = prompt.request.contents.flatMap((c) => c.parts.map((part) => part.text)).join('\n');
    expect(text).toContain(`‹${SEEN[80]}›`);
    expect(text).toContain(`‹${SEEN[96]}›`);
  });

  it('keeps to the budget, and notes a sticker set it could not list without giving up', async () => {
    const p = project();
    await loggedIn(p.database);
    const { server, baseUrl } = await gemini();
    const client = await account();
    client.failNext(
      'messages.GetStickerSet',
      new errors.RPCError('CHANNEL_PRIVATE', new Api.help.GetConfig(), 403),
    );
    const logs: string[] = [];
    const { report } = await describeOn(client, {
      configFile: p.config,
      persona: 'Heidi',
      env: TELEGRAM_ENV,
      geminiBaseUrl: baseUrl,
      budget: '1',
      write: (line) => logs.push(line),
    });
    expect(report.notes).toEqual([
      expect.stringMatching(
        /^sticker set HeidiDuck: not listed \(sticker set HeidiDuck could not be loaded: 403: CHANNEL_PRIVATE/,
      ),
    ]);
    expect(logs.join('\n')).toContain('sticker set not loaded');
    // The chats' media, newest first: the 👋 sticker Bob sent takes the one description.
    expect(report.items.map((i) => [i.source, i.id, i.state])).toEqual([
      ['chat', '111', 'described'],
      ['chat', '6661', 'over-budget'],
      ['chat', '5551', 'over-budget'],
    ]);
    expect(server.requests).toHaveLength(1);
  });

  it('needs GEMINI_API_KEY, and says so before connecting', async () => {
    const p = project();
    await loggedIn(p.database);
    let clients = 0;
    const err = await describeLiveMedia(
      {
        configFile: p.config,
        persona: 'Heidi',
        env: { ...TELEGRAM_ENV, GEMINI_API_KEY: '', GOOGLE_API_KEY: '' },
        createClient: () => {
          clients++;
          return new FakeGramClient();
        },
      },
      { write: () => true },
    ).catch((e: unknown) => e);
    expect((err as Error).message).toBe(
      'media describe needs GEMINI_API_KEY: create a key at https://aistudio.google.com/apikey and put it in the environment or in a .env file',
    );
    expect(clients).toBe(0);
  });

  it('explains its options on the command line', () => {
    const p = project();
    const env = { ...NO_SECRETS, ...TELEGRAM_ENV };
    const noKey = runCli(['media', 'describe', '--persona', 'Heidi', '--config', p.config], {
      cwd: p.dir,
      env: { ...env, GEMINI_API_KEY: '' },
    });
    expect(noKey.stderr).toMatch(/^character-agent: media describe needs GEMINI_API_KEY/);
    const chats = runCli(
      ['media', 'describe', '--persona', 'Heidi', '--chats', 'all', '--config', p.config],
      {
        cwd: p.dir,
        env,
      },
    );
    expect(chats.stderr).toBe(
      'character-agent: --chats: expected a whole number from 0 to 1000, got "all"\n',
    );
  });
});

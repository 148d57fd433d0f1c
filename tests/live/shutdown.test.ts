import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { DATE, dialog, dialogsPage, message, peerUser, user } from '../telegram/gramjs/objects.js';
import { runOnPeer } from './peer-run.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const ALICE = user('7', 'Alice');

describe("an admin's shutdown under run, on the real client", () => {
  it('stops the persona and ends run with 0, after sending the goodbye', async () => {
    const server = new ScriptedGeminiServer(() =>
      textResponse('# «send»\nGood night.\n\n# «shutdown»\nas you wish'),
    );
    const baseUrl = await server.start();
    cleanups.push(() => server.stop());
    const asked = message({ id: 11, peerId: peerUser('7'), message: 'Heidi, stop please', date: DATE });
    const live = await runOnPeer({
      telegram: 'scan_interval_seconds: 0\n  shutdown_grace_seconds: 5',
      admins: ['7'],
      geminiBaseUrl: baseUrl,
      script: (peer) => {
        peer.on('messages.GetDialogs', () =>
          dialogsPage([dialog(peerUser('7'), 11, { unreadCount: 1, readInboxMaxId: 10 })], [ALICE]),
        );
        peer.on(
          'messages.GetHistory',
          () => new Api.messages.Messages({ messages: [asked], users: [ALICE], chats: [] }),
        );
        peer.on(
          'messages.GetMessages',
          () => new Api.messages.Messages({ messages: [asked], users: [ALICE], chats: [] }),
        );
        peer.on('messages.ReadHistory', () => new Api.messages.AffectedMessages({ pts: 2, ptsCount: 1 }));
        peer.on('messages.SetTyping', () => true);
        peer.on(
          'messages.SendMessage',
          () => new Api.UpdateShortSentMessage({ id: 12, pts: 3, ptsCount: 1, date: DATE + 60 }),
        );
      },
    });
    for (let i = 0; i < 600 && live.exited() === undefined; i++) {
      await live.advance(1_000);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    expect(live.exited()).toBe(0);
    expect(await live.stop()).toBe(0);
    expect(live.peer.sent(Api.messages.SendMessage).map((r) => r.message)).toEqual(['Good night.']);
    expect(live.logs.at(-1)).toContain('every persona was shut down by an admin');
  });
});

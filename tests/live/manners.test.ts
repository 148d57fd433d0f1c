import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { big } from '../../src/telegram/gramjs/peers.js';
import { DATE, message, peerUser, user } from '../telegram/gramjs/objects.js';
import type { MtprotoPeer } from '../telegram/gramjs/peer/peer.js';
import { runOnPeer } from './peer-run.js';

/**
 * Manners on the real GramJS client over the scripted MTProto peer: what Telegram pushes goes
 * through GramJS's own update handling, our adapter and the gate, as on a live account.
 */

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const ALICE = user('7', 'Alice');
// Telegram always sends a bot's info version with its bot flag (they share flag 14).
const BOT = new Api.User({
  id: big('555'),
  accessHash: big('9555'),
  firstName: 'WeatherBot',
  bot: true,
  botInfoVersion: 1,
});

async function gemini() {
  const server = new ScriptedGeminiServer(() => textResponse('# «send»\nhello there'));
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  return { server, baseUrl };
}

/** A chat's history as the peer serves it, and what a send answers. */
function chatScript(history: Api.Message[]) {
  let nextId = 100;
  return (peer: MtprotoPeer) => {
    peer.know(ALICE, BOT);
    peer.on<Api.messages.GetHistory>('messages.GetHistory', (req) => {
      const id = (req.peer as Api.InputPeerUser).userId.toString();
      const messages = history.filter((m) => (m.peerId as Api.PeerUser).userId.toString() === id);
      return new Api.messages.Messages({ messages: [...messages].reverse(), chats: [], users: [ALICE, BOT] });
    });
    peer.on('messages.ReadHistory', () => new Api.messages.AffectedMessages({ pts: 1, ptsCount: 0 }));
    peer.on('messages.SetTyping', () => true);
    peer.on('messages.GetMessages', () => new Api.messages.Messages({ messages: [], chats: [], users: [] }));
    peer.on(
      'messages.SendMessage',
      () => new Api.UpdateShortSentMessage({ id: nextId++, pts: 1, ptsCount: 1, date: DATE + 20 }),
    );
  };
}

/** A private text as Telegram pushes it: a short update, without the sender's user object. */
function push(peer: MtprotoPeer, m: Api.Message, pts: number) {
  peer.push(
    new Api.UpdateShortMessage({
      id: m.id,
      userId: (m.peerId as Api.PeerUser).userId,
      out: m.out,
      message: m.message,
      pts,
      ptsCount: 1,
      date: m.date,
    }),
  );
}

describe('manners on the real client', () => {
  it('a bot writing to the persona is never answered; a person right after it is', async () => {
    const { server, baseUrl } = await gemini();
    const fromBot = message({ id: 11, peerId: peerUser('555'), message: 'Sunny, 21°', date: DATE + 5 });
    const fromAlice = message({ id: 12, peerId: peerUser('7'), message: 'hi Heidi', date: DATE + 6 });
    const live = await runOnPeer({ geminiBaseUrl: baseUrl, script: chatScript([fromBot, fromAlice]) });
    await live.advance(5_000);
    push(live.peer, fromBot, 2);
    await live.advance(30_000);
    expect(live.peer.sent(Api.messages.SendMessage)).toEqual([]);
    expect(server.requests).toEqual([]);

    push(live.peer, fromAlice, 3);
    await live.advance(30_000);
    const sends = live.peer.sent(Api.messages.SendMessage);
    expect(await live.stop()).toBe(0);
    expect(sends.map((s) => (s.peer as Api.InputPeerUser).userId.toString())).toEqual(['7']);
    expect(server.requests).toHaveLength(1);
  });

  it('the owner writing from another device takes over: the pending reply is cancelled and logged', async () => {
    const { server, baseUrl } = await gemini();
    const fromAlice = message({
      id: 11,
      peerId: peerUser('7'),
      message: 'are you free tonight?',
      date: DATE + 5,
    });
    const fromOwner = message({
      id: 12,
      peerId: peerUser('7'),
      out: true,
      message: 'yes, 8pm! (typed by the human)',
      date: DATE + 6,
    });
    const live = await runOnPeer({ geminiBaseUrl: baseUrl, script: chatScript([fromAlice, fromOwner]) });
    await live.advance(5_000);
    push(live.peer, fromAlice, 2);
    // Within the reading time: the persona has not read it yet when its owner answers.
    await live.advance(1_000);
    push(live.peer, fromOwner, 3);
    await live.advance(30_000);
    const sends = live.peer.sent(Api.messages.SendMessage);
    expect(await live.stop()).toBe(0);
    expect(sends).toEqual([]);
    expect(server.requests).toEqual([]);
    expect(live.logs.some((l) => l.includes('the human took over'))).toBe(true);
  });
});

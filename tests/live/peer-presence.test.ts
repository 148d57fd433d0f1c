import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { big } from '../../src/telegram/gramjs/peers.js';
import { dialog, dialogsPage, peerUser, user } from '../telegram/gramjs/objects.js';
import { peerChats } from './peer-chats.js';
import { runOnPeer } from './peer-run.js';

/** `run` on the real GramJS client over the scripted peer: presence, and waiting while Alice types. */

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const ALICE = user('7', 'Alice');

async function account() {
  const server = new ScriptedGeminiServer(() => textResponse('# «send»\nHello!'));
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  const live = await runOnPeer({
    telegram: 'scan_interval_seconds: 0\n  shutdown_grace_seconds: 5',
    geminiBaseUrl: baseUrl,
    script: (peer) => {
      peer.on('messages.GetDialogs', () => dialogsPage([dialog(peerUser('7'), 1)], [ALICE], []));
    },
  });
  const chats = peerChats(live.peer, { users: [ALICE] });
  await live.advance(5_000);
  return { live, chats };
}

describe('presence and partner typing, as run wires them', () => {
  it('waits while Alice types, answers online, and goes offline after a pause', async () => {
    const { live, chats } = await account();
    expect(live.peer.count('account.UpdateStatus')).toBe(0);
    const wrote = Date.now();
    chats.dm('7', 11, 'hi Heidi', 2);
    // Alice goes on typing for 20 s; her app repeats the status every 5 s.
    for (let t = 0; t <= 20_000; t += 5_000) {
      await live.advance(t === 0 ? 100 : 5_000);
      live.peer.push(
        new Api.UpdateUserTyping({ userId: big('7'), action: new Api.SendMessageTypingAction() }),
        { users: [ALICE] },
      );
    }
    for (let i = 0; i < 60 && chats.sends.length === 0; i++) await live.advance(1_000);
    const sent = chats.sends[0];
    expect(sent?.text).toBe('Hello!');
    // Not before the typing lapsed: six seconds after the last status (20.1 s after she wrote).
    expect((sent?.at ?? 0) - wrote).toBeGreaterThanOrEqual(26_100);
    expect(live.peer.sent(Api.account.UpdateStatus).map((s) => s.offline)).toEqual([false]);
    await live.advance(95_000);
    const statuses = live.peer.requests.filter((r) => r.method === 'account.UpdateStatus');
    expect(statuses.map((r) => (r.request as Api.account.UpdateStatus).offline)).toEqual([false, true]);
    const offlineAfter = (statuses[1]?.at ?? 0) - (sent?.at ?? 0);
    expect(offlineAfter).toBeGreaterThanOrEqual(30_000);
    expect(offlineAfter).toBeLessThanOrEqual(91_000);
    expect(await live.stop()).toBe(0);
    // Offline already: stopping sends nothing more.
    expect(live.peer.count('account.UpdateStatus')).toBe(2);
    expect(live.peer.unscripted).toEqual([]);
  });
});

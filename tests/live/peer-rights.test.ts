import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { channel, dialog, dialogsPage, peerChannel, user } from '../telegram/gramjs/objects.js';
import { rpcError } from '../telegram/gramjs/peer/tl.js';
import { inputPeerId, peerChats } from './peer-chats.js';
import { runOnPeer } from './peer-run.js';

/**
 * Can the persona speak here? On the real GramJS client over the scripted peer: a group whose
 * rights forbid it to write costs no model call, a send Telegram refuses teaches the same, a
 * change of rights (`UpdateChannel`) is read again, and slow mode only spaces sends out.
 */

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ALICE = user('7', 'Alice');
const MINUTE = 60_000;

/** A supergroup; `banned`: only admins may write (the group's default rights). */
function group(options: { banned?: boolean; slowmode?: boolean } = {}): Api.Channel {
  const chat = channel('5', 'Announcements');
  if (options.banned)
    chat.defaultBannedRights = new Api.ChatBannedRights({ sendMessages: true, untilDate: 0 });
  if (options.slowmode) chat.slowmodeEnabled = true;
  return chat;
}

async function account(initial: Api.Channel) {
  const server = new ScriptedGeminiServer(() => textResponse('# «send»\nNoted!'));
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  let current = initial;
  const live = await runOnPeer({
    telegram: 'scan_interval_seconds: 0\n  shutdown_grace_seconds: 5',
    geminiBaseUrl: baseUrl,
    script: (peer) => {
      peer.on('messages.GetDialogs', () => dialogsPage([dialog(peerChannel('5'), 1)], [ALICE], [current]));
      peer.on('channels.GetChannels', () => new Api.messages.Chats({ chats: [current] }));
    },
  });
  cleanups.push(() => live.stop());
  const chats = peerChats(live.peer, { users: [ALICE], chats: [current] });
  await live.advance(5_000);
  const say = (id: number, text: string) => chats.inGroup(current, ALICE, id, text);
  /** The group's rights change: Telegram tells with `UpdateChannel`, the new entity is served. */
  const change = (next: Api.Channel) => {
    current = next;
    live.peer.push(new Api.UpdateChannel({ channelId: next.id }));
  };
  const groupSends = () =>
    live.peer.sent(Api.messages.SendMessage).filter((r) => inputPeerId(r.peer) === '-1005').length;
  return { live, chats, server, say, change, groupSends };
}

describe('where the persona may not write, on the real client', () => {
  it('a group only admins write in costs no model call and no send; rights given back are read again', async () => {
    const a = await account(group({ banned: true }));
    for (let i = 0; i < 6; i++) {
      a.say(10 + i, `news item ${i}`);
      await a.live.advance(2 * MINUTE);
    }
    expect(a.server.requests).toHaveLength(0);
    expect(a.groupSends()).toBe(0);
    expect(a.live.logs.filter((l) => l.includes('cannot write in this chat'))).toHaveLength(1);
    expect(a.live.logs.some((l) => /task failed/.test(l))).toBe(false);

    a.change(group());
    await a.live.advance(5_000);
    expect(a.live.peer.count('channels.GetChannels')).toBe(1);
    a.say(20, 'you may write now, Heidi?');
    await a.live.advance(2 * MINUTE);
    expect(a.server.requests).toHaveLength(1);
    expect(a.chats.sends.map((s) => s.text)).toEqual(['Noted!']);
  });

  it('a send refused with CHAT_WRITE_FORBIDDEN is not tried again: the next messages cost no model call', async () => {
    const a = await account(group());
    a.chats.refuse('-1005', rpcError(403, 'CHAT_WRITE_FORBIDDEN'));
    a.say(10, 'first news');
    await a.live.advance(2 * MINUTE);
    expect(a.server.requests).toHaveLength(1);
    expect(a.groupSends()).toBe(1);
    for (let i = 0; i < 3; i++) {
      a.say(11 + i, `more news ${i}`);
      await a.live.advance(2 * MINUTE);
    }
    expect(a.server.requests).toHaveLength(1);
    expect(a.groupSends()).toBe(1);
  });

  it('slow mode only defers a send: the reply goes out when the wait is over', async () => {
    const a = await account(group({ slowmode: true }));
    a.chats.refuse('-1005', rpcError(420, 'SLOWMODE_WAIT_30'));
    const askedAt = Date.now();
    a.say(10, 'Heidi, are you coming?');
    for (let s = 0; s < 180 && a.chats.sends.length === 0; s++) await a.live.advance(1_000);
    expect(a.server.requests).toHaveLength(1);
    expect(a.chats.sends.map((s) => s.text)).toEqual(['Noted!']);
    expect((a.chats.sends[0]?.at ?? 0) - askedAt).toBeGreaterThanOrEqual(30_000);
  });
});

import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { channel, DATE, dialog, message, peerChannel, peerUser, user } from '../telegram/gramjs/objects.js';
import type { MtprotoPeer } from '../telegram/gramjs/peer/peer.js';
import { inputPeerId } from './peer-chats.js';
import { runOnPeer } from './peer-run.js';
import { liveProject } from './project.js';

/**
 * What scans cost on an account with unread chats the persona will never answer, one virtual
 * hour of `run` on the real GramJS client: chats whose unread messages are two days old, and a
 * `require_mention` supergroup full of replies between other people that grows by a message a
 * minute. Reads are paid for what is new, not at every scan.
 */

const HOUR = 60 * 60_000;
/** Most requests per idle hour of the methods a scan spends. */
const SCAN_BUDGET = {
  'messages.GetHistory': 60,
  'channels.GetMessages': 60,
  'messages.GetDialogs': 41,
  'updates.GetState': 62,
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function gemini() {
  const server = new ScriptedGeminiServer(() => textResponse('# «send»\nhi'));
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  return { server, baseUrl };
}

/** A dialogs page listing each chat with its real top message (Telegram sends them along). */
function dialogsWithTops(
  entries: { dialog: Api.Dialog; top: Api.Message }[],
  users: Api.User[],
  chats: Api.Channel[] = [],
): Api.messages.Dialogs {
  return new Api.messages.Dialogs({
    dialogs: entries.map((e) => e.dialog),
    messages: entries.map((e) => e.top),
    users,
    chats,
  });
}

function overBudget(counts: Record<string, number>): [string, number][] {
  return Object.entries(SCAN_BUDGET).flatMap(([method, most]) =>
    (counts[method] ?? 0) > most ? [[method, counts[method] ?? 0] as [string, number]] : [],
  );
}

describe('scan cost on the real client', () => {
  it('30 unread chats whose newest messages are two days old: never read again', async () => {
    const { server, baseUrl } = await gemini();
    const friends = Array.from({ length: 30 }, (_, i) => user(String(100 + i), `Friend ${i}`));
    const old = DATE - 2 * 86_400;
    const byChat = new Map<string, Api.Message[]>();
    for (const friend of friends) {
      const id = friend.id.toString();
      byChat.set(
        id,
        [3, 2, 1].map((n) =>
          message({ id: n, peerId: peerUser(id), fromId: peerUser(id), message: `old ${n}`, date: old }),
        ),
      );
    }
    const live = await runOnPeer({
      geminiBaseUrl: baseUrl,
      script: (peer) => {
        peer.on('messages.GetDialogs', () =>
          dialogsWithTops(
            friends.map((f) => {
              const id = f.id.toString();
              return {
                dialog: dialog(peerUser(id), 3, { unreadCount: 3, readInboxMaxId: 0 }),
                top: byChat.get(id)?.[0] as Api.Message,
              };
            }),
            friends,
          ),
        );
        peer.on<Api.messages.GetHistory>(
          'messages.GetHistory',
          (req) =>
            new Api.messages.Messages({
              messages: byChat.get(inputPeerId(req.peer)) ?? [],
              users: friends,
              chats: [],
            }),
        );
      },
    });
    await live.advance(HOUR);
    const counts = live.peer.counts();
    await live.stop();
    console.log('scan budget, 30 old unread chats, requests per hour:', JSON.stringify(counts));
    expect(server.requests).toHaveLength(0);
    expect(overBudget(counts), JSON.stringify(counts)).toEqual([]);
    expect(counts['messages.GetHistory'] ?? 0).toBe(0);
    // The scans did run.
    expect(counts['messages.GetDialogs']).toBeGreaterThanOrEqual(30);
  });

  it('a require_mention supergroup of replies between others, a new one a minute: reads follow what is new', async () => {
    const { server, baseUrl } = await gemini();
    const BOB = user('8', 'Bob');
    const CARL = user('9', 'Carl');
    const GROUP = channel('5', 'Busy group');
    const line = (id: number, date: number) =>
      message({
        id,
        peerId: peerChannel('5'),
        fromId: peerUser(id % 2 ? '8' : '9'),
        message: `chat line ${id}`,
        date,
        replyTo: new Api.MessageReplyHeader({ replyToMsgId: id - 1 }),
      });
    // Newest first, as Telegram lists history.
    const lines = Array.from({ length: 50 }, (_, i) => line(100 + i, DATE - 600 + i)).reverse();
    const entities = { users: [BOB, CARL], chats: [GROUP] };
    const script = (peer: MtprotoPeer) => {
      peer.on('messages.GetDialogs', () => {
        const top = lines[0] as Api.Message;
        return dialogsWithTops(
          [
            {
              dialog: dialog(peerChannel('5'), top.id, { unreadCount: top.id - 99, readInboxMaxId: 99 }),
              top,
            },
          ],
          entities.users,
          entities.chats,
        );
      });
      peer.on<Api.messages.GetHistory>(
        'messages.GetHistory',
        (req) =>
          new Api.messages.ChannelMessages({
            pts: 1,
            count: lines.length,
            messages: lines.slice(0, req.limit),
            topics: [],
            ...entities,
          }),
      );
      peer.on<Api.channels.GetMessages>('channels.GetMessages', (req) => {
        const ids = req.id.flatMap((i) => (i instanceof Api.InputMessageID ? [i.id] : []));
        return new Api.messages.ChannelMessages({
          pts: 1,
          count: ids.length,
          messages: ids.map((id) => line(id, DATE - 700)),
          topics: [],
          ...entities,
        });
      });
    };
    const project = liveProject('scan_interval_seconds: 90', {
      more: '    access:\n      require_mention: true\n',
    });
    cleanups.push(project.cleanup);
    const live = await runOnPeer({ project, geminiBaseUrl: baseUrl, script });
    for (let minute = 1; minute <= 60; minute++) {
      await live.advance(60_000);
      const next = line((lines[0]?.id ?? 149) + 1, Math.floor(Date.now() / 1000));
      lines.unshift(next);
      live.peer.push(new Api.UpdateNewChannelMessage({ message: next, pts: next.id, ptsCount: 1 }), entities);
    }
    const counts = live.peer.counts();
    await live.stop();
    console.log('scan budget, require_mention group, requests per hour:', JSON.stringify(counts));
    expect(server.requests).toHaveLength(0);
    expect(overBudget(counts), JSON.stringify(counts)).toEqual([]);
    expect(counts['messages.GetDialogs']).toBeGreaterThanOrEqual(30);
  });
});

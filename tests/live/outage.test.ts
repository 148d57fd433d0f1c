import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { DATE, dialog, dialogsPage, message, peerUser, user } from '../telegram/gramjs/objects.js';
import { inputPeerId, peerChats } from './peer-chats.js';
import { runOnPeer } from './peer-run.js';

/**
 * A reply falls due while Telegram cannot be reached (a laptop lid, a Wi-Fi change, a VPN
 * reconnecting): Alice writes, the model takes 20 s, and the network goes down 10 s after her
 * message. `run` on the real GramJS client over the scripted peer, in virtual time.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ALICE = user('7', 'Alice');
const REPLY = 'Sorry, was away - yes!';

async function outage(options: {
  answers?: string[];
  downMs: number;
  /** When the network goes down after Alice's message (default 10 s: while the model works). */
  downAfterMs?: number;
  whileDown?: (live: Live) => void;
}) {
  const answers = options.answers ?? [REPLY];
  let calls = 0;
  const server = new ScriptedGeminiServer(async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    return textResponse(`# «send»\n${answer}`);
  });
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  let markedUnread = false;
  const live = await runOnPeer({
    telegram: 'scan_interval_seconds: 90\n  shutdown_grace_seconds: 5',
    geminiBaseUrl: baseUrl,
    script: (peer) =>
      peer.on('messages.GetDialogs', () =>
        dialogsPage([dialog(peerUser('7'), 11, { unreadMark: markedUnread })], [ALICE]),
      ),
  });
  const chats = peerChats(live.peer, { users: [ALICE] });
  live.peer.on<Api.messages.MarkDialogUnread>('messages.MarkDialogUnread', (req) => {
    markedUnread = req.unread === true;
    return true;
  });
  let missed: Api.Message[] = [];
  live.peer.on(
    'updates.GetDifference',
    () =>
      new Api.updates.Difference({
        newMessages: missed,
        newEncryptedMessages: [],
        otherUpdates: [],
        chats: [],
        users: [ALICE],
        state: new Api.updates.State({ pts: 3, qts: 0, date: DATE, seq: 0, unreadCount: missed.length }),
      }),
  );
  await live.advance(5_000);
  chats.dm('7', 11, 'are we still on for tonight?', 2);
  await live.advance(options.downAfterMs ?? 10_000);
  live.peer.network = 'refusing';
  live.peer.drop();
  options.whileDown?.({ chats, miss: (m) => missed.push(m) });
  await live.advance(options.downMs);
  live.peer.heal();
  // Reconnecting may take up to the 300 s backoff cap plus an attempt; then two more scans.
  await live.advance(10 * 60_000);
  const code = await live.stop();
  missed = [];
  return { code, live, chats, server };
}

interface Live {
  chats: ReturnType<typeof peerChats>;
  /** A message written while the network is down: it reaches the persona only by catching up. */
  miss: (m: Api.Message) => void;
}

describe('a reply due while Telegram cannot be reached', () => {
  it.each([
    ['60 s', 60_000],
    ['3 min', 3 * 60_000],
    ['10 min', 10 * 60_000],
  ])('goes out once the connection is back, after %s', async (_label, downMs) => {
    const { code, live, chats, server } = await outage({ downMs });
    expect(code).toBe(0);
    expect(chats.sends.map((s) => [s.chat, s.text])).toEqual([['7', REPLY]]);
    expect(server.requests).toHaveLength(1);
    expect(live.peer.count('messages.MarkDialogUnread')).toBe(0);
    expect(live.logs.filter((l) => /ERROR/.test(l))).toEqual([]);
  });

  it('waits for the connection when its turn falls due during the outage, and is answered once', async () => {
    // Down half a second after the message: the turn (after the reading time) is due while down.
    // Its first reads time out before the connection is known lost (attempts spent); from then
    // on it waits, where it used to spend its last attempts and fail.
    const { code, live, chats, server } = await outage({ downMs: 10 * 60_000, downAfterMs: 500 });
    expect(code).toBe(0);
    expect(chats.sends.map((s) => [s.chat, s.text])).toEqual([['7', REPLY]]);
    expect(server.requests).toHaveLength(1);
    expect(live.logs.filter((l) => /ERROR/.test(l))).toEqual([]);
    expect(live.logs.filter((l) => /held until the persona is ready.*type="received"/.test(l))).not.toEqual(
      [],
    );
  });

  it('is given up after telegram.send_wait_max_minutes of outage, and the chat is marked unread once, which starts no turn', async () => {
    const { live, chats, server } = await outage({ downMs: 60 * 60_000 });
    expect(chats.sends).toEqual([]);
    // The console says why, for the step and for the turn.
    const failure = live.logs.filter((l) => /ERROR/.test(l));
    expect(failure).toEqual([
      expect.stringMatching(/task failed .*type="send".*telegram\.send_wait_max_minutes/),
      expect.stringMatching(/turn ended with an error .*telegram\.send_wait_max_minutes.*delivered=0/),
    ]);
    const marks = live.peer.sent(Api.messages.MarkDialogUnread);
    expect(
      marks.map((m) => [inputPeerId(m.peer instanceof Api.InputDialogPeer ? m.peer.peer : m.peer), m.unread]),
    ).toEqual([['7', true]]);
    // Scans after the reconnection saw the chat marked unread: the persona's own mark, not a request.
    expect(live.logs.filter((l) => /chat marked unread: answering/.test(l))).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('is not sent when the chat moved on meanwhile: the turn of the newer message decides', async () => {
    const newer = message({
      id: 13,
      peerId: peerUser('7'),
      fromId: peerUser('7'),
      message: 'or shall we say 8?',
    });
    const { chats, server } = await outage({
      downMs: 3 * 60_000,
      answers: [REPLY, '8 is perfect'],
      whileDown: ({ chats, miss }) => {
        chats.messages.push(newer);
        miss(newer);
      },
    });
    expect(chats.sends.map((s) => s.text)).toEqual(['8 is perfect']);
    expect(server.requests).toHaveLength(2);
  });
});

import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { dialog, dialogsPage, peerUser, user } from '../telegram/gramjs/objects.js';
import { inputPeerId, peerChats } from './peer-chats.js';
import { runOnPeer } from './peer-run.js';
import { type LiveProject, liveProject } from './project.js';

/**
 * What the persona knows about an outage outlives the process: `run` on the real GramJS client
 * over the scripted peer, stopped in the middle of an outage (or after one) and started again on
 * the same state database, in virtual time that goes on where the first run stopped. Alice
 * writes, the model takes 20 s, and the network goes down 10 s after her message, so the reply
 * falls due while Telegram cannot be reached (held up to `telegram.send_wait_max_minutes`, 30).
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ALICE = user('7', 'Alice');
const REPLY = 'Sorry, was away - yes!';
const MINUTE = 60_000;

async function model(): Promise<{ server: ScriptedGeminiServer; baseUrl: string }> {
  const server = new ScriptedGeminiServer(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    return textResponse(`# «send»\n${REPLY}`);
  });
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  return { server, baseUrl };
}

/** One run of the persona on `project`; the chat with Alice carries its unread mark across runs. */
async function runOnce(options: {
  project: LiveProject;
  baseUrl: string;
  startAt?: number;
  /** Telegram cannot be reached when the run starts. */
  down?: boolean;
  markedUnread?: boolean;
}) {
  let markedUnread = options.markedUnread ?? false;
  const live = await runOnPeer({
    project: options.project,
    geminiBaseUrl: options.baseUrl,
    startAt: options.startAt,
    script: (peer) => {
      peer.on('messages.GetDialogs', () =>
        dialogsPage([dialog(peerUser('7'), 11, { unreadMark: markedUnread })], [ALICE]),
      );
      if (options.down) peer.network = 'refusing';
    },
  });
  const chats = peerChats(live.peer, { users: [ALICE] });
  live.peer.on<Api.messages.MarkDialogUnread>('messages.MarkDialogUnread', (req) => {
    markedUnread = req.unread === true;
    return true;
  });
  live.peer.on(
    'updates.GetDifference',
    () => new Api.updates.DifferenceEmpty({ date: Math.floor(Date.now() / 1000), seq: 0 }),
  );
  return {
    live,
    chats,
    /** The marks the persona set or cleared on Telegram in this run, by chat. */
    marks: () =>
      live.peer
        .sent(Api.messages.MarkDialogUnread)
        .map((m) => [inputPeerId(m.peer instanceof Api.InputDialogPeer ? m.peer.peer : m.peer), m.unread]),
    /** The owner opens the chat (the mark goes) or marks it unread by hand (Telegram tells the persona). */
    setMarked(unread: boolean): void {
      markedUnread = unread;
      if (unread)
        live.peer.push(
          new Api.UpdateDialogUnreadMark({ peer: new Api.DialogPeer({ peer: peerUser('7') }), unread: true }),
        );
    },
    isMarked: () => markedUnread,
  };
}

/** The first run: Alice writes, the network goes down while the model works, and stays down `downMs`. */
async function firstRun(baseUrl: string, downMs: number, after?: { healAndWaitMs: number }) {
  const project = liveProject('scan_interval_seconds: 90\n  shutdown_grace_seconds: 5');
  cleanups.push(() => project.cleanup());
  const run = await runOnce({ project, baseUrl });
  await run.live.advance(5_000);
  run.chats.dm('7', 11, 'are we still on for tonight?', 2);
  await run.live.advance(10_000);
  run.live.peer.network = 'refusing';
  run.live.peer.drop();
  await run.live.advance(downMs);
  if (after) {
    run.live.peer.heal();
    await run.live.advance(after.healAndWaitMs);
  }
  const code = await run.live.stop();
  return { project, run, code, stoppedAt: run.live.stoppedAt() as number };
}

const failures = (logs: readonly string[]) =>
  logs.filter((l) => /task failed .*type="send".*telegram\.send_wait_max_minutes/.test(l));

describe('an outage across a restart', () => {
  it('a reply held 25 min before the restart is given up 5 min after it, not 30, and its chat is marked unread once', async () => {
    const { server, baseUrl } = await model();
    // GramJS notices the drop a while after it: the reply is held from then on.
    const first = await firstRun(baseUrl, 27.5 * MINUTE);
    expect(first.code).toBe(0);
    expect(failures(first.run.live.logs)).toEqual([]);
    expect(server.requests).toHaveLength(1);
    const heldUntil = Date.parse(
      /held until the persona is ready to send .*type="send".*until="([^"]+)"/.exec(
        first.run.live.logs.join('\n'),
      )?.[1] ?? '',
    );
    const left = heldUntil - first.stoppedAt;
    expect(left).toBeGreaterThan(4 * MINUTE);
    expect(left).toBeLessThan(6 * MINUTE);

    const second = await runOnce({ project: first.project, baseUrl, startAt: first.stoppedAt, down: true });
    await second.live.advance(left - 30_000);
    expect(failures(second.live.logs)).toEqual([]);
    await second.live.advance(MINUTE);
    expect(failures(second.live.logs)).toHaveLength(1);
    second.live.peer.heal();
    await second.live.advance(10 * MINUTE);
    await second.live.stop();
    expect(second.chats.sends).toEqual([]);
    expect(second.marks()).toEqual([['7', true]]);
    expect(server.requests).toHaveLength(1);
    expect(second.live.logs.filter((l) => /chat marked unread: answering/.test(l))).toEqual([]);
  });

  it('after the restart the persona’s own mark starts no turn; the owner’s mark, once Telegram cleared ours, does', async () => {
    const { server, baseUrl } = await model();
    const first = await firstRun(baseUrl, 60 * MINUTE, { healAndWaitMs: 10 * MINUTE });
    expect(first.run.marks()).toEqual([['7', true]]);
    expect(server.requests).toHaveLength(1);

    const second = await runOnce({
      project: first.project,
      baseUrl,
      startAt: first.stoppedAt,
      markedUnread: true,
    });
    // Alice's message is still the newest in the chat.
    second.chats.messages.push(...first.run.chats.messages);
    // The start-up scan and two periodic ones see the mark; Telegram tells of it once more.
    await second.live.advance(3 * MINUTE);
    second.setMarked(true);
    await second.live.advance(MINUTE);
    expect(server.requests).toHaveLength(1);
    expect(second.live.logs.filter((l) => /chat marked unread: answering/.test(l))).toEqual([]);

    // The owner opens the chat (a scan sees it unmarked), then marks it unread: a request.
    second.setMarked(false);
    await second.live.advance(2 * MINUTE);
    second.setMarked(true);
    await second.live.advance(2 * MINUTE);
    await second.live.stop();
    expect(server.requests).toHaveLength(2);
    expect(second.live.logs.filter((l) => /chat marked unread: answering/.test(l))).toHaveLength(1);
    expect(second.chats.sends.map((s) => [s.chat, s.text])).toEqual([['7', REPLY]]);
  });

  it('a reply given up before the kill marks its chat unread at the first reconnection after the restart, once', async () => {
    const { server, baseUrl } = await model();
    // Given up 30 min into the outage; the process ends 5 min later, still without Telegram.
    const first = await firstRun(baseUrl, 35 * MINUTE);
    expect(failures(first.run.live.logs)).toHaveLength(1);
    expect(first.run.marks()).toEqual([]);

    const second = await runOnce({ project: first.project, baseUrl, startAt: first.stoppedAt, down: true });
    await second.live.advance(2 * MINUTE);
    expect(second.marks()).toEqual([]);
    second.live.peer.heal();
    await second.live.advance(10 * MINUTE);
    expect(second.marks()).toEqual([['7', true]]);
    // Another outage and reconnection: the give-up was marked already.
    second.live.peer.network = 'refusing';
    second.live.peer.drop();
    await second.live.advance(2 * MINUTE);
    second.live.peer.heal();
    await second.live.advance(10 * MINUTE);
    await second.live.stop();
    expect(second.marks()).toEqual([['7', true]]);
    expect(second.chats.sends).toEqual([]);
    expect(server.requests).toHaveLength(1);
    expect(failures(second.live.logs)).toEqual([]);
  });
});

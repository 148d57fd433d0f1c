import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { EventRepo } from '../../src/store/events.js';
import { MemoryRepo } from '../../src/store/memory.js';
import { openStore, type Store } from '../../src/store/open.js';
import { big, peerId } from '../../src/telegram/gramjs/peers.js';
import {
  basicGroup,
  channel,
  DATE,
  dialog,
  dialogsPage,
  peerChannel,
  peerChat,
  user,
} from '../telegram/gramjs/objects.js';
import { inputPeerId, peerChats } from './peer-chats.js';
import { runOnPeer } from './peer-run.js';
import { liveProject } from './project.js';

/**
 * An admin upgrades the book club, a basic group, to a supergroup while a reply is pending there:
 * `run` on the real GramJS client over the scripted peer hears Telegram's two service messages
 * (`MessageActionChatMigrateTo` in the old chat, `MessageActionChannelMigrateFrom` in the new one).
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ALICE = user('7', 'Alice');
const OLD = basicGroup('4001', 'Book club');
const NEW = channel('9001', 'Book club');
const OLD_ID = '-4001';
const NEW_ID = '-1009001';

describe('a basic group upgraded to a supergroup', () => {
  it('answers the pending message in the supergroup, knowing what was said and noted before', async () => {
    const server = new ScriptedGeminiServer(() => textResponse('# «send»\nDune, next Thursday!'));
    const { live, project, chats, history } = await bookClub(server, {
      prepare: async (store) => {
        await new MemoryRepo(store.db, () => 0).write(
          'Heidi',
          'note',
          OLD_ID,
          { text: 'the club votes on books' },
          50,
        );
        await new EventRepo(store.db, () => 0).write('Heidi', OLD_ID, {
          what: 'remind the club of the meeting',
          timeZone: 'UTC',
          rule: { startDay: 30_000, startMinute: 600 },
          done: 0,
          nextAt: Date.UTC(2052, 0, 1),
        });
      },
    });
    await live.advance(5_000);

    const write = (id: number, text: string, pts: number) => {
      const m = new Api.Message({
        id,
        peerId: peerChat('4001'),
        fromId: ALICE_PEER,
        date: now(),
        message: text,
      });
      history.push(m);
      live.peer.push(new Api.UpdateNewMessage({ message: m, pts, ptsCount: 1 }), {
        users: [ALICE],
        chats: [OLD],
      });
    };
    write(20, 'Heidi, which book did we pick last time?', 2);
    write(21, 'and when do we meet?', 3);
    // Upgraded before the turn was due: Telegram tells it in both chats.
    upgrade(live, history);
    await live.advance(120_000);
    await live.stop();

    // One turn, in the supergroup, that saw the old chat's messages and its note.
    expect(chats.sends.map((s) => [s.chat, s.text])).toEqual([[NEW_ID, 'Dune, next Thursday!']]);
    expect(server.requests).toHaveLength(1);
    const request = JSON.stringify(server.requests[0]?.body);
    expect(request).toContain('which book did we pick last time?');
    expect(request).toContain('and when do we meet?');
    expect(request).toContain('the club votes on books');
    // Nothing reached the old chat, which Telegram no longer takes; nothing failed.
    expect(live.peer.sent(Api.messages.SendMessage).map((r) => inputPeerId(r.peer))).toEqual([NEW_ID]);
    expect(live.logs.filter((l) => /ERROR/.test(l))).toEqual([]);
    // Told in both chats, whose updates are handled side by side: each move takes what has arrived.
    expect(live.logs.filter((l) => /became a supergroup/.test(l))).not.toEqual([]);

    // The plan moved with the chat.
    const store = await openStore(project.database);
    cleanups.unshift(() => store.close());
    const events = new EventRepo(store.db, () => 0);
    expect((await events.ofChat('Heidi', NEW_ID)).map((e) => e.what)).toEqual([
      'remind the club of the meeting',
    ]);
    expect(await events.ofChat('Heidi', OLD_ID)).toEqual([]);
  });

  it('while a turn waits for the model: that turn sends nothing, and the turn in the supergroup answers', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = new ScriptedGeminiServer(async (_request, index) => {
      if (index === 0) await held;
      return textResponse(index === 0 ? '# «send»\nto the old chat' : '# «send»\nDune, next Thursday!');
    });
    const { live, chats, history } = await bookClub(server);
    await live.advance(5_000);
    const m = new Api.Message({
      id: 20,
      peerId: peerChat('4001'),
      fromId: ALICE_PEER,
      date: now(),
      message: 'Heidi, which book?',
    });
    history.push(m);
    live.peer.push(new Api.UpdateNewMessage({ message: m, pts: 2, ptsCount: 1 }), {
      users: [ALICE],
      chats: [OLD],
    });
    // The turn starts and asks the model, which takes its time.
    for (let i = 0; i < 60 && server.requests.length === 0; i++) await live.advance(1_000);
    expect(server.requests).toHaveLength(1);
    upgrade(live, history);
    await live.advance(5_000);
    release();
    await live.advance(60_000);
    await live.stop();

    expect(chats.sends.map((s) => [s.chat, s.text])).toEqual([[NEW_ID, 'Dune, next Thursday!']]);
    expect(live.peer.sent(Api.messages.SendMessage).map((r) => inputPeerId(r.peer))).toEqual([NEW_ID]);
    expect(live.logs.filter((l) => /plan not sent: the group became a supergroup/.test(l))).toHaveLength(1);
    expect(live.logs.filter((l) => /ERROR/.test(l))).toEqual([]);
  });
});

/** The book club as a basic group with Alice in it, `run` live on the peer with `server` as its model. */
async function bookClub(
  server: ScriptedGeminiServer,
  options: { prepare?: (store: Store) => Promise<void> } = {},
) {
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  const project = liveProject('scan_interval_seconds: 0\n  shutdown_grace_seconds: 5');
  cleanups.push(() => project.cleanup());
  const live = await runOnPeer({
    project,
    geminiBaseUrl: baseUrl,
    prepare: options.prepare,
    script: (peer) => {
      peer.on('messages.GetDialogs', () => dialogsPage([dialog(peerChat('4001'), 1)], [ALICE], [OLD]));
    },
  });
  const chats = peerChats(live.peer, { users: [ALICE] });
  const history: (Api.Message | Api.MessageService)[] = [];
  live.peer.on<Api.messages.GetHistory>('messages.GetHistory', (req) => {
    const list = history
      .filter((m) => peerId(m.peerId) === inputPeerId(req.peer))
      .sort((a, b) => b.id - a.id);
    return new Api.messages.Messages({ messages: list, users: [ALICE], chats: [OLD, NEW] });
  });
  return { live, project, chats, history };
}

/** An admin upgrades the group: Telegram says so in the old chat and in the new one. */
function upgrade(
  live: Awaited<ReturnType<typeof runOnPeer>>,
  history: (Api.Message | Api.MessageService)[],
): void {
  const moved = new Api.Chat({
    ...OLD,
    deactivated: true,
    migratedTo: new Api.InputChannel({ channelId: NEW.id, accessHash: NEW.accessHash ?? big('0') }),
  });
  const migrateTo = new Api.MessageService({
    id: 22,
    peerId: peerChat('4001'),
    fromId: ALICE_PEER,
    date: now(),
    action: new Api.MessageActionChatMigrateTo({ channelId: NEW.id }),
  });
  const migrateFrom = new Api.MessageService({
    id: 1,
    peerId: peerChannel('9001'),
    fromId: ALICE_PEER,
    date: now(),
    action: new Api.MessageActionChannelMigrateFrom({ title: 'Book club', chatId: OLD.id }),
  });
  history.push(migrateTo, migrateFrom);
  live.peer.push(new Api.UpdateNewMessage({ message: migrateTo, pts: 4, ptsCount: 1 }), {
    users: [ALICE],
    chats: [moved, NEW],
  });
  live.peer.push(new Api.UpdateNewChannelMessage({ message: migrateFrom, pts: 2, ptsCount: 1 }), {
    users: [ALICE],
    chats: [moved, NEW],
  });
}

const ALICE_PEER = new Api.PeerUser({ userId: big('7') });

function now(): number {
  return Math.max(DATE, Math.floor(Date.now() / 1000));
}

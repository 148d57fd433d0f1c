import { readFileSync } from 'node:fs';
import { Api } from 'telegram';
import { type RunOptions, run } from '../../src/live/run.js';
import { openStore, type Store } from '../../src/store/open.js';
import { TelegramSessions } from '../../src/store/sessions.js';
import { createSessionClient } from '../../src/telegram/gramjs/client.js';
import { DATE, dialog, dialogsPage, message, peerUser, user } from '../telegram/gramjs/objects.js';
import { gramHarness, virtualTime } from '../telegram/gramjs/peer/harness.js';
import type { MtprotoPeer } from '../telegram/gramjs/peer/peer.js';
import { rpcError } from '../telegram/gramjs/peer/tl.js';
import { type LiveProject, liveProject, TELEGRAM_ENV } from './project.js';

const ALICE = user('7', 'Alice');

/** Lets real I/O (SQLite, files) run between steps of virtual time. */
const realTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `run` on the real GramJS client over the scripted peer, in virtual time: Heidi logged in on
 * the peer's session, an idle account (one read chat with Alice). `advance` moves time a second
 * at a time, letting SQLite and files work in between; `stop` ends the run and returns its code.
 */
export async function runOnPeer(
  options: {
    telegram?: string;
    verbose?: boolean;
    admins?: readonly string[];
    geminiBaseUrl?: string;
    /** More script for the peer (it replaces the idle account's answers it names). */
    script?: (peer: MtprotoPeer) => void;
    /** A project to run in (a restart): the caller cleans it up. Default: a new one, removed by `stop`. */
    project?: LiveProject;
    /** Writes to the state database before `run` opens it (what an earlier run left). */
    prepare?: (store: Store) => Promise<void>;
    /** `run`'s shadow-mode and recording options. */
    run?: Pick<RunOptions, 'dryRun' | 'recordDir' | 'print'>;
    /** Where virtual time starts (a restart: where the last run stopped; default Telegram's `DATE`). */
    startAt?: number;
  } = {},
) {
  const owned = options.project === undefined;
  const project =
    options.project ??
    liveProject(options.telegram ?? 'scan_interval_seconds: 90', { admins: options.admins });
  const { peer } = gramHarness();
  const store = await openStore(project.database);
  await new TelegramSessions(store.db, () => 0).put('Heidi', peer.sessionString(), {
    id: '42',
    name: 'Heidi',
  });
  await options.prepare?.(store);
  await store.close();
  peer.on('messages.GetDialogs', () => dialogsPage([dialog(peerUser('7'), 10)], [ALICE]));
  peer.on('contacts.GetBlocked', () => new Api.contacts.Blocked({ blocked: [], chats: [], users: [] }));
  peer.on('account.GetNotifySettings', () => new Api.PeerNotifySettings({}));
  peer.on('messages.GetStickerSet', () => rpcError(400, 'STICKERSET_INVALID'));
  options.script?.(peer);
  const stateBefore = readFileSync(project.database);

  const time = virtualTime(options.startAt);
  let stopWith: (reason: string) => void = () => {};
  const logs: string[] = [];
  const running = run({
    configFile: project.config,
    env: TELEGRAM_ENV,
    verbose: options.verbose,
    geminiBaseUrl: options.geminiBaseUrl,
    ...options.run,
    write: (line) => logs.push(line),
    createClient: (_persona, session, credentials, log) =>
      createSessionClient(credentials, session, { networkSocket: peer.socketClass(), log }),
    clock: time.clock,
    random: () => 1,
    stopWhen: new Promise<string>((resolve) => {
      stopWith = resolve;
    }),
  });
  const advance = async (ms: number) => {
    for (let done = 0; done < ms; done += 1_000) {
      await time.advance(Math.min(1_000, ms - done));
      await realTurn();
    }
  };
  let exit: number | undefined;
  let stoppedAt: number | undefined;
  void running.then((code) => {
    exit = code;
  });
  return {
    peer,
    project,
    logs,
    advance,
    /** The state database's bytes just before `run` started. */
    stateBefore,
    /** The exit code once `run` returned on its own. */
    exited: () => exit,
    /** The virtual time `stop` ended at (a restart starts there). */
    stoppedAt: () => stoppedAt,
    async stop(): Promise<number> {
      stopWith('test over');
      if (exit === undefined) await advance(20_000);
      const code = await running;
      stoppedAt = Date.now();
      time.restore();
      if (owned) project.cleanup();
      return code;
    },
  };
}

/**
 * Telegram with one unread direct chat: `from` wrote `text` (message 11) and the account has
 * not read it; every write the persona may make is answered, so a test sees which ones came.
 */
export function oneUnreadChat(from: Api.User, text: string) {
  const asked = message({ id: 11, peerId: peerUser(from.id.toString()), message: text, date: DATE });
  return (peer: MtprotoPeer) => {
    peer.on('messages.GetDialogs', () =>
      dialogsPage([dialog(peerUser(from.id.toString()), 11, { unreadCount: 1, readInboxMaxId: 10 })], [from]),
    );
    peer.on(
      'messages.GetHistory',
      () => new Api.messages.Messages({ messages: [asked], users: [from], chats: [] }),
    );
    peer.on(
      'messages.GetMessages',
      () => new Api.messages.Messages({ messages: [asked], users: [from], chats: [] }),
    );
    peer.on('messages.ReadHistory', () => new Api.messages.AffectedMessages({ pts: 2, ptsCount: 1 }));
    peer.on('messages.SetTyping', () => true);
    peer.on(
      'messages.SendReaction',
      () => new Api.Updates({ updates: [], users: [], chats: [], date: DATE, seq: 0 }),
    );
    peer.on(
      'messages.SendMessage',
      () => new Api.UpdateShortSentMessage({ id: 12, pts: 3, ptsCount: 1, date: DATE + 60 }),
    );
  };
}

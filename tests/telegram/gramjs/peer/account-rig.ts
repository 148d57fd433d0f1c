import type { Api } from 'telegram';
import type { TelegramSettings } from '../../../../src/config/telegram-schema.js';
import { memoryLogger } from '../../../../src/support/log.js';
import { telegramAccount } from '../../../../src/telegram/gramjs/account.js';
import type { AccountRefusedError } from '../../../../src/telegram/gramjs/connection.js';
import { dialog, dialogsPage, peerUser } from '../objects.js';
import { gramHarness, virtualTime } from './harness.js';
import type { MtprotoPeer } from './peer.js';

/** config.yaml's defaults for `telegram:`. */
export const DEFAULT_SETTINGS: TelegramSettings = {
  floodWaitMaxMs: 60_000,
  floodWaitRetries: 3,
  scanIntervalMs: 90_000,
  scanPaceMs: 1_000,
  scanMaxDialogs: 200,
  keepAliveMs: 60_000,
  reconnectMaxMs: 300_000,
  sendWaitMaxMs: 30 * 60_000,
  muteCacheMs: 60_000,
  blocklistCacheMs: 60_000,
  downloadMaxBytes: 20 * 1024 * 1024,
  shutdownGraceMs: 10_000,
  backlogMaxAgeMs: 24 * 3_600_000,
  readDelay: { charsPerSecond: 40, minMs: 2_000, maxMs: 12_000 },
};

/**
 * One persona's account as `run` wires it (connection and adapter, `telegramAccount`) over real
 * GramJS clients talking to the scripted peer, in virtual time. The adapter listens to each
 * connected client's updates, as LivePersona does.
 */
export function accountRig(
  options: { retryStart?: boolean; connectTimeoutMs?: number; selfId?: string } = {},
) {
  const time = virtualTime();
  const harness = gramHarness();
  const log = memoryLogger();
  const fatal: AccountRefusedError[] = [];
  const ready: boolean[] = [];
  const gaps: number[] = [];
  const account = telegramAccount({
    persona: 'Heidi',
    settings: DEFAULT_SETTINGS,
    createClient: harness.createClient,
    clock: time.clock,
    log,
    retryStart: options.retryStart,
    connectTimeoutMs: options.connectTimeoutMs,
    selfId: options.selfId,
    random: () => 1,
    onReady: async (client, reconnected) => {
      await account.telegram.me();
      account.telegram.attach(client);
      ready.push(reconnected);
    },
    onFatal: (err) => fatal.push(err),
  });
  account.telegram.onGap(() => gaps.push(Date.now()));
  return { ...harness, ...account, time, log, fatal, ready, gaps };
}

/** Stops a rig's connection (its last second of virtual time runs) and gives the real timers back. */
export async function stopRig(rig: ReturnType<typeof accountRig>): Promise<void> {
  const stopping = rig.connection.stop();
  await rig.time.advance(1_000);
  await stopping;
  rig.time.restore();
}

/**
 * The account has direct chats with `users`: Telegram knows it has met them, and its dialogs
 * list them with their access hashes, which is how an account that never saw a message from
 * someone in this process learns how to address them (a look-up with no hash finds nobody).
 */
export function chatsWith(peer: MtprotoPeer, ...users: Api.User[]): void {
  peer.know(...users);
  peer.on('messages.GetDialogs', () =>
    dialogsPage(
      users.map((u) => dialog(peerUser(u.id.toString()), 1)),
      users,
    ),
  );
}

/**
 * A test file's account: `connect()` starts a rig whose account has chats with `users` and
 * waits until it is connected; `stop` (for `afterEach`) stops the one started, if any.
 */
export function connectedAccount(...users: Api.User[]) {
  let rig: ReturnType<typeof accountRig> | undefined;
  return {
    async connect() {
      const r = accountRig();
      rig = r;
      chatsWith(r.peer, ...users);
      const start = r.connection.start();
      await r.time.advance(100);
      await start;
      return r;
    },
    async stop() {
      if (rig) await stopRig(rig);
      rig = undefined;
    },
  };
}

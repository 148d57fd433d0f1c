import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { TelegramMemoryStore } from '../../../src/store/telegram-memory.js';
import { VirtualClock } from '../../../src/support/clock.js';
import { memoryLogger } from '../../../src/support/log.js';
import { GramjsTelegram } from '../../../src/telegram/gramjs/adapter.js';
import { PeerUnknownError } from '../../../src/telegram/types.js';
import { tempStore } from '../../helpers.js';
import { FakeGramClient } from './fake-client.js';
import { DATE, dialog, dialogsPage, ME_ID, peerUser, user } from './objects.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** The adapter as `run` builds it: the account's peers kept in the state database. */
function adapterOn(client: FakeGramClient, memory: TelegramMemoryStore | undefined) {
  const clock = new VirtualClock(DATE * 1000);
  const log = memoryLogger();
  const adapter = new GramjsTelegram({
    client: () => client,
    clock,
    log,
    flood: { maxWaitMs: 60_000, retries: 3 },
    downloadMaxBytes: 5_000,
    scanPaceMs: 0,
    memory,
  });
  return { adapter, log };
}

async function database() {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  return { store: t.store, memory: new TelegramMemoryStore(t.store.db, () => DATE * 1000) };
}

const ALICE = new Api.User({
  id: peerUser('7').userId,
  accessHash: peerUser('77777').userId,
  firstName: 'Alice',
  contact: true,
});

describe('known peers survive a restart', () => {
  it('keeps each account’s peers apart (access hashes are valid for one account only)', async () => {
    const { memory } = await database();
    await memory.savePeers('1111', [{ id: '7', kind: 'user', accessHash: '5', name: 'Alice' }]);
    const client = new FakeGramClient();
    const { adapter } = adapterOn(client, memory);
    await expect(adapter.sendText('7', 'hi')).rejects.toBeInstanceOf(PeerUnknownError);
    expect((await memory.loadPeers(ME_ID)).map((p) => p.id)).toEqual([ME_ID]);
  });

  it('stores a renamed peer again, and never a "min" copy over a full one', async () => {
    const { memory } = await database();
    const client = new FakeGramClient();
    let users: Api.User[] = [ALICE];
    client.on('messages.GetDialogs', () => dialogsPage([dialog(peerUser('7'), 3)], users));
    const { adapter } = adapterOn(client, memory);
    await adapter.recentChats(10);
    const renamed = user('7', 'Alicia');
    renamed.accessHash = ALICE.accessHash;
    users = [renamed];
    await adapter.recentChats(10);
    users = [new Api.User({ id: ALICE.id, min: true, firstName: 'A.', accessHash: peerUser('1').userId })];
    await adapter.recentChats(10);
    await adapter.idle();
    const stored = (await memory.loadPeers(ME_ID)).find((p) => p.id === '7');
    expect(stored).toEqual({ id: '7', kind: 'user', accessHash: '77777', name: 'Alicia' });
  });

  it('tells a chat it cannot address with a retryable PeerUnknownError', async () => {
    const { adapter } = adapterOn(new FakeGramClient(), undefined);
    const err = await adapter.chat('31337').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PeerUnknownError);
    expect((err as Error).message).toMatch(/PEER_ID_INVALID: chat 31337 is unknown/);
  });
});

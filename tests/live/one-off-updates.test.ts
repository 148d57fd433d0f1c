import { afterEach, describe, expect, it } from 'vitest';
import { promptLive } from '../../src/live/prompt.js';
import { openStore } from '../../src/store/open.js';
import { TelegramSessions } from '../../src/store/sessions.js';
import { createSessionClient } from '../../src/telegram/gramjs/client.js';
import { user } from '../telegram/gramjs/objects.js';
import { gramHarness } from '../telegram/gramjs/peer/harness.js';
import { oneUnreadChat } from './peer-run.js';
import { liveProject, TELEGRAM_ENV } from './project.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/**
 * A one-off command on the session `run` may be using at the same time. Telegram sends an
 * account's updates to the connection that spoke last; the command's requests ask for none
 * (`InvokeWithoutUpdates`), so `run` keeps getting them. On the real client over the scripted peer.
 */
describe('prompt <chat> beside run', () => {
  it('asks Telegram for no updates with every request it makes', async () => {
    const project = liveProject();
    cleanup = project.cleanup;
    const { peer } = gramHarness();
    oneUnreadChat(user('7', 'Alice'), 'Heidi, are you there?')(peer);
    const store = await openStore(project.database);
    await new TelegramSessions(store.db, () => 0).put('Heidi', peer.sessionString(), {
      id: '42',
      name: 'Heidi',
    });
    await store.close();

    const result = await promptLive({
      configFile: project.config,
      persona: 'Heidi',
      chat: '7',
      env: TELEGRAM_ENV,
      write: () => {},
      createClient: (_persona, session, credentials) =>
        createSessionClient(credentials, session, { networkSocket: peer.socketClass() }),
    });
    expect(result.target).toBe(11);
    const ours = peer.requests.filter((r) => !GRAMJS_OWN.has(r.method));
    expect(ours.map((r) => r.method)).toContain('messages.GetHistory');
    expect(ours.filter((r) => !r.withoutUpdates).map((r) => r.method)).toEqual([]);
  });
});

/** Requests GramJS makes by itself (its connection's set-up, its own look-up of the account). */
const GRAMJS_OWN = new Set(['help.GetConfig', 'users.GetUsers']);

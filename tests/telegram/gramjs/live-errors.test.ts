import { afterEach, describe, expect, it } from 'vitest';
import { TelegramCallError } from '../../../src/telegram/types.js';
import { user } from './objects.js';
import { connectedAccount } from './peer/account-rig.js';
import { rpcError } from './peer/tl.js';

/** What a refused call looks like above the adapter, on the real GramJS client over the scripted MTProto peer. */

const ALICE = user('7', 'Alice');
const account = connectedAccount(ALICE);
afterEach(account.stop);

describe('a call Telegram refuses for good', () => {
  it('leaves the adapter as our error, naming the call, the chat and Telegram’s code', async () => {
    const r = await account.connect();
    r.peer.once('messages.SendMessage', rpcError(403, 'CHAT_WRITE_FORBIDDEN'));
    const sending = r.telegram.sendText('7', 'hello').catch((err: unknown) => err);
    await r.time.advance(100);
    const err = await sending;
    expect(err).toBeInstanceOf(TelegramCallError);
    expect(err).toMatchObject({ method: 'messages.SendMessage', chat: '7', code: 'CHAT_WRITE_FORBIDDEN' });
    // Callers that match Telegram's code in the message still find it.
    expect((err as Error).message).toMatch(/CHAT_WRITE_FORBIDDEN/);
    expect(r.peer.count('messages.SendMessage')).toBe(1);
  });
});

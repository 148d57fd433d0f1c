import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { big } from '../../../src/telegram/gramjs/peers.js';
import type { PartnerTyping } from '../../../src/telegram/port.js';
import { user } from './objects.js';
import { connectedAccount } from './peer/account-rig.js';

/** Presence and the partner's typing on the real GramJS client over the scripted MTProto peer. */

const ALICE = user('7', 'Alice');
const account = connectedAccount(ALICE);
afterEach(account.stop);

describe('presence and partner typing on the real client', () => {
  it("hears a direct chat partner's typing and its cancel; other chat actions are no typing", async () => {
    const r = await account.connect();
    const heard: PartnerTyping[] = [];
    r.telegram.onTyping((t) => heard.push(t));
    const typing = (action: Api.TypeSendMessageAction) =>
      new Api.UpdateUserTyping({ userId: big('7'), action });
    r.peer.push(typing(new Api.SendMessageTypingAction()), { users: [ALICE] });
    await r.time.advance(100);
    r.peer.push(typing(new Api.SendMessageRecordAudioAction()), { users: [ALICE] });
    await r.time.advance(100);
    r.peer.push(typing(new Api.SendMessageEmojiInteractionSeen({ emoticon: '🎉' })), { users: [ALICE] });
    await r.time.advance(100);
    r.peer.push(typing(new Api.SendMessageCancelAction()), { users: [ALICE] });
    await r.time.advance(100);
    // Group typing is not reported.
    r.peer.push(
      new Api.UpdateChatUserTyping({
        chatId: big('500'),
        fromId: new Api.PeerUser({ userId: big('7') }),
        action: new Api.SendMessageTypingAction(),
      }),
      { users: [ALICE] },
    );
    await r.time.advance(100);
    expect(heard).toEqual([
      { chatId: '7', userId: '7', typing: true },
      { chatId: '7', userId: '7', typing: true },
      { chatId: '7', userId: '7', typing: false },
    ]);
  });

  it('sets the account online and offline with account.UpdateStatus', async () => {
    const r = await account.connect();
    const online = r.telegram.setPresence(true);
    await r.time.advance(100);
    await online;
    const offline = r.telegram.setPresence(false);
    await r.time.advance(100);
    await offline;
    expect(r.peer.sent(Api.account.UpdateStatus).map((s) => s.offline)).toEqual([false, true]);
    expect(r.peer.unscripted).toEqual([]);
  });
});

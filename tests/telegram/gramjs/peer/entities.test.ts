import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { big } from '../../../../src/telegram/gramjs/peers.js';
import { PeerUnknownError } from '../../../../src/telegram/types.js';
import { channel, user } from '../objects.js';
import { accountRig, chatsWith, stopRig } from './account-rig.js';
import { gramHarness, virtualTime } from './harness.js';

/** Access hashes as Telegram checks them, under the real GramJS client and our adapter. */

const ALICE = user('7', 'Alice');
const GROUP = channel('555', 'Group');

let time: ReturnType<typeof virtualTime> | undefined;
let rig: ReturnType<typeof accountRig> | undefined;
afterEach(async () => {
  time?.restore();
  time = undefined;
  if (rig) await stopRig(rig);
  rig = undefined;
});

async function connected() {
  time = virtualTime();
  const harness = gramHarness();
  harness.peer.know(ALICE, GROUP);
  const client = harness.createClient();
  const connecting = client.connect();
  await time.advance(10);
  await connecting;
  const invoke = async <R extends Api.AnyRequest>(request: R) => {
    const answer = client.invoke(request).catch((err: unknown) => err);
    await time?.settle();
    return answer;
  };
  return { ...harness, client, invoke };
}

describe('access hashes on the real client', () => {
  it('users.GetUsers answers only for the right hash; a hash of 0 finds nobody', async () => {
    const { client, invoke } = await connected();
    const ask = (hash: string) =>
      invoke(
        new Api.users.GetUsers({ id: [new Api.InputUser({ userId: big('7'), accessHash: big(hash) })] }),
      );
    expect(await ask('0')).toEqual([]);
    expect(await ask('12345')).toEqual([]);
    const found = (await ask(ALICE.accessHash?.toString() ?? '')) as Api.User[];
    expect(found.map((u) => u.firstName)).toEqual(['Alice']);
    await client.destroy();
  });

  it('channels.GetChannels refuses a wrong hash with CHANNEL_INVALID', async () => {
    const { client, invoke } = await connected();
    const ask = (hash: string) =>
      invoke(
        new Api.channels.GetChannels({
          id: [new Api.InputChannel({ channelId: big('555'), accessHash: big(hash) })],
        }),
      );
    expect(await ask('0')).toMatchObject({ errorMessage: 'CHANNEL_INVALID' });
    const chats = (await ask(GROUP.accessHash?.toString() ?? '')) as Api.messages.Chats;
    expect(chats.chats.map((c) => (c as Api.Channel).title)).toEqual(['Group']);
    await client.destroy();
  });

  it('any request naming a known user or channel with a wrong hash is refused before the script sees it', async () => {
    const { peer, client, invoke } = await connected();
    peer.on('messages.SetTyping', () => true);
    const typing = (p: Api.TypeInputPeer) =>
      invoke(new Api.messages.SetTyping({ peer: p, action: new Api.SendMessageTypingAction() }));
    const wrongUser = new Api.InputPeerUser({ userId: big('7'), accessHash: big('1') });
    const wrongGroup = new Api.InputPeerChannel({ channelId: big('555'), accessHash: big('1') });
    expect(await typing(wrongUser)).toMatchObject({ errorMessage: 'PEER_ID_INVALID' });
    expect(await typing(wrongGroup)).toMatchObject({ errorMessage: 'PEER_ID_INVALID' });
    const right = new Api.InputPeerUser({ userId: big('7'), accessHash: ALICE.accessHash ?? big('0') });
    expect(await typing(right)).toBe(true);
    await client.destroy();
  });
});

describe('an account addressing someone it never met in this process', () => {
  async function started(withDialogs: boolean) {
    rig = accountRig();
    const r = rig;
    if (withDialogs) chatsWith(r.peer, ALICE);
    else r.peer.know(ALICE);
    r.peer.on(
      'messages.SendMessage',
      () => new Api.UpdateShortSentMessage({ id: 3, pts: 2, ptsCount: 1, date: 1 }),
    );
    const start = r.connection.start();
    await r.time.advance(100);
    await start;
    const sending = r.telegram.sendText('7', 'hello').catch((err: unknown) => err);
    await r.time.advance(1_000);
    return { r, result: await sending };
  }

  it('cannot reach them by a look-up without a hash, as on Telegram: nothing is sent', async () => {
    const { r, result } = await started(false);
    expect(result).toBeInstanceOf(PeerUnknownError);
    expect(r.peer.count('messages.SendMessage')).toBe(0);
  });

  it('finds their hash in the dialogs and sends with it', async () => {
    const { r, result } = await started(true);
    expect(result).not.toBeInstanceOf(Error);
    const sent = r.peer.sent(Api.messages.SendMessage);
    expect(sent.map((s) => String((s.peer as Api.InputPeerUser).accessHash))).toEqual([
      String(ALICE.accessHash),
    ]);
  });
});

import { Api } from 'telegram';
import { Raw } from 'telegram/events/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { big } from '../../../../src/telegram/gramjs/peers.js';
import { dialog, dialogsPage, peerUser, user } from '../objects.js';
import { gramHarness, virtualTime } from './harness.js';
import { BAD_MSG, GZIP_ABOVE_BYTES, newServerSalt } from './session.js';

/**
 * Telegram's MTProto service traffic, played by the peer under the real GramJS client: a
 * rejected first salt, new sessions, acknowledgements, containers, gzip_packed bodies, clock
 * checks on msg_ids, transport errors and answers proven to be valid TL.
 */

let time: ReturnType<typeof virtualTime> | undefined;
afterEach(() => time?.restore());

async function connected() {
  time = virtualTime();
  const harness = gramHarness();
  const client = harness.createClient();
  const connecting = client.connect();
  await time.advance(10);
  expect(await connecting).toBe(true);
  return { ...harness, client, time };
}

async function state(client: Awaited<ReturnType<typeof connected>>['client']) {
  const answer = client.invoke(new Api.updates.GetState());
  await time?.settle();
  return answer;
}

const dialogsRequest = () =>
  new Api.messages.GetDialogs({
    offsetPeer: new Api.InputPeerEmpty(),
    limit: 100,
    offsetDate: 0,
    offsetId: 0,
    hash: big('0'),
  });

describe('the MTProto service layer on the real client', () => {
  it("refuses the first message's salt once; GramJS takes the new one, re-sends and keeps it across reconnections", async () => {
    const { peer, client } = await connected();
    expect(peer.traffic.refused).toEqual([BAD_MSG.badServerSalt]);
    expect(peer.count('help.GetConfig')).toBe(1);
    expect(await state(client)).toBeInstanceOf(Api.updates.State);
    peer.drop();
    await time?.advance(5_000);
    expect(peer.connectAttempts).toBe(2);
    expect(await state(client)).toBeInstanceOf(Api.updates.State);
    expect(peer.traffic.refused).toEqual([BAD_MSG.badServerSalt]);
    await client.destroy();
  });

  it('a salt Telegram changes mid-session costs one refusal; the request in flight is still answered', async () => {
    const { peer, client } = await connected();
    peer.salt = newServerSalt();
    expect(await state(client)).toBeInstanceOf(Api.updates.State);
    expect(peer.traffic.refused).toEqual([BAD_MSG.badServerSalt, BAD_MSG.badServerSalt]);
    expect(peer.count('updates.GetState')).toBe(1);
    await client.destroy();
  });

  it('greets every new session (each reconnection is one) and acknowledges every request', async () => {
    const { peer, client } = await connected();
    expect(peer.traffic.newSessions).toBe(1);
    await state(client);
    peer.drop();
    await time?.advance(5_000);
    await state(client);
    expect(peer.traffic.newSessions).toBe(2);
    expect(peer.sessions.size).toBe(2);
    const requests = peer.requests.length;
    expect(peer.traffic.acked).toBe(requests);
    // The ack travels with the answer in one container, and GramJS opens it.
    expect(peer.traffic.inContainers).toBeGreaterThanOrEqual(2 * requests);
    await client.destroy();
  });

  it.each([
    ['ahead of', 600, BAD_MSG.msgIdTooLow],
    ['behind', -600, BAD_MSG.msgIdTooHigh],
  ])(
    'a server clock 10 min %s the client refuses its msg_ids; GramJS corrects its offset',
    async (_l, offset, code) => {
      time = virtualTime();
      const { peer, createClient } = gramHarness();
      peer.clockOffsetSeconds = offset;
      const client = createClient();
      const connecting = client.connect();
      await time.advance(10);
      expect(await connecting).toBe(true);
      expect(await state(client)).toBeInstanceOf(Api.updates.State);
      expect(peer.traffic.refused[0]).toBe(code);
      expect(peer.traffic.refused.filter((c) => c === code)).toHaveLength(1);
      await client.destroy();
    },
  );

  it('a large answer travels gzip_packed and reads as the same dialogs', async () => {
    const { peer, client } = await connected();
    const people = Array.from({ length: 30 }, (_, i) => user(`${100 + i}`, `Person ${i}`));
    const page = dialogsPage(
      people.map((p) => dialog(peerUser(p.id.toString()), 10)),
      people,
    );
    expect(page.getBytes().length).toBeGreaterThan(GZIP_ABOVE_BYTES);
    peer.on('messages.GetDialogs', () => page);
    const answer = client.invoke(dialogsRequest());
    await time?.settle();
    const dialogs = (await answer) as Api.messages.Dialogs;
    expect(dialogs.users.map((u) => (u as Api.User).firstName)).toEqual(people.map((p) => p.firstName));
    expect(peer.traffic.gzipped).toBe(1);
    await client.destroy();
  });

  it('a large pushed update travels gzip_packed and reaches GramJS whole', async () => {
    const { peer, client } = await connected();
    const seen: unknown[] = [];
    client.addEventHandler((update: unknown) => {
      seen.push(update);
    }, new Raw({}));
    const text = 'a long message '.repeat(60);
    peer.push(
      new Api.UpdateShortMessage({ id: 5, userId: big('7'), message: text, pts: 2, ptsCount: 1, date: 1 }),
    );
    await time?.settle();
    expect(peer.traffic.gzipped).toBe(1);
    const texts = seen.flatMap((u) => (u instanceof Api.UpdateShortMessage ? [u.message] : []));
    expect(texts).toEqual([text]);
    await client.destroy();
  });

  it('-429 (too many connections) makes GramJS reconnect, and the request in flight is answered there', async () => {
    const { peer, client } = await connected();
    peer.transportErrorOnce(-429);
    const answer = client.invoke(new Api.updates.GetState());
    await time?.advance(5_000);
    expect(await answer).toBeInstanceOf(Api.updates.State);
    expect(peer.connectAttempts).toBe(2);
    await client.destroy();
  });

  it('an answer that is not valid TL fails its request at once, named, instead of reaching the client', async () => {
    const { peer, client } = await connected();
    // The bot flag shares flag 14 with bot_info_version: Telegram never sends one without the other.
    const broken = new Api.User({ id: big('555'), accessHash: big('9555'), firstName: 'Bot', bot: true });
    peer.on('users.GetUsers', () => [broken]);
    const original = console.error;
    console.error = () => {};
    const failed = client
      .invoke(new Api.users.GetUsers({ id: [new Api.InputUserSelf()] }))
      .catch((err: unknown) => err);
    await time?.settle();
    console.error = original;
    expect(await failed).toMatchObject({ errorMessage: 'PEER_ANSWER_MALFORMED' });
    expect(peer.malformedAnswers).toEqual([
      expect.stringMatching(/^the answer to users.GetUsers cannot be read back/),
    ]);
    // A valid bot (with its info version) passes.
    broken.botInfoVersion = 1;
    const good = client.invoke(new Api.users.GetUsers({ id: [new Api.InputUserSelf()] }));
    await time?.settle();
    expect(await good).toHaveLength(1);
    await client.destroy();
  });
});

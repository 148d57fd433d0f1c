import fc from 'fast-check';
import { Api } from 'telegram';
import { describe, expect, it } from 'vitest';
import { ChannelPtsTracker, readChannelDifference } from '../../../src/telegram/gramjs/channel-difference.js';
import { big } from '../../../src/telegram/gramjs/peers.js';
import { chance, seedFrom } from '../../property.js';
import { DATE } from './objects.js';

/**
 * Each channel's sequence as the adapter follows it. Bounded runs; a failure prints fast-check's
 * seed and the shrunk steps (CHANNEL_PTS_SEED=n reruns it, any other seed explores further).
 */

const CHANNELS = ['5', '6', '7'];

/** What Telegram does next: an event in a channel (maybe lost on the way, maybe told twice), or a difference read. */
const step = fc.record({
  channel: fc.integer({ min: 0, max: CHANNELS.length - 1 }),
  lost: chance(20),
  twice: chance(10),
  difference: chance(10),
});

function newMessage(channel: string, pts: number): Api.UpdateNewChannelMessage {
  const message = new Api.Message({
    id: pts,
    peerId: new Api.PeerChannel({ channelId: big(channel) }),
    date: DATE,
    message: `m${pts}`,
  });
  return new Api.UpdateNewChannelMessage({ message, pts, ptsCount: 1 });
}

describe('ChannelPtsTracker', () => {
  it('reports a gap in a channel exactly when an event of that channel was lost since it was last in step', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const tracker = new ChannelPtsTracker();
        const pts = new Map<string, number>();
        /** Seen at least once, and an event lost since the first sight or the last difference. */
        const seen = new Set<string>();
        const lostSince = new Set<string>();
        for (const s of steps) {
          const chat = `-100${CHANNELS[s.channel]}`;
          if (s.difference && seen.has(chat)) {
            // What a difference read brings: the channel's pts as Telegram has it.
            tracker.set(chat, pts.get(chat) ?? 1);
            lostSince.delete(chat);
            continue;
          }
          const next = (pts.get(chat) ?? 1) + 1;
          pts.set(chat, next);
          const update = newMessage(CHANNELS[s.channel] as string, next);
          if (s.lost) {
            if (seen.has(chat)) lostSince.add(chat);
            continue;
          }
          const expected = seen.has(chat) && lostSince.has(chat) ? [chat] : [];
          seen.add(chat);
          expect(tracker.observe(update)).toEqual(expected);
          // The same event told again changes nothing: no gap in step, the same gap out of step.
          if (s.twice) expect(tracker.observe(update)).toEqual(expected);
        }
      }),
      { numRuns: 300, seed: seedFrom('CHANNEL_PTS_SEED', 20261127) },
    );
  });

  it('a pin takes a pts in its channel: the message after it is no gap', () => {
    const tracker = new ChannelPtsTracker();
    expect(tracker.observe(newMessage('5', 10))).toEqual([]);
    const pin = new Api.UpdatePinnedChannelMessages({
      channelId: big('5'),
      messages: [10],
      pts: 11,
      ptsCount: 1,
    });
    expect(tracker.observe(pin)).toEqual([]);
    expect(tracker.observe(newMessage('5', 12))).toEqual([]);
    expect(tracker.pts('-1005')).toBe(12);
  });

  it("follows a channel's call results in that channel, and an account update is none of its business", () => {
    const tracker = new ChannelPtsTracker();
    expect(tracker.observe(newMessage('5', 10))).toEqual([]);
    expect(tracker.observe(new Api.messages.AffectedMessages({ pts: 12, ptsCount: 2 }), '-1005')).toEqual([]);
    expect(tracker.pts('-1005')).toBe(12);
    expect(
      tracker.observe(
        new Api.UpdateDeleteChannelMessages({ channelId: big('5'), messages: [3], pts: 14, ptsCount: 1 }),
      ),
    ).toEqual(['-1005']);
    expect(
      tracker.observe(
        new Api.UpdateNewMessage({
          message: new Api.Message({
            id: 1,
            peerId: new Api.PeerUser({ userId: big('7') }),
            date: DATE,
            message: '',
          }),
          pts: 99,
          ptsCount: 1,
        }),
      ),
    ).toEqual([]);
    // A read names the channel's pts as it stands: ahead of ours, something was missed.
    expect(
      tracker.observe(
        new Api.UpdateReadChannelInbox({ channelId: big('5'), maxId: 3, stillUnreadCount: 0, pts: 12 }),
      ),
    ).toEqual([]);
    expect(
      tracker.observe(
        new Api.UpdateReadChannelInbox({ channelId: big('5'), maxId: 3, stillUnreadCount: 0, pts: 13 }),
      ),
    ).toEqual(['-1005']);
  });
});

describe('readChannelDifference', () => {
  it('takes "too long" as the dialog\'s pts and read state, with nothing to hand over', () => {
    const page = readChannelDifference(
      new Api.updates.ChannelDifferenceTooLong({
        final: true,
        dialog: new Api.Dialog({
          peer: new Api.PeerChannel({ channelId: big('5') }),
          topMessage: 40,
          readInboxMaxId: 30,
          readOutboxMaxId: 0,
          unreadCount: 10,
          unreadMentionsCount: 0,
          unreadReactionsCount: 0,
          notifySettings: new Api.PeerNotifySettings({}),
          pts: 77,
        }),
        messages: [newMessage('5', 40).message],
        chats: [],
        users: [],
      }),
    );
    expect(page).toMatchObject({ tooLong: true, final: true, pts: 77, readUpTo: 30, messages: [] });
  });
});

import { Api } from 'telegram';
import { UpdateConnectionState } from 'telegram/network/index.js';
import { describe, expect, it } from 'vitest';
import { big } from '../../../src/telegram/gramjs/peers.js';
import {
  ConnectionWatch,
  classifyUpdate,
  GapFloor,
  KeyedQueue,
} from '../../../src/telegram/gramjs/updates.js';
import { ManualClock } from '../../manual-clock.js';
import { DATE, ME_ID, message, peerChannel, peerUser, user } from './objects.js';

describe('classifyUpdate', () => {
  it('turns a short private message into a full message, ours or theirs', () => {
    const theirs = classifyUpdate(
      new Api.UpdateShortMessage({ id: 5, userId: big('7'), message: 'hi', pts: 1, ptsCount: 1, date: DATE }),
      ME_ID,
    );
    expect(theirs?.type).toBe('message');
    const msg = theirs?.type === 'message' ? (theirs.message as Api.Message) : undefined;
    expect([msg?.id, msg?.message, msg?.senderId?.toString(), msg?.chatId?.toString()]).toEqual([
      5,
      'hi',
      '7',
      '7',
    ]);
    const ours = classifyUpdate(
      new Api.UpdateShortMessage({
        id: 6,
        out: true,
        userId: big('7'),
        message: 'yo',
        pts: 1,
        ptsCount: 1,
        date: DATE,
      }),
      ME_ID,
    );
    expect(ours?.type === 'message' && ours.message.fromId).toEqual(peerUser(ME_ID));
  });

  it('turns a short group message into a message of the basic group', () => {
    const event = classifyUpdate(
      new Api.UpdateShortChatMessage({
        id: 9,
        fromId: big('8'),
        chatId: big('4242'),
        message: 'hello all',
        pts: 1,
        ptsCount: 1,
        date: DATE,
        mentioned: true,
      }),
      ME_ID,
    );
    const msg = event?.type === 'message' ? (event.message as Api.Message) : undefined;
    expect([msg?.chatId?.toString(), msg?.senderId?.toString(), msg?.mentioned]).toEqual([
      '-4242',
      '8',
      true,
    ]);
  });

  it('keeps the users and chats GramJS attached to a new channel message', () => {
    const update = new Api.UpdateNewChannelMessage({
      message: message({ id: 1, peerId: peerChannel('55'), fromId: peerUser('7') }),
      pts: 1,
      ptsCount: 1,
    });
    const alice = user('7', 'Alice');
    Object.assign(update, { _entities: new Map([['7', alice]]) });
    const event = classifyUpdate(update, ME_ID);
    expect(event?.type === 'message' && event.entities).toEqual([alice]);
  });

  it('reports a manual unread mark, a "too long" gap and a reconnection; ignores the rest', () => {
    const mark = new Api.UpdateDialogUnreadMark({
      unread: true,
      peer: new Api.DialogPeer({ peer: peerUser('7') }),
    });
    expect(classifyUpdate(mark, ME_ID)).toEqual({ type: 'marked_unread', chatId: '7' });
    expect(classifyUpdate(new Api.UpdatesTooLong(), ME_ID)).toEqual({ type: 'gap' });
    expect(classifyUpdate(new UpdateConnectionState(UpdateConnectionState.connected), ME_ID)).toEqual({
      type: 'connection',
      connected: true,
    });
    expect(classifyUpdate(new UpdateConnectionState(UpdateConnectionState.broken), ME_ID)).toEqual({
      type: 'connection',
      connected: false,
    });
    expect(
      classifyUpdate(new Api.UpdateShortSentMessage({ id: 1, pts: 1, ptsCount: 1, date: DATE }), ME_ID),
    ).toBe(undefined);
    // A direct chat partner's typing is an event; a typing-unrelated chat action is not.
    expect(
      classifyUpdate(
        new Api.UpdateUserTyping({ userId: big('7'), action: new Api.SendMessageTypingAction() }),
        ME_ID,
      ),
    ).toEqual({ type: 'typing', userId: '7', typing: true });
    expect(
      classifyUpdate(
        new Api.UpdateUserTyping({
          userId: big('7'),
          action: new Api.SendMessageEmojiInteractionSeen({ emoticon: '🎉' }),
        }),
        ME_ID,
      ),
    ).toBe(undefined);
  });
});

describe('KeyedQueue', () => {
  it('runs one item at a time per key, in order, and keys side by side', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const step = (name: string, ms: number) => () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          log.push(name);
          resolve();
        }, ms),
      );
    void queue.run('a', step('a1', 20));
    void queue.run('a', step('a2', 1));
    void queue.run('b', step('b1', 5));
    void queue.run('a', () => Promise.reject(new Error('a3 failed'))).catch(() => log.push('a3!'));
    void queue.run('a', step('a4', 1));
    await queue.idle();
    expect(log).toEqual(['b1', 'a1', 'a2', 'a3!', 'a4']);
  });
});

describe('ConnectionWatch', () => {
  it('takes only "connected" after "disconnected" or "broken" as the end of a disconnection', () => {
    const watch = new ConnectionWatch();
    expect([true, true, false, true, true, false, false, true].map((c) => watch.changed(c))).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('GapFloor', () => {
  it('lets a gap through at once, then holds the next ones until the floor has passed, as one', async () => {
    const clock = new ManualClock(0);
    const fired: number[] = [];
    const floor = new GapFloor(clock, () => fired.push(clock.now()), 60_000);
    floor.gap();
    await clock.advance(10_000);
    floor.gap();
    floor.gap();
    await clock.advance(49_000);
    expect(fired).toEqual([0]);
    await clock.advance(1_000);
    expect(fired).toEqual([0, 60_000]);
    await clock.advance(120_000);
    floor.gap();
    expect(fired).toEqual([0, 60_000, 180_000]);
  });
});

describe('classifyUpdate: edits, deletions and reactions', () => {
  it('tells edits, deletions (with the chat only for channels) and reactions apart', () => {
    const edited = classifyUpdate(
      new Api.UpdateEditMessage({ message: message({ id: 3, message: 'fixed' }), pts: 2, ptsCount: 1 }),
      ME_ID,
    );
    expect(edited?.type === 'edited' ? edited.message.message : undefined).toBe('fixed');
    expect(
      classifyUpdate(new Api.UpdateDeleteMessages({ messages: [3, 4], pts: 3, ptsCount: 2 }), ME_ID),
    ).toEqual({ type: 'deleted', ids: [3, 4] });
    expect(
      classifyUpdate(
        new Api.UpdateDeleteChannelMessages({
          channelId: big('1234567890'),
          messages: [9],
          pts: 3,
          ptsCount: 1,
        }),
        ME_ID,
      ),
    ).toEqual({ type: 'deleted', chatId: '-1001234567890', ids: [9] });
    const reacted = classifyUpdate(
      new Api.UpdateMessageReactions({
        peer: peerChannel('1234567890'),
        msgId: 9,
        reactions: new Api.MessageReactions({ results: [] }),
      }),
      ME_ID,
    );
    expect(reacted?.type === 'reactions' ? [reacted.chatId, reacted.messageId] : undefined).toEqual([
      '-1001234567890',
      9,
    ]);
  });
});

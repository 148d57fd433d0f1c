import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/support/clock.js';
import { TelegramSimulator } from '../../src/telegram/simulator.js';
import { tempDir } from '../helpers.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function sim() {
  const clock = new VirtualClock(Date.parse('2026-01-02T15:00:00Z'));
  const simulator = new TelegramSimulator({
    me: { id: '42', name: 'Heidi' },
    users: [{ id: '7', name: 'Alice', username: 'alice' }],
    clock,
    stickers: [{ set: 'HeidiDuck', name: '👋' }],
  });
  simulator.addChat({ id: '7', kind: 'direct', title: 'Alice' });
  return { simulator, clock };
}

describe('TelegramSimulator', () => {
  it('returns the newest history oldest first and fetches archived messages by id', async () => {
    const { simulator } = sim();
    simulator.seed('7', { id: 5, from: '7', text: 'old' }, { archived: true });
    for (const id of [10, 11, 12]) simulator.seed('7', { id, from: '7', text: `m${id}` });
    expect((await simulator.history('7', 2)).map((m) => m.id)).toEqual([11, 12]);
    expect((await simulator.message('7', 5))?.text).toBe('old');
    expect(await simulator.message('7', 6)).toBeNull();
  });

  it('records every action in order, with reply targets, and stores sent messages', async () => {
    const { simulator } = sim();
    simulator.seed('7', { id: 10, from: '7', text: 'hi' });
    await simulator.markRead('7', 10);
    await simulator.typing('7');
    const sent = await simulator.sendText('7', 'hello', { replyTo: 10 });
    await simulator.react('7', 10, '👍');
    expect(await simulator.sendSticker('7', { set: 'HeidiDuck', name: '👋' })).toEqual({
      sent: true,
      id: 12,
    });
    expect(await simulator.sendSticker('7', { set: 'HeidiDuck', name: '🦆' })).toEqual({
      sent: false,
      reason: 'unknown_sticker',
    });
    await simulator.block('7');
    await simulator.unblock('7');
    expect(simulator.actions).toEqual([
      { type: 'read', chatId: '7' },
      { type: 'typing', chatId: '7' },
      { type: 'send', chatId: '7', text: 'hello', replyTo: 10 },
      { type: 'react', chatId: '7', messageId: 10, emoji: '👍' },
      { type: 'sticker', chatId: '7', set: 'HeidiDuck', name: '👋' },
      { type: 'block', chatId: '7' },
      { type: 'unblock', chatId: '7' },
    ]);
    expect(sent.id).toBe(11);
    const history = await simulator.history('7', 10);
    expect(history.map((m) => [m.id, m.out])).toEqual([
      [10, false],
      [11, true],
      [12, true],
    ]);
    expect(history[0]?.reactions).toEqual([{ emoji: '👍', fromId: '42', fromName: 'Heidi' }]);
    expect(simulator.readUpTo('7')).toBe(10);
  });

  it('reports deleted messages as gone and notifies listeners of new ones', async () => {
    const { simulator, clock } = sim();
    simulator.seed('7', { id: 1, from: '7', text: 'x' });
    simulator.markDeleted('7', 1);
    expect(await simulator.message('7', 1)).toBeNull();
    const heard: number[] = [];
    simulator.onMessage((m) => heard.push(m.id));
    const message = simulator.receive('7', {
      from: '7',
      text: 'new',
      reactions: [{ emoji: '❤', fromId: '7' }],
    });
    expect(heard).toEqual([message.id]);
    expect(message).toMatchObject({ senderName: 'Alice', senderUsername: 'alice', date: clock.now() / 1000 });
    expect(message.reactions).toEqual([{ emoji: '❤', fromId: '7', fromName: 'Alice' }]);
  });

  it('fails scripted operations once and rejects unknown chats', async () => {
    const { simulator } = sim();
    simulator.failNext('sendText', new Error('FLOOD'));
    await expect(simulator.sendText('7', 'a')).rejects.toThrow('FLOOD');
    await expect(simulator.sendText('7', 'b')).resolves.toMatchObject({ id: 1 });
    await expect(simulator.history('999', 5)).rejects.toThrow('PEER_ID_INVALID');
  });

  it('downloads registered media bytes and thumbnails of messages that still exist', async () => {
    const { simulator } = sim();
    simulator.seed('7', { id: 3, from: '7', media: [{ id: 'p1', kind: 'photo' }] });
    simulator.addFile('p1', Buffer.from('full'));
    simulator.addFile('p1', Buffer.from('thumb'), { thumb: true });
    expect((await simulator.downloadMedia('7', 3, 'p1'))?.toString()).toBe('full');
    expect((await simulator.downloadMedia('7', 3, 'p1', { thumb: true }))?.toString()).toBe('thumb');
    expect(await simulator.downloadMedia('7', 3, 'other')).toBeNull();
    simulator.markDeleted('7', 3);
    expect(await simulator.downloadMedia('7', 3, 'p1')).toBeNull();
  });

  it('holds each forum topic as a chat of its own, numbering the whole group in one sequence', async () => {
    const { simulator } = sim();
    simulator.addChat({ id: '-1005', kind: 'group', title: 'Club' });
    simulator.addChat({ id: '-1005/77', kind: 'group', title: 'Club › Books' });
    simulator.seed('-1005', { id: 10, from: '7', text: 'general' });
    simulator.seed('-1005/77', { id: 11, from: '7', text: 'in topic' });
    await simulator.sendText('-1005/77', 'answer', { replyTo: 11 });
    await simulator.sendText('-1005', 'to general');
    const topic = await simulator.history('-1005/77', 10);
    expect(topic.map((m) => [m.id, m.text, m.topicId, m.chatId])).toEqual([
      [11, 'in topic', 77, '-1005/77'],
      [12, 'answer', 77, '-1005/77'],
    ]);
    expect((await simulator.history('-1005', 10)).map((m) => [m.id, m.topicId])).toEqual([
      [10, undefined],
      [13, undefined],
    ]);
  });

  it('saves its whole state to a file before each change returns, for another process to load', async () => {
    const tmp = tempDir();
    cleanup = tmp.cleanup;
    const stateFile = path.join(tmp.dir, 'telegram.json');
    const clock = new VirtualClock(Date.parse('2026-01-02T15:00:00Z'));
    const first = new TelegramSimulator({
      me: { id: '42', name: 'Heidi' },
      users: [{ id: '7', name: 'Alice' }],
      clock,
      stickers: [{ set: 'HeidiDuck', name: '👋' }],
      stateFile,
    });
    first.addChat({ id: '7', kind: 'direct', title: 'Alice' });
    first.seed('7', { id: 3, from: '7', text: 'archived' }, { archived: true });
    const hi = first.receive('7', { from: '7', text: 'hi' });
    await first.sendText('7', 'hello', { replyTo: hi.id });
    await first.sendSticker('7', { set: 'HeidiDuck', name: '👋' });
    await first.react('7', hi.id, '👍');
    await first.block('7');

    const second = TelegramSimulator.load(stateFile, clock);
    expect(second.actions).toEqual(first.actions);
    expect(await second.history('7', 10)).toEqual(await first.history('7', 10));
    expect((await second.message('7', 3))?.text).toBe('archived');
    expect(second.blocked.has('7')).toBe(true);
    expect(await second.sendSticker('7', { set: 'HeidiDuck', name: '👋' })).toMatchObject({ sent: true });
    const sent = await second.sendText('7', 'after restart');
    expect(sent.id).toBe(hi.id + 4);
    expect(TelegramSimulator.load(stateFile, clock).actions.at(-1)).toEqual({
      type: 'send',
      chatId: '7',
      text: 'after restart',
    });
  });

  it('can lose the answer to a call that took effect, as a dropped connection does', async () => {
    const { simulator } = sim();
    simulator.failNext('sendText', new Error('ECONNRESET'), { afterEffect: true });
    await expect(simulator.sendText('7', 'landed anyway')).rejects.toThrow('ECONNRESET');
    expect((await simulator.history('7', 5)).map((m) => m.text)).toEqual(['landed anyway']);
    await simulator.sendText('7', 'normal again');
    expect(simulator.actions.map((a) => a.type)).toEqual(['send', 'send']);
  });
});

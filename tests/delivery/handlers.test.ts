import { describe, expect, it } from 'vitest';
import { deliveryHandlers } from '../../src/delivery/handlers.js';
import { typingDelayMs } from '../../src/delivery/typing.js';
import { VirtualClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import type { Task } from '../../src/tasks/types.js';
import { TelegramSimulator } from '../../src/telegram/simulator.js';

const typing = { charsPerSecond: 10, minSeconds: 0.5, maxSeconds: 6 };

function setup() {
  const clock = new VirtualClock(0);
  const simulator = new TelegramSimulator({
    me: { id: '42', name: 'Heidi' },
    clock,
    stickers: [{ set: 'CINDYAI', name: '😉' }],
  });
  simulator.addChat({ id: '7', kind: 'direct', title: 'Alice' });
  simulator.seed('7', { id: 1, from: '7', text: 'hi' });
  const log = memoryLogger();
  let shutdown: string | undefined;
  const handlers = deliveryHandlers({
    port: simulator,
    clock,
    log,
    typing: () => typing,
    onShutdown: (r) => (shutdown = r ?? ''),
  });
  const task = (type: Task['type'], params: Record<string, unknown>): Task => ({
    id: `${type}-1`,
    agent: 'Heidi',
    chatId: '7',
    graphId: 'g',
    seq: 1,
    type,
    params,
    status: 'active',
    dependsOn: [],
    attempts: 1,
  });
  return { simulator, clock, log, handlers, task, shutdown: () => shutdown };
}

describe('delivery handlers', () => {
  it('shows typing for as long as the text takes, refreshing it, then sends with the reply target', async () => {
    const { simulator, clock, handlers, task } = setup();
    await handlers.send?.(task('send', { text: 'x'.repeat(55), replyTo: 1 }));
    expect(clock.now()).toBe(5500);
    expect(simulator.actions).toEqual([
      { type: 'typing', chatId: '7' },
      { type: 'typing', chatId: '7' },
      { type: 'send', chatId: '7', text: 'x'.repeat(55), replyTo: 1 },
    ]);
  });

  it('sends a sticker from the named set (original §19.15)', async () => {
    const { simulator, handlers, task } = setup();
    await handlers.sticker?.(task('sticker', { set: 'CINDYAI', name: '😉' }));
    expect(simulator.actions.filter((a) => a.type !== 'typing')).toEqual([
      { type: 'sticker', chatId: '7', set: 'CINDYAI', name: '😉' },
    ]);
  });

  it('sends an unknown sticker as its name in text and logs it', async () => {
    const { simulator, handlers, task, log } = setup();
    await handlers.sticker?.(task('sticker', { set: 'Nope', name: '🦆', replyTo: 1 }));
    expect(simulator.actions.at(-1)).toEqual({ type: 'send', chatId: '7', text: '🦆', replyTo: 1 });
    expect(log.entries.some((e) => e.msg === 'sticker not found, sending its name as text')).toBe(true);
  });

  it('reacts, blocks, unblocks and clears', async () => {
    const { simulator, handlers, task } = setup();
    await handlers.react?.(task('react', { emoji: '👍', messageId: 1 }));
    await handlers.block?.(task('block', {}));
    await handlers.unblock?.(task('unblock', {}));
    await handlers['clear-conversation']?.(task('clear-conversation', {}));
    expect(simulator.actions.map((a) => a.type)).toEqual(['react', 'block', 'unblock', 'clear']);
  });

  it('passes a shutdown reason to the runtime', async () => {
    const { handlers, task, shutdown } = setup();
    await handlers.shutdown?.(task('shutdown', { reason: 'maintenance' }));
    expect(shutdown()).toBe('maintenance');
  });

  it('refuses a send without text rather than sending nothing', async () => {
    const { handlers, task } = setup();
    await expect(handlers.send?.(task('send', {}))).rejects.toThrow('has no text');
  });
});

describe('typingDelayMs', () => {
  it('is proportional to length within the bounds', () => {
    expect(typingDelayMs('abc', typing)).toBe(500);
    expect(typingDelayMs('x'.repeat(20), typing)).toBe(2000);
    expect(typingDelayMs('x'.repeat(500), typing)).toBe(6000);
    expect(typingDelayMs('😀😀', { ...typing, minSeconds: 0 })).toBe(200);
  });
});

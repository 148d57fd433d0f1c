import { afterEach, describe, expect, it } from 'vitest';
import { deliveryHandlers } from '../../src/delivery/handlers.js';
import { typingDelayMs } from '../../src/delivery/typing.js';
import { DeliveryLog } from '../../src/store/deliveries.js';
import { EngineStore } from '../../src/store/engine.js';
import { VirtualClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import { handlerFor, type TaskContext, type TaskResult } from '../../src/tasks/scheduler.js';
import type { Task, TaskParams, TaskType } from '../../src/tasks/types.js';
import { TelegramSimulator } from '../../src/telegram/simulator.js';
import { tempStore } from '../helpers.js';

const typing = { charsPerSecond: 10, minSeconds: 0.5, maxSeconds: 6 };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function setup() {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  const clock = new VirtualClock(Date.parse('2026-01-01T00:00:00Z'));
  const simulator = new TelegramSimulator({
    me: { id: '42', name: 'Heidi' },
    clock,
    stickers: [{ set: 'CINDYAI', name: '😉' }],
  });
  simulator.addChat({ id: '7', kind: 'direct', title: 'Alice' });
  simulator.seed('7', { id: 1, from: '7', text: 'hi' });
  // A group whose id is also an admin's (ids of the simulated world may coincide): still a group.
  simulator.addChat({ id: '5001', kind: 'group', title: 'Club' });
  simulator.addChat({ id: '8', kind: 'direct', title: 'Bob' });
  const log = memoryLogger();
  const store = new EngineStore(
    t.store.db,
    () => clock.now(),
    () => 'x',
  );
  let shutdown: string | undefined;
  const handlers = deliveryHandlers({
    port: simulator,
    clock,
    log,
    typing: () => typing,
    deliveries: new DeliveryLog(t.store.db, () => clock.now()),
    admins: () => ['7', '5001'],
    onShutdown: (r) => (shutdown = r ?? ''),
  });
  let n = 0;
  const task = <K extends TaskType>(type: K, params: TaskParams[K], attempts = 1): Task<K> => ({
    id: `${type}-${++n}`,
    agent: 'Heidi',
    chatId: '7',
    graphId: 'g',
    seq: n,
    type,
    params,
    status: 'active',
    dependsOn: [],
    attempts,
    createdAt: clock.now(),
  });
  const confirmed: string[] = [];
  const context = (): TaskContext => ({
    signal: new AbortController().signal,
    confirmed: () => confirmed.push('x'),
  });
  /** Runs a handler and stores its result as the scheduler would. */
  const run = async (t: Task): Promise<TaskResult<EngineStore> | undefined> => {
    const result = (await handlerFor(handlers, t)?.(t, context())) ?? undefined;
    await store.transaction(async (s) => result?.commit?.(s));
    return result;
  };
  return { simulator, clock, log, handlers, task, run, store, confirmed, shutdown: () => shutdown };
}

describe('delivery handlers', () => {
  it("stores each of the persona's confirmed messages as a message of the chat, as Telegram shows it", async () => {
    const { simulator, run, task, store } = await setup();
    const texts = ['first', 'a second one\nwith two lines'];
    for (const text of texts) await run(task('send', { text, replyTo: 1 }));
    await run(task('sticker', { set: 'CINDYAI', name: '😉' }));
    const stored = await store.messages.newestFrom('Heidi', '7', { not: '7' });
    expect(stored?.out).toBe(true);
    const sent = (await simulator.history('7', 50)).filter((m) => m.out);
    expect(sent).toHaveLength(3);
    for (const m of sent) {
      const copy = await store.messages.get('Heidi', '7', m.id);
      expect(copy).toMatchObject({ id: m.id, out: true, senderId: '42', senderName: 'Heidi', text: m.text });
    }
    const sticker = await store.messages.get('Heidi', '7', sent[2]?.id ?? 0);
    expect(sticker?.media[0]).toMatchObject({ kind: 'sticker', set: 'CINDYAI', emoji: '😉' });
    expect((await store.messages.get('Heidi', '7', sent[0]?.id ?? 0))?.replyToId).toBe(1);
  });

  it('shows typing for as long as the text takes, refreshing it, then sends with the reply target', async () => {
    const { simulator, clock, run, task, store } = await setup();
    const start = clock.now();
    const send = task('send', { text: 'x'.repeat(55), replyTo: 1 });
    await run(send);
    // 55 characters at 10 a second, spread by up to ±20 %.
    expect(clock.now() - start).toBeGreaterThanOrEqual(4_400);
    expect(clock.now() - start).toBeLessThanOrEqual(6_600);
    expect(simulator.actions).toEqual([
      { type: 'typing', chatId: '7' },
      { type: 'typing', chatId: '7' },
      { type: 'send', chatId: '7', text: 'x'.repeat(55), replyTo: 1 },
    ]);
    expect(await store.deliveries.get(send.id)).toMatchObject({ kind: 'send', messageId: 2 });
  });

  it('does not send again what an attempt whose answer was lost already delivered', async () => {
    const { simulator, run, task, log } = await setup();
    simulator.failNext('sendText', Object.assign(new Error('connection reset'), { code: 'ECONNRESET' }), {
      afterEffect: true,
    });
    const send = task('send', { text: 'only once please' });
    await expect(run(send)).rejects.toThrow('connection reset');
    await run({ ...send, attempts: 2 });
    const sends = simulator.actions.filter((a) => a.type === 'send');
    expect(sends).toEqual([{ type: 'send', chatId: '7', text: 'only once please' }]);
    expect(log.entries.some((e) => e.msg.startsWith('an earlier attempt already delivered'))).toBe(true);
  });

  it('sends the same text again when the earlier message is another task’s delivery', async () => {
    const { simulator, run, task } = await setup();
    await run(task('send', { text: 'haha' }));
    await run(task('send', { text: 'haha' }, 2));
    expect(simulator.actions.filter((a) => a.type === 'send')).toHaveLength(2);
  });

  it('sends a sticker from the named set and records it', async () => {
    const { simulator, run, task, store } = await setup();
    const sticker = task('sticker', { set: 'CINDYAI', name: '😉' });
    await run(sticker);
    expect(simulator.actions.filter((a) => a.type !== 'typing')).toEqual([
      { type: 'sticker', chatId: '7', set: 'CINDYAI', name: '😉' },
    ]);
    expect(await store.deliveries.get(sticker.id)).toMatchObject({ kind: 'sticker' });
  });

  it('does not send a sticker twice when the answer to the first attempt was lost', async () => {
    const { simulator, run, task } = await setup();
    simulator.failNext('sendSticker', new Error('timeout'), { afterEffect: true });
    const sticker = task('sticker', { set: 'CINDYAI', name: '😉' });
    await expect(run(sticker)).rejects.toThrow('timeout');
    await run({ ...sticker, attempts: 2 });
    expect(simulator.actions.filter((a) => a.type === 'sticker')).toHaveLength(1);
  });

  it('sends an unknown sticker as its name in text and logs it', async () => {
    const { simulator, run, task, log } = await setup();
    await run(task('sticker', { set: 'Nope', name: '🦆', replyTo: 1 }));
    expect(simulator.actions.at(-1)).toEqual({ type: 'send', chatId: '7', text: '🦆', replyTo: 1 });
    expect(log.entries.some((e) => e.msg === 'sticker not found, sending its name as text')).toBe(true);
  });

  it('reacts with a close valid emoji, or drops an impossible one with a log line', async () => {
    const { simulator, run, task, log } = await setup();
    await run(task('react', { emoji: '😊', messageId: 1 }));
    await run(task('react', { emoji: '🦑', messageId: 1 }));
    expect(simulator.actions).toEqual([{ type: 'react', chatId: '7', messageId: 1, emoji: '😁' }]);
    expect(log.entries.some((e) => e.msg.startsWith('reaction dropped: "🦑" is not a reaction'))).toBe(true);
  });

  it('blocks, unblocks and clears (clearing only in a direct chat with an admin)', async () => {
    const { simulator, run, task, log } = await setup();
    await run(task('block', {}));
    await run(task('unblock', {}));
    await run(task('clear-conversation', { requestedBy: '7' }));
    // A group's task, even stamped with an admin (planned under an older rule), is refused.
    await run({ ...task('clear-conversation', { requestedBy: '7' }), chatId: '5001' });
    await run({ ...task('clear-conversation', { requestedBy: '8' }), chatId: '8' });
    expect(simulator.actions.map((a) => a.type)).toEqual(['block', 'unblock', 'clear']);
    expect(
      log.entries.filter((e) => e.msg === 'clear-conversation refused: not a direct chat with an admin'),
    ).toHaveLength(2);
  });

  it('writes notes, memories and people in the commit, and a cleared chat loses its notes and summaries', async () => {
    const { simulator, run, task, store } = await setup();
    await run(task('note', { text: '  Alice (user 7) likes tea  ' }));
    await run(task('remember', { text: 'I fixed the lighthouse lamp' }));
    await run(task('person', { user: '7', text: 'Alice: likes tea' }));
    await run(task('note', { id: 'n1', text: 'Alice (user 7) likes green tea' }));
    await store.memory.addSummary('Heidi', '7', {
      firstId: 1,
      lastId: 1,
      firstDate: 0,
      lastDate: 0,
      text: 's',
    });
    expect(simulator.actions).toEqual([]);
    expect(await store.memory.forChat('Heidi', '7', ['7'])).toMatchObject({
      notes: [{ id: 'n1', text: 'Alice (user 7) likes green tea' }],
      memories: [{ id: 'm1', text: 'I fixed the lighthouse lamp', chat: '7' }],
      people: [{ user: '7', text: 'Alice: likes tea' }],
      summaries: [{ text: 's' }],
    });
    const plan = { what: 'ask', timeZone: 'UTC', rule: { startDay: 30_000, startMinute: 60 }, done: 0 };
    await store.events.write('Heidi', '7', { ...plan, nextAt: 1e13 });
    await store.events.write('Heidi', '8', { ...plan, nextAt: 1e13 });
    await run(task('clear-conversation', { requestedBy: '7' }));
    // The chat's plans go with it; another chat's stay.
    expect((await store.events.ofAgent('Heidi')).map((e) => e.chatId)).toEqual(['8']);
    expect(await store.memory.forChat('Heidi', '7', ['7'])).toMatchObject({
      notes: [],
      summaries: [],
      memories: [{ id: 'm1' }],
      people: [{ user: '7' }],
    });
  });

  it('never sends a think step', async () => {
    const { simulator, run, task } = await setup();
    await run(task('think', { text: 'secret plan' }));
    expect(simulator.actions).toEqual([]);
  });

  it('shuts down only in a direct chat with an admin, and only once the task is stored as done', async () => {
    const { run, task, shutdown } = await setup();
    expect(
      await run({ ...task('shutdown', { reason: 'x', requestedBy: '7' }), chatId: '5001' }),
    ).toBeUndefined();
    expect(
      await run({ ...task('shutdown', { reason: 'x', requestedBy: '8' }), chatId: '8' }),
    ).toBeUndefined();
    const result = await run(task('shutdown', { reason: 'maintenance', requestedBy: '7' }));
    expect(shutdown()).toBeUndefined();
    result?.afterCommit?.();
    expect(shutdown()).toBe('maintenance');
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
